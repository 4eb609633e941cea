/*
 * Addresses of shirts (spec 001 section 2). The product page is
 * /custom-made-men-shirt/{name}/{id}; the spec gives the name with dashes in one place and
 * the designation without spaces in another, and both are accepted. The canonical one, used
 * in every link, is the dashed, lower-case name.
 */

/** "The Executive" -> "the-executive"; accents dropped, any other character a dash. */
export function shirtSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function shirtPath(shirt: { id: number; name: string }): string {
  return `/custom-made-men-shirt/${shirtSlug(shirt.name)}/${shirt.id}`;
}

/** Whether the name part of an address names this shirt, in either shape of the spec (any case). */
export function isShirtName(param: string, name: string): boolean {
  const given = param.toLowerCase();
  return given === shirtSlug(name) || given === name.replace(/\s+/g, "").toLowerCase();
}

/** The configurator for a model (a later issue builds it; the spec links it from here). */
export function designPath(modelId: number): string {
  return `/design-shirt/${modelId}`;
}
