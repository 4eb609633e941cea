import { defineConfig } from "vitest/config";

/**
 * Every test runs on PGlite; when TEST_DATABASE_URL names a PostgreSQL server, the suite
 * runs a second time against it (integration tests open a fresh database there).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Integration tests each open their own database; PGlite takes a moment to start.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "pglite", env: { TEST_DATABASE_URL: "" } } },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: "postgresql", env: { TEST_DATABASE_URL: postgresUrl } } }]
        : []),
    ],
  },
});
