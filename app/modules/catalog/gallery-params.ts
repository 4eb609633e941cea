import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { type GalleryFilters, SEARCH_MAX_LENGTH } from "./gallery";

/** The gallery's URL parameters (gallery.ts), read by the loader. */

const optionalId = idSchema().optional().catch(undefined);
const optionalPrice = z.coerce.number().int().min(0).max(100_000).optional().catch(undefined);

/** Control characters mean nothing in a search (and PostgreSQL refuses a NUL in text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const gallerySearchSchema = z.object({
  id: z
    .union([z.literal("new"), idSchema()])
    .optional()
    .catch(undefined),
  color: optionalId,
  weave: optionalId,
  motif: optionalId,
  q: z
    .string()
    .transform((value) =>
      value.replace(CONTROL_CHARACTERS, " ").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH),
    )
    .optional()
    .catch(undefined),
  min: optionalPrice,
  max: optionalPrice,
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});

export function parseGalleryFilters(params: URLSearchParams): GalleryFilters {
  // Only the gallery's own parameters are read (the page cache keys on them, app/page-query-params.ts).
  // Empty fields of the GET form ("min=") mean "not set"; of repeated ones, the last counts.
  const present = Object.fromEntries(
    Object.keys(gallerySearchSchema.shape).flatMap((name) => {
      const value = params
        .getAll(name)
        .filter((candidate) => candidate.trim() !== "")
        .at(-1);
      return value === undefined ? [] : [[name, value]];
    }),
  );
  const parsed = gallerySearchSchema.parse(present);
  let minPrice = parsed.min ?? null;
  let maxPrice = parsed.max ?? null;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    category: parsed.id ?? null,
    colour: parsed.color ?? null,
    weave: parsed.weave ?? null,
    motif: parsed.motif ?? null,
    search: parsed.q ?? "",
    minPrice,
    maxPrice,
    page: parsed.page ?? 1,
  };
}
