/**
 * Serves the built bare React Router app (scripts/bench/bare-app) for the benchmark:
 * Express with `@react-router/express` in production mode and the built assets, nothing else
 * (no compression, security headers or logging: it is the baseline the shop is compared with).
 *
 * Environment: BENCH_BARE_BUILD_DIR (the bare app's build directory), PORT.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";

const buildDir = process.env.BENCH_BARE_BUILD_DIR;
if (!buildDir) throw new Error("BENCH_BARE_BUILD_DIR is not set");
const port = Number(process.env.PORT ?? 3100);

const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use(createRequestHandler({ build, mode: "production" }));

const server = app.listen(port, () => {
  console.log(`Bare React Router app at http://localhost:${port}`);
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
