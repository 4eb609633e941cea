import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { shirtModels } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { type CartOwner, getOwnLine } from "~/modules/cart/cart.server";
import { sizeGuideTables } from "~/modules/catalog/size-guide";
import { describeDraft, type FabricQuery, loadCatalogue } from "~/modules/design/configurator.server";
import { designFromModel } from "~/modules/design/design";
import { modelDesignColumns } from "~/modules/design/design.server";
import { type Draft, type DraftSubject, getDraft } from "~/modules/design/draft.server";
import { encodeDesign } from "~/modules/design/share";
import { describeSharedDesign } from "~/modules/design/share.server";
import type { DisplayCurrency } from "~/modules/money/money";
import { parseSizesTab } from "~/modules/sizing/screen";
import type { Size } from "~/modules/sizing/size";
import { isSameSize, loadSizeChoices } from "~/modules/sizing/size-choices.server";

/*
 * The configurator and redesign pages (spec 001 section 2 "Configurator") put together from
 * the areas: the design in progress and the catalogue (design), the line being redesigned
 * (cart), the SIZES tab (sizing, and the size guide of the catalogue). Page assembly lives
 * here, above the areas, so that no area imports another to build a page (docs/decisions/012).
 */

/** What a configurator page works on: a model to design, or a line of the caller's cart to redesign. */
export type Opened = {
  mode: "design" | "redesign";
  /** The address's id: the model's, or the cart line's. */
  id: number;
  subject: DraftSubject;
  modelId: number;
  name: string;
  /** The design in progress, or where it starts: the model's design, or the line's design and size. */
  draft: Draft;
};

/**
 * Opens /design-shirt/{model id} or /redesign-shirt/{line id} for the caller: null when the
 * model is not on sale or the line is not in the caller's cart (the route answers 404).
 */
export async function openConfigurator(
  owner: CartOwner,
  mode: "design" | "redesign",
  id: number,
): Promise<Opened | null> {
  let opened: Omit<Opened, "draft"> & { start: Draft };
  if (mode === "redesign") {
    const line = await getOwnLine(owner, id);
    if (!line) return null;
    opened = {
      mode,
      id,
      subject: `line:${line.id}`,
      modelId: line.modelId,
      name: line.name,
      start: { design: line.design, size: line.size },
    };
  } else {
    const [model] = await db()
      .select({ ...modelDesignColumns, name: shirtModels.name })
      .from(shirtModels)
      .where(and(eq(shirtModels.id, id), eq(shirtModels.active, true)));
    if (!model) return null;
    const { name, ...row } = model;
    opened = {
      mode,
      id,
      subject: `model:${id}`,
      modelId: id,
      name,
      start: { design: designFromModel(row), size: null },
    };
  }
  const { start, ...rest } = opened;
  return { ...rest, draft: (await getDraft(owner.token, rest.subject)) ?? start };
}

/**
 * The SIZES tab (spec 001 section 2 "Sizes tab"): what the measurement screen offers, in the
 * tab's mode ('new profile' or 'existing profile', from the address), and which of it is
 * already the design's size. A customer's profile that is the design's size is the one shown
 * when the address names none.
 */
async function loadSizesTab(
  request: Request,
  customer: Customer | null,
  search: URLSearchParams,
  designSize: Size | null,
) {
  const tab = parseSizesTab(search);
  const choices = await loadSizeChoices(request, customer, tab);
  const selected =
    choices.selected ??
    (tab.profile === null && designSize
      ? (choices.profiles.find((profile) => isSameSize(profile.size, designSize)) ?? null)
      : null);
  return {
    tab: { ...tab, mode: choices.mode },
    signedIn: customer !== null,
    profiles: choices.profiles,
    selected: selected ? { ...selected, isDesignSize: isSameSize(selected.size, designSize) } : null,
    calculation: choices.smart ? { ...choices.smart, isDesignSize: isSameSize(choices.smart.size, designSize) } : null,
    sizeGuide: sizeGuideTables(),
  };
}

export type SizesTab = Awaited<ReturnType<typeof loadSizesTab>>;

/**
 * A configurator page on one of its tabs (`step`, the page's own list): the design in
 * progress described and priced, the options and the fabrics the tab shows (`fabricQuery`
 * on the fabric tab), the SIZES tab's sizes on that tab (`withSizes`), the share link.
 * Null when the design's fabric is gone (the route answers 404).
 */
export async function loadConfiguratorPage<Step extends string>(
  request: Request,
  customer: Customer | null,
  opened: Opened,
  view: { step: Step; currency: DisplayCurrency; fabricQuery: FabricQuery | null; withSizes: boolean },
) {
  const { mode, id, name, modelId, draft } = opened;
  const [described, catalogue, sizes] = await Promise.all([
    describeDraft(draft, view.currency),
    loadCatalogue(view.currency, view.fabricQuery, draft.design.fabricId),
    view.withSizes ? loadSizesTab(request, customer, new URL(request.url).searchParams, draft.size) : null,
  ]);
  if (!described) return null;
  return {
    mode,
    id,
    name,
    step: view.step,
    draft: described,
    catalogue,
    /** The SIZES tab's choices; only on that tab. */
    sizes,
    shareHref: `/design-shirt/${modelId}?d=${encodeURIComponent(encodeDesign(draft.design))}`,
  };
}

/** What the configurator's components show, on a tab of the page's list of tabs. */
export type ConfiguratorPage<Step extends string = string> = NonNullable<
  Awaited<ReturnType<typeof loadConfiguratorPage<Step>>>
>;

/**
 * A shared design link's page (/design-shirt/{model id}?d=...): the link's design described,
 * and the link as it came (`link`, sent back by 'Use this design').
 */
export async function loadSharedDesignPage(opened: Opened, link: string, currency: DisplayCurrency) {
  const shared = await describeSharedDesign(opened.modelId, link, currency);
  return { mode: "shared" as const, id: opened.id, name: opened.name, shared, link };
}

export type SharedDesignPage = Awaited<ReturnType<typeof loadSharedDesignPage>>;
