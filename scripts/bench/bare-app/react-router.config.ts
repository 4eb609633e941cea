import { tmpdir } from "node:os";
import path from "node:path";
import type { Config } from "@react-router/dev/config";

/**
 * The bare React Router app the benchmark compares the shop with (scripts/bench.ts).
 * It is built into the OS temp directory, never into the repository: the benchmark passes
 * a fresh directory in BENCH_BARE_BUILD_DIR.
 */
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.BENCH_BARE_BUILD_DIR ?? path.join(tmpdir(), "bench-bare-app-build"),
} satisfies Config;
