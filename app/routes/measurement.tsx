import { ShoppingBag } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { CheckAlert } from "~/components/forms/CheckAlert";
import { FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending, useSubmitCheck } from "~/components/forms/hooks";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { LoginDialog } from "~/components/sizing/LoginDialog";
import { RapidSizeForm } from "~/components/sizing/RapidSizeForm";
import {
  ProfilesPanel,
  SizeHelpLinks,
  SizeModeTabs,
  SizeSection,
  SmartSizePanel,
} from "~/components/sizing/SizePanels";
import { SIZE_SECTIONS } from "~/components/sizing/sections";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { type RefusalStatus, refusalResponse, refuse } from "~/infra/refusal";
import { loginPathFor } from "~/modules/accounts/accounts";
import { getCustomer } from "~/modules/accounts/accounts.server";
import { addLine, type CartOwner, cartOwner, issueCartCookie } from "~/modules/cart/cart.server";
import { findShirt } from "~/modules/catalog/shirt.server";
import { sizeGuideTables } from "~/modules/catalog/size-guide";
import { shirtPath } from "~/modules/catalog/urls";
import { canonicalUrl } from "~/modules/content/canonical.server";
import { defaultDesignFor, describeDesigns } from "~/modules/design/design.server";
import { getDraft } from "~/modules/design/draft.server";
import { pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import { describeSize } from "~/modules/sizing/describe";
import { type SizeFormReply, sizeFormAnswer } from "~/modules/sizing/form-reply";
import { SIZE_ERRORS } from "~/modules/sizing/forms";
import { findProfile } from "~/modules/sizing/profiles.server";
import { MEASUREMENT_MODES, measurementHref, parseMeasurementScreen } from "~/modules/sizing/screen";
import { loadSizeChoices, pickSize } from "~/modules/sizing/size-choices.server";
import { readSizeDraft } from "~/modules/sizing/size-draft.server";
import { isSizeFormIntent, submitSizeForm } from "~/modules/sizing/size-forms.server";
import type { Route } from "./+types/measurement";

/** The measurement screen (spec 001 section 2 "Measurement screen", sections 4 and 5). */
export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: `Your measurements — shirt size calculator | ${SHOP_NAME}`,
    description:
      "Get your made-to-measure shirt size in two minutes from your height, weight, age and build, give your collar, fit and sleeve, or choose one of your saved sizes.",
    keywords: "shirt size calculator, made to measure shirt measurements, collar size, sleeve length, shirt fit",
  }),
  ...(data ? [{ tagName: "link" as const, rel: "canonical", href: data.canonical }] : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const screen = parseMeasurementScreen(url.searchParams);
  const customer = await getCustomer(request);
  const [choices, shirt] = await Promise.all([
    loadSizeChoices(request, customer, screen),
    screen.shirt ? shirtToSize(screen.shirt, await cartOwner(request, customer)) : null,
  ]);
  const { mode, profiles, selected, inProgress, smart } = choices;
  const size = pickSize({ mode, newSize: screen.newSize, draft: inProgress, profile: selected });
  return data(
    {
      screen: { ...screen, mode },
      signedIn: customer !== null,
      profiles,
      selected,
      smart,
      rapid: inProgress.rapid ?? null,
      chosen: size ? describeSize(size).summary : null,
      shirt,
      sizeGuide: sizeGuideTables(),
      // The screen's own address (what the page cache keys on), where signing in comes back to.
      here: measurementHref(screen),
      canonical: canonicalUrl("/measurement"),
    },
    { headers: await issueCartCookie(request) },
  );
}

/**
 * The design 'Continue to Cart' adds for a shirt model: the visitor's design in progress from
 * the configurator when there is one, otherwise the model as it comes. Null: not on sale.
 */
async function designToSize(modelId: number, owner: CartOwner) {
  const inProgress = await getDraft(owner.token, `model:${modelId}`);
  const design = inProgress?.design ?? (await defaultDesignFor(modelId));
  return design ? { design, inProgress: inProgress !== null } : null;
}

/** The shirt being sized: its name, page and drawing; null when it is not on sale. */
async function shirtToSize(id: number, owner: CartOwner) {
  const [shirt, toSize] = await Promise.all([findShirt(id), designToSize(id, owner)]);
  if (!shirt || !toSize) return null;
  const [described] = await describeDesigns([toSize.design]);
  return described ? { id, name: shirt.name, href: shirtPath(shirt), look: described.look } : null;
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const screen = parseMeasurementScreen(url.searchParams);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const customer = await getCustomer(request);
  const refused = (message: string, status: RefusalStatus = 400) =>
    refusalResponse(refuse(status, message), { extra: { intent, profileId: null } });

  if (isSizeFormIntent(intent)) {
    const outcome = await submitSizeForm(request, customer, intent, formData);
    if (!outcome.ok) {
      // The session ended since the page was shown: sign in again, back here.
      if ("status" in outcome && outcome.status === 401) throw redirect(loginPathFor(url));
      return sizeFormAnswer(intent, outcome);
    }
    const next = measurementHref({ shirt: screen.shirt, ...outcome.shown }, SIZE_SECTIONS[outcome.shown.mode]);
    return redirect(next, { headers: outcome.headers });
  }
  if (intent === "cart") {
    const mode = MEASUREMENT_MODES.find((m) => m.mode === formData.get("mode"))?.mode ?? "smart";
    const profile = mode === "profiles" && customer ? await findProfile(customer, formData.get("profile")) : null;
    const size = pickSize({ mode, newSize: screen.newSize, draft: await readSizeDraft(request), profile });
    if (!size) return refused(SIZE_ERRORS[mode]);
    if (!screen.shirt) return refused("Please choose a shirt first.");
    const owner = await cartOwner(request, customer);
    const toSize = await designToSize(screen.shirt, owner);
    if (!toSize) return refused("This shirt is not on sale any more: please choose another.", 404);
    // The configurator's design in progress goes into the cart and is forgotten there, in one transaction.
    const draft = toSize.inProgress ? (`model:${screen.shirt}` as const) : undefined;
    const added = await addLine(owner, { design: toSize.design, size, quantity: 1, draft });
    if (!added.ok) return refusalResponse(added, { extra: { intent, profileId: null } });
    return redirect("/cart", { headers: added.headers });
  }
  return refused("This form was not understood. Please try again.");
}

export default function MeasurementPage({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, shirt, sizeGuide } = loaderData;
  const reply: SizeFormReply | undefined = actionData;
  const action = measurementHref(screen);

  return (
    <>
      <PageHeader
        title="Your measurements"
        breadcrumb={[
          { label: "Men Shirts", to: "/men-shirts" },
          ...(shirt ? [{ label: shirt.name, to: shirt.href }] : []),
          { label: "Measurements" },
        ]}
      >
        Choose one of your saved sizes, let our calculator work your shirt out from your height, weight, age and build,
        or simply give your fit, collar and sleeve.
      </PageHeader>
      <Container className="grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="min-w-0">
          <SizeModeTabs
            label="How to give your size"
            modes={MEASUREMENT_MODES}
            current={screen.mode}
            hrefOf={(mode) => measurementHref({ mode, shirt: screen.shirt })}
            className="sm:grid-cols-3"
          />
          <div className="mt-8">
            {screen.mode === "profiles" ? (
              <ProfilesMode loaderData={loaderData} reply={reply} action={action} />
            ) : screen.mode === "rapid" ? (
              <RapidMode loaderData={loaderData} reply={reply} action={action} />
            ) : (
              <SmartMode loaderData={loaderData} reply={reply} action={action} />
            )}
          </div>
        </div>

        <aside aria-label="Your shirt" className="grid content-start gap-5 lg:sticky lg:top-6">
          <ShirtToSize shirt={shirt} />
          <ContinueToCart
            // A new mode or profile starts without the previous size error.
            key={`${screen.mode}-${screen.profile}`}
            loaderData={loaderData}
            serverError={reply?.intent === "cart" ? reply.refusal?.message : undefined}
          />
          <SizeHelpLinks tables={sizeGuide} />
        </aside>
      </Container>
    </>
  );
}

type ModeProps = { loaderData: Route.ComponentProps["loaderData"]; reply: SizeFormReply | undefined; action: string };

/** 'I choose from my cuts': the customer's profiles, or an invitation to log in. */
function ProfilesMode({ loaderData, reply }: ModeProps) {
  const { screen, profiles, selected, signedIn } = loaderData;
  return (
    <ProfilesPanel
      signedIn={signedIn}
      picker={{
        action: "/measurement",
        profiles,
        hidden: { mode: "profiles", ...(screen.shirt ? { shirt: String(screen.shirt) } : {}) },
        addHref: measurementHref({ mode: "smart", shirt: screen.shirt, newSize: true }),
      }}
      selected={selected}
      note={<p className="mt-1 text-sm text-ink-soft">This size goes with your shirt when you continue to the cart.</p>}
      editMeasures={screen.editMeasures}
      reply={reply}
      hrefOf={(state, hash) => measurementHref({ mode: "profiles", shirt: screen.shirt, ...state }, hash)}
      loginInline={false}
    />
  );
}

/** 'New smart measurement': the calculator, then its result. */
function SmartMode({ loaderData, reply }: ModeProps) {
  const { screen, smart, signedIn } = loaderData;
  return (
    <SmartSizePanel
      calculation={smart}
      newSize={screen.newSize}
      editMeasures={screen.editMeasures}
      signedIn={signedIn}
      reply={reply}
      hrefOf={(state, hash) => measurementHref({ mode: "smart", shirt: screen.shirt, ...state }, hash)}
      calculator={{
        title: "New smart measurement",
        intro:
          "Tell us about yourself: we work out the eight measurements of your shirt from the measurements of thousands of men.",
        formId: "smart-size",
      }}
      newSizeLabel="Create new sizes"
    />
  );
}

/** 'New rapid measurement': fit, neckline and sleeve. */
function RapidMode({ loaderData, reply, action }: ModeProps) {
  const { screen, rapid, signedIn, here } = loaderData;
  return (
    <SizeSection
      id="rapid-title"
      title="New rapid measurement"
      intro={`Your fit, your collar and your sleeve: we take the rest from our standard sizes.${signedIn ? " Saved, it joins your measurement profiles." : ""}`}
    >
      {screen.saved && rapid ? (
        <div id={SIZE_SECTIONS.rapid} className="mb-6 scroll-mt-6">
          <FormSuccess>your size has been saved successfully, you can add to bag</FormSuccess>
        </div>
      ) : null}
      {signedIn ? null : (
        <p className="-mt-3 mb-6 text-sm text-ink-soft">
          <LoginDialog
            returnUrl={here}
            label="Log in"
            className="font-semibold text-navy underline underline-offset-4 hover:text-brass"
          />{" "}
          to keep this size in your profiles for your next shirts.
        </p>
      )}
      <RapidSizeForm
        id="rapid-size"
        action={action}
        intent="rapid"
        defaults={rapid}
        lastResult={reply?.intent === "rapid" ? reply.result : undefined}
      />
    </SizeSection>
  );
}

function ShirtToSize({ shirt }: { shirt: Route.ComponentProps["loaderData"]["shirt"] }) {
  if (!shirt) {
    return (
      <div className="border border-line bg-white p-5">
        <p className="font-serif text-2xl font-semibold">Which shirt is this size for?</p>
        <p className="mt-2 text-sm text-ink-soft">Choose a shirt first; your size waits for you here.</p>
        <Link to="/men-shirts" className={`${buttonStyles.secondary} mt-4 w-full`}>
          Choose a shirt
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-4 border border-line bg-white p-4">
      <ShirtPreview look={shirt.look} view="front" className="size-20 shrink-0" />
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.16em] text-brass uppercase">Your shirt</p>
        <Link to={shirt.href} className="font-serif text-xl font-semibold hover:text-navy">
          {shirt.name}
        </Link>
      </div>
    </div>
  );
}

/**
 * 'Continue to Cart' (spec 001 section 5): the shirt with the size of the mode shown. Without
 * a complete size nothing is sent and the size error shows, at once in the browser and again
 * from the action.
 */
function ContinueToCart({
  loaderData,
  serverError,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  serverError: string | undefined;
}) {
  const { screen, chosen, shirt, selected } = loaderData;
  const {
    problems: clientError,
    alertRef,
    onSubmit,
  } = useSubmitCheck(() => (chosen ? null : SIZE_ERRORS[screen.mode]));
  const error = clientError ?? serverError;
  const adding = useIsPending({ intent: "cart" });
  if (!shirt) return null;

  return (
    <Form method="post" action={measurementHref(screen)} onSubmit={onSubmit} className="grid gap-3">
      <input type="hidden" name="intent" value="cart" />
      <input type="hidden" name="mode" value={screen.mode} />
      {selected ? <input type="hidden" name="profile" value={selected.id} /> : null}
      <div className="border border-line bg-linen/60 p-4 text-sm">
        <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">Your size</p>
        <p className="mt-1" data-testid="chosen-size">
          {chosen ?? "Not chosen yet"}
        </p>
      </div>
      <CheckAlert ref={alertRef} message={error} />
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={adding}>
        <ShoppingBag aria-hidden className="size-4" />
        {adding ? "Adding…" : "Continue to Cart"}
      </button>
    </Form>
  );
}
