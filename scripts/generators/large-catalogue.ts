import { count, like, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  backs,
  bottoms,
  buttons,
  categories,
  collarBones,
  collarFastnesses,
  collars,
  colours,
  cuffs,
  embroideryStyles,
  embroiderySymbols,
  fabricRanges,
  fabrics,
  motifs,
  plackets,
  pockets,
  shirtModels,
  weaves,
} from "~/db/schema";
import { insertInChunks } from "~/db/seed/seed.server";
import {
  CATEGORY_DEFAULTS,
  CATEGORY_SENTENCE,
  CLOTHS,
  COLLECTION_NAMES,
  type Defaults,
  FINISH_SENTENCE,
  MOTIF_PHRASE,
  STYLE_SENTENCE,
  type Texture,
  YARN_PRICE,
} from "./catalogue-cloths";
import { randomSource } from "./random";

/*
 * A large generated catalogue for performance work (`npm run catalogue:generate`).
 * Fabrics are generated in ranges of 3 to 6 colours of one cloth, over the weaves, colours
 * and motifs already in the database, with one shirt model per fabric whose category and
 * default options suit the cloth. Generation is deterministic for a given starting size.
 */

export type LargeCatalogueResult = {
  fabricsBefore: number;
  fabricsAfter: number;
  rangesAdded: number;
  fabricsAdded: number;
  modelsAdded: number;
};

const DEFAULT_TARGET = 4000;
/** Generated references are AS- followed by five digits, above the seed's four-digit ones. */
const FIRST_GENERATED_REFERENCE = 20001;

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`.toUpperCase();
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A shade close to the list colour, so fabrics of the same colour are not all identical. */
function shade(hex: string, offset: number): string {
  const [r, g, b] = parseHex(hex);
  return toHex([r + offset, g + offset, b + offset]);
}

/** Words that keep their capital inside a sentence. */
const PROPER = /^(Kent|Italian|French|Windsor|Hai|Prince)\b/;

function lowerFirst(text: string): string {
  return PROPER.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** 'Italy, Biella' reads 'Biella, Italy' in a sentence. */
function originPhrase(origin: string): string {
  const [country, place] = origin.split(", ");
  return place ? `${place}, ${country}` : origin;
}

/** "a" or "an" before a word. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function cuffPhrase(name: string): string {
  return `${lowerFirst(name.replace(/ cuff$/i, ""))} cuffs`;
}

type Named = { id: number; name: string };
type Option = { id: number; name: string; drawing: string };

function optionId(options: Option[], keys: string[], pick: <T>(items: readonly T[]) => T): Option {
  const matching = keys
    .map((key) => options.find((o) => o.drawing === key))
    .filter((o): o is Option => o !== undefined);
  const first = options[0];
  if (!first) throw new Error("An option list is empty: seed the database first.");
  return matching.length > 0 ? pick(matching) : first;
}

/**
 * Runs queries one after the other. Drizzle's queries start when awaited; a transaction has one
 * connection, and pg refuses (deprecated, then an error) a query while another is running on it.
 */
async function oneByOne<T extends readonly unknown[]>(queries: { [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as unknown as T;
}

/**
 * Adds generated fabrics (with their ranges and one shirt model each) until the catalogue
 * holds `fabrics` fabrics. Does nothing when it already holds that many.
 */
export async function generateLargeCatalogue(
  db: Database,
  options: { fabrics?: number } = {},
): Promise<LargeCatalogueResult> {
  const target = options.fabrics ?? DEFAULT_TARGET;
  // One transaction: a consistent snapshot, one connection, and nothing stored on failure.
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ n: count() }).from(fabrics);
    const fabricsBefore = counted?.n ?? 0;
    const missing = target - fabricsBefore;
    if (missing <= 0) {
      return { fabricsBefore, fabricsAfter: fabricsBefore, rangesAdded: 0, fabricsAdded: 0, modelsAdded: 0 };
    }

    const [weaveRows, colourRows, motifRows, categoryRows, rangeRows] = await oneByOne([
      tx.select({ id: weaves.id, name: weaves.name, texture: weaves.texture }).from(weaves),
      tx.select({ id: colours.id, name: colours.name, hex: colours.hex }).from(colours),
      tx.select({ id: motifs.id, name: motifs.name, pattern: motifs.pattern }).from(motifs),
      tx.select({ id: categories.id, name: categories.name }).from(categories),
      tx.select({ name: fabricRanges.name }).from(fabricRanges),
    ]);
    const [collarRows, cuffRows, pocketRows, placketRows, backRows, bottomRows, buttonRows] = await oneByOne([
      tx.select({ id: collars.id, name: collars.name, drawing: collars.drawing }).from(collars).orderBy(collars.id),
      tx.select({ id: cuffs.id, name: cuffs.name, drawing: cuffs.drawing }).from(cuffs).orderBy(cuffs.id),
      tx.select({ id: pockets.id, name: pockets.name, drawing: pockets.drawing }).from(pockets).orderBy(pockets.id),
      tx
        .select({ id: plackets.id, name: plackets.name, drawing: plackets.drawing })
        .from(plackets)
        .orderBy(plackets.id),
      tx.select({ id: backs.id, name: backs.name, drawing: backs.drawing }).from(backs).orderBy(backs.id),
      tx.select({ id: bottoms.id, name: bottoms.name, drawing: bottoms.drawing }).from(bottoms).orderBy(bottoms.id),
      tx.select({ id: buttons.id, name: buttons.name, drawing: buttons.drawing }).from(buttons).orderBy(buttons.id),
    ]);
    const [boneRows, fastnessRows, styleRows, symbolRows] = await oneByOne([
      tx.select({ id: collarBones.id }).from(collarBones),
      tx.select({ id: collarFastnesses.id }).from(collarFastnesses),
      tx
        .select({ id: embroideryStyles.id })
        .from(embroideryStyles)
        .orderBy(embroideryStyles.sortOrder, embroideryStyles.id),
      tx.select({ id: embroiderySymbols.id, drawing: embroiderySymbols.drawing }).from(embroiderySymbols),
    ]);
    const [lastReference] = await tx
      .select({ reference: max(fabrics.reference) })
      .from(fabrics)
      .where(like(fabrics.reference, "AS-_____"));
    const [lastSort] = await tx.select({ sortOrder: max(shirtModels.sortOrder) }).from(shirtModels);

    const categoryByName = new Map<string, Named>(categoryRows.map((c) => [c.name.toLowerCase(), c]));
    const category = (name: string): Named => {
      const found = categoryByName.get(name) ?? categoryByName.get("casual") ?? categoryRows[0];
      if (!found) throw new Error("No categories: seed the database first.");
      return found;
    };
    const boneIds = new Set(boneRows.map((b) => b.id));
    const fastnessIds = new Set(fastnessRows.map((f) => f.id));
    const embroideryStyleId = styleRows[0]?.id;
    const noSymbolId = (symbolRows.find((s) => s.drawing === "none") ?? symbolRows[0])?.id;
    if (embroideryStyleId === undefined || noSymbolId === undefined || boneIds.size === 0 || fastnessIds.size === 0) {
      throw new Error("The option lists are empty: seed the database first.");
    }

    const rng = randomSource(0x5eed + fabricsBefore * 7919);
    const usedRangeNames = new Set(rangeRows.map((r) => r.name));
    const weaveChoices = weaveRows.filter((w) => w.texture in CLOTHS);
    if (weaveChoices.length === 0 || colourRows.length === 0 || motifRows.length === 0) {
      throw new Error("Weaves, colours or motifs are missing: seed the database first.");
    }
    const totalWeight = weaveChoices.reduce((sum, w) => sum + CLOTHS[w.texture as Texture].weight, 0);
    const pickWeave = () => {
      let roll = rng.next() * totalWeight;
      for (const weave of weaveChoices) {
        roll -= CLOTHS[weave.texture as Texture].weight;
        if (roll <= 0) return weave;
      }
      return weaveChoices[weaveChoices.length - 1] as (typeof weaveChoices)[number];
    };

    let nextReference = Math.max(
      FIRST_GENERATED_REFERENCE,
      lastReference?.reference ? Number(lastReference.reference.slice(3)) + 1 : 0,
    );
    let sortOrder = lastSort?.sortOrder ?? 0;

    type NewRange = { name: string; description: string };
    type NewFabric = Omit<typeof fabrics.$inferInsert, "rangeId"> & { rangeName: string };
    type NewModel = Omit<typeof shirtModels.$inferInsert, "fabricId"> & { reference: string };
    const newRanges: NewRange[] = [];
    const newFabrics: NewFabric[] = [];
    const newModels: NewModel[] = [];

    while (newFabrics.length < missing) {
      const weave = pickWeave();
      const cloth = CLOTHS[weave.texture as Texture];
      const motifChoices = cloth.motifs
        .map((pattern) => motifRows.find((m) => m.pattern === pattern))
        .filter((m): m is (typeof motifRows)[number] => m !== undefined);
      const motif = motifChoices.length > 0 ? rng.pick(motifChoices) : rng.pick(motifRows);
      const allowedColours =
        cloth.colours.length === 0
          ? colourRows
          : colourRows.filter((c) => cloth.colours.includes(c.name.toLowerCase()));
      const rangeColours = rng
        .shuffle(allowedColours.length >= 3 ? allowedColours : colourRows)
        .slice(0, Math.min(rng.int(3, 6), missing - newFabrics.length));

      // Blends are everyday cloths: sturdier yarns, no superfine counts.
      const composition = rng.pick(cloth.compositions);
      const blended = composition.includes("Polyester");
      const stretch = composition.includes("Elastane");
      const finish = blended ? "Easy iron" : rng.pick(cloth.finishes);
      const origin = blended ? "Portugal" : rng.pick(cloth.origins);
      const yarns = cloth.threadCounts.filter(
        (t) => !(blended || stretch) || ["16/1", "20/1", "50/1", "60/2", "80/2"].includes(t),
      );
      const threadCount = rng.pick(yarns.length > 0 ? yarns : cloth.threadCounts);
      const style = blended ? "Business" : rng.pick(cloth.styles);
      const gsm = rng.int(cloth.gsm[0], cloth.gsm[1]);
      const thickness = gsm < 95 ? "Very light" : gsm < 120 ? "Light" : gsm < 165 ? "Medium" : "Heavy";
      const basePrice = (YARN_PRICE[threadCount] ?? 4900) + cloth.premium + (origin.startsWith("Italy") ? 500 : 0);

      const motifLabel = motif.pattern === "plain" ? "" : ` ${motif.name}`;
      let rangeName = `${rng.pick(COLLECTION_NAMES)} ${weave.name}${motifLabel}`;
      for (let series = 2; usedRangeNames.has(rangeName); series++) {
        rangeName = `${rangeName.replace(/ No\. \d+$/, "")} No. ${series}`;
      }
      usedRangeNames.add(rangeName);
      const motifPhrase = MOTIF_PHRASE[motif.pattern] ?? `with a ${motif.name.toLowerCase()} pattern`;
      newRanges.push({
        name: rangeName,
        description: `${motif.pattern === "plain" ? `Plain ${weave.name.toLowerCase()}` : `${weave.name} ${motifPhrase}`}, woven in ${originPhrase(origin)} from ${threadCount} yarns, in ${rangeColours.length} colours.`,
      });

      for (const colour of rangeColours) {
        const reference = `AS-${nextReference++}`;
        const primaryHex = shade(colour.hex, rng.int(-10, 10));
        const secondaryHex =
          motif.pattern === "plain"
            ? null
            : luminance(primaryHex) > 0.6
              ? rng.pick(["#1F2B44", "#4F7DB8", "#6E2233", "#4A4D53", "#7B5B44", "#3F6B48"])
              : "#FFFFFF";
        const price = Math.round((basePrice + rng.int(-4, 6) * 100) / 500) * 500 - 100;
        const name = `${rangeName.replace(/ No\. \d+$/, "")} ${colour.name}`;
        newFabrics.push({
          name,
          reference,
          weightGsm: gsm,
          weaveId: weave.id,
          motifId: motif.id,
          colourId: colour.id,
          primaryHex,
          secondaryHex,
          composition,
          description:
            `A ${thickness === "Medium" ? "medium-weight" : thickness.toLowerCase()} ${motif.pattern === "plain" ? `plain ${weave.name.toLowerCase()}` : `${weave.name.toLowerCase()} ${motifPhrase}`} in ${composition.toLowerCase()}, woven in ${originPhrase(origin)} from ${threadCount} yarns. ${FINISH_SENTENCE[finish] ?? ""} ${STYLE_SENTENCE[style] ?? ""}`.trim(),
          style,
          thickness,
          origin,
          threadCount,
          finish,
          rangeName,
          priceCents: Math.max(3900, Math.min(12900, price)),
          active: true,
        });

        // The model's category follows the cloth.
        const colourName = colour.name.toLowerCase();
        let categoryName: string;
        if (weave.texture === "linen") categoryName = "linen";
        else if (weave.texture === "flannel") categoryName = "flannel";
        else if (weave.texture === "satin") categoryName = "evening";
        else if (["oxford", "pinpoint", "royal-oxford"].includes(weave.texture))
          categoryName = colourName === "white" && motif.pattern === "plain" && rng.next() < 0.3 ? "white" : "oxford";
        else if (colourName === "white" && motif.pattern === "plain") categoryName = "white";
        else if (weave.texture === "dobby" && ["white", "ivory", "black"].includes(colourName))
          categoryName = "evening";
        else if (finish === "No iron" || finish === "Easy iron" || composition.includes("Polyester"))
          categoryName = rng.next() < 0.6 ? "easy care" : "business";
        else if (origin.startsWith("Italy") && rng.next() < 0.4) categoryName = "italian";
        else if (style === "Business" || style === "Formal") categoryName = "business";
        else categoryName = "casual";
        const modelCategory = category(categoryName);
        const defaults = CATEGORY_DEFAULTS[modelCategory.name.toLowerCase()] ?? (CATEGORY_DEFAULTS.casual as Defaults);
        const collar = optionId(collarRows, defaults.collars, rng.pick);
        const cuff = optionId(cuffRows, defaults.cuffs, rng.pick);
        const bones = defaults.bones.filter((id) => boneIds.has(id));
        const fastness = defaults.fastness.filter((id) => fastnessIds.has(id));
        newModels.push({
          reference,
          name,
          description:
            `${colour.name} ${weave.name.toLowerCase()}${motif.pattern === "plain" ? "" : ` ${motifPhrase}`}, made with ${article(collar.name)} ${lowerFirst(collar.name)} collar and ${cuffPhrase(cuff.name)}. ${CATEGORY_SENTENCE[modelCategory.name.toLowerCase()] ?? ""}`.trim(),
          categoryId: modelCategory.id,
          collarId: collar.id,
          cuffId: cuff.id,
          pocketId: optionId(pocketRows, defaults.pockets, rng.pick).id,
          placketId: optionId(placketRows, defaults.plackets, rng.pick).id,
          backId: optionId(backRows, defaults.backs, rng.pick).id,
          bottomId: optionId(bottomRows, defaults.bottoms, rng.pick).id,
          buttonId: optionId(buttonRows, defaults.buttons, rng.pick).id,
          collarBonesId: bones.length > 0 ? rng.pick(bones) : rng.pick([...boneIds]),
          collarFastnessId: fastness.length > 0 ? rng.pick(fastness) : rng.pick([...fastnessIds]),
          embroideryStyleId,
          embroiderySymbolId: noSymbolId,
          isNew: rng.next() < 0.05,
          active: true,
          sortOrder: ++sortOrder,
        });
      }
    }

    await insertInChunks(tx, fabricRanges, newRanges);
    const names = new Set(newRanges.map((r) => r.name));
    const rangeIds = new Map(
      (await tx.select({ id: fabricRanges.id, name: fabricRanges.name }).from(fabricRanges))
        .filter((r) => names.has(r.name))
        .map((r) => [r.name, r.id]),
    );
    await insertInChunks(
      tx,
      fabrics,
      newFabrics.map(({ rangeName, ...fabric }) => ({ ...fabric, rangeId: rangeIds.get(rangeName) ?? null })),
    );
    const fabricIds = new Map(
      (
        await tx
          .select({ id: fabrics.id, reference: fabrics.reference })
          .from(fabrics)
          .where(like(fabrics.reference, "AS-_____"))
      ).map((f) => [f.reference, f.id]),
    );
    await insertInChunks(
      tx,
      shirtModels,
      newModels.map(({ reference, ...model }) => {
        const fabricId = fabricIds.get(reference);
        if (fabricId === undefined) throw new Error(`Generated fabric ${reference} was not stored.`);
        return { ...model, fabricId };
      }),
    );

    return {
      fabricsBefore,
      fabricsAfter: fabricsBefore + newFabrics.length,
      rangesAdded: newRanges.length,
      fabricsAdded: newFabrics.length,
      modelsAdded: newModels.length,
    };
  });
}
