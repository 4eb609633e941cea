/** What `npm run lighthouse` reads in a Lighthouse result, and the table it prints (DESIGN.md section 5). */
import type { Result } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lowest score (0-100) each category may have. */
export const BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const HEADINGS: Record<Category, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/** An audit that cost its category points, with Lighthouse's figure when it has one. */
export type FailingAudit = { category: Category; id: string; title: string; displayValue?: string };

export type PageScores = {
  path: string;
  /** 0-100 per category; undefined when Lighthouse could not score it. */
  scores: Record<Category, number | undefined>;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  bytes?: number;
  failing: FailingAudit[];
  firstPaint?: FirstPaintWeight;
  /** Why the page could not be measured (Lighthouse's runtime error), when it could not. */
  problem?: string;
};

// Audits whose score means nothing for the verdict: shown for information, or not applicable.
const UNSCORED = new Set(["informative", "manual", "notApplicable", "error"]);

/** The audits of `category` that did not get full marks, worst first. */
function failingAudits(lhr: Result, category: Category): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: (FailingAudit & { score: number })[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || UNSCORED.has(audit.scoreDisplayMode)) continue;
    // Performance: the metrics and what Lighthouse estimates would save time; other categories: every failure.
    if (category === "performance" && ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
    failing.push({
      category,
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue || undefined,
      score: audit.score,
    });
  }
  return failing.sort((a, b) => a.score - b.score).map(({ score: _score, ...audit }) => audit);
}

/**
 * What a page asks for at a priority Lighthouse's simulation treats as holding up the first
 * paint (its FCP graph: "VeryHigh", or "High" scripts). It depends on the markup, not on the
 * machine's load, unlike the simulated times: the figure to watch while working on first paint.
 */
export type FirstPaintWeight = {
  htmlBytes: number;
  blocking: Record<"stylesheets" | "fonts" | "scripts" | "other", { count: number; bytes: number }>;
};

type NetworkRequest = { url: string; resourceType?: string; priority?: string; transferSize?: number };

export function firstPaintWeight(lhr: Result): FirstPaintWeight | undefined {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return undefined;
  const requests = details.items as unknown as NetworkRequest[];
  const [document, ...rest] = requests;
  if (!document) return undefined;
  const weight: FirstPaintWeight = {
    htmlBytes: document.transferSize ?? 0,
    blocking: {
      stylesheets: { count: 0, bytes: 0 },
      fonts: { count: 0, bytes: 0 },
      scripts: { count: 0, bytes: 0 },
      other: { count: 0, bytes: 0 },
    },
  };
  for (const request of rest) {
    const isScript = request.resourceType === "Script";
    if (request.priority !== "VeryHigh" && !(request.priority === "High" && isScript)) continue;
    const kind =
      request.resourceType === "Stylesheet"
        ? "stylesheets"
        : request.resourceType === "Font"
          ? "fonts"
          : isScript
            ? "scripts"
            : "other";
    weight.blocking[kind].count += 1;
    weight.blocking[kind].bytes += request.transferSize ?? 0;
  }
  return weight;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

/** The row of one page from Lighthouse's result. */
export function summarise(path: string, lhr: Result): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === "number" ? Math.round(score * 100) : undefined];
    }),
  ) as Record<Category, number | undefined>;
  return {
    path,
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    bytes: numeric(lhr, "total-byte-weight"),
    failing: CATEGORIES.flatMap((category) => failingAudits(lhr, category)),
    firstPaint: firstPaintWeight(lhr),
    problem: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

/** Of several runs of one page, the one with the median performance score (the others vary less). */
export function medianRun(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no run to choose from");
  return median;
}

/** The categories of a page under budget, as "performance 91 < 95". */
export function overBudget(page: PageScores): string[] {
  if (page.problem) return [`not measured (${page.problem})`];
  return CATEGORIES.flatMap((category) => {
    const score = page.scores[category];
    if (score === undefined) return [`${HEADINGS[category]} not scored`];
    return score < BUDGETS[category] ? [`${HEADINGS[category]} ${score} < ${BUDGETS[category]}`] : [];
  });
}

const seconds = (ms?: number) => (ms === undefined ? "-" : `${(ms / 1000).toFixed(1)} s`);
const milliseconds = (ms?: number) => (ms === undefined ? "-" : `${Math.round(ms)} ms`);
const kibibytes = (bytes?: number) => (bytes === undefined ? "-" : `${Math.round(bytes / 1024)} KiB`);

/** A score with a mark when it is under its budget. */
function score(page: PageScores, category: Category) {
  const value = page.scores[category];
  if (value === undefined) return "-";
  return value < BUDGETS[category] ? `${value} ✗` : String(value);
}

/** Every page's scores and timings as a Markdown table, so it can be pasted into a note as it is. */
export function formatTable(pages: PageScores[]): string {
  const header = ["page", ...CATEGORIES.map((category) => HEADINGS[category]), "FCP", "LCP", "TBT", "bytes"];
  const rows = pages.map((page) => [
    page.path,
    ...CATEGORIES.map((category) => score(page, category)),
    seconds(page.fcpMs),
    seconds(page.lcpMs),
    milliseconds(page.tbtMs),
    kibibytes(page.bytes),
  ]);
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const budgets = CATEGORIES.map((category) => `${HEADINGS[category]} >= ${BUDGETS[category]}`).join(", ");
  return [
    line(header),
    line(header.map(() => "---")),
    ...rows.map(line),
    "",
    `Budgets (DESIGN.md section 5): ${budgets}; ✗ marks a score under its budget.`,
  ].join("\n");
}

/** Per page, the HTML and what is fetched at a priority that holds up the first paint. */
export function formatFirstPaint(pages: PageScores[]): string {
  const rows = pages.map((page) => {
    const weight = page.firstPaint;
    if (!weight) return `| ${page.path} | - | - | - | - |`;
    const cell = ({ count, bytes }: { count: number; bytes: number }) =>
      count === 0 ? "0" : `${count}, ${kibibytes(bytes)}`;
    const { stylesheets, fonts, scripts } = weight.blocking;
    return `| ${page.path} | ${kibibytes(weight.htmlBytes)} | ${cell(stylesheets)} | ${cell(fonts)} | ${cell(scripts)} |`;
  });
  return [
    "| page | HTML | stylesheets | fonts | scripts |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "Fetched at a priority Lighthouse's simulated phone waits for before the first paint (transfer sizes).",
  ].join("\n");
}

/** Per page, the audits that cost points, grouped by category. */
export function formatFailing(pages: PageScores[]): string {
  const blocks = pages.map((page) => {
    if (page.problem) return `${page.path}: not measured: ${page.problem}`;
    if (page.failing.length === 0) return `${page.path}: no failing audit`;
    const lines = page.failing.map(
      (audit) =>
        `  - [${HEADINGS[audit.category]}] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`,
    );
    return [`${page.path}:`, ...lines].join("\n");
  });
  return blocks.join("\n");
}
