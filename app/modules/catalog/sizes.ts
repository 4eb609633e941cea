import { collarInches, collarSizeLabel } from "~/modules/sizing/collar-sizes";
import { FITS, NECK_MAX_CM, NECK_MIN_CM, SLEEVE_MAX_CM, SLEEVE_MIN_CM } from "~/modules/sizing/size";

/*
 * The product page's quick size (spec 001 sections 2 and 9): sleeve 60 to 78 cm, fit slim /
 * fitted / loose, collar 35 to 60 cm with its label and inch equivalent (the labels and
 * inches are the sizing module's, as on the size charts). The loader sends the lists: the
 * sizing module's schemas stay out of the page's JavaScript.
 */

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

export type CollarSize = { cm: number; label: string; inches: number };

/** Every collar size the shop makes, in order. */
export const COLLAR_SIZES: CollarSize[] = range(NECK_MIN_CM, NECK_MAX_CM).map((cm) => ({
  cm,
  label: collarSizeLabel(cm),
  inches: collarInches(cm),
}));

/** Sleeve lengths of the quick size, cm. */
export const SLEEVE_LENGTHS: number[] = range(SLEEVE_MIN_CM, SLEEVE_MAX_CM);

/** Fits of the quick size, as the product page offers them (ids of the spec). */
export const FIT_CHOICES = Object.entries(FITS).map(([id, name]) => ({ id: Number(id), name }));

export type QuickSizeChoices = {
  sleeves: number[];
  fits: { id: number; name: string }[];
  collars: CollarSize[];
};

/** Everything the product page's size choice offers. */
export const QUICK_SIZE_CHOICES: QuickSizeChoices = {
  sleeves: SLEEVE_LENGTHS,
  fits: FIT_CHOICES,
  collars: COLLAR_SIZES,
};
