import { describe, expect, it } from "vitest";
import type { Throughput } from "./load";
import {
  type BareResult,
  type BuyNowResult,
  bareDrift,
  compareWithBare,
  formatLegend,
  formatSummary,
  formatTable,
  MIN_CHECKOUT_RATIO_TO_BARE,
  MIN_RATIO_TO_BARE,
  type PageResult,
  queryVerdict,
  ratioVerdict,
  rowVerdict,
  summariseBuyNow,
} from "./report";
import type { PageWeight } from "./weight";

const result = (durationsMs: number[]): BuyNowResult => ({ purchases: 20, durationsMs, problems: [] });

describe("summariseBuyNow", () => {
  it("gives the median, the nearest-rank 95th percentile and the maximum", () => {
    // 1 to 20 ms, shuffled: median between the 10th and 11th, p95 the 19th.
    const durations = Array.from({ length: 20 }, (_, i) => ((i * 7) % 20) + 1);
    const summary = result(durations);
    summariseBuyNow(summary);
    expect(summary).toMatchObject({ medianMs: 10.5, p95Ms: 19, maxMs: 20 });
  });

  it("takes the middle value of an odd count", () => {
    const summary = result([30, 10, 20]);
    summariseBuyNow(summary);
    expect(summary).toMatchObject({ medianMs: 20, p95Ms: 30, maxMs: 30 });
  });

  it("leaves the figures unset when nothing was timed", () => {
    const summary = result([]);
    summariseBuyNow(summary);
    expect(summary.medianMs).toBeUndefined();
  });
});

const page = (overrides: Partial<PageResult>): PageResult => ({
  path: "/admin/orders",
  visitor: "service",
  budget: "app",
  problems: [],
  ...overrides,
});

const throughput = (requestsPerSecond: number): Throughput => ({
  url: "http://localhost/",
  requestsPerSecond,
  p99Ms: 40,
  averageMs: 10,
  requests: requestsPerSecond * 10,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  statuses: { "200": requestsPerSecond * 10 },
});

const weight = (jsKb: number): PageWeight => ({
  url: "http://localhost/",
  htmlBytes: 90_000,
  htmlGzipBytes: 20 * 1024,
  jsBytes: jsKb * 3 * 1024,
  jsGzipBytes: jsKb * 1024,
  jsFiles: [],
  externalScripts: [],
});

/** A page loaded at `requestsPerSecond` beside a bare route at 1,000 req/s. */
const loaded = (overrides: Partial<PageResult>, requestsPerSecond: number, jsKb = 120): PageResult =>
  page({
    budget: "content",
    weight: weight(jsKb),
    throughput: throughput(requestsPerSecond),
    bareRequestsPerSecond: 1000,
    ratioToBare: requestsPerSecond / 1000,
    ...overrides,
  });

const bare: BareResult = {
  runs: [throughput(1010), throughput(990)],
  requestsPerSecond: 1000,
  p99Ms: 5,
  weight: weight(60),
  problems: [],
};

const at = (...counts: number[]) =>
  counts.map((queries, i) => ({ orders: 1000 * 100 ** i, queries, milliseconds: 4 * (i + 1) }));

describe("queryVerdict", () => {
  it("is FIXED when the counts are equal at every size, GROWS otherwise, nothing for one size", () => {
    expect(queryVerdict(page({ queries: at(2, 2) }))).toBe("FIXED");
    expect(queryVerdict(page({ queries: at(10, 11) }))).toBe("GROWS");
    expect(queryVerdict(page({ queries: at(2) }))).toBeUndefined();
    expect(queryVerdict(page({}))).toBeUndefined();
  });
});

describe("ratioVerdict", () => {
  it("judges the ratio against the row's own budget, and only rows that have one", () => {
    expect(ratioVerdict(loaded({ visitor: "cart", minRatio: MIN_RATIO_TO_BARE }, 500))).toBe("OK");
    expect(ratioVerdict(loaded({ visitor: "cart", minRatio: MIN_RATIO_TO_BARE }, 499))).toBe("LOW");
    expect(ratioVerdict(loaded({ visitor: "customer", minRatio: MIN_CHECKOUT_RATIO_TO_BARE }, 300))).toBe("OK");
    expect(ratioVerdict(loaded({ visitor: "customer", minRatio: MIN_CHECKOUT_RATIO_TO_BARE }, 200))).toBe("LOW");
    expect(ratioVerdict(loaded({ visitor: "anonymous" }, 10))).toBeUndefined();
    expect(ratioVerdict(page({ minRatio: MIN_RATIO_TO_BARE }))).toBeUndefined();
  });
});

describe("compareWithBare", () => {
  it("compares each row loaded with the mean of the bare runs around it, and leaves a row not loaded alone", () => {
    const rows = [page({ throughput: throughput(300) }), page({ throughput: throughput(100) }), page({})];
    compareWithBare(rows, throughput(1100), throughput(900));
    expect(rows.map((row) => [row.bareRequestsPerSecond, row.ratioToBare])).toEqual([
      [1000, 0.3],
      [1000, 0.1],
      [undefined, undefined],
    ]);
  });
});

describe("bareDrift", () => {
  it("is the spread between the slowest and the fastest bare run, relative to their mean", () => {
    const runs = [throughput(1000), throughput(700), throughput(1300)];
    expect(bareDrift({ runs, requestsPerSecond: 1000, problems: [] })).toBeCloseTo(0.6);
    expect(bareDrift({ runs: runs.slice(0, 1), requestsPerSecond: 1000, problems: [] })).toBeUndefined();
  });
});

describe("rowVerdict", () => {
  it("is OK when every budget judged is met, else OVER with the budgets missed", () => {
    expect(rowVerdict(loaded({ minRatio: 0.5 }, 800))).toEqual({ verdict: "OK", over: [] });
    expect(rowVerdict(loaded({ minRatio: 0.5 }, 60))).toEqual({ verdict: "OVER", over: ["throughput"] });
    expect(rowVerdict(loaded({ minRatio: 0.5, queries: at(3, 7) }, 60, 151))).toEqual({
      verdict: "OVER",
      over: ["JS", "throughput", "queries"],
    });
    expect(rowVerdict(page({ minRatio: 0.5 }))).toBeUndefined();
  });
});

describe("the table, its legend and the summary", () => {
  const home = { path: "/", minRatio: MIN_RATIO_TO_BARE };
  const pages = [
    loaded({ ...home, visitor: "anonymous" }, 900),
    loaded({ ...home, visitor: "cart" }, 60),
    loaded({ ...home, visitor: "design" }, 55),
    loaded(
      {
        path: "/checkout",
        visitor: "customer",
        budget: "app",
        minRatio: MIN_CHECKOUT_RATIO_TO_BARE,
        // The bare runs around this row were faster than the runs' mean.
        bareRequestsPerSecond: 1040,
        ratioToBare: 0.25,
      },
      260,
      180,
    ),
    loaded({ path: "/admin/orders/99871", visitor: "service", budget: "app", queries: at(10, 10) }, 46, 90),
    loaded({ path: "/admin/orders?q=a", visitor: "service", budget: "app", queries: at(2, 3) }, 10, 90),
  ];
  const table = formatTable(pages, bare);
  const row = (path: string, visitor: string) =>
    table.split("\n").find((line) => line.startsWith(`${path} `) && line.includes(` ${visitor} `));

  it("names the visitor of each row beside the page, with the bare route's req/s, the row's budgets and verdict", () => {
    const [header, rule] = table.split("\n");
    expect(header).toMatch(
      /^page +visitor +JS KB +JS max +HTML KB +req\/s +bare req\/s +ratio +min ratio +p99 ms +queries at 1,000 \/ 100,000 +read ms +verdict$/,
    );
    expect(rule).toMatch(/^-+( +-+){12}$/);
    expect(row("/", "anonymous")).toMatch(/ 120\.0 +150 +20\.0 +900 +1000 +0\.90 +0\.50 +40 +OK$/);
    expect(row("/", "cart")).toMatch(/ 60 +1000 +0\.06 +0\.50 +40 +OVER \(throughput\)$/);
    expect(row("/", "design")).toMatch(/ 0\.06 +0\.50 .*OVER \(throughput\)$/);
    expect(row("/checkout", "customer")).toMatch(/ 180\.0 +250 .* 260 +1040 +0\.25 +0\.25 +40 +OK$/);
    expect(table.split("\n").at(-1)).toMatch(/^bare React Router route +60\.0 +20\.0 +1000 +1\.00 +5$/);
  });

  it("shows the back office's query counts at both sizes with FIXED as their budget", () => {
    expect(row("/admin/orders/99871", "service")).toMatch(/ 0\.05 +40 +10 \/ 10 FIXED +4 \/ 8 +OK$/);
    expect(row("/admin/orders?q=a", "service")).toMatch(/ 2 \/ 3 GROWS +4 \/ 8 +OVER \(queries\)$/);
  });

  it("marks a row that failed to run", () => {
    const failed = formatTable([page({ path: "/", visitor: "cart", problems: ["no cart"] })], bare);
    expect(failed).toMatch(/^\/ +cart .* ERROR$/m);
  });

  it("explains each visitor of the table, and no other", () => {
    const legend = formatLegend(pages.filter((row) => row.visitor !== "anonymous"));
    expect(legend).toContain("  cart: no account, one shirt added to the cart");
    expect(legend).toContain("  design: no account, a design in progress on /design-shirt/1");
    expect(legend).toContain("  service: a signed-in customer-service staff member");
    expect(legend).not.toContain("  anonymous: ");
    expect(formatLegend(pages)).toContain("  anonymous: no cookie at all");
    expect(legend).toContain("at 1,000 / 100,000 generated orders, the budget FIXED");
  });

  it("says which budgets are met, throughput by visitor, then each row over budget", () => {
    const [summary, ...over] = formatSummary(pages, bare, []).split("\n");
    expect(summary).toBe(
      "Summary: budgets met: JS 6/6 rows; not met: throughput 2/4 rows (anonymous 1/1, cart 0/1, customer 1/1, design 0/1), queries 1/2 rows; bare route runs 1010, 990 req/s; nothing failed.",
    );
    expect(over).toEqual([
      "  OVER / (cart): ratio 0.06 < 0.50",
      "  OVER / (design): ratio 0.06 < 0.50",
      "  OVER /admin/orders?q=a (service): queries 2 / 3 grow with the orders",
    ]);
  });
});
