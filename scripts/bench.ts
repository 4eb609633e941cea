/**
 * Performance report of the shop against the budgets of DESIGN.md section 5 (`npm run bench`).
 *
 *   npm run bench [-- --no-build] [--duration 10] [--warmup 2] [--connections 10] [--orders 100000]
 *
 * Builds the shop, loads the large catalogue and a generated order book (`--orders`, 0 for
 * none) into a fresh temporary DATA_DIR, counting the back office's queries at 1,000 orders and
 * at the full size, starts the built shop and, for comparison, a bare React Router app
 * (scripts/bench/bare-app); then weighs the JavaScript of each page below and measures its
 * server rendering throughput, each page as each of its visitors (anonymous; home, gallery and
 * product page also with a cart, signed in with a cart, and with a design in progress; the
 * checkout signed in with a cart), the back office's order list and order page as a
 * customer-service staff member; then times Buy now with the test card. Prints a table with
 * each row's budgets and verdict, writes bench-results/latest.json, and exits 0 even when a
 * budget is over (it is a report): non-zero only when something failed to run.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { backOfficePaths, joinAsStaff, parseQueryCounts, type QueryCounts, staffLinkIn } from "./bench/back-office";
import { checkoutReadyCustomer, timeBuyNow, visitorDesigning, visitorWithCart } from "./bench/customer";
import { type LoadOptions, measureThroughput, throughputProblem } from "./bench/load";
import { childEnv, freePort, type RunningServer, run, startServer, stopAllGroups } from "./bench/processes";
import {
  type BareResult,
  type BudgetClass,
  type BuyNowResult,
  bareDrift,
  compareWithBare,
  formatBuyNow,
  formatLegend,
  formatSummary,
  formatTable,
  jsVerdict,
  MIN_CHECKOUT_RATIO_TO_BARE,
  MIN_RATIO_TO_BARE,
  type PageResult,
  queryVerdict,
  ratioVerdict,
  rowVerdict,
  summariseBare,
  summariseBuyNow,
  type Visitor,
  writeJson,
} from "./bench/report";
import type { ShopSession } from "./bench/session";
import { firstLink, JavaScriptSizes, weighPage } from "./bench/weight";

type PageSpec = {
  /** The path, or a pattern shown when `discover` finds nothing. */
  path: string;
  /** Finds the real path on the running shop (e.g. the first article linked from home). */
  discover?: (shopUrl: string) => Promise<string | undefined>;
  /** JavaScript budget class: "content" (150 KB, the default) or "app" (250 KB). */
  budget?: BudgetClass;
  /** Who the page is loaded as, one row each (report.ts VISITORS): anonymous only by default. */
  visitors?: Visitor[];
  /** The throughput budget of each row: at least this ratio of the bare route's req/s. */
  minRatio?: number;
  /** Back-office pages: the queries the page sends, at each size of the order book. */
  queries?: PageResult["queries"];
};

const PRODUCT_PAGE = /^\/custom-made-men-shirt\//;
const findProductPage = (shop: string) => firstLink(`${shop}/men-shirts`, PRODUCT_PAGE);

/** The configurator the design visitor has a design in progress on. */
const CONFIGURATOR = "/design-shirt/1";

/**
 * Home, gallery and product pages: at least half the bare route's throughput, whoever the
 * visitor (a cart, a sign-in or a design in progress each add to what the page renders).
 */
const EVERY_VISITOR = {
  visitors: ["anonymous", "cart", "customer", "design"],
  minRatio: MIN_RATIO_TO_BARE,
} satisfies Partial<PageSpec>;

/** The pages measured, those with a throughput budget first: one row per page and visitor. */
const PAGES: PageSpec[] = [
  { path: "/", ...EVERY_VISITOR },
  { path: "/men-shirts", ...EVERY_VISITOR },
  {
    path: "/custom-made-men-shirt/{name}/{id}",
    discover: findProductPage,
    ...EVERY_VISITOR,
  },
  { path: "/checkout", budget: "app", visitors: ["customer"], minRatio: MIN_CHECKOUT_RATIO_TO_BARE },
  { path: "/faq" },
  { path: "/contact" },
  { path: "/made-to-measure-online-shirt" },
  { path: "/style-device" },
  { path: "/design-your-own-shirt" },
  { path: "/style/{url}", discover: (shop) => firstLink(`${shop}/`, /^\/style\/[^/]+$/) },
  { path: "/men-shirts?id=2&weave=3" },
  { path: "/measurement?shirt=1", budget: "app" },
  { path: CONFIGURATOR, budget: "app" },
];

/** Buy nows timed one after the other. */
const BUY_NOW_PURCHASES = 20;

const ROOT = path.resolve(import.meta.dirname, "..");
const BARE_APP = "scripts/bench/bare-app";
const RESULTS_FILE = path.join(ROOT, "bench-results/latest.json");

type Options = LoadOptions & { build: boolean; orders: number };

/** The order book's first size, where the back office's queries are counted before the full size. */
const FIRST_BOOK_SIZE = 1000;

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      "no-build": { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: "10" },
      orders: { type: "string", default: "100000" },
    },
  });
  const number = (name: string, value: string, min: number) => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min) throw new Error(`--${name} must be a number >= ${min}`);
    return parsed;
  };
  return {
    build: !values["no-build"],
    durationSeconds: number("duration", values.duration, 1),
    warmupSeconds: number("warmup", values.warmup, 0),
    connections: number("connections", values.connections, 1),
    orders: Math.round(number("orders", values.orders, 0)),
  };
}

/** Runs one step, printing what it does and how long it took. */
async function step<T>(label: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  process.stdout.write(`${label}... `);
  try {
    const result = await action();
    console.log(`done (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.log("failed");
    throw error;
  }
}

/** Grows the catalogue in `dataDir` to the large one; returns what the shop will serve. */
async function loadLargeCatalogue(dataDir: string): Promise<string> {
  if (!existsSync(path.join(ROOT, "scripts/generate-catalogue.ts"))) {
    console.warn("WARNING: scripts/generate-catalogue.ts does not exist yet: measuring with the demo catalogue.");
    return "demo (large catalogue generator missing)";
  }
  await step("Loading the large catalogue", () =>
    run("npx", ["tsx", "scripts/generate-catalogue.ts"], { cwd: ROOT, env: childEnv({ DATA_DIR: dataDir }) }),
  );
  return "large";
}

/** The generated order book: the back office's queries at each size, and the link that makes its service staff member. */
type OrderBook = { sizes: QueryCounts[]; staffLink: URL } | { problem: string };

/**
 * Generates `orders` orders in `dataDir` in two steps (the first FIRST_BOOK_SIZE, then the
 * rest), counting the back office's queries after each, and makes the staff link of the
 * service member who reads the back office (the shop must not run yet: PGlite has one user).
 */
async function loadOrderBook(dataDir: string, orders: number): Promise<OrderBook> {
  if (orders === 0) return { problem: "no orders generated (--orders 0)" };
  const env = childEnv({ DATA_DIR: dataDir });
  const sizes: QueryCounts[] = [];
  for (const target of [...new Set([Math.min(FIRST_BOOK_SIZE, orders), orders])]) {
    await step(`Generating orders up to ${target.toLocaleString("en-GB")}`, () =>
      run("npx", ["tsx", "scripts/generate-orders.ts", "--orders", String(target)], { cwd: ROOT, env }),
    );
    sizes.push(
      await step(`Counting the back office's queries at ${target.toLocaleString("en-GB")} orders`, async () =>
        parseQueryCounts(await run("npx", ["tsx", "scripts/bench/back-office-queries.ts"], { cwd: ROOT, env })),
      ),
    );
  }
  const created = await step("Creating the service staff member's link", () =>
    run("npx", ["tsx", "scripts/staff-create.ts", "--email", "bench-service@example.com", "--role", "service"], {
      cwd: ROOT,
      env,
    }),
  );
  return { sizes, staffLink: staffLinkIn(created) };
}

/** The back-office pages measured, with their query counts at each size of the book. */
function backOfficePages(book: OrderBook): PageSpec[] {
  if ("problem" in book) return [];
  const largest = book.sizes.at(-1);
  if (!largest) return [];
  return backOfficePaths(largest.sample).map(({ name, path: pagePath }) => ({
    path: pagePath,
    budget: "app",
    visitors: ["service"],
    queries: book.sizes.map((size) => ({
      orders: size.orders,
      queries: size.queries[name] ?? Number.NaN,
      milliseconds: size.milliseconds[name],
    })),
  }));
}

/** Builds the bare app into `buildDir`, where its server bundle can still import the repository's packages. */
async function buildBareApp(buildDir: string) {
  await run("npx", ["react-router", "build", BARE_APP], {
    cwd: ROOT,
    env: childEnv({ BENCH_BARE_BUILD_DIR: buildDir }),
  });
  // The server bundle imports react-router etc. by name; from the temp dir, Node finds them through this link.
  await symlink(path.join(ROOT, "node_modules"), path.join(buildDir, "node_modules"), "dir");
}

async function startShop(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: "the shop",
    command: "npx",
    args: ["tsx", "server/index.ts"],
    port,
    cwd: ROOT,
    env: childEnv({
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMITS: "0",
    }),
  });
}

async function startBare(buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    name: "the bare React Router app",
    command: "npx",
    args: ["tsx", "scripts/bench/bare-server.ts"],
    port,
    cwd: ROOT,
    env: childEnv({ NODE_ENV: "production", PORT: String(port), BENCH_BARE_BUILD_DIR: buildDir }),
    startTimeoutMs: 60_000,
  });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A visitor the pages are loaded as, or why there is none. */
type Prepared = { session: ShopSession } | { problem: string };

async function prepare(who: string, make: () => Promise<ShopSession>): Promise<Prepared> {
  try {
    return { session: await step(`Making ${who}`, make) };
  } catch (error) {
    return { problem: `no ${who}: ${message(error)}` };
  }
}

/** The signed-in customer of the customer rows and of Buy now, with the product page their cart holds. */
type Customer = (Prepared & { productPath: string }) | { problem: string };

/** Every visitor but the anonymous one; the customer's cart and session are also Buy now's. */
type Visitors = { customer: Customer } & Record<"cart" | "design" | "service", Prepared>;

async function prepareVisitors(shopUrl: string, book: OrderBook): Promise<Visitors> {
  const productPath = await findProductPage(shopUrl).catch(() => undefined);
  const noProduct = { problem: "no product page linked from /men-shirts" };
  const service: Prepared =
    "problem" in book
      ? book
      : await prepare("the service staff member (joining the back office)", () => joinAsStaff(shopUrl, book.staffLink));
  return {
    customer: productPath
      ? {
          ...(await prepare("a signed-in customer ready to check out", () =>
            checkoutReadyCustomer(shopUrl, productPath),
          )),
          productPath,
        }
      : noProduct,
    cart: productPath
      ? await prepare("a visitor with a shirt in the cart", () => visitorWithCart(shopUrl, productPath))
      : noProduct,
    design: await prepare("a visitor with a design in progress", () => visitorDesigning(shopUrl, CONFIGURATOR)),
    service,
  };
}

/** The cookies of the row's visitor; throws when there is none. */
function headersFor(page: PageResult, visitors: Visitors): Record<string, string> {
  if (page.visitor === "anonymous") return {};
  const visitor = visitors[page.visitor];
  if ("problem" in visitor) throw new Error(visitor.problem);
  return visitor.session.headers();
}

/** Resolves each page's path and weighs its HTML and JavaScript as each of its visitors: one row each, grouped by page. */
async function weighPages(
  specs: PageSpec[],
  shop: RunningServer,
  sizes: JavaScriptSizes,
  visitors: Visitors,
): Promise<PageResult[][]> {
  const results: PageResult[][] = [];
  for (const spec of specs) {
    const rows = (spec.visitors ?? ["anonymous"]).map(
      (visitor): PageResult => ({
        path: spec.path,
        visitor,
        budget: spec.budget ?? "content",
        minRatio: spec.minRatio,
        queries: spec.queries,
        problems: [],
      }),
    );
    results.push(rows);
    let found: string | undefined;
    try {
      found = spec.discover ? await spec.discover(shop.url) : spec.path;
      if (!found) throw new Error(`no page matching ${spec.path} found`);
    } catch (error) {
      for (const page of rows) page.problems.push(message(error));
      continue;
    }
    for (const page of rows) {
      page.path = found;
      try {
        page.weight = await weighPage(`${shop.url}${page.path}`, sizes, headersFor(page, visitors));
      } catch (error) {
        page.problems.push(message(error));
      }
    }
  }
  return results;
}

/**
 * Throughput of each page between runs of the bare route, one after the other on the same
 * machine; each row is compared with the bare runs just before and just after it. A page with
 * a throughput budget has bare runs of its own on either side of its rows (its visitors), so
 * a machine whose load changes during the bench moves both sides of its ratios alike; the
 * other pages share theirs.
 */
async function measureLoad(
  groups: PageResult[][],
  bare: BareResult,
  bareUrl: string,
  shopUrl: string,
  visitors: Visitors,
  options: Options,
) {
  const measure = async (label: string, url: string, problems: string[], headers?: Record<string, string>) => {
    const throughput = await step(`Loading ${label} (${options.durationSeconds} s)`, () =>
      measureThroughput(url, options, headers),
    );
    const problem = throughputProblem(throughput);
    if (problem) problems.push(`under load: ${problem}`);
    return throughput;
  };
  const measureBare = async (label: string) => {
    const run = await measure(label, `${bareUrl}/`, bare.problems);
    bare.runs.push(run);
    return run;
  };
  let before = await measureBare("the bare route");
  let since: PageResult[] = [];
  const closeBracket = async () => {
    const after = await measureBare("the bare route again");
    compareWithBare(since, before, after);
    before = after;
    since = [];
  };
  for (const group of groups) {
    const budgeted = group.some((page) => page.minRatio !== undefined);
    if (budgeted && since.length > 0) await closeBracket();
    for (const page of group) {
      if (page.problems.length > 0) continue;
      const label = `${page.path} (${page.visitor})`;
      page.throughput = await measure(label, `${shopUrl}${page.path}`, page.problems, headersFor(page, visitors));
      since.push(page);
    }
    if (budgeted && since.length > 0) await closeBracket();
  }
  if (since.length > 0 || bare.runs.length < 2) await closeBracket();
  summariseBare(bare);
}

/** Times Buy now; last, as it empties the cart the checkout page was measured with. */
async function measureBuyNow(customer: Customer): Promise<BuyNowResult> {
  const result: BuyNowResult = { purchases: BUY_NOW_PURCHASES, durationsMs: [], problems: [] };
  if ("problem" in customer) {
    result.problems.push(customer.problem);
    return result;
  }
  try {
    result.durationsMs = await step(`Timing ${BUY_NOW_PURCHASES} Buy nows`, () =>
      timeBuyNow(customer.session, customer.productPath, BUY_NOW_PURCHASES),
    );
  } catch (error) {
    result.problems.push(message(error));
  }
  summariseBuyNow(result);
  return result;
}

/** Warnings about how far the throughput figures can be trusted. */
function reliabilityWarnings(bare: BareResult, loadAtStart: number): string[] {
  const warnings: string[] = [];
  const cpus = availableParallelism();
  if (loadAtStart > cpus / 2) {
    warnings.push(
      `the machine was busy at the start (load average ${loadAtStart.toFixed(1)} on ${cpus} CPUs): throughput figures are noisy.`,
    );
  }
  const drift = bareDrift(bare);
  if (drift !== undefined && drift > 0.2) {
    warnings.push(
      `the bare route's runs differ by up to ${(drift * 100).toFixed(0)} %: the machine's load changed during the run, ratios are approximate.`,
    );
  }
  return warnings;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

/** Cleanups, run once, last in first out: on success, on failure and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`Cleanup failed: ${message(error)}`);
      }
    }
    await stopAllGroups();
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing the temporary files.`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const failures: string[] = [];
  const loadAverageAtStart = loadavg();

  if (options.build) {
    await step("Building the shop", () => run("npx", ["react-router", "build"], { cwd: ROOT }));
  } else if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("--no-build, but there is no build: run `npm run build` first.");
  }

  const tempDir = await mkdtemp(path.join(tmpdir(), "shop-bench-"));
  // rm does not follow the node_modules symlink inside: only the temp dir's own files go.
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));
  const dataDir = path.join(tempDir, "data");
  const bareBuildDir = path.join(tempDir, "bare-build");
  await mkdir(dataDir);

  const catalogue = await loadLargeCatalogue(dataDir);
  const book = await loadOrderBook(dataDir, options.orders).catch((error: unknown) => ({ problem: message(error) }));
  if ("problem" in book && options.orders > 0) failures.push(`order book: ${book.problem}`);
  await step("Building the bare React Router app", () => buildBareApp(bareBuildDir));
  const shop = await step("Starting the shop", () => startShop(dataDir));
  cleanups.push(shop.stop);
  const bareServer = await step("Starting the bare app", () => startBare(bareBuildDir));
  cleanups.push(bareServer.stop);

  const visitors = await prepareVisitors(shop.url, book);
  const sizes = new JavaScriptSizes();
  const specs = [...PAGES, ...backOfficePages(book)];
  const groups = await step("Weighing the pages", () => weighPages(specs, shop, sizes, visitors));
  const pages = groups.flat();
  const bare: BareResult = { runs: [], problems: [] };
  try {
    bare.weight = await weighPage(`${bareServer.url}/`, sizes);
  } catch (error) {
    bare.problems.push(message(error));
  }
  await measureLoad(groups, bare, bareServer.url, shop.url, visitors, options);
  const buyNow = await measureBuyNow(visitors.customer);

  for (const problem of bare.problems) failures.push(`bare route: ${problem}`);
  for (const page of pages) {
    for (const problem of page.problems) failures.push(`${page.path} (${page.visitor}): ${problem}`);
  }
  for (const problem of buyNow.problems) failures.push(`Buy now: ${problem}`);

  console.log(`\n${formatTable(pages, bare)}\n\n${formatLegend(pages)}\n\n${formatBuyNow(buyNow)}\n`);
  console.log(formatSummary(pages, bare, failures));
  for (const warning of reliabilityWarnings(bare, loadAverageAtStart[0] ?? 0)) console.warn(`WARNING: ${warning}`);
  for (const failure of failures) console.error(`FAILED ${failure}`);
  if (pages.some((page) => page.problems.length > 0) || buyNow.problems.length > 0) {
    console.error(`\nThe shop's last output:\n${shop.output() || "    (nothing)"}`);
  }

  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: { node: process.version, cpus: availableParallelism(), platform: process.platform, loadAverageAtStart },
    options: { ...options },
    catalogue,
    orders: "problem" in book ? 0 : (book.sizes.at(-1)?.orders ?? 0),
    bare,
    pages: pages.map((page) => ({
      ...page,
      jsVerdict: jsVerdict(page),
      ratioVerdict: ratioVerdict(page),
      queryVerdict: queryVerdict(page),
      verdict: rowVerdict(page)?.verdict,
    })),
    buyNow,
    failures,
  });
  console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return failures.length === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nThe benchmark could not run: ${message(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
