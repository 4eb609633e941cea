import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { fabrics } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { parseId } from "~/infra/ids";
import { type DisplayCurrency, formatPrice } from "~/modules/money/money";
import { describeSize } from "~/modules/sizing/describe";
import { fabricOffered } from "~/modules/stock/offer.server";
import type { ShirtDesign } from "./design";
import { type DesignLabel, describeDesigns, fabricLookColumns, loadDesignOptions } from "./design.server";
import type { Draft } from "./draft.server";
import type { DesignOptions, FabricLookRow, ShirtLook } from "./look";

/*
 * The design's part of the configurator (spec 001 section 2 "Configurator"): every option
 * family and every fabric on sale, in the display currency, and the design in progress
 * described with its price. The option tables and fabrics are cached; a page costs one query
 * for the design's fabric (describeDesigns) plus the draft (and on the SIZES tab, the
 * customer's profiles). The page is put together in modules/pages/configurator-page.server.ts.
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
      .where(fabricOffered())
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
