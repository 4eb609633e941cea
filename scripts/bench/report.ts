/** The benchmark's verdicts, its table and its JSON file. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Throughput } from "./load";
import type { PageWeight } from "./weight";

/** DESIGN.md section 5: JavaScript (gzip) per page class, in KB of 1,024 bytes. */
export const JS_BUDGET_KB = { content: 150, app: 250 } as const;
export type BudgetClass = keyof typeof JS_BUDGET_KB;
/**
 * DESIGN.md section 5: home, gallery and product pages render at least half as fast as a bare
 * route, for every visitor; the checkout at least a quarter.
 */
export const MIN_RATIO_TO_BARE = 0.5;
export const MIN_CHECKOUT_RATIO_TO_BARE = 0.25;

/**
 * Who sends a row's requests (scripts/bench/customer.ts and back-office.ts make them):
 * - anonymous: no cookie at all, what the anonymous page cache serves;
 * - cart: a visitor without an account, one shirt in the cart;
 * - customer: signed in, a delivery address and two shirts in the cart;
 * - design: a visitor without an account with a design in progress on the configurator;
 * - service: a customer-service staff member in the back office.
 */
export const VISITORS = ["anonymous", "cart", "customer", "design", "service"] as const;
export type Visitor = (typeof VISITORS)[number];

export type PageResult = {
  /** The path measured (or the pattern, when it could not be discovered). */
  path: string;
  visitor: Visitor;
  budget: BudgetClass;
  /** The throughput budget, when one applies: at least this ratio of the bare route's req/s. */
  minRatio?: number;
  /** Back-office pages: the queries the page's reads send, at each size of the order book measured. */
  queries?: QueryCount[];
  weight?: PageWeight;
  throughput?: Throughput;
  /** The bare route's req/s the row is compared with: the mean of its runs just before and just after the row. */
  bareRequestsPerSecond?: number;
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
  /** Measured first, between the pages, and last: a busy machine shows as a difference between them. */
  runs: Throughput[];
  /** Mean of the runs. */
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

/** How far apart the bare route's slowest and fastest runs are, relative to their mean (0.1 = 10 %). */
export function bareDrift(bare: BareResult): number | undefined {
  const rates = bare.runs.map((run) => run.requestsPerSecond);
  if (rates.length < 2 || !bare.requestsPerSecond) return undefined;
  return (Math.max(...rates) - Math.min(...rates)) / bare.requestsPerSecond;
}

/** Compares rows loaded between two runs of the bare route with the mean of those two runs. */
export function compareWithBare(rows: PageResult[], before: Throughput, after: Throughput) {
  const bareRequestsPerSecond = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  for (const row of rows) {
    if (!row.throughput || bareRequestsPerSecond === 0) continue;
    row.bareRequestsPerSecond = bareRequestsPerSecond;
    row.ratioToBare = row.throughput.requestsPerSecond / bareRequestsPerSecond;
  }
}

const kb = (bytes: number) => bytes / 1024;

export function jsVerdict(page: PageResult): "OK" | "OVER" | undefined {
  if (!page.weight) return undefined;
  return kb(page.weight.jsGzipBytes) <= JS_BUDGET_KB[page.budget] ? "OK" : "OVER";
}

export function ratioVerdict(page: PageResult): "OK" | "LOW" | undefined {
  if (page.minRatio === undefined || page.ratioToBare === undefined) return undefined;
  return page.ratioToBare >= page.minRatio ? "OK" : "LOW";
}

/** The budgets of DESIGN.md section 5 a row can be judged on. */
const BUDGETS = [
  { name: "JS", judge: (page: PageResult) => jsVerdict(page), ok: "OK" },
  { name: "throughput", judge: (page: PageResult) => ratioVerdict(page), ok: "OK" },
  { name: "queries", judge: (page: PageResult) => queryVerdict(page), ok: "FIXED" },
] as const;

type BudgetName = (typeof BUDGETS)[number]["name"];

/** The row's verdict: OK when every budget it was judged on is met; undefined when none could be judged. */
export function rowVerdict(page: PageResult): { verdict: "OK" | "OVER"; over: BudgetName[] } | undefined {
  const judged = BUDGETS.filter((budget) => budget.judge(page) !== undefined);
  if (judged.length === 0) return undefined;
  const over = judged.filter((budget) => budget.judge(page) !== budget.ok).map((budget) => budget.name);
  return { verdict: over.length === 0 ? "OK" : "OVER", over };
}

const fixed = (value: number | undefined, digits: number) => (value === undefined ? "-" : value.toFixed(digits));
const thousands = (value: number) => value.toLocaleString("en-GB");

/** The sizes of the order book the back office's queries were counted at. */
function bookSizes(pages: PageResult[]): number[] {
  return pages.find((page) => page.queries && page.queries.length > 0)?.queries?.map((count) => count.orders) ?? [];
}

type Column = { header: string; right?: boolean; cell: (page: PageResult) => string };

function columns(pages: PageResult[]): Column[] {
  const sizes = bookSizes(pages);
  return [
    { header: "page", cell: (page) => page.path },
    { header: "visitor", cell: (page) => page.visitor },
    { header: "JS KB", right: true, cell: (page) => fixed(page.weight && kb(page.weight.jsGzipBytes), 1) },
    { header: "JS max", right: true, cell: (page) => String(JS_BUDGET_KB[page.budget]) },
    { header: "HTML KB", right: true, cell: (page) => fixed(page.weight && kb(page.weight.htmlGzipBytes), 1) },
    { header: "req/s", right: true, cell: (page) => fixed(page.throughput?.requestsPerSecond, 0) },
    {
      header: "bare req/s",
      right: true,
      cell: (page) => fixed(page.bareRequestsPerSecond, 0),
    },
    { header: "ratio", right: true, cell: (page) => fixed(page.ratioToBare, 2) },
    {
      header: "min ratio",
      right: true,
      cell: (page) => (page.minRatio === undefined ? "" : page.minRatio.toFixed(2)),
    },
    { header: "p99 ms", right: true, cell: (page) => fixed(page.throughput?.p99Ms, 0) },
    {
      header: sizes.length > 0 ? `queries at ${sizes.map(thousands).join(" / ")}` : "queries",
      cell: (page) =>
        page.queries && page.queries.length > 0
          ? `${page.queries.map((count) => count.queries).join(" / ")} ${queryVerdict(page) ?? ""}`.trim()
          : "",
    },
    {
      header: "read ms",
      right: true,
      cell: (page) => page.queries?.map((count) => fixed(count.milliseconds, 0)).join(" / ") ?? "",
    },
    {
      header: "verdict",
      cell: (page) => {
        if (page.problems.length > 0) return "ERROR";
        const verdict = rowVerdict(page);
        if (!verdict) return "-";
        return verdict.over.length > 0 ? `OVER (${verdict.over.join(", ")})` : verdict.verdict;
      },
    },
  ];
}

function bareCells(bare: BareResult, count: number): string[] {
  const cells = Array<string>(count).fill("");
  cells[0] = "bare React Router route";
  cells[2] = fixed(bare.weight && kb(bare.weight.jsGzipBytes), 1);
  cells[4] = fixed(bare.weight && kb(bare.weight.htmlGzipBytes), 1);
  cells[5] = fixed(bare.requestsPerSecond, 0);
  cells[7] = bare.requestsPerSecond ? "1.00" : "-";
  cells[9] = fixed(bare.p99Ms, 0);
  return cells;
}

/** One row per page and visitor, the bare route last. */
export function formatTable(pages: PageResult[], bare: BareResult): string {
  const table = columns(pages);
  const rows = [
    table.map((column) => column.header),
    ...pages.map((page) => table.map((column) => column.cell(page))),
    bareCells(bare, table.length),
  ];
  const widths = table.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  const format = (row: string[]) =>
    row
      .map((cell, i) => (table[i]?.right ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const lines = rows.map(format);
  return [lines[0], rule, ...lines.slice(1, -1), rule, lines.at(-1)].join("\n");
}

/** What each visitor is, as the bench makes it. */
const VISITOR_LEGEND: Record<Visitor, string> = {
  anonymous: "no cookie at all (the 30-second anonymous page cache serves it where the page has one)",
  cart: "no account, one shirt added to the cart on the product page (the cart cookie)",
  customer: "signed in, with a delivery address and two shirts in the cart (the session's and the cart's cookies)",
  design:
    "no account, a design in progress on /design-shirt/1: a collar chosen and a size calculated on its SIZES tab (the cart cookie naming the draft, and the size_draft cookie)",
  service: "a signed-in customer-service staff member",
};

export function formatLegend(pages: PageResult[]): string {
  const sizes = bookSizes(pages);
  const visitors = VISITORS.filter((visitor) => pages.some((page) => page.visitor === visitor));
  return [
    `JS KB: every script the page loads, gzip level 9, KB = 1,024 bytes; JS max ${JS_BUDGET_KB.content} KB for content pages, ${JS_BUDGET_KB.app} KB for the configurator, the checkout and the back office. HTML KB: the page, gzip.`,
    `bare req/s: the mean of the bare route's runs just before and just after the row (home, gallery, product page and checkout have runs of their own on either side); ratio: req/s / bare req/s. min ratio: the row's throughput budget, ${MIN_RATIO_TO_BARE} for home, gallery and product pages whoever the visitor, ${MIN_CHECKOUT_RATIO_TO_BARE} for the checkout.`,
    ...(sizes.length > 0
      ? [
          `queries: statements the page's reads send (orders/ and customers/staff-list.server.ts, pages/admin/order.server.ts and customer.server.ts, counted with countQueries, the staff session's check not included) at ${sizes.map(thousands).join(" / ")} generated orders, the budget FIXED (the same at every size); the back office was loaded at ${thousands(sizes.at(-1) ?? 0)}. read ms: those reads alone, before the shop starts, median of 3.`,
        ]
      : []),
    "verdict: OK when every budget of the row is met, else OVER and the budgets it misses (JS, throughput, queries).",
    "visitor:",
    ...visitors.map((visitor) => `  ${visitor}: ${VISITOR_LEGEND[visitor]}`),
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

/** A budget across the rows judged on it: met when every one of them is. */
function budgetLine(name: BudgetName, pages: PageResult[], pagesOk: PageResult[]): { met: boolean; text: string } {
  const text = `${name} ${pagesOk.length}/${pages.length} rows`;
  if (name !== "throughput") return { met: pagesOk.length === pages.length, text };
  const byVisitor = VISITORS.flatMap((visitor) => {
    const rows = pages.filter((page) => page.visitor === visitor);
    return rows.length === 0
      ? []
      : [`${visitor} ${rows.filter((page) => pagesOk.includes(page)).length}/${rows.length}`];
  });
  return { met: pagesOk.length === pages.length, text: `${text} (${byVisitor.join(", ")})` };
}

/** Why a row is over: each budget it misses, with its figure. */
function overLine(page: PageResult, over: BudgetName[]): string {
  const reasons = over.map((name) => {
    if (name === "JS") return `JS ${kb(page.weight?.jsGzipBytes ?? 0).toFixed(1)} KB > ${JS_BUDGET_KB[page.budget]} KB`;
    if (name === "throughput") return `ratio ${fixed(page.ratioToBare, 2)} < ${fixed(page.minRatio, 2)}`;
    return `queries ${page.queries?.map((count) => count.queries).join(" / ")} grow with the orders`;
  });
  return `  OVER ${page.path} (${page.visitor}): ${reasons.join(", ")}`;
}

/** Which budgets are met, then each row over budget, one a line. */
export function formatSummary(pages: PageResult[], bare: BareResult, failures: string[]): string {
  const met: string[] = [];
  const notMet: string[] = [];
  for (const budget of BUDGETS) {
    const judged = pages.filter((page) => budget.judge(page) !== undefined);
    if (judged.length === 0) continue;
    const line = budgetLine(
      budget.name,
      judged,
      judged.filter((page) => budget.judge(page) === budget.ok),
    );
    (line.met ? met : notMet).push(line.text);
  }
  const parts = [
    `budgets met: ${met.join(", ") || "none"}`,
    `not met: ${notMet.join(", ") || "none"}`,
    `bare route runs ${bare.runs.map((run) => run.requestsPerSecond.toFixed(0)).join(", ") || "-"} req/s`,
    failures.length === 0 ? "nothing failed" : `${failures.length} failure${failures.length === 1 ? "" : "s"}`,
  ];
  const over = pages.flatMap((page) => {
    const verdict = rowVerdict(page);
    return verdict && verdict.over.length > 0 ? [overLine(page, verdict.over)] : [];
  });
  return [`Summary: ${parts.join("; ")}.`, ...over].join("\n");
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
  pages: (PageResult & { jsVerdict?: string; ratioVerdict?: string; queryVerdict?: string; verdict?: string })[];
  buyNow: BuyNowResult;
  failures: string[];
};

export function writeJson(file: string, report: Report) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
