import type { MetaDescriptor } from "react-router";

export const SHOP_NAME = "Atelier Sartorial";

/** The site root's title and meta tags (spec 000 section 2 "Shell on every page"). */
export const ROOT_META = {
  title: "Custom tailored men's shirts online, made to measure for you",
  description:
    "Design your own made-to-measure men's shirt online: choose from our fabrics, collars, cuffs and monograms, give your size in two minutes, and receive a shirt sewn for you in Italy.",
  keywords:
    "made to measure shirts, custom shirts, tailored men's shirts, bespoke shirt online, Italian shirts, monogrammed shirts",
};

/** Title, description, keywords and robots tags for a page. */
export function pageMeta(page: {
  title: string;
  description: string;
  keywords?: string;
  robots?: string;
}): MetaDescriptor[] {
  return [
    { title: page.title },
    { name: "description", content: page.description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    { name: "robots", content: page.robots ?? "index, follow" },
  ];
}

/**
 * The tags of a page that shows one person's data (account, cart, checkout): titled after the
 * shop, and kept out of search engines with the links it holds.
 */
export function privatePageMeta(title: string, description: string): MetaDescriptor[] {
  return pageMeta({ title: `${title} | ${SHOP_NAME}`, description, robots: "noindex, nofollow" });
}

/** Title and tags of the not-found page (spec 001 section 2 "404 page"). */
export const NOT_FOUND_META: MetaDescriptor[] = pageMeta({
  title: "404 - Page Not Found",
  description: "We are sorry, the page you've requested is not available.",
  robots: "noindex, follow",
});
