/** Inch/cm conversion of the measurement screens (spec section 9: factor 2.54, two decimals). */

export const CM_PER_INCH = 2.54;

export type LengthUnit = "cm" | "in";

/** Rounds to two decimals, half away from zero, without binary artefacts (1.005 → 1.01). */
export function round2(value: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary; 15 significant digits give back 100.5.
  return (Math.sign(value) * Math.round(Number((Math.abs(value) * 100).toPrecision(15)))) / 100 || 0;
}

export function inchesToCm(inches: number): number {
  return round2(inches * CM_PER_INCH);
}

export function cmToInches(cm: number): number {
  return round2(cm / CM_PER_INCH);
}

/** A length given in `unit`, in cm (two decimals). */
export function toCm(value: number, unit: LengthUnit): number {
  return unit === "in" ? inchesToCm(value) : round2(value);
}

/** A length in cm, shown in `unit` (two decimals). */
export function fromCm(cm: number, unit: LengthUnit): number {
  return unit === "in" ? cmToInches(cm) : round2(cm);
}

/** The unit asked for in a page's `?unit=` query, or `fallback`. */
export function parseUnit(value: string | null, fallback: LengthUnit): LengthUnit {
  return value === "cm" || value === "in" ? value : fallback;
}
