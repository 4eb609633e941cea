import { and, asc, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, colours, fabricRanges, fabrics, motifs, shirtModels, weaves } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { designFromModel } from "~/modules/design/design";
import {
  type DesignLabel,
  designLabels,
  fabricLookColumns,
  loadDesignOptions,
  modelDesignColumns,
} from "~/modules/design/design.server";
import { type FabricLook, fabricLook, type ShirtLook, shirtLook } from "~/modules/design/look";
import { type DisplayCurrency, formatPrice } from "~/modules/money/money";
import { fabricOffered } from "~/modules/stock/offer.server";
import { cardColumns, type ShirtCard, toCards } from "./gallery.server";
import { designPath, shirtPath } from "./urls";

/** How many shirts 'You may also like' shows. */
const RELATED_COUNT = 4;
/** At most this many other colours in 'Also available in'. */
const OTHER_COLOURS_MAX = 12;

export type ShirtPage = {
  shirt: {
    id: number;
    name: string;
    description: string;
    href: string;
    designHref: string;
    price: string;
    category: { id: number; name: string };
    look: ShirtLook;
    /** The model's options in words: collar, collar bones, fastness, cuffs, pocket, ... */
    options: DesignLabel[];
    /** The badges '100% cotton' (the spec's '100% coton') and 'Non iron' (spec 001 section 2). */
    badges: { cotton: boolean; nonIron: boolean };
  };
  /** The fabric technical sheet. */
  fabric: {
    reference: string;
    name: string;
    description: string;
    weightGsm: number;
    style: string;
    thickness: string;
    composition: string;
    origin: string;
    threadCount: string;
    finish: string;
    weave: string;
    motif: string;
    colour: string;
    range: string | null;
    look: FabricLook;
  };
  /** The other fabrics of the same range, each as the shirt made of it. */
  alsoAvailable: { id: number; name: string; href: string; fabricName: string; colour: string; look: FabricLook }[];
  youMayAlsoLike: ShirtCard[];
};

/** Just enough of a shirt to check its address: null when no such shirt is on sale. */
export async function findShirt(id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db()
    .select({ id: shirtModels.id, name: shirtModels.name })
    .from(shirtModels)
    .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
    .where(and(eq(shirtModels.id, id), eq(shirtModels.active, true), fabricOffered()));
  return row ?? null;
}

/**
 * The rows of a product page: three queries (the shirt with its fabric, range and category;
 * the other colours of its range; the related shirts), or one when there is no such shirt.
 */
async function loadShirtRows(id: number) {
  const [row] = await db()
    .select({
      ...modelDesignColumns,
      name: shirtModels.name,
      description: shirtModels.description,
      categoryId: categories.id,
      categoryName: categories.name,
      fabric: {
        ...fabricLookColumns,
        description: fabrics.description,
        weightGsm: fabrics.weightGsm,
        style: fabrics.style,
        thickness: fabrics.thickness,
        composition: fabrics.composition,
        origin: fabrics.origin,
        threadCount: fabrics.threadCount,
        finish: fabrics.finish,
        rangeId: fabrics.rangeId,
        weave: weaves.name,
        motif: motifs.name,
        colour: colours.name,
      },
      range: fabricRanges.name,
    })
    .from(shirtModels)
    .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
    .innerJoin(categories, eq(categories.id, shirtModels.categoryId))
    .innerJoin(weaves, eq(weaves.id, fabrics.weaveId))
    .innerJoin(motifs, eq(motifs.id, fabrics.motifId))
    .innerJoin(colours, eq(colours.id, fabrics.colourId))
    .leftJoin(fabricRanges, eq(fabricRanges.id, fabrics.rangeId))
    .where(and(eq(shirtModels.id, id), eq(shirtModels.active, true), fabricOffered()));
  if (!row) return null;

  const { fabric } = row;
  const onSale = and(eq(shirtModels.active, true), fabricOffered(), ne(shirtModels.id, id));
  const [otherColours, relatedRows] = await Promise.all([
    fabric.rangeId === null
      ? []
      : db()
          .select({
            id: shirtModels.id,
            name: shirtModels.name,
            colour: colours.name,
            fabric: fabricLookColumns,
          })
          .from(shirtModels)
          .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
          .innerJoin(colours, eq(colours.id, fabrics.colourId))
          .where(and(onSale, eq(fabrics.rangeId, fabric.rangeId), ne(fabrics.id, fabric.id)))
          .orderBy(asc(colours.sortOrder), asc(fabrics.id), asc(shirtModels.sortOrder))
          .limit(OTHER_COLOURS_MAX),
    db()
      .select(cardColumns)
      .from(shirtModels)
      .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
      .where(and(onSale, eq(shirtModels.categoryId, row.categoryId)))
      .orderBy(asc(shirtModels.sortOrder), asc(shirtModels.id))
      .limit(RELATED_COUNT),
  ]);
  return { row, otherColours, relatedRows };
}

/**
 * Everything the product page shows about a shirt on sale, or null: the rows of
 * loadShirtRows, kept like the menus (SHARED_DATA_TTL_MS), with the cached option tables and
 * prices in the display currency.
 */
export async function getShirtPage(id: number, currency: DisplayCurrency): Promise<ShirtPage | null> {
  const [options, loaded] = await Promise.all([
    loadDesignOptions(),
    cached("catalogue", `shirt:${id}`, () => loadShirtRows(id)),
  ]);
  if (!loaded) return null;
  const { row, otherColours, relatedRows } = loaded;
  const { fabric } = row;
  const design = designFromModel(row);
  return {
    shirt: {
      id: row.modelId,
      name: row.name,
      description: row.description,
      href: shirtPath({ id: row.modelId, name: row.name }),
      designHref: designPath(row.modelId),
      price: formatPrice(fabric.priceCents, currency),
      category: { id: row.categoryId, name: row.categoryName },
      look: shirtLook(design, fabric, options),
      // The fabric has its own sheet and the model has no embroidery: the style options remain.
      options: designLabels(design, fabric, options).filter((label) => !["Fabric", "Embroidery"].includes(label.label)),
      badges: { cotton: fabric.composition === "100% Cotton", nonIron: fabric.finish === "No iron" },
    },
    fabric: {
      reference: fabric.reference,
      name: fabric.name,
      description: fabric.description,
      weightGsm: fabric.weightGsm,
      style: fabric.style,
      thickness: fabric.thickness,
      composition: fabric.composition,
      origin: fabric.origin,
      threadCount: fabric.threadCount,
      finish: fabric.finish,
      weave: fabric.weave,
      motif: fabric.motif,
      colour: fabric.colour,
      range: row.range,
      look: fabricLook(fabric, options),
    },
    alsoAvailable: otherColours.map((other) => ({
      id: other.id,
      name: other.name,
      href: shirtPath(other),
      fabricName: other.fabric.name,
      colour: other.colour,
      look: fabricLook(other.fabric, options),
    })),
    youMayAlsoLike: await toCards(relatedRows, currency),
  };
}
