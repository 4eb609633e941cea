import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import {
  firstPaintWeight,
  formatFailing,
  formatFirstPaint,
  formatTable,
  medianRun,
  overBudget,
  type PageScores,
  summarise,
} from "./report";

type Audit = Partial<Result["audits"][string]>;

/** A Lighthouse result with only what summarise reads. */
function result(scores: Record<string, number | null>, audits: Record<string, Audit>, refs: Record<string, string[]>) {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { id, score, auditRefs: (refs[id] ?? []).map((ref) => ({ id: ref, weight: ref.startsWith("metric") ? 10 : 0 })) },
    ]),
  );
  return { categories, audits } as unknown as Result;
}

const lhr = result(
  { performance: 0.91, accessibility: 1, "best-practices": 0.96, seo: 0.92 },
  {
    "metric-fcp": { title: "First Contentful Paint", score: 0.7, scoreDisplayMode: "numeric", displayValue: "2.9 s" },
    "metric-tbt": { title: "Total Blocking Time", score: 1, scoreDisplayMode: "numeric" },
    "render-blocking": {
      title: "Eliminate render-blocking resources",
      score: 0.5,
      scoreDisplayMode: "metricSavings",
      displayValue: "Potential savings of 450 ms",
    },
    "dom-size": { title: "Avoid an excessive DOM size", score: 0.5, scoreDisplayMode: "numeric" },
    "inspector-issues": { title: "Issues were logged", score: 0, scoreDisplayMode: "binary" },
    "link-text": { title: "Links do not have descriptive text", score: 0, scoreDisplayMode: "binary" },
    hreflang: { title: "Document has a valid hreflang", score: null, scoreDisplayMode: "notApplicable" },
    "first-contentful-paint": { numericValue: 2900 },
    "largest-contentful-paint": { numericValue: 3100 },
    "total-blocking-time": { numericValue: 42.4 },
    "total-byte-weight": { numericValue: 262 * 1024 },
  },
  {
    performance: ["metric-fcp", "metric-tbt", "render-blocking", "dom-size"],
    "best-practices": ["inspector-issues"],
    seo: ["hreflang", "link-text"],
  },
);

describe("summarise", () => {
  const page = summarise("/", lhr);

  it("reads the scores out of 100 and the metrics", () => {
    expect(page.scores).toEqual({ performance: 91, accessibility: 100, "best-practices": 96, seo: 92 });
    expect([page.fcpMs, page.lcpMs, page.tbtMs, page.bytes]).toEqual([2900, 3100, 42.4, 262 * 1024]);
  });

  it("lists the metrics under full marks, what would save time and every other category's failure", () => {
    expect(page.failing.map((audit) => audit.id)).toEqual([
      "render-blocking",
      "metric-fcp",
      "inspector-issues",
      "link-text",
    ]);
  });

  it("leaves out the diagnostics that do not count and what does not apply", () => {
    expect(page.failing.map((audit) => audit.id)).not.toContain("dom-size");
    expect(page.failing.map((audit) => audit.id)).not.toContain("hreflang");
  });
});

describe("budgets", () => {
  const page = summarise("/", lhr);

  it("names each category under its budget", () => {
    expect(overBudget(page)).toEqual(["performance 91 < 95", "best practices 96 < 100", "SEO 92 < 100"]);
  });

  it("passes a page at 95, 100, 100, 100", () => {
    const good: PageScores = {
      ...page,
      scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
    };
    expect(overBudget(good)).toEqual([]);
  });

  it("fails a page Lighthouse could not measure", () => {
    expect(overBudget({ ...page, problem: "NO_FCP: no paint" })).toEqual(["not measured (NO_FCP: no paint)"]);
  });
});

describe("medianRun", () => {
  it("keeps the run with the median performance score", () => {
    const page = summarise("/", lhr);
    const runs = [97, 88, 93].map((performance) => ({ ...page, scores: { ...page.scores, performance } }));
    expect(medianRun(runs).scores.performance).toBe(93);
  });
});

describe("formatting", () => {
  const page = summarise("/", lhr);

  it("prints the issue's table with the pages under budget marked", () => {
    const table = formatTable([page]);
    expect(table).toContain("| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | bytes |");
    expect(table).toContain("| / | 91 ✗ | 100 | 96 ✗ | 92 ✗ | 2.9 s | 3.1 s | 42 ms | 262 KiB |");
  });

  it("prints the failing audits with Lighthouse's figure", () => {
    expect(formatFailing([page])).toContain(
      "  - [performance] Eliminate render-blocking resources (Potential savings of 450 ms)",
    );
    expect(formatFailing([{ ...page, failing: [] }])).toBe("/: no failing audit");
  });
});

describe("firstPaintWeight", () => {
  it("counts what Lighthouse's simulation waits for: very high priority, and high priority scripts", () => {
    const request = (resourceType: string, priority: string, transferSize: number) => ({
      url: `/${resourceType}`,
      resourceType,
      priority,
      transferSize,
    });
    const items = [
      request("Document", "VeryHigh", 12_000),
      request("Stylesheet", "VeryHigh", 13_000),
      request("Font", "VeryHigh", 49_000),
      request("Script", "High", 67_000),
      request("Script", "Low", 44_000),
      request("Image", "Low", 5_000),
    ];
    const lhr = result({}, { "network-requests": { details: { type: "table", headings: [], items } } }, {});
    expect(firstPaintWeight(lhr)).toEqual({
      htmlBytes: 12_000,
      blocking: {
        stylesheets: { count: 1, bytes: 13_000 },
        fonts: { count: 1, bytes: 49_000 },
        scripts: { count: 1, bytes: 67_000 },
        other: { count: 0, bytes: 0 },
      },
    });
    expect(formatFirstPaint([{ ...summarise("/", lhr), firstPaint: firstPaintWeight(lhr) }])).toContain(
      "| / | 12 KiB | 1, 13 KiB | 1, 48 KiB | 1, 65 KiB |",
    );
  });
});
