import { describe, expect, it } from "vitest";
import { type BuyNowResult, summariseBuyNow } from "./report";

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
