import type { ChartSpec } from "./figures";

/*
 * Charts drawn on the server as SVG by Apache ECharts in its server-side mode (docs/decisions/
 * 032): the page embeds the markup, and no chart code goes to the browser. ECharts is imported
 * on the first chart, so the shop's start does not wait for it; only the parts drawn here
 * (bars, lines, axes, legend, labels kept inside the grid, the SVG renderer) are loaded.
 */

type ECharts = typeof import("echarts/core");

let loading: Promise<ECharts> | undefined;

function echarts(): Promise<ECharts> {
  loading ??= (async () => {
    const [core, charts, components, features, renderers] = await Promise.all([
      import("echarts/core"),
      import("echarts/charts"),
      import("echarts/components"),
      import("echarts/features"),
      import("echarts/renderers"),
    ]);
    core.use([
      charts.BarChart,
      charts.LineChart,
      components.GridComponent,
      components.LegendComponent,
      // Long names (a fabric and its reference) stay whole: the grid makes room for its labels.
      features.LegacyGridContainLabel,
      renderers.SVGRenderer,
    ]);
    return core;
  })();
  return loading;
}

/** The back office's palette (the shop's ink, a muted teal, ochre, brick, then greys). */
const COLOURS = ["#1f3a5f", "#2f7d7a", "#c08a2b", "#a4493d", "#6b7280", "#9ca3af"];
const INK = "#374151";
const LINE = "#e5e7eb";
const FONT = "Inter Variable, ui-sans-serif, system-ui, sans-serif";

const compact = new Intl.NumberFormat("en-GB", { notation: "compact", maximumFractionDigits: 1 });

function axisLabel(unit: ChartSpec["unit"]): (value: number) => string {
  if (unit === "percent") return (value) => `${Math.round(value * 100)}%`;
  if (unit === "count") return (value) => compact.format(value);
  const money = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: unit.currency,
    currencyDisplay: "narrowSymbol",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  // Amounts are drawn in minor units; the axis writes them in the currency's major unit.
  return (value) => money.format(value / 100);
}

function option(spec: ChartSpec) {
  const horizontal = spec.kind === "horizontal-bar";
  const categoryAxis = {
    type: "category" as const,
    data: spec.categories,
    axisLabel: { color: INK, fontFamily: FONT, fontSize: 13, hideOverlap: true },
    axisLine: { lineStyle: { color: "#9ca3af" } },
    axisTick: { show: false },
    inverse: horizontal,
  };
  const valueAxis = {
    type: "value" as const,
    axisLabel: { color: INK, fontFamily: FONT, fontSize: 13, formatter: axisLabel(spec.unit) },
    splitLine: { lineStyle: { color: LINE } },
    minInterval: spec.unit === "count" ? 1 : undefined,
  };
  const legend = spec.series.length > 1;
  return {
    animation: false,
    color: COLOURS,
    textStyle: { fontFamily: FONT, color: INK },
    grid: { left: 16, right: 24, top: legend ? 40 : 16, bottom: 8, containLabel: true },
    legend: legend
      ? { top: 4, left: 0, selectedMode: false, textStyle: { color: INK, fontFamily: FONT, fontSize: 13 } }
      : undefined,
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: spec.series.map((series) => ({
      type: spec.kind === "line" ? ("line" as const) : ("bar" as const),
      name: series.name,
      data: series.values,
      stack: spec.stacked ? "all" : undefined,
      barMaxWidth: 36,
      symbolSize: 6,
      // Nothing reacts to a pointer: no hover styles, no <style> element in the markup.
      silent: true,
    })),
  };
}

/** The size charts are drawn at; the page scales them to its width (the SVG keeps its viewBox). */
const WIDTH = 640;
const HEIGHT = 280;

/**
 * Each chart as SVG markup of our own making (numbers and the names in `spec`, which ECharts
 * escapes), without its fixed width and height so that it scales to its box.
 */
export async function drawCharts(specs: ChartSpec[]): Promise<string[]> {
  const core = await echarts();
  return specs.map((spec) => {
    const rows = spec.kind === "horizontal-bar" ? spec.categories.length : 0;
    const height = rows > 0 ? Math.max(160, 40 + rows * 28) : HEIGHT;
    const chart = core.init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height });
    try {
      chart.setOption(option(spec));
      return (
        chart
          .renderToSVGString()
          .replace(/^<svg width="\d+(?:\.\d+)?" height="\d+(?:\.\d+)?"/, '<svg aria-hidden="true" focusable="false"')
          // The hover styles and the metadata of ECharts' own browser script: nothing hovers here.
          .replace(/<style\b[\s\S]*?<\/style>/g, "")
          .replace(/ (?:class="zr\d+-cls-\d+"|ecmeta_\w+="[^"]*")/g, "")
      );
    } finally {
      chart.dispose();
    }
  });
}
