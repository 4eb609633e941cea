const STEPS = ["Cart", "Details", "Checkout"] as const;

/** The three-step stepper of the cart and checkout pages (spec 000 section 2 "Cart"). */
export function CheckoutSteps({ current }: { current: (typeof STEPS)[number] }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex items-center justify-center gap-2 text-xs font-semibold tracking-[0.14em] uppercase sm:gap-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-2 sm:gap-4">
            {index > 0 ? <span aria-hidden className="h-px w-6 bg-line sm:w-16" /> : null}
            <span
              aria-current={step === current ? "step" : undefined}
              className="group/step flex items-center gap-2 text-ink-soft aria-[current=step]:text-navy"
            >
              <span className="flex size-7 items-center justify-center rounded-full border border-current group-aria-[current=step]/step:border-navy group-aria-[current=step]/step:bg-navy group-aria-[current=step]/step:text-white">
                {index + 1}
              </span>
              {step}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
