import { Factory, Minus, Plus, ShoppingBag, Trash2, Truck } from "lucide-react";
import type { FormEvent } from "react";
import { data, Form, Link, useFetchers, useSubmit } from "react-router";
import { CheckoutSteps } from "~/components/checkout/CheckoutSteps";
import { StaticShirt } from "~/components/shirt/StaticShirt";
import { Container } from "~/components/ui/Container";
import { LabelledValues } from "~/components/ui/LabelledValues";
import { ModalButton } from "~/components/ui/ModalButton";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { getCustomer } from "~/modules/accounts/accounts.server";
import { type CartLine, cartOwner, checkoutPath, getCart, removeLine, setQuantity } from "~/modules/cart/cart.server";
import { cartActionSchema } from "~/modules/cart/forms";
import { QUANTITY_MAX, QUANTITY_MIN, totalMinor } from "~/modules/cart/pricing";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { formatMoney } from "~/modules/money/money";
import { privatePageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/cart";

/** The cart (spec 000 section 2 "Cart"). */
export const meta: Route.MetaFunction = () =>
  privatePageMeta("Your cart", "The made-to-measure shirts in your cart, their sizes and the order total.");

export async function loader({ request }: Route.LoaderArgs) {
  const [customer, currency] = await Promise.all([getCustomer(request), getDisplayCurrency(request)]);
  const [cart, checkoutHref] = await Promise.all([
    getCart(await cartOwner(request, customer), currency),
    checkoutPath(customer),
  ]);
  return { cart, checkoutHref };
}

/** Quantity minus and plus, and Delete: from the page's fetchers, or plain form posts without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = cartActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ ok: false as const, message: "This change to the cart was not understood." }, { status: 400 });
  }
  const owner = await cartOwner(request, await getCustomer(request));
  const outcome =
    parsed.data.intent === "remove"
      ? await removeLine(owner, parsed.data.lineId)
      : await setQuantity(owner, parsed.data.lineId, { step: parsed.data.step });
  if (!outcome.ok) return data({ ok: false as const, message: outcome.message }, { status: outcome.status });
  return { ok: true as const, message: null };
}

export default function CartPage({ loaderData: { cart, checkoutHref }, actionData }: Route.ComponentProps) {
  const fetchers = useFetchers();
  // Changes on their way to the server are shown at once: quantity steps add up, deleted
  // lines disappear; the server's answer then replaces them.
  const pending = (line: CartLine) => {
    let step = 0;
    let removing = false;
    for (const fetcher of fetchers) {
      const form = fetcher.formData;
      if (!form || form.get("lineId") !== String(line.id)) continue;
      if (form.get("intent") === "remove") removing = true;
      if (form.get("intent") === "quantity") step += Number(form.get("step"));
    }
    return { removing, quantity: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, line.quantity + step)) };
  };
  const lines = cart.lines.flatMap((line) => {
    const change = pending(line);
    if (change.removing) return [];
    return [{ ...line, quantity: change.quantity, lineMinor: line.unitMinor * change.quantity }];
  });
  const total = formatMoney(totalMinor(lines), cart.currency.code);
  const notOnSale = lines.filter((line) => line.unavailable !== null).length;

  return (
    <Container className="py-8 md:py-12">
      <CheckoutSteps current="Cart" />

      <h1 className="mt-8 text-4xl md:text-5xl">Your cart</h1>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
          {actionData.message}
        </p>
      ) : null}

      {lines.length === 0 ? (
        <div className="mt-8 border border-line bg-white p-10 text-center">
          <ShoppingBag aria-hidden className="mx-auto size-10 text-ink-soft" />
          <p className="mt-4 font-serif text-3xl">Your cart is empty!</p>
          <p className="mt-2 text-ink-soft">Choose a shirt, give your size, and it will wait for you here.</p>
          <Link to="/men-shirts" className={`${buttonStyles.primary} mt-6`}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
          <section aria-label="Shirts in your cart">
            <ul className="grid gap-4">
              {lines.map((line) => (
                <li key={line.id}>
                  <Line line={line} linePrice={formatMoney(line.lineMinor, cart.currency.code)} />
                </li>
              ))}
            </ul>
            <Link to="/men-shirts" className={`${buttonStyles.secondary} mt-6`}>
              Continue shopping
            </Link>
          </section>

          <aside aria-labelledby="order-total" className="h-fit border border-line bg-white p-6 lg:sticky lg:top-6">
            <h2 id="order-total" className="text-2xl">
              Order total
            </h2>
            <dl className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
              <dt className="text-ink-soft">
                Total ({shirtCount(lines.reduce((sum, line) => sum + line.quantity, 0))})
              </dt>
              <dd className="font-serif text-3xl text-navy" data-testid="cart-total" aria-live="polite">
                {total}
              </dd>
            </dl>
            <p className="mt-1 text-xs text-ink-soft">Delivery is chosen at checkout.</p>
            {notOnSale === 0 ? (
              <Link to={checkoutHref} className={`${buttonStyles.primary} mt-5 w-full`}>
                Proceed to checkout
              </Link>
            ) : (
              <>
                <p role="alert" className="mt-5 border border-danger/30 bg-danger/5 p-3 text-sm text-danger">
                  {notOnSale === 1 ? "A shirt in your cart" : `${notOnSale} shirts in your cart`} can no longer be made:
                  please modify or remove {notOnSale === 1 ? "it" : "them"} to check out.
                </p>
                <span
                  aria-disabled="true"
                  className={`${buttonStyles.primary} mt-3 w-full cursor-not-allowed opacity-50`}
                >
                  Proceed to checkout
                </span>
              </>
            )}
            <ul className="mt-6 grid gap-3 text-sm text-ink-soft">
              <li className="flex gap-2">
                <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-navy" />
                Tracked delivery across Europe in 5-7 working days.
              </li>
              <li className="flex gap-2">
                <Factory aria-hidden className="mt-0.5 size-4 shrink-0 text-navy" />
                Every shirt is cut and sewn to your measurements in our Italian factory.
              </li>
            </ul>
          </aside>
        </div>
      )}
    </Container>
  );
}

/** A line: drawing, name, size, details, Modify, Delete, quantity minus and plus, subtotal. */
function Line({ line, linePrice }: { line: CartLine; linePrice: string }) {
  const submit = useSubmit();
  // Each click is its own request (its own fetcher): a second click never cancels the first.
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    submit(submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, {
      method: "post",
      action: "/cart",
      navigate: false,
      fetcherKey: `cart-${line.id}-${Date.now()}-${Math.random()}`,
    });
  };
  const summary = line.details
    .filter((detail) => ["Collar", "Cuffs", "Buttons"].includes(detail.label))
    .map((detail) => `${detail.label}: ${detail.value}`)
    .join(" · ");
  return (
    <article
      aria-labelledby={`line-${line.id}-name`}
      className="grid grid-cols-[96px_minmax(0,1fr)] gap-4 border border-line bg-white p-4 sm:grid-cols-[140px_minmax(0,1fr)_auto] sm:gap-6"
    >
      <StaticShirt
        look={line.look}
        view="front"
        className="row-span-2 aspect-square border border-line bg-linen/50 p-2 sm:row-span-1"
      />
      <div className="min-w-0">
        <h2 id={`line-${line.id}-name`} className="text-2xl leading-tight">
          {line.name}
        </h2>
        <p className="mt-1 text-sm">
          <span className="text-ink-soft">Size: </span>
          {line.size.summary}
        </p>
        <p className="mt-1 text-sm text-ink-soft">{summary}</p>
        <p className="mt-1 text-sm text-ink-soft">{line.unitPrice} each</p>
        {line.unavailable ? (
          <p className="mt-2 border-l-4 border-danger bg-danger/5 px-3 py-2 text-sm text-danger">{line.unavailable}</p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <ModalButton
            label="View Details"
            title={line.name}
            description={`${line.unitPrice} each`}
            className="font-semibold text-navy underline underline-offset-4 hover:text-brass"
          >
            <LineDetails line={line} />
          </ModalButton>
          <Link to={line.modifyHref} className="font-semibold text-navy underline underline-offset-4 hover:text-brass">
            Modify this shirt
          </Link>
          <Form method="post" onSubmit={send}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              className="flex items-center gap-1 font-semibold text-danger hover:underline"
              aria-label={`Delete ${line.name}`}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          </Form>
        </div>
      </div>
      <div className="col-start-2 flex items-center justify-between gap-4 sm:col-start-3 sm:flex-col sm:items-end sm:justify-between">
        <Form method="post" onSubmit={send} className="flex items-center border border-line">
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="lineId" value={line.id} />
          <button
            type="submit"
            name="step"
            value="-1"
            disabled={line.quantity <= QUANTITY_MIN}
            aria-label={`One less ${line.name}`}
            className="flex size-10 items-center justify-center text-navy hover:bg-linen disabled:cursor-not-allowed disabled:text-ink-soft/40"
          >
            <Minus aria-hidden className="size-4" />
          </button>
          <output
            aria-label={`Quantity of ${line.name}`}
            aria-live="polite"
            className="w-10 text-center font-semibold tabular-nums"
            data-testid="line-quantity"
          >
            {line.quantity}
          </output>
          <button
            type="submit"
            name="step"
            value="1"
            disabled={line.quantity >= QUANTITY_MAX}
            aria-label={`One more ${line.name}`}
            className="flex size-10 items-center justify-center text-navy hover:bg-linen disabled:cursor-not-allowed disabled:text-ink-soft/40"
          >
            <Plus aria-hidden className="size-4" />
          </button>
        </Form>
        <p className="text-right">
          <span className="sr-only">Subtotal: </span>
          <span className="font-serif text-2xl text-navy" data-testid="line-subtotal">
            {linePrice}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Every option, the embroidery and every size value of a line ('View Details'). */
function LineDetails({ line }: { line: CartLine }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[160px_minmax(0,1fr)]">
      <div className="grid grid-cols-2 gap-2 self-start sm:grid-cols-1">
        {(["front", "back"] as const).map((view) => (
          <StaticShirt
            key={view}
            look={line.look}
            view={view}
            className="aspect-square w-full border border-line bg-white p-2"
          />
        ))}
      </div>
      <div className="grid gap-5 text-sm">
        <section aria-labelledby={`details-${line.id}-design`}>
          <h3 id={`details-${line.id}-design`} className="text-xl">
            Design
          </h3>
          <LabelledValues rows={line.details} className="mt-2" />
        </section>
        <section aria-labelledby={`details-${line.id}-size`}>
          <h3 id={`details-${line.id}-size`} className="text-xl">
            Size
          </h3>
          <LabelledValues rows={line.size.rows} className="mt-2" />
        </section>
      </div>
    </div>
  );
}

function shirtCount(count: number): string {
  return count === 1 ? "1 shirt" : `${count} shirts`;
}
