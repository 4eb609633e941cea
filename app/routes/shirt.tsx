import { ChevronDown, Ruler, Scissors, ShoppingBag, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import { ProductPictures } from "~/components/catalog/ProductPictures";
import { ShirtCard } from "~/components/catalog/ShirtCard";
import { SizeGuide } from "~/components/catalog/SizeGuide";
import { CheckAlert } from "~/components/forms/CheckAlert";
import { useIsPending, useSubmitCheck } from "~/components/forms/hooks";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Container } from "~/components/ui/Container";
import { Field, FieldMessage } from "~/components/ui/Field";
import { ModalButton } from "~/components/ui/ModalButton";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { parseId } from "~/infra/ids";
import { fieldMessages, refusalResponse, refuse } from "~/infra/refusal";
import { getCustomer } from "~/modules/accounts/accounts.server";
import { addLine, cartOwner, issueCartCookie } from "~/modules/cart/cart.server";
import { addToBagSchema } from "~/modules/cart/forms";
import { QUANTITIES, QUANTITY_MESSAGE } from "~/modules/cart/pricing";
import {
  missingSizeFields,
  type QuickSizeField,
  SIZE_MESSAGES,
  SIZE_REQUIRED_MESSAGE,
} from "~/modules/cart/quick-size";
import { categoryLink } from "~/modules/catalog/gallery";
import { getShirtPage } from "~/modules/catalog/shirt.server";
import { sizeGuideTables } from "~/modules/catalog/size-guide";
import { QUICK_SIZE_CHOICES, type QuickSizeChoices } from "~/modules/catalog/sizes";
import { isShirtName } from "~/modules/catalog/urls";
import { canonicalUrl } from "~/modules/content/canonical.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { NOT_FOUND_META, pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import type { Route } from "./+types/shirt";

/** The product page (spec 001 section 2 "Shirt detail page"). */
export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return NOT_FOUND_META;
  const { shirt, fabric } = data;
  return [
    ...pageMeta({
      title: `${shirt.name} – ${shirt.category.name} shirt made to measure | ${SHOP_NAME}`,
      description: shirt.description,
      keywords: [
        shirt.name,
        `${shirt.category.name.toLowerCase()} shirt`,
        fabric.weave,
        fabric.colour,
        fabric.motif,
        "made to measure shirt",
      ]
        .join(", ")
        .toLowerCase(),
    }),
    { tagName: "link", rel: "canonical", href: data.canonical },
  ];
};

function shirtId(param: string): number {
  const id = parseId(param);
  if (id === null) throw data("No such shirt.", { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = shirtId(params.id);
  const page = await getShirtPage(id, await getDisplayCurrency(request));
  if (!page) throw data("No such shirt.", { status: 404 });
  if (!isShirtName(params.name, page.shirt.name)) {
    throw redirect(`${page.shirt.href}${new URL(request.url).search}`, 301);
  }
  return data(
    {
      ...page,
      canonical: canonicalUrl(page.shirt.href),
      sizeGuide: sizeGuideTables(),
      sizeChoices: QUICK_SIZE_CHOICES,
    },
    { headers: await issueCartCookie(request) },
  );
}

type FieldErrors = Partial<Record<QuickSizeField | "quantity", string>>;

export async function action({ request, params }: Route.ActionArgs) {
  const id = shirtId(params.id);
  const parsed = addToBagSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= [issue.message];
    const sizeMissing = Object.keys(fieldErrors).some((field) => field !== "quantity");
    return refusalResponse(refuse(400, sizeMissing ? SIZE_REQUIRED_MESSAGE : QUANTITY_MESSAGE, fieldErrors));
  }
  const design = await defaultDesignFor(id);
  if (!design) throw data("No such shirt.", { status: 404 });
  const { quantity, ...size } = parsed.data;
  const owner = await cartOwner(request, await getCustomer(request));
  const added = await addLine(owner, { design, size: { kind: "rapid", ...size }, quantity });
  if (!added.ok) return refusalResponse(added);
  return redirect("/cart", { headers: added.headers });
}

export default function ShirtPage({ loaderData, actionData }: Route.ComponentProps) {
  const { shirt, fabric, alsoAvailable, youMayAlsoLike, sizeGuide, sizeChoices } = loaderData;
  return (
    <>
      <Container className="pt-6 md:pt-8">
        <Breadcrumb
          items={[
            { label: "Men Shirts", to: "/men-shirts" },
            { label: shirt.category.name, to: categoryLink(shirt.category).to },
            { label: shirt.name },
          ]}
        />
      </Container>
      <Container className="grid gap-10 py-6 md:py-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <ProductPictures look={shirt.look} />

        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brass uppercase">{shirt.category.name}</p>
          <h1 className="mt-2 text-4xl md:text-5xl">{shirt.name}</h1>
          <p className="mt-3 font-serif text-3xl text-navy" data-testid="shirt-price">
            {shirt.price}
          </p>
          {shirt.badges.cotton || shirt.badges.nonIron ? (
            <ul aria-label="Fabric qualities" className="mt-4 flex flex-wrap gap-2">
              {shirt.badges.cotton ? <Badge>100% cotton</Badge> : null}
              {shirt.badges.nonIron ? <Badge>Non iron</Badge> : null}
            </ul>
          ) : null}
          <p className="mt-5 text-ink-soft">{shirt.description}</p>

          <div className="mt-6 flex items-center gap-3 border-t border-line pt-4 text-sm">
            <FabricSwatch fabric={fabric.look} size={40} className="shrink-0 rounded-sm border border-line" />
            <p>
              <span className="font-medium">{fabric.name}</span>
              <span className="block text-ink-soft">
                {fabric.weave} · {fabric.composition} · {fabric.reference}
              </span>
            </p>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-b border-line pb-5 text-sm sm:grid-cols-3">
            {shirt.options.map((option) => (
              <div key={option.label}>
                <dt className="text-[11px] font-semibold tracking-[0.12em] text-ink-soft uppercase">{option.label}</dt>
                <dd className="font-medium">{option.value}</dd>
              </div>
            ))}
          </dl>

          <AddToBag
            choices={sizeChoices}
            sizeGuide={<SizeGuide tables={sizeGuide} />}
            serverError={actionData?.refusal?.message}
            serverFields={fieldMessages(actionData?.refusal)}
          />

          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link to={shirt.designHref} className={buttonStyles.secondary}>
              <Scissors aria-hidden className="size-4" />
              Customize
            </Link>
            <Link
              to={`/measurement?shirt=${shirt.id}`}
              className="flex items-center justify-center gap-2 rounded-sm px-3 py-3 text-center text-sm font-semibold text-navy underline underline-offset-4 hover:text-brass"
            >
              <Ruler aria-hidden className="size-4" />
              Give my full measurements instead
            </Link>
          </div>

          <p className="mt-6 flex gap-3 border border-line bg-linen/60 p-4 text-sm text-ink-soft">
            <Truck aria-hidden className="mt-0.5 size-5 shrink-0 text-navy" />
            <span>
              Made to measure for you in our Italian workshop in about two weeks, at no extra charge for any
              customisation, then delivered with tracking across Europe in 5-7 working days.
            </span>
          </p>
        </div>
      </Container>

      <Container className="grid gap-4 pb-4">
        <Collapsible title="Shirt details">
          <dl className="grid gap-x-10 gap-y-4 px-5 py-5 text-sm md:grid-cols-2">
            {shirt.options.map((option) => (
              <div key={option.label}>
                <dt className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">{option.label}</dt>
                <dd className="mt-0.5">
                  <span className="font-medium">{option.value}</span>
                  {option.description ? <span className="block text-ink-soft">{option.description}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </Collapsible>
        <Collapsible title="Fabric technical sheet" open>
          <div className="grid gap-6 px-5 py-5 md:grid-cols-[200px_minmax(0,1fr)]">
            <FabricSwatch fabric={fabric.look} className="aspect-square w-full max-w-[200px] border border-line" />
            <div>
              <p className="text-ink-soft">{fabric.description}</p>
              <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
                {[
                  ["Reference", fabric.reference],
                  ["Range", fabric.range ?? fabric.name],
                  ["Weave", fabric.weave],
                  ["Motif", fabric.motif],
                  ["Colour", fabric.colour],
                  ["Weight", `${fabric.weightGsm} g/m²`],
                  ["Style", fabric.style],
                  ["Thickness", fabric.thickness],
                  ["Composition", fabric.composition],
                  ["Origin", fabric.origin],
                  ["Thread", fabric.threadCount],
                  ["Finish", fabric.finish],
                ].map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-3 border-b border-line/60 pb-1">
                    <dt className="text-ink-soft">{label}</dt>
                    <dd className="text-right">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </Collapsible>
      </Container>

      {alsoAvailable.length > 0 ? (
        <Container className="py-8">
          <section aria-labelledby="also-available">
            <h2 id="also-available" className="text-3xl">
              Also available in
            </h2>
            <ul className="mt-5 flex flex-wrap gap-4">
              {alsoAvailable.map((other) => (
                <li key={other.id}>
                  <Link to={other.href} className="group flex w-28 flex-col items-center gap-2 text-center text-sm">
                    <FabricSwatch
                      fabric={other.look}
                      size={96}
                      className="rounded-sm border border-line transition group-hover:border-navy group-hover:shadow-md"
                    />
                    <span className="group-hover:text-navy">{other.colour}</span>
                    <span className="sr-only">: {other.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Container>
      ) : null}

      {youMayAlsoLike.length > 0 ? (
        <section aria-labelledby="you-may-also-like" className="border-t border-line bg-linen/50 py-12">
          <Container>
            <h2 id="you-may-also-like" className="text-3xl">
              You may also like
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
              {youMayAlsoLike.map((card) => (
                <li key={card.id}>
                  <ShirtCard card={card} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}

/** A section that opens and closes, without JavaScript. */
function Collapsible({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="group border border-line bg-white" open={open}>
      <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 [&::-webkit-details-marker]:hidden">
        <h2 className="text-2xl">{title}</h2>
        <ChevronDown aria-hidden className="size-5 text-ink-soft transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-line">{children}</div>
    </details>
  );
}

function Badge({ children }: { children: string }) {
  return (
    <li className="rounded-full border border-success/40 bg-success/5 px-3 py-1 text-xs font-semibold tracking-wide text-success uppercase">
      {children}
    </li>
  );
}

/**
 * Quantity and quick size, then ADD TO BAG. The bag is refused until the sleeve, the fit and
 * the collar are chosen: at once in the browser, and again by the action.
 */
function AddToBag({
  choices,
  sizeGuide,
  serverError,
  serverFields,
}: {
  choices: QuickSizeChoices;
  sizeGuide: ReactNode;
  serverError?: string;
  serverFields?: FieldErrors;
}) {
  const {
    problems: clientErrors,
    setProblems: setClientErrors,
    alertRef,
    onSubmit,
  } = useSubmitCheck((form): FieldErrors | null => {
    const missing = missingSizeFields(form);
    return missing.length === 0 ? null : Object.fromEntries(missing.map((field) => [field, SIZE_MESSAGES[field]]));
  });
  const fields = clientErrors ?? serverFields ?? {};
  const error = clientErrors
    ? Object.values(clientErrors).some(Boolean)
      ? SIZE_REQUIRED_MESSAGE
      : undefined
    : serverError;
  const adding = useIsPending();
  // A choice clears its own message.
  const clear = (field: QuickSizeField) => () =>
    setClientErrors((errors) => (errors?.[field] ? { ...errors, [field]: undefined } : errors));

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-5" aria-labelledby="size-choice">
      <div className="flex items-end justify-between gap-3">
        <h2 id="size-choice" className="text-2xl">
          Your size
        </h2>
        <ModalButton
          label="Size guide"
          title="Size guide"
          wide
          className="text-sm font-semibold text-navy underline underline-offset-4 hover:text-brass"
        >
          {sizeGuide}
        </ModalButton>
      </div>
      <CheckAlert ref={alertRef} message={error} />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="sleeveCm" label="Sleeve length" error={fields.sleeveCm} onChange={clear("sleeveCm")}>
          <option value="">Choose your sleeve</option>
          {choices.sleeves.map((cm) => (
            <option key={cm} value={cm}>
              {cm} cm
            </option>
          ))}
        </SelectField>
        <SelectField id="neckCm" label="Collar size" error={fields.neckCm} onChange={clear("neckCm")}>
          <option value="">Choose your collar</option>
          {choices.collars.map((size) => (
            <option key={size.cm} value={size.cm}>
              {size.cm} cm · {size.label} · {size.inches} in
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset aria-describedby={fields.fit ? "fit-error" : undefined}>
        <legend className={labelStyles}>Fit</legend>
        <div className="grid grid-cols-3 gap-2">
          {choices.fits.map((fit) => (
            <label
              key={fit.id}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-sm border border-line bg-white px-3 py-2.5 text-sm font-medium has-checked:border-navy has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brass"
            >
              <input
                type="radio"
                name="fit"
                value={fit.id}
                onChange={clear("fit")}
                aria-invalid={fields.fit ? true : undefined}
                className="sr-only"
              />
              {fit.name}
            </label>
          ))}
        </div>
        <FieldMessage id="fit-error" error={fields.fit} />
      </fieldset>

      <div className="flex flex-wrap items-end gap-3">
        <SelectField id="quantity" label="Quantity" error={fields.quantity} defaultValue="1" narrow>
          {QUANTITIES.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${buttonStyles.primary} flex-1`} disabled={adding}>
          <ShoppingBag aria-hidden className="size-4" />
          {adding ? "Adding…" : "Add to bag"}
        </button>
      </div>
    </Form>
  );
}

function SelectField({
  id,
  label,
  error,
  defaultValue = "",
  narrow,
  onChange,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  defaultValue?: string;
  narrow?: boolean;
  onChange?: () => void;
  children: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} className={narrow ? "w-24" : undefined}>
      <select
        id={id}
        name={id}
        defaultValue={defaultValue}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputStyles}
      >
        {children}
      </select>
    </Field>
  );
}
