import type { MeasuresFormValues, SmartSizeFormValues } from "./forms";
import type { SmartSize } from "./size";

/** A smart form's answers, valid, for the sizing tests. */
export const ANSWERS: SmartSizeFormValues = {
  name: "Work shirts",
  height: 180,
  heightUnit: "cm",
  weight: 82,
  age: 35,
  morphology: 2,
  fit: 2,
  neckCm: 41,
};

/** 'Measure your shirt' filled with a size's own eight measures, and `changes`. */
export function typed(size: SmartSize, changes: Partial<MeasuresFormValues> = {}): MeasuresFormValues {
  const { biceps: _biceps, ...eight } = size.measures;
  return { ...eight, ...changes };
}
