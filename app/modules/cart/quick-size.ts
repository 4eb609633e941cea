/*
 * The quick size of the product page (spec 001 section 5): add to bag is blocked until the
 * sleeve, the fit and the collar are chosen. Shared by the page (instant message) and the
 * action's schema (forms.ts).
 */

export const SIZE_MESSAGES = {
  sleeveCm: "Please choose your sleeve length.",
  fit: "Please choose your fit.",
  neckCm: "Please choose your collar size.",
} as const;

export const SIZE_REQUIRED_MESSAGE =
  "Please choose your sleeve length, fit and collar size before adding this shirt to your bag.";

export type QuickSizeField = keyof typeof SIZE_MESSAGES;

/** The quick size fields left empty in a form. */
export function missingSizeFields(form: FormData): QuickSizeField[] {
  return (Object.keys(SIZE_MESSAGES) as QuickSizeField[]).filter((field) => !form.get(field));
}
