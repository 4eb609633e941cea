import { data, redirect } from "react-router";
import { Configurator } from "~/components/configurator/Configurator";
import { SharedDesignView } from "~/components/configurator/SharedDesign";
import { groupAnchor, isStep, NEXT_GROUP, type Step, sizesStepHref } from "~/components/configurator/steps";
import { SIZE_SECTIONS } from "~/components/sizing/sections";
import { readForm } from "~/infra/form.server";
import { parseId } from "~/infra/ids";
import { refusalResponse, refuse } from "~/infra/refusal";
import { loginPathFor } from "~/modules/accounts/accounts";
import { getCustomer } from "~/modules/accounts/accounts.server";
import { addLine, cartOwner, issueCartCookie, updateLine } from "~/modules/cart/cart.server";
import { parseFabricQuery } from "~/modules/design/configurator.server";
import { refuseDesign } from "~/modules/design/design.server";
import { saveChoice, saveDesign, saveSize } from "~/modules/design/draft.server";
import { embroideryIssues, isDesignField } from "~/modules/design/rules";
import { decodeDesign } from "~/modules/design/share";
import { getDisplayCurrency } from "~/modules/money/currency.server";
import { loadConfiguratorPage, loadSharedDesignPage, openConfigurator } from "~/modules/pages/configurator-page.server";
import { NOT_FOUND_META, pageMeta, SHOP_NAME } from "~/modules/shop/identity";
import { sizeFormAnswer } from "~/modules/sizing/form-reply";
import { isSizeFormIntent, submitSizeForm } from "~/modules/sizing/size-forms.server";
import type { Route } from "./+types/design-shirt";

/*
 * The configurator (/design-shirt/{model id}) and the redesign page (/redesign-shirt/{cart
 * line id}), spec 001 section 2. The design in progress lives on the server (draft.server.ts):
 * every choice is a form post, sent by a fetcher when JavaScript runs, a plain post otherwise.
 * The SIZES tab's forms are the measurement screen's, handled by the sizing module; the size
 * they give becomes the design's size.
 */

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return NOT_FOUND_META;
  const verb = data.mode === "redesign" ? "Redesign" : "Design";
  return pageMeta({
    title: `${verb} your ${data.name} shirt | ${SHOP_NAME}`,
    description: `Choose the fabric, collar, cuffs, pocket, placket, back, bottom, buttons and monogram of your made-to-measure ${data.name} shirt.`,
  });
};

const SIZE_MISSING = "Please add your size before adding this shirt to your cart.";

function notFound(): never {
  throw data("No such shirt.", { status: 404 });
}

async function open(request: Request, params: { id: string }) {
  const id = parseId(params.id) ?? notFound();
  const mode = new URL(request.url).pathname.startsWith("/redesign-shirt/") ? "redesign" : "design";
  const customer = await getCustomer(request);
  const owner = await cartOwner(request, customer);
  const opened = await openConfigurator(owner, mode, id);
  if (!opened) notFound();
  return { customer, owner, ...opened };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await open(request, params);
  const { mode, customer } = opened;
  const url = new URL(request.url);
  const shared = url.searchParams.get("d");
  if (shared !== null && mode === "design") {
    // A shared design link only shows the design: the visitor's own design in progress
    // changes with 'Use this design' (a POST), never by opening a link. The cart cookie
    // comes with the page, so that post has a token to keep the design under.
    const page = await loadSharedDesignPage(opened, shared, await getDisplayCurrency(request));
    return data(page, { headers: await issueCartCookie(request) });
  }
  const asked = url.searchParams.get("step");
  const step: Step = isStep(asked) ? asked : "style";
  const page = await loadConfiguratorPage(request, customer, opened, {
    step,
    currency: await getDisplayCurrency(request),
    fabricQuery: step === "fabric" ? parseFabricQuery(url.searchParams) : null,
    withSizes: step === "sizes",
  });
  if (!page) notFound();
  return data(page, { headers: await issueCartCookie(request) });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { mode, id, customer, owner, subject, modelId, draft } = await open(request, params);
  const form = await readForm(request);
  const intent = form.get("intent");
  const asked = form.get("step");
  const step: Step = isStep(asked) ? asked : "style";
  const here = new URL(request.url).pathname;
  // A fetcher (JavaScript) stays on the page; a plain form post is answered with the page again.
  const live = form.get("live") === "1";
  if (owner.token === null) {
    return refusalResponse(refuse(400, "Please allow cookies to design your shirt: your choices are kept with them."));
  }

  if (intent === "use-shared" && mode === "design") {
    // 'Use this design' of a shared link: it becomes the visitor's design in progress.
    const saved = await saveDesign(owner.token, subject, draft, decodeDesign(modelId, String(form.get("d") ?? "")));
    if (!saved.ok) return refusalResponse(refuse(400, `This shared design cannot be made any more: ${saved.message}`));
    return redirect(`${here}?step=summary`);
  }

  if (intent === "choose") {
    const field = form.get("field");
    const saved = await saveChoice(owner.token, subject, draft, field, form.get("value"));
    if (!saved.ok) return refusalResponse(saved);
    if (live) return data({ ok: true });
    const next = isDesignField(field) ? NEXT_GROUP[field] : undefined;
    return redirect(`${here}?step=${step}${next ? `#${groupAnchor(next)}` : ""}`);
  }

  if (isSizeFormIntent(intent)) {
    const outcome = await submitSizeForm(request, customer, intent, form);
    if (!outcome.ok) {
      // The session ended since the page was shown: sign in again, back here.
      if ("status" in outcome && outcome.status === 401) throw redirect(loginPathFor(new URL(request.url)));
      return sizeFormAnswer(intent, outcome);
    }
    if (outcome.size) {
      const saved = await saveSize(owner.token, subject, draft, outcome.size);
      if (!saved.ok) return refusalResponse(saved);
    }
    return redirect(sizesStepHref(here, outcome.shown, SIZE_SECTIONS[outcome.shown.mode]), {
      headers: outcome.headers,
    });
  }

  if (intent === "continue") {
    // 'Continue and add your measurement' (spec 001 section 5): the embroidery is complete.
    const issues = embroideryIssues(draft.design.embroidery);
    if (issues.length > 0) return refusalResponse(refuseDesign(issues, "Please complete your embroidery."));
    return redirect(`/measurement?shirt=${modelId}`);
  }

  if (intent === "add" || intent === "update") {
    if (draft.size === null) return refusalResponse(refuse(400, SIZE_MISSING, { size: [SIZE_MISSING] }));
    // The design in progress goes into the cart and is forgotten there, in one transaction.
    const shirt = { design: draft.design, size: draft.size, draft: subject };
    const done =
      mode === "redesign"
        ? { ...(await updateLine(owner, id, shirt)), headers: undefined }
        : await addLine(owner, { ...shirt, quantity: 1 });
    if (!done.ok) return refusalResponse(done);
    return redirect("/cart", { headers: done.headers });
  }

  return refusalResponse(refuse(400, "Unknown action."));
}

export default function DesignShirtPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === "shared")
    return (
      <SharedDesignView
        data={loaderData}
        error={actionData && "refusal" in actionData ? actionData.refusal?.message : undefined}
      />
    );
  return <Configurator data={loaderData} actionData={actionData} />;
}
