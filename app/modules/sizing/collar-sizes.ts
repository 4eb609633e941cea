import { CM_PER_INCH } from "./units";

/**
 * Collar size labels of spec 001 section 9: two centimetres a size from 35 (XS) — XS, S, M,
 * L, XL, then XXL, XXXL, XXXXL (as the size charts write them) and 5XL to 9XL up to 60.
 */
export function collarSizeLabel(collarCm: number): string {
  const step = Math.max(0, Math.floor((collarCm - 35) / 2));
  const named = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL"];
  return named[step] ?? `${step - 3}XL`;
}

/** The collar size in inches, to the nearest quarter inch (35 cm = 13.75 in, 60 cm = 23.5 in). */
export function collarInches(collarCm: number): number {
  return Math.round((collarCm / CM_PER_INCH) * 4) / 4;
}

/** "39 cm · M · 15.25 in". */
export function describeCollar(neckCm: number): string {
  return `${neckCm} cm · ${collarSizeLabel(neckCm)} · ${collarInches(neckCm)} in`;
}
