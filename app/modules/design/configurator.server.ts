import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { fabrics, shirtModels } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { parseId } from "~/infra/ids";
import type { Customer } from "~/modules/accounts/accounts.server";
import { type CartOwner, getOwnLine } from "~/modules/cart/cart.server";
import { sizeGuideTables } from "~/modules/catalog/size-guide";
import type { ShirtLook } from "~/modules/design/look";
import { type DisplayCurrency, formatPrice } from "~/modules/money/money";
import { describeSize } from "~/modules/sizing/describe";
import { parseSizesTab } from "~/modules/sizing/screen";
import type { Size } from "~/modules/sizing/size";
import { isSameSize, loadSizeChoices } from "~/modules/sizing/sizing.server";
import type { ShirtDesign } from "./design";
import {
  type DesignLabel,
  describeDesigns,
  designFromModel,
  fabricLookColumns,
  loadDesignOptions,
  modelDesignColumns,
} from "./design.server";
import { type Draft, type DraftSubject, getDraft } from "./draft.server";
import type { DesignOptions, FabricLookRow } from "./look";

/*
 * What the configurator shows (spec 001 section 2 "Configurator"): every option family and
 * every fabric on sale, in the display currency, the design in progress described with its
 * price, and the SIZES tab's sizes. The option tables and fabrics are cached; a page costs one
 * query for the design's fabric (describeDesigns) plus the draft (and on the SIZES tab, the
 * customer's profiles).
 */

/** A fabric of the fabric step: its look, its technical sheet and its price in the display currency. */
export type ConfiguratorFabric = FabricLookRow & {
  colourId: number;
  composition: string;
  weightGsm: number;
  origin: string;
  finish: string;
  description: string;
  price: string;
};

/**
 * The options, and of the fabrics only what the page shows: one page of the fabric step (with
 * the colour and motif filters applied on the server: the catalogue has thousands) and the
 * design's own fabric, which the live drawing needs on every step.
 */
export type ConfiguratorCatalogue = {
  options: DesignOptions;
  fabrics: ConfiguratorFabric[];
  currentFabric: ConfiguratorFabric | null;
  fabricCount: number;
  fabricPage: number;
  fabricPages: number;
};

/** Fabrics per page of the fabric step. */
export const FABRICS_PER_PAGE = 24;

/** The fabric step's filters and page, from its query (`colour`, `motif`, `page`); null on other steps. */
export type FabricQuery = { colour: number | null; motif: number | null; page: number };

export function parseFabricQuery(params: URLSearchParams): FabricQuery {
  const id = (key: string) => parseId(params.get(key));
  return { colour: id("colour"), motif: id("motif"), page: id("page") ?? 1 };
}

function activeFabrics() {
  return cached("catalogue", "configurator-fabrics", () =>
    db()
      .select({
        ...fabricLookColumns,
        colourId: fabrics.colourId,
        composition: fabrics.composition,
        weightGsm: fabrics.weightGsm,
        origin: fabrics.origin,
        finish: fabrics.finish,
        description: fabrics.description,
      })
      .from(fabrics)
      .where(eq(fabrics.active, true))
      .orderBy(asc(fabrics.name), asc(fabrics.id)),
  );
}

/** The options and the fabrics a page shows, priced in the display currency. */
export async function loadCatalogue(
  currency: DisplayCurrency,
  query: FabricQuery | null,
  currentFabricId: number,
): Promise<ConfiguratorCatalogue> {
  const [options, rows] = await Promise.all([loadDesignOptions(), activeFabrics()]);
  const priced = (row: (typeof rows)[number]) => ({ ...row, price: formatPrice(row.priceCents, currency) });
  const matching = query
    ? rows.filter(
        (row) =>
          (query.colour === null || row.colourId === query.colour) &&
          (query.motif === null || row.motifId === query.motif),
      )
    : [];
  const fabricPages = Math.max(1, Math.ceil(matching.length / FABRICS_PER_PAGE));
  const fabricPage = Math.min(query?.page ?? 1, fabricPages);
  const current = rows.find((row) => row.id === currentFabricId);
  return {
    options,
    fabrics: matching.slice((fabricPage - 1) * FABRICS_PER_PAGE, fabricPage * FABRICS_PER_PAGE).map(priced),
    currentFabric: current ? priced(current) : null,
    fabricCount: matching.length,
    fabricPage,
    fabricPages,
  };
}

export type DescribedDraft = {
  design: ShirtDesign;
  look: ShirtLook;
  labels: DesignLabel[];
  /** The shirt's price (its fabric's) in the display currency. */
  price: string;
  size: { summary: string; rows: { label: string; value: string }[] } | null;
  hasSize: boolean;
};

/** The draft in words and price, or null when its fabric is gone. */
export async function describeDraft(draft: Draft, currency: DisplayCurrency): Promise<DescribedDraft | null> {
  const [described] = await describeDesigns([draft.design]);
  if (!described) return null;
  return {
    design: draft.design,
    look: described.look,
    labels: described.labels,
    price: formatPrice(described.priceCents, currency),
    size: draft.size ? describeSize(draft.size) : null,
    hasSize: draft.size !== null,
  };
}

/**
 * The SIZES tab (spec 001 section 2 "Sizes tab"): what the measurement screen offers, in the
 * tab's mode ('new profile' or 'existing profile', from the address), and which of it is
 * already the design's size. A customer's profile that is the design's size is the one shown
 * when the address names none.
 */
export async function loadSizesTab(
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

/** What a configurator page works on: a model to design, or a line of the caller's cart to redesign. */
export type Opened = {
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
    opened = { subject: `model:${id}`, modelId: id, name, start: { design: designFromModel(row), size: null } };
  }
  const { start, ...rest } = opened;
  return { ...rest, draft: (await getDraft(owner.token, rest.subject)) ?? start };
}
