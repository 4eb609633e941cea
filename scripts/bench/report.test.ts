import { describe, expect, it } from "vitest";
import {
  type BuyNowResult,
  formatLegend,
  formatSummary,
  formatTable,
  type PageResult,
  queryVerdict,
  summariseBuyNow,
} from "./report";

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
  budget: "app",
  ratioBudget: false,
  signedIn: "service",
  problems: [],
  ...overrides,
});

describe("queryVerdict", () => {
  it("is FIXED when the counts are equal at every size, GROWS otherwise, nothing for one size", () => {
    const at = (...counts: number[]) => counts.map((queries, i) => ({ orders: 1000 * 100 ** i, queries }));
    expect(queryVerdict(page({ queries: at(2, 2) }))).toBe("FIXED");
    expect(queryVerdict(page({ queries: at(10, 11) }))).toBe("GROWS");
    expect(queryVerdict(page({ queries: at(2) }))).toBeUndefined();
    expect(queryVerdict(page({}))).toBeUndefined();
  });
});

describe("the table and its legend", () => {
  it("show each back-office page's queries at both sizes and who was signed in", () => {
    const queries = [
      { orders: 1000, queries: 10, milliseconds: 4 },
      { orders: 100000, queries: 10, milliseconds: 12 },
    ];
    const pages = [page({ path: "/admin/orders/99871", queries }), page({ path: "/", signedIn: false })];
    const table = formatTable(pages, { runs: [], problems: [] });
    expect(table.split("\n")[0]).toMatch(/ queries +read ms$/);
    expect(table).toMatch(/\/admin\/orders\/99871 .* 10 \/ 10 FIXED +4 \/ 12$/m);
    const legend = formatLegend(pages);
    expect(legend).toContain(
      "/admin/orders/99871: as a signed-in customer-service staff member, the shop holding 100,000",
    );
    expect(legend).toContain("at 1,000 / 100,000 orders");
    expect(formatSummary(pages, { runs: [], problems: [] }, [])).toContain("query counts 1/1 back-office pages fixed");
  });
});
