/**
 * Lighthouse on the pages DESIGN.md section 5 budgets (`npm run lighthouse`), after `npm run build`.
 *
 *   npm run lighthouse [-- --report-only] [--runs 3] [--port 3900] [--chrome-port 3901] [--save DIR]
 *
 * Builds nothing: starts the built shop on a fresh temporary DATA_DIR (migrated and seeded on
 * start) and runs Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G
 * and 4x CPU slowdown) in the system's headless Chromium (CHROME_PATH, else /usr/bin/chromium)
 * on home, gallery, a product page and the configurator. Prints the table (scores, FCP, LCP,
 * TBT, bytes) and each page's audits that cost points; exits non-zero when a page is under its
 * budget (performance 95, the others 100), unless --report-only. With --runs N, each page is
 * measured N times and the run with the median performance score is shown (simulated
 * throttling still follows the machine's load). --save DIR keeps each page's full JSON report.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { childEnv, freePort, type RunningServer, startServer, stopAllGroups } from "./bench/processes";
import {
  formatFailing,
  formatFirstPaint,
  formatTable,
  medianRun,
  overBudget,
  type PageScores,
  summarise,
} from "./lighthouse/report";

/** Home, gallery, product page and configurator: the pages of the Lighthouse budget. */
const PAGES = ["/", "/men-shirts", "/custom-made-men-shirt/the-executive/1", "/design-shirt/1"];

const ROOT = path.resolve(import.meta.dirname, "..");
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

type Options = { reportOnly: boolean; runs: number; port?: number; chromePort?: number; save?: string };

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      "report-only": { type: "boolean", default: false },
      runs: { type: "string", default: "1" },
      port: { type: "string" },
      "chrome-port": { type: "string" },
      save: { type: "string" },
    },
  });
  const integer = (name: string, value: string | undefined, min: number) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < min) throw new Error(`--${name} must be a whole number >= ${min}`);
    return parsed;
  };
  return {
    reportOnly: values["report-only"],
    runs: integer("runs", values.runs, 1) ?? 1,
    port: integer("port", values.port, 1),
    chromePort: integer("chrome-port", values["chrome-port"], 1),
    save: values.save,
  };
}

async function startShop(dataDir: string, port: number): Promise<RunningServer> {
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

/** One request first, so Lighthouse measures the page as a visitor after the first one gets it. */
async function warm(url: string) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

const TRACE_FILE = "defaultPass.trace.json";

type TraceEvent = { name?: string; args?: Record<string, unknown> };

/**
 * Newer Chromium names the frame reporter of its PipelineReporter trace events `frame_reporter`;
 * the trace engine of Lighthouse 12.2.3 (the last that installs here, see the README) reads
 * `chrome_frame_reporter` and otherwise fails, taking the render-blocking audit with it.
 */
async function patchTrace(artifactsDir: string) {
  const file = path.join(artifactsDir, TRACE_FILE);
  const trace = JSON.parse(await readFile(file, "utf8")) as { traceEvents: TraceEvent[] };
  for (const event of trace.traceEvents) {
    if (event.name === "PipelineReporter" && event.args?.frame_reporter && !event.args.chrome_frame_reporter) {
      event.args.chrome_frame_reporter = event.args.frame_reporter;
    }
  }
  await writeFile(file, JSON.stringify(trace));
}

/** Gathers the page in Chromium, then audits what was gathered (with the trace mended in between). */
async function audit(url: string, chromePort: number, artifactsDir: string) {
  const flags = {
    port: chromePort,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  };
  await lighthouse(url, { ...flags, gatherMode: artifactsDir });
  await patchTrace(artifactsDir);
  const result = await lighthouse(url, {
    ...flags,
    auditMode: artifactsDir,
    output: "json",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`Cleanup failed: ${(error as Error).message}`);
    }
  }
  await stopAllGroups();
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the shop and Chromium.`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(path.join(ROOT, "build/server/index.js"))) {
    throw new Error("there is no build: run `npm run build` first.");
  }
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}: install it or set CHROME_PATH.`);
  const [loadAverage] = loadavg();

  const tempDir = await mkdtemp(path.join(tmpdir(), "shop-lighthouse-"));
  cleanups.push(() => rm(tempDir, { recursive: true, force: true }));
  // The shop's fresh database, and what Lighthouse gathers from each page before auditing it.
  const dataDir = path.join(tempDir, "data");
  const artifactsDir = path.join(tempDir, "artifacts");
  await mkdir(dataDir);
  console.log("Starting the shop on a fresh database...");
  const shop = await startShop(dataDir, options.port ?? (await freePort()));
  cleanups.push(shop.stop);

  const chrome = await launch({
    chromePath: CHROME_PATH,
    port: options.chromePort ?? (await freePort()),
    // --no-sandbox: CI runs as root, where Chromium refuses its sandbox.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  cleanups.push(async () => chrome.kill());
  if (options.save) await mkdir(options.save, { recursive: true });

  const pages: PageScores[] = [];
  let lighthouseVersion = "";
  let browser = "";
  for (const page of PAGES) {
    const url = `${shop.url}${page}`;
    await warm(url);
    const runs: PageScores[] = [];
    for (let run = 1; run <= options.runs; run++) {
      process.stdout.write(`Lighthouse on ${page}${options.runs > 1 ? ` (run ${run} of ${options.runs})` : ""}... `);
      const lhr = await audit(url, chrome.port, artifactsDir);
      const scores = summarise(page, lhr);
      lighthouseVersion = lhr.lighthouseVersion;
      browser = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "";
      runs.push(scores);
      console.log(`performance ${scores.scores.performance ?? "-"}`);
      if (options.save) {
        const name = `${page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${run}.json`;
        await writeFile(path.join(options.save, name), JSON.stringify(lhr, null, 1));
      }
    }
    pages.push(medianRun(runs));
  }

  const [loadAfter] = loadavg();
  console.log(`\n${formatTable(pages)}\n`);
  console.log(
    `Lighthouse ${lighthouseVersion}, ${browser || CHROME_PATH}, mobile preset, simulated throttling; ` +
      `load average ${loadAverage?.toFixed(1)} at the start, ${loadAfter?.toFixed(1)} at the end, on ${availableParallelism()} CPUs` +
      `${options.runs > 1 ? `; median of ${options.runs} runs by performance` : ""}.\n`,
  );
  console.log(`${formatFirstPaint(pages)}\n`);
  console.log(`Audits that cost points:\n${formatFailing(pages)}\n`);

  const under = pages.flatMap((page) => overBudget(page).map((problem) => `${page.path}: ${problem}`));
  if (under.length === 0) {
    console.log("Every page meets its budgets.");
    return 0;
  }
  for (const problem of under) console.error(`UNDER BUDGET ${problem}`);
  if (options.reportOnly) {
    console.log("--report-only: exiting 0.");
    return 0;
  }
  return 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nLighthouse could not run: ${(error as Error).message}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
