/** The benchmark's verdicts, its table and its JSON file. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Throughput } from "./load";
import type { PageWeight } from "./weight";

/** DESIGN.md section 5: JavaScript (gzip) per page class, in KB of 1,024 bytes. */
export const JS_BUDGET_KB = { content: 150, app: 250 } as const;
export type BudgetClass = keyof typeof JS_BUDGET_KB;
/** DESIGN.md section 5: home, gallery and product pages render at least half as fast as a bare route. */
export const MIN_RATIO_TO_BARE = 0.5;

export type PageResult = {
  /** The path measured (or the pattern, when it could not be discovered). */
  path: string;
  budget: BudgetClass;
  /** Whether the throughput budget applies to this page. */
  ratioBudget: boolean;
  /**
   * Measured signed in: as the customer of `checkoutReadyCustomer` (scripts/bench/customer.ts)
   * or as the service staff member of `joinAsStaff` (scripts/bench/back-office.ts).
   */
  signedIn: false | "customer" | "service";
  /** Back-office pages: the queries the page's reads send, at each size of the order book measured. */
  queries?: QueryCount[];
  weight?: PageWeight;
  throughput?: Throughput;
  ratioToBare?: number;
  /** What failed to run for this page. */
  problems: string[];
};

/** The queries a page sends with `orders` orders in the shop. */
export type QueryCount = { orders: number; queries: number; milliseconds?: number };

/** FIXED when the page sends as many queries at every size measured, GROWS otherwise. */
export function queryVerdict(page: PageResult): "FIXED" | "GROWS" | undefined {
  const counts = page.queries?.map((count) => count.queries) ?? [];
  if (counts.length < 2) return undefined;
  return counts.every((count) => count === counts[0]) ? "FIXED" : "GROWS";
}

export type BareResult = {
  weight?: PageWeight;
  /** Measured first and again last: a busy machine shows as a difference between the two. */
  runs: Throughput[];
  /** Mean of the runs: what the pages are compared with. */
  requestsPerSecond?: number;
  p99Ms?: number;
  problems: string[];
};

/** Buy now with the test card, timed purchase after purchase (scripts/bench/customer.ts `timeBuyNow`). */
export type BuyNowResult = {
  purchases: number;
  durationsMs: number[];
  medianMs?: number;
  /** Nearest rank: the 19th fastest of 20. */
  p95Ms?: number;
  maxMs?: number;
  problems: string[];
};

/** Sets the median, 95th percentile and maximum from the durations. */
export function summariseBuyNow(result: BuyNowResult) {
  const sorted = [...result.durationsMs].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  const middle = sorted.length / 2;
  result.medianMs =
    sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  result.p95Ms = sorted[Math.ceil(0.95 * sorted.length) - 1];
  result.maxMs = sorted.at(-1);
}

const mean = (values: number[]) =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Sets the bare route's figures from its runs. */
export function summariseBare(bare: BareResult) {
  bare.requestsPerSecond = mean(bare.runs.map((run) => run.requestsPerSecond));
  bare.p99Ms = mean(bare.runs.map((run) => run.p99Ms));
}

/** How much the bare route's two runs differ, relative to their mean (0.1 = 10 %). */
export function bareDrift(bare: BareResult): number | undefined {
  const [first, last] = bare.runs;
  if (!first || !last || !bare.requestsPerSecond) return undefined;
  return Math.abs(first.requestsPerSecond - last.requestsPerSecond) / bare.requestsPerSecond;
}

const kb = (bytes: number) => bytes / 1024;

export function jsVerdict(page: PageResult): "OK" | "OVER" | undefined {
  if (!page.weight) return undefined;
  return kb(page.weight.jsGzipBytes) <= JS_BUDGET_KB[page.budget] ? "OK" : "OVER";
}

export function ratioVerdict(page: PageResult): "OK" | "LOW" | undefined {
  if (!page.ratioBudget || page.ratioToBare === undefined) return undefined;
  return page.ratioToBare >= MIN_RATIO_TO_BARE ? "OK" : "LOW";
}

const HEADERS = [
  "page",
  "JS gzip KB",
  "budget",
  "JS",
  "HTML gzip KB",
  "req/s",
  "ratio to bare",
  "p99 ms",
  "queries",
  "read ms",
];
const RIGHT_ALIGNED = new Set([1, 2, 4, 5, 6, 7, 9]);

/** "2 / 2 FIXED": the page's queries at each size of the order book. */
function queryCell(page: PageResult): string {
  if (!page.queries || page.queries.length === 0) return "";
  const verdict = queryVerdict(page);
  return `${page.queries.map((count) => count.queries).join(" / ")}${verdict ? ` ${verdict}` : ""}`;
}

function formatRow(cells: string[], widths: number[]) {
  return cells
    .map((cell, i) => (RIGHT_ALIGNED.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
    .join("  ");
}

const fixed = (value: number | undefined, digits: number) => (value === undefined ? "-" : value.toFixed(digits));

function pageCells(page: PageResult): string[] {
  const ratio = page.ratioToBare === undefined ? "-" : page.ratioToBare.toFixed(2);
  const verdict = ratioVerdict(page);
  return [
    page.problems.length > 0 ? `${page.path} (ERROR)` : page.path,
    fixed(page.weight && kb(page.weight.jsGzipBytes), 1),
    String(JS_BUDGET_KB[page.budget]),
    jsVerdict(page) ?? "-",
    fixed(page.weight && kb(page.weight.htmlGzipBytes), 1),
    fixed(page.throughput?.requestsPerSecond, 0),
    verdict ? `${ratio} ${verdict}` : ratio,
    fixed(page.throughput?.p99Ms, 0),
    queryCell(page),
    page.queries?.map((count) => fixed(count.milliseconds, 0)).join(" / ") ?? "",
  ];
}

function bareCells(bare: BareResult): string[] {
  return [
    "bare React Router route",
    fixed(bare.weight && kb(bare.weight.jsGzipBytes), 1),
    "",
    "",
    fixed(bare.weight && kb(bare.weight.htmlGzipBytes), 1),
    fixed(bare.requestsPerSecond, 0),
    bare.requestsPerSecond ? "1.00" : "-",
    fixed(bare.p99Ms, 0),
    "",
    "",
  ];
}

export function formatTable(pages: PageResult[], bare: BareResult): string {
  const rows = [HEADERS, ...pages.map(pageCells), bareCells(bare)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const lines = rows.map((row) => formatRow(row, widths));
  return [lines[0], rule, ...lines.slice(1, -1), rule, lines.at(-1)].join("\n");
}

export function formatLegend(pages: PageResult[]): string {
  const signedIn = pages.filter((page) => page.signedIn === "customer").map((page) => page.path);
  const service = pages.filter((page) => page.signedIn === "service").map((page) => page.path);
  const sizes = pages.find((page) => page.queries && page.queries.length > 0)?.queries ?? [];
  return [
    `JS: every script the page loads, gzip level 9, KB = 1,024 bytes; budget ${JS_BUDGET_KB.content} KB for content pages, ${JS_BUDGET_KB.app} KB for the configurator and checkout.`,
    `ratio to bare: req/s of the page / req/s of the bare route; budget >= ${MIN_RATIO_TO_BARE} where marked OK/LOW (home, gallery, product pages).`,
    ...(signedIn.length > 0
      ? [
          `${signedIn.join(", ")}: as a signed-in customer with a delivery address and two shirts in the cart (its cookies sent with every request).`,
        ]
      : []),
    ...(service.length > 0
      ? [
          `${service.join(", ")}: as a signed-in customer-service staff member, the shop holding ${sizes.at(-1)?.orders.toLocaleString("en-GB") ?? "?"} generated orders (npm run orders:generate).`,
          `queries: statements the page's reads send (orders/admin.server.ts, counted with countQueries, the staff session's check not included) at ${sizes.map((count) => count.orders.toLocaleString("en-GB")).join(" / ")} orders; FIXED when equal. read ms: those reads alone, before the shop starts, median of 3.`,
        ]
      : []),
  ].join("\n");
}

export function formatBuyNow(result: BuyNowResult): string {
  const ms = (value: number | undefined) => `${fixed(value, 0)} ms`;
  const figures =
    result.durationsMs.length > 0
      ? `median ${ms(result.medianMs)}, p95 ${ms(result.p95Ms)}, max ${ms(result.maxMs)}`
      : "not measured";
  return [
    `Buy now: ${figures}.`,
    `  One POST /checkout with the test card, from sending it to the end of its answer (the redirect to the confirmation): ` +
      `the order created and paid, one shirt in the cart; ${result.durationsMs.length} of ${result.purchases} purchases, ` +
      "one after another while the bench sends nothing else, after an untimed first one; refilling the cart and reading the page are not timed.",
  ].join("\n");
}

export function formatSummary(pages: PageResult[], bare: BareResult, failures: string[]): string {
  const weighed = pages.filter((page) => page.weight);
  const over = pages.filter((page) => jsVerdict(page) === "OVER");
  const ratioPages = pages.filter((page) => ratioVerdict(page));
  const low = ratioPages.filter((page) => ratioVerdict(page) === "LOW");
  const parts = [
    `JS budget ${weighed.length - over.length}/${weighed.length} pages OK` +
      (over.length > 0
        ? ` (over: ${over.map((p) => `${p.path} ${kb(p.weight?.jsGzipBytes ?? 0).toFixed(1)} KB > ${JS_BUDGET_KB[p.budget]} KB`).join(", ")})`
        : ""),
    `throughput budget ${ratioPages.length - low.length}/${ratioPages.length} pages OK` +
      (low.length > 0 ? ` (low: ${low.map((p) => `${p.path} ${p.ratioToBare?.toFixed(2)}`).join(", ")})` : ""),
    ...(pages.some((page) => queryVerdict(page))
      ? [
          `query counts ${pages.filter((page) => queryVerdict(page) === "FIXED").length}/${pages.filter((page) => queryVerdict(page)).length} back-office pages fixed`,
        ]
      : []),
    `bare route ${bare.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(" then ") || "-"} req/s`,
    failures.length === 0 ? "nothing failed" : `${failures.length} failure${failures.length === 1 ? "" : "s"}`,
  ];
  return `Summary: ${parts.join("; ")}.`;
}

export type Report = {
  date: string;
  commit?: string;
  machine: { node: string; cpus: number; platform: string; loadAverageAtStart: number[] };
  options: Record<string, unknown>;
  catalogue: string;
  /** Orders in the shop while the back office was measured. */
  orders: number;
  bare: BareResult;
  pages: (PageResult & { jsVerdict?: string; ratioVerdict?: string })[];
  buyNow: BuyNowResult;
  failures: string[];
};

export function writeJson(file: string, report: Report) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
