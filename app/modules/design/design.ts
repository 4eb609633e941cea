import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { EMBROIDERY_TEXT_MAX, NO_EMBROIDERY, NO_SYMBOL } from "./constants";
import { type Choice, EMBROIDERY_CHOICES, SHIRT_CHOICES } from "./fields";

const id = idSchema();
const optionalId = id.nullable();

/** The schema of a table of choices: an id each, or null for one that is optional. */
function idsOf<T extends Record<string, Choice>>(choices: T) {
  const shape = Object.fromEntries(
    Object.entries(choices).map(([key, choice]) => [key, choice.optional ? optionalId : id]),
  );
  return shape as { [K in keyof T]: T[K] extends { optional: true } ? typeof optionalId : typeof id };
}

/**
 * A whole shirt design: the one value every entry point (product page, configurator,
 * redesign, cart, order) passes around. Which ids exist is checked against the database
 * by the design module on the server.
 */
export const shirtDesignSchema = z.object({
  modelId: id,
  ...idsOf(SHIRT_CHOICES),
  embroidery: z.object({
    ...idsOf(EMBROIDERY_CHOICES),
    text: z.string().trim().max(EMBROIDERY_TEXT_MAX, "Maximum 6 letters"),
  }),
});

export type ShirtDesign = z.infer<typeof shirtDesignSchema>;

/** What a model of the gallery sets of a design: its fabric and options, no embroidery. */
export type ModelDesignRow = Omit<ShirtDesign, "embroidery">;

/**
 * A model's design as the product page offers it: its fabric and options, no embroidery
 * and no symbol (spec 001 section 4: "Embroidery defaults to 1"). The model's embroidery
 * style and symbol (`bstyle`, `bmotif`) are where the configurator starts once a customer
 * asks for embroidery; a design without embroidery keeps neither (see rules.ts). Pure, so the
 * model editor draws the shirt as it is filled in with the result the server gives.
 */
export function designFromModel(row: ModelDesignRow): ShirtDesign {
  return {
    ...row,
    embroidery: {
      typeId: NO_EMBROIDERY,
      text: "",
      styleId: null,
      colourId: null,
      symbolId: NO_SYMBOL,
      symbolColourId: null,
      positionId: null,
    },
  };
}
