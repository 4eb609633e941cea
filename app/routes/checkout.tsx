import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CreditCard, Lock } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Form, Link, redirect, useLocation } from "react-router";
import { CheckoutSteps } from "~/components/checkout/CheckoutSteps";
import { ErrorAlert } from "~/components/checkout/ErrorAlert";
import { RadioCard } from "~/components/checkout/RadioCard";
import { FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { StaticShirt } from "~/components/shirt/StaticShirt";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { type Address, listCountries, requireCustomer } from "~/modules/accounts/accounts.server";
import { MESSAGES } from "~/modules/accounts/forms";
import { loadCheckout, payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { testCardBuySchema } from "~/modules/checkout/forms";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { formatMoney } from "~/modules/money/money";
import type { StartPaymentResult } from "~/modules/payments/start-payment";
import { privatePageMeta } from "~/modules/shop/identity";
import { describeSize } from "~/modules/sizing/describe";
import type { Route } from "./+types/checkout";

// The providers' browser parts load only when their method is chosen (DESIGN.md section 5).
const StripePaymentForm = lazy(() =>
  import("~/components/checkout/StripePaymentForm").then((module) => ({ default: module.StripePaymentForm })),
);
const PayPalButtons = lazy(() =>
  import("~/components/checkout/PayPalButtons").then((module) => ({ default: module.PayPalButtons })),
);

/** The checkout (spec 000 section 2 "Checkout"). */
export const meta: Route.MetaFunction = () =>
  privatePageMeta("Checkout", "Your delivery, your payment and the summary of your order.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const currency = await getDisplayCurrency(request);
  const checkout = await loadCheckout(customer, currency);
  if (checkout.kind === "address") throw redirect("/confirm-adress");
  if (checkout.kind === "empty" || checkout.kind === "not-on-sale") throw redirect("/cart");
  const money = (minor: number) => formatMoney(minor, currency.code);
  const countries = new Map((await listCountries()).map((country) => [country.id, country.name]));
  const withCountry = (address: Address) => ({ ...address, country: countries.get(address.countryId) ?? "" });
  const shipping = withCountry(checkout.profile.shipping!);
  const billing =
    checkout.profile.billingSameAsShipping || !checkout.profile.billing ? null : withCountry(checkout.profile.billing);
  return {
    customer: { name: checkout.profile.name, email: checkout.profile.email, phone: checkout.profile.phone },
    shipping,
    billing,
    lines: checkout.lines.map((line) => ({
      id: line.id,
      name: line.name,
      look: line.look,
      size: describeSize(line.size).summary,
      quantity: line.quantity,
      unitPrice: money(line.unitMinor),
      linePrice: money(line.lineMinor),
    })),
    cartVersion: checkout.cartVersion,
    deliveries: checkout.deliveries.map((delivery) => ({
      id: delivery.id,
      name: delivery.name,
      description: delivery.description,
      fee: delivery.feeMinor === 0 ? "Free" : money(delivery.feeMinor),
      total: money(delivery.totalMinor),
      totalMinor: delivery.totalMinor,
    })),
    defaultDeliveryId: checkout.defaultDeliveryId,
    subtotal: money(checkout.subtotalMinor),
    currency: currency.code,
    methods: checkout.methods,
  };
}

/** Buy now with the test provider's card: a plain form post, so it works before JavaScript loads. */
export async function action({ request, context }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: testCardBuySchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const started = await startPayment(customer, context.clientIp, await getDisplayCurrency(request), submission.value);
  const outcome =
    started.ok && started.kind === "started" ? await payWithTestCard(started, submission.value.cardNumber) : started;
  // The address form or the cart when they must change first (refusalResponse redirects there).
  if (!outcome.ok) return refusalResponse(outcome, { submission, hideFields: ["cardNumber", "cardCvc"] });
  return redirect(`/confirmation?order=${outcome.order.id}`);
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, deliveries, methods, currency } = loaderData;
  const [deliveryId, setDeliveryId] = useState(loaderData.defaultDeliveryId);
  const [methodId, setMethodId] = useState(methods[0]?.id ?? 0);
  const delivery = deliveries.find((candidate) => candidate.id === deliveryId) ?? deliveries[0];
  const method = methods.find((candidate) => candidate.id === methodId) ?? methods[0];
  const paying = useIsPending({ action: "/checkout" });
  // /confirm-adress comes back here after saving the address.
  const addressUpdated = new URLSearchParams(useLocation().search).get("updated") === "address";
  const [form, fields] = useShopForm({ id: "checkout", schema: testCardBuySchema, lastResult: actionData?.result });

  /** Buy now for the providers paid in the browser (Stripe, PayPal): the server creates the order first. */
  const startProviderPayment = async (): Promise<StartPaymentResult> => {
    const body = new FormData();
    body.set("intent", "start");
    body.set("deliveryOptionId", String(deliveryId));
    body.set("paymentMethodId", String(methodId));
    body.set("cartVersion", loaderData.cartVersion);
    return postPayment(body);
  };
  const capturePayPal = async (orderId: number) => {
    const body = new FormData();
    body.set("intent", "capture");
    body.set("orderId", String(orderId));
    return postPayment(body);
  };

  return (
    <Container className="py-8 md:py-12">
      <CheckoutSteps current="Checkout" />
      <h1 className="mt-8 text-4xl md:text-5xl">Checkout</h1>
      {addressUpdated ? (
        <div className="mt-6">
          <FormSuccess>{MESSAGES.updateSuccessful}</FormSuccess>
        </div>
      ) : null}
      {/* The action is named: `paying` compares it, and the page's address may carry ?updated. */}
      <Form
        method="post"
        action="/checkout"
        {...getFormProps(form)}
        className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]"
      >
        <input type="hidden" name="cartVersion" value={loaderData.cartVersion} />
        <div className="grid gap-6">
          <PersonalDetails data={loaderData} />
          <fieldset className="border border-line bg-white p-5 sm:p-6">
            <legend className="float-left mb-4 w-full font-serif text-2xl">Delivery</legend>
            <div className="clear-both grid gap-3">
              {deliveries.map((option) => (
                <RadioCard
                  key={option.id}
                  name="deliveryOptionId"
                  value={option.id}
                  checked={option.id === deliveryId}
                  onSelect={() => setDeliveryId(option.id)}
                >
                  <span className="grid flex-1 gap-0.5">
                    <span className="flex justify-between gap-4 font-semibold">
                      {option.name}
                      <span className="text-navy">{option.fee}</span>
                    </span>
                    <span className="text-sm text-ink-soft">{option.description}</span>
                    <span className="text-sm text-ink-soft">Order total with this delivery: {option.total}</span>
                  </span>
                </RadioCard>
              ))}
            </div>
          </fieldset>

          <fieldset className="border border-line bg-white p-5 sm:p-6">
            <legend className="float-left mb-4 w-full font-serif text-2xl">Payment</legend>
            <div className="clear-both grid gap-3">
              {methods.length > 1
                ? methods.map((option) => (
                    <RadioCard
                      key={option.id}
                      name="paymentMethodId"
                      value={option.id}
                      checked={option.id === methodId}
                      onSelect={() => setMethodId(option.id)}
                      align="center"
                    >
                      <span className="font-semibold">{option.name}</span>
                    </RadioCard>
                  ))
                : null}
              {method && methods.length === 1 ? <input type="hidden" name="paymentMethodId" value={method.id} /> : null}
              {!method ? (
                <p className="text-danger">
                  Payments are not available at the moment. Please try again later or contact us.
                </p>
              ) : method.provider === "test" ? (
                <TestCardFields fields={fields} methodName={method.name} />
              ) : null}
              {method ? (
                <div className="mt-2 grid gap-4 border-t border-line pt-5">
                  <p className="flex items-baseline justify-between gap-4">
                    <span className="font-semibold">Total to pay</span>
                    <span className="font-serif text-2xl text-navy">{delivery?.total}</span>
                  </p>
                  {form.errors ? <ErrorAlert id={form.errorId} message={form.errors.join(" ")} /> : null}
                  <p className="text-xs text-ink-soft">
                    By clicking Buy now you accept our{" "}
                    <Link to="/perfect-fit-guarantee" className="text-navy underline underline-offset-2">
                      terms &amp; conditions
                    </Link>
                    .
                  </p>
                  <div>
                    {method.provider === "test" ? (
                      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={paying}>
                        <Lock aria-hidden className="size-4" />
                        {paying ? "Paying…" : "Buy now"}
                      </button>
                    ) : method.provider === "stripe" && method.publicKey && delivery ? (
                      <Suspense fallback={<p className="text-sm text-ink-soft">Loading the secure card form…</p>}>
                        <StripePaymentForm
                          publishableKey={method.publicKey}
                          amountMinor={delivery.totalMinor}
                          currency={currency}
                          startPayment={startProviderPayment}
                        />
                      </Suspense>
                    ) : method.provider === "paypal" && method.publicKey ? (
                      <Suspense fallback={<p className="text-sm text-ink-soft">Loading PayPal…</p>}>
                        <PayPalButtons
                          clientId={method.publicKey}
                          currency={currency}
                          startPayment={startProviderPayment}
                          capturePayment={capturePayPal}
                        />
                      </Suspense>
                    ) : null}
                  </div>
                </div>
              ) : null}
            </div>
          </fieldset>
        </div>

        <aside
          aria-labelledby="order-summary"
          className="h-fit border border-line bg-white p-5 sm:p-6 lg:sticky lg:top-6"
        >
          <h2 id="order-summary" className="text-2xl">
            Order summary
          </h2>
          <ul className="mt-4 grid gap-4">
            {lines.map((line) => (
              <li key={line.id} className="grid grid-cols-[64px_minmax(0,1fr)_auto] items-start gap-3">
                <StaticShirt
                  look={line.look}
                  view="front"
                  className="aspect-square w-16 border border-line bg-linen/50 p-1"
                />
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">{line.name}</p>
                  <p className="text-ink-soft">{line.size}</p>
                  <p className="text-ink-soft">
                    {line.quantity} × {line.unitPrice}
                  </p>
                </div>
                <p className="text-sm font-semibold">{line.linePrice}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-5 grid gap-2 border-t border-line pt-4 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-soft">Subtotal</dt>
              <dd>{loaderData.subtotal}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-soft">Delivery</dt>
              <dd data-testid="delivery-fee">{delivery?.fee}</dd>
            </div>
            <div className="mt-2 flex items-baseline justify-between border-t border-line pt-3">
              <dt className="font-semibold">Total</dt>
              <dd className="font-serif text-3xl text-navy" data-testid="order-total" aria-live="polite">
                {delivery?.total}
              </dd>
            </div>
          </dl>
        </aside>
      </Form>
    </Container>
  );
}

async function postPayment(body: FormData) {
  try {
    const response = await fetch("/checkout/payment", { method: "POST", body });
    return (await response.json()) as StartPaymentResult & { returnUrl: string };
  } catch {
    return {
      ok: false as const,
      message: "The payment could not be started. Please check your connection and try again.",
    };
  }
}

function PersonalDetails({ data }: { data: LoaderData }) {
  const { customer, shipping, billing } = data;
  const address = (value: NonNullable<LoaderData["billing"]>) => (
    <address className="text-sm not-italic leading-relaxed">
      {value.firstName} {value.lastName}
      {value.company ? <br /> : null}
      {value.company}
      <br />
      {value.line1}
      {value.line2 ? <br /> : null}
      {value.line2}
      <br />
      {value.postcode} {value.city}
      <br />
      {value.country}
    </address>
  );
  return (
    <section
      aria-labelledby="personal-details"
      className="grid gap-6 border border-line bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      <div>
        <h2 id="personal-details" className="text-2xl">
          Personal details
        </h2>
        <p className="mt-3 text-sm leading-relaxed">
          {customer.name}
          <br />
          {customer.email}
          {customer.phone ? <br /> : null}
          {customer.phone}
        </p>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-4">
          <h2 className="text-2xl">Delivery address</h2>
          <Link to="/confirm-adress" className="text-sm font-semibold text-navy underline underline-offset-4">
            Change<span className="sr-only"> the delivery address</span>
          </Link>
        </div>
        <div className="mt-3">{address(shipping)}</div>
        <p className="mt-3 text-sm text-ink-soft">
          {billing ? "Invoice to a different address:" : "The invoice goes to the same address."}
        </p>
        {billing ? <div className="mt-1">{address(billing)}</div> : null}
      </div>
    </section>
  );
}

type CardFields = Record<"cardNumber" | "cardExpiry" | "cardCvc", FieldMetadata<string>>;

/** The test provider's card form, clearly labelled as a test payment. */
function TestCardFields({ fields, methodName }: { fields: CardFields; methodName: string }) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2 font-semibold">
        <CreditCard aria-hidden className="size-5 text-navy" />
        {methodName}
      </div>
      <p className="border border-brass/40 bg-brass/10 p-3 text-sm">
        <strong>Test payment:</strong> this shop is in test mode and no money is taken. Pay with the test card 4242 4242
        4242 4242 (any future date, any 3 digits); 4000 0000 0000 0002 shows a declined card.
      </p>
      <TextField
        field={fields.cardNumber}
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          field={fields.cardExpiry}
          label="Expiry date"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
        />
        <TextField
          field={fields.cardCvc}
          label="Security code"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
        />
      </div>
    </div>
  );
}
