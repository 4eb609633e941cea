import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { NEWSLETTER_CLOSE_DELAY_MS } from "~/modules/content/newsletter";
import type { action } from "~/routes/newsletter";

/**
 * The newsletter popup of the shell, open as soon as it is mounted. It is offered once per
 * browser session until the visitor subscribes or ticks 'do not show again' (both
 * remembered by a cookie on the server).
 */
export default function NewsletterPopup() {
  const [open, setOpen] = useState(true);
  const [neverShowAgain, setNeverShowAgain] = useState(false);
  const subscribe = useFetcher<typeof action>({ key: "newsletter" });
  const dismiss = useFetcher({ key: "newsletter-dismiss" });
  const emailId = useId();
  const messageId = useId();
  const result = subscribe.data;

  useEffect(() => {
    if (
      result?.status !== "subscribed" &&
      result?.status !== "already-subscribed" &&
      result?.status !== "confirmation-resent"
    )
      return;
    const timer = setTimeout(() => setOpen(false), NEWSLETTER_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next && subscribe.state === "idle" && !result?.status) {
      dismiss.submit(
        { intent: "dismiss", neverShowAgain: neverShowAgain ? "on" : "" },
        { method: "post", action: "/newsletter" },
      );
    }
  }

  const invalid = result?.status === "invalid";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-sm bg-paper p-8 shadow-2xl">
          <Dialog.Close
            className="absolute top-3 right-3 rounded-sm p-1.5 text-ink-soft hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-brass">The atelier letter</p>
          <Dialog.Title className="mt-2 font-serif text-3xl font-semibold">
            Ten minutes of style, once a month
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-soft">
            New fabrics from our mills, style notes and early access to seasonal collections. No spam, unsubscribe in
            one click.
          </Dialog.Description>
          <subscribe.Form method="post" action="/newsletter" className="mt-6 grid gap-4" noValidate>
            <input type="hidden" name="intent" value="subscribe" />
            <div>
              <label htmlFor={emailId} className={labelStyles}>
                Email address <span aria-hidden>*</span>
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                required
                autoComplete="email"
                aria-invalid={invalid || undefined}
                aria-describedby={result ? messageId : undefined}
                className={inputStyles}
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-ink-soft">
              <input
                type="checkbox"
                name="neverShowAgain"
                checked={neverShowAgain}
                onChange={(event) => setNeverShowAgain(event.target.checked)}
                className="size-4 accent-navy"
              />
              Do not show this again
            </label>
            {result ? (
              <p
                id={messageId}
                role={invalid ? "alert" : "status"}
                className={`text-sm font-medium ${invalid || result.status === "rate-limited" ? "text-danger" : "text-success"}`}
              >
                {result.message}
              </p>
            ) : null}
            <button type="submit" className={buttonStyles.primary} disabled={subscribe.state !== "idle"}>
              {subscribe.state === "idle" ? "Subscribe" : "Subscribing…"}
            </button>
          </subscribe.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
