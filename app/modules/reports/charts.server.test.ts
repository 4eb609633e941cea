import { describe, expect, it } from "vitest";
import { drawCharts } from "./charts.server";

describe("charts drawn on the server", () => {
  it("are SVG that scales to its box, hidden from screen readers (the figure names it), without script or style", async () => {
    const [svg] = await drawCharts([
      {
        kind: "bar",
        unit: { currency: "EUR" },
        categories: ["w/c 2 Nov 2026", "w/c 9 Nov 2026"],
        series: [{ name: "Net revenue <b>", values: [12_000, 34_500] }],
      },
    ]);
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 640 280"');
    expect(svg).not.toMatch(/<script|<style|<foreignObject|\son\w+=/i);
    expect(svg).toContain("w/c 9 Nov 2026");
  });
});
