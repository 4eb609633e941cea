import type { ShirtMeasures, Size } from "~/modules/sizing/size";
import { workshopMeasures } from "~/modules/sizing/workshop";

/*
 * How much cloth one shirt takes (docs/decisions/023): the lay of a made-to-measure
 * shirt on the shop's 150 cm shirting, from the finished measures the workshop cuts to, plus
 * what matching a pattern costs. Pure: the cart, the checkout, the payment's reservation and
 * the storefront's "can it make one more shirt" all use these numbers. Stock is kept in
 * centimetres of cloth (hundredths of a metre), a whole number.
 */

/** Cloth of the shop's shirtings, cm: the width the lay is planned on. */
export const CLOTH_WIDTH_CM = 150;

/** Hem and shoulder seam on the body row, cm. */
const BODY_ALLOWANCE_CM = 6;
/** The cuff is cut apart: the sleeve row is the sleeve less the cuff, plus the seams, cm. */
const SLEEVE_ALLOWANCE_CM = -2;
/** Collar, stand, cuffs (two layers each), yoke, pocket and placket facing laid across the width, cm. */
const SMALL_PIECES_CM = 20;
/**
 * Side by side across the width, the back (half the chest, pleat and seams) and both fronts (a
 * quarter each, placket and seams) take the chest plus this much, cm. When that passes the
 * cloth's width the fronts need a row of their own, which the cutter shares with the sleeves:
 * half a body row more.
 */
const BODY_ACROSS_EXTRA_CM = 26;

/** The cloth is cut to the next 5 cm. */
const CUT_STEP_CM = 5;

/**
 * What matching a pattern costs, as a share of the shirt's cloth: stripes are matched one
 * way (placket, pocket, yoke and collar centred on a stripe), checks both ways (the fronts at
 * the same height across the placket, the pocket, the side seams, the sleeves to the body).
 */
export const MATCHING = {
  none: { label: "No matching", allowance: 0 },
  stripes: { label: "Stripes matched", allowance: 0.1 },
  checks: { label: "Checks matched", allowance: 0.2 },
} as const;

export type Matching = keyof typeof MATCHING;

/** The motifs' drawing keys by what they need matched; a key not listed (a new motif) is matched as checks, never short. */
export const MATCHING_PATTERNS: Record<Exclude<Matching, "checks">, readonly string[]> = {
  // Small all-over figures and micro checks read the same from any point: nothing to match.
  none: ["plain", "dots", "micro-check", "houndstooth"],
  stripes: ["pinstripe", "bengal-stripe", "candy-stripe", "wide-stripe", "twill-stripe"],
};

export function matchingOf(pattern: string): Matching {
  if (MATCHING_PATTERNS.none.includes(pattern)) return "none";
  if (MATCHING_PATTERNS.stripes.includes(pattern)) return "stripes";
  return "checks";
}

type LayMeasures = Pick<ShirtMeasures, "chest" | "back" | "sleeves" | "shoulders">;

/** The cloth one shirt of these finished measures takes in a fabric of this motif, cm. */
export function clothForMeasuresCm(measures: LayMeasures, pattern: string): number {
  const bodyRow = measures.back + BODY_ALLOWANCE_CM;
  // The measured sleeve runs from the centre back: the sleeve itself starts at the shoulder seam.
  const sleeveRow = measures.sleeves - measures.shoulders / 2 + SLEEVE_ALLOWANCE_CM;
  const frontsApart = measures.chest + BODY_ACROSS_EXTRA_CM > CLOTH_WIDTH_CM ? bodyRow / 2 : 0;
  const plain = bodyRow + sleeveRow + SMALL_PIECES_CM + frontsApart;
  const matched = plain * (1 + MATCHING[matchingOf(pattern)].allowance);
  return Math.ceil(matched / CUT_STEP_CM - 1e-9) * CUT_STEP_CM;
}

/** The cloth one shirt of this size takes in a fabric of this motif, cm. */
export function clothForSizeCm(size: Size, pattern: string): number {
  return clothForMeasuresCm(workshopMeasures(size).finished, pattern);
}

/**
 * The shirt the shop sells most, the regular M-40 of the size chart (size-chart.ts, tested
 * equal): a fabric is offered while it can make one more of these. A larger shirt is checked
 * against the exact stock in the cart.
 */
export const STANDARD_SHIRT: LayMeasures = { chest: 120, back: 79.5, sleeves: 92, shoulders: 46 };

/** The cloth a fabric must hold to be offered, by what its motif needs matched, cm. */
export const ONE_SHIRT_CM: Record<Matching, number> = {
  none: clothForMeasuresCm(STANDARD_SHIRT, "plain"),
  stripes: clothForMeasuresCm(STANDARD_SHIRT, MATCHING_PATTERNS.stripes[0] ?? "pinstripe"),
  checks: clothForMeasuresCm(STANDARD_SHIRT, "gingham"),
};

/** Whether a fabric holding this stock can make one more shirt (null: not counted yet, offered). */
export function canMakeOneShirt(stockCm: number | null, pattern: string): boolean {
  return stockCm === null || stockCm >= ONE_SHIRT_CM[matchingOf(pattern)];
}

/** How many standard shirts this stock makes. */
export function standardShirtsIn(stockCm: number, pattern: string): number {
  return Math.floor(stockCm / ONE_SHIRT_CM[matchingOf(pattern)]);
}

/** Centimetres of cloth as metres ("12.35 m"). */
export function metresText(cm: number): string {
  return `${(cm / 100).toFixed(2)} m`;
}

/** A cart's line as the stock check needs it. */
export type ClothLine = {
  fabricId: number;
  fabricName: string;
  /** The fabric's stock, cm; null when not counted yet. */
  stockCm: number | null;
  pattern: string;
  size: Size;
  quantity: number;
};

/**
 * Why each line cannot be bought for want of cloth, or null: the lines of one fabric take
 * their cloth in the cart's order, and a line is refused when its shirts do not fit in what
 * the lines before it left. Used by the cart and the checkout, which refuse what says so.
 */
export function clothShortfalls(lines: readonly ClothLine[]): (string | null)[] {
  const left = new Map<number, number>();
  return lines.map((line) => {
    if (line.stockCm === null) return null;
    const available = left.get(line.fabricId) ?? line.stockCm;
    const each = clothForSizeCm(line.size, line.pattern);
    const needed = each * line.quantity;
    if (needed <= available) {
      left.set(line.fabricId, available - needed);
      return null;
    }
    left.set(line.fabricId, available);
    const fits = Math.floor(available / each);
    if (fits === 0) {
      return `Not enough of ${line.fabricName} is left for this shirt in this size (it takes ${metresText(each)}). Please modify the shirt to choose another fabric, or remove it.`;
    }
    return `Only enough of ${line.fabricName} is left for ${fits} of these shirts. Please lower the quantity, or choose another fabric for the others.`;
  });
}
