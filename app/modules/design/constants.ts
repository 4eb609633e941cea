/*
 * The design's constants, apart from its schema so the configurator's browser code (rules.ts,
 * look.ts) carries no schema library.
 */

/** Embroidery type 1 and symbol 1 mean "none" (spec 001 sections 4 and 9). */
export const NO_EMBROIDERY = 1;
export const NO_SYMBOL = 1;
export const EMBROIDERY_TEXT_MAX = 6;
