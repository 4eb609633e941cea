import type { ShirtDesign } from "./design";

/*
 * Designs the tests of the design area start from (never imported by the shop).
 */

/** No monogram: the embroidery a model's default design carries. */
export const NO_EMBROIDERY: ShirtDesign["embroidery"] = {
  typeId: 1,
  text: "",
  styleId: null,
  colourId: null,
  symbolId: 1,
  symbolColourId: null,
  positionId: null,
};

/** The seed's first model, The Executive, as its page offers it. */
export const EXECUTIVE_DESIGN: ShirtDesign = {
  modelId: 1,
  fabricId: 40,
  collarId: 3,
  collarBonesId: 2,
  collarFastnessId: 1,
  cuffId: 2,
  pocketId: 1,
  placketId: 1,
  backId: 4,
  bottomId: 1,
  buttonId: 1,
  embroidery: NO_EMBROIDERY,
};
