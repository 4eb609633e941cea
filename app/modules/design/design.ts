import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { EMBROIDERY_TEXT_MAX } from "./constants";

const id = idSchema();

/**
 * A whole shirt design: the one value every entry point (product page, configurator,
 * redesign, cart, order) passes around. Which ids exist is checked against the database
 * by the design module on the server.
 */
export const shirtDesignSchema = z.object({
  modelId: id,
  fabricId: id,
  collarId: id,
  collarBonesId: id,
  collarFastnessId: id,
  cuffId: id,
  pocketId: id,
  placketId: id,
  backId: id,
  bottomId: id,
  buttonId: id,
  embroidery: z.object({
    typeId: id,
    text: z.string().trim().max(EMBROIDERY_TEXT_MAX, "Maximum 6 letters"),
    styleId: id.nullable(),
    colourId: id.nullable(),
    symbolId: id,
    symbolColourId: id.nullable(),
    positionId: id.nullable(),
  }),
});

export type ShirtDesign = z.infer<typeof shirtDesignSchema>;
