import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Every content page of the shop with the heading a visitor sees first. */
export const CONTENT_PAGES = [
  { path: "/", heading: /./ },
  { path: "/made-to-measure-online-shirt", heading: /./ },
  { path: "/about-us", heading: /./ },
  { path: "/legal-notice", heading: /legal/i },
  { path: "/custom-shirts-options", heading: /./ },
  { path: "/design-your-own-shirt", heading: /design your own shirt/i },
  { path: "/take-measurements-shirts-on-the-shirt", heading: /./ },
  { path: "/sizing-guides", heading: "Standard Sizes for Shirt Fits" },
  { path: "/perfect-fit-guarantee", heading: /guarantee/i },
  { path: "/style-device", heading: /./ },
  { path: "/faq", heading: /questions/i },
  { path: "/contact", heading: /./ },
  { path: "/confirm-compte", heading: /registration/i },
] as const;

/** Fails the test on any accessibility violation axe finds on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** The shop's data directory for this run (playwright.config.ts). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return dir;
}
