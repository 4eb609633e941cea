import { config } from "~/config.server";

/**
 * A page's canonical address for `<link rel="canonical">`: absolute, on the shop's public
 * address (BASE_URL), as search engines want it (a relative one fails Lighthouse's SEO audit).
 */
export function canonicalUrl(path: string): string {
  return new URL(path, `${config.baseUrl}/`).href;
}
