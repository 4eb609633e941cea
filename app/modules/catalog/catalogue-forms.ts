import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { EMBROIDERY_CHOICES, SHIRT_CHOICES } from "~/modules/design/fields";
import { GALLERY_POSITIONS } from "./gallery-order";

/*
 * The back office's catalogue forms: shirt models, categories and the option
 * families. One Zod schema per form, for the browser and the actions; the rules that need the
 * database (a fabric reference that exists, a default design the configurator accepts, a
 * category without models) are the editor's (catalogue-editor.server.ts, option-editor.server.ts).
 */

export const CATALOGUE_MESSAGES = {
  modelName: "Give the shirt a name of 1 to 120 characters.",
  modelDescription: "Describe the shirt in 1 to 2,000 characters: the product page shows it.",
  category: "Choose a category.",
  fabricReference: "Enter the reference of a fabric, e.g. F-1001.",
  fabricUnknown: "No fabric has this reference.",
  fabricRetired: "This fabric is retired: choose one on sale.",
  option: (name: string) => `Choose a ${name}.`,
  sortOrder: "Enter a whole number from 0 to 9,999: lower numbers come first.",
  modelNotFound: "This shirt model does not exist.",
  categoryName: "Give the category a name of 1 to 80 characters.",
  categoryNameTaken: "Another category already has this name.",
  categoryDescription: "Keep the description under 2,000 characters.",
  categoryNotFound: "This category does not exist or was deleted.",
  optionName: "Give it a name of 1 to 60 characters.",
  optionNameTaken: "Another option of this family already has this name.",
  optionDescription: "Keep the description under 1,000 characters.",
  optionCode: "A code is 1 to 12 capital letters, digits or dashes, e.g. CO-07.",
  optionCodeTaken: "Another option of this family already has this code: the workshop would mix them up.",
  optionNotFound: "This option does not exist.",
} as const;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

const optionalText = (message: string, max: number) =>
  z.string({ error: message }).trim().max(max, { error: message }).default("");

/** A place in the gallery (gallery-order.ts); categories and options are ordered in the same range. */
const sortOrder = z
  .number({ error: CATALOGUE_MESSAGES.sortOrder })
  .int({ error: CATALOGUE_MESSAGES.sortOrder })
  .min(GALLERY_POSITIONS.first, { error: CATALOGUE_MESSAGES.sortOrder })
  .max(GALLERY_POSITIONS.last, { error: CATALOGUE_MESSAGES.sortOrder });

/** A checkbox: sent as "on" when ticked, absent otherwise. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/**
 * The default options of a model, as the model form names them (the columns of shirt_models):
 * a design's choices but its fabric, and where a customer's embroidery starts.
 */
const { fabricId: _fabric, ...shirtOptions } = SHIRT_CHOICES;
export const MODEL_OPTION_FIELDS = {
  ...shirtOptions,
  embroideryStyleId: EMBROIDERY_CHOICES.styleId,
  embroiderySymbolId: EMBROIDERY_CHOICES.symbolId,
} as const;

export type ModelOptionField = keyof typeof MODEL_OPTION_FIELDS;

const optionIds = Object.fromEntries(
  Object.entries(MODEL_OPTION_FIELDS).map(([field, { name }]) => [field, idSchema(CATALOGUE_MESSAGES.option(name))]),
) as Record<ModelOptionField, ReturnType<typeof idSchema>>;

export const modelSchema = z.object({
  name: text(CATALOGUE_MESSAGES.modelName, 120),
  description: text(CATALOGUE_MESSAGES.modelDescription, 2000),
  categoryId: idSchema(CATALOGUE_MESSAGES.category),
  fabricReference: z
    .string({ error: CATALOGUE_MESSAGES.fabricReference })
    .trim()
    .min(1, { error: CATALOGUE_MESSAGES.fabricReference })
    .max(30, { error: CATALOGUE_MESSAGES.fabricReference }),
  ...optionIds,
  isNew: checkbox,
  sortOrder,
});

export type ModelValues = z.infer<typeof modelSchema>;

export const categorySchema = z.object({
  name: text(CATALOGUE_MESSAGES.categoryName, 80),
  description: optionalText(CATALOGUE_MESSAGES.categoryDescription, 2000),
  sortOrder,
});

export type CategoryValues = z.infer<typeof categorySchema>;

export const optionSchema = z.object({
  optionId: idSchema(CATALOGUE_MESSAGES.optionNotFound),
  name: text(CATALOGUE_MESSAGES.optionName, 60),
  description: optionalText(CATALOGUE_MESSAGES.optionDescription, 1000),
  code: z
    .string({ error: CATALOGUE_MESSAGES.optionCode })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, { error: CATALOGUE_MESSAGES.optionCode }),
  sortOrder,
  active: checkbox,
});

export type OptionValues = z.infer<typeof optionSchema>;
