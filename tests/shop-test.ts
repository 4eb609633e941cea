import { test as base, type Page, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test`, for the browser tests of the shop: in every browser context that runs
 * JavaScript, `page.goto` and `page.reload` return once React Router has taken over the page.
 *
 * The shop's scripts are not preloaded (decision 024): a page may still be plain HTML when the
 * `load` event fires, and a click or a change made then takes the no-JavaScript path (a form post,
 * a link followed) or is lost. That path has tests of its own, in contexts without JavaScript;
 * everywhere else a test means the page a person uses once its scripts have run.
 */
export const test = base.extend<{ javaScriptSetting: undefined }>({
  // Set before any context of the test is made (auto fixtures come first): Playwright applies
  // `test.use({ javaScriptEnabled })` inside newContext, so the options below do not show it.
  javaScriptSetting: [
    async ({ javaScriptEnabled }, use) => {
      javaScriptInThisTest = javaScriptEnabled;
      await use(undefined);
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled ?? javaScriptInThisTest) context.on("page", waitForHydrationOnNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
});

/** The test's `javaScriptEnabled` setting (a worker runs one test at a time). */
let javaScriptInThisTest = true;

function waitForHydrationOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydratedAfter(page, await goto(url, options));
  page.reload = async (options) => hydratedAfter(page, await reload(options));
}

async function hydratedAfter(page: Page, response: Response | null) {
  if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
  return response;
}

/**
 * Waits until React has hydrated the page, if the page has scripts at all. The router exists
 * before React starts hydrating, and hydration yields to the browser (startTransition): what a
 * test types meanwhile may be overwritten. ScrollRestoration, in every page's layout, turns the
 * browser's own restoration off in an effect, which runs once the hydrated page is committed.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector("script[type=module]") ||
      ("__reactRouterDataRouter" in window && history.scrollRestoration === "manual"),
  );
}
