/**
 * Grows the catalogue to a large size for performance work (`npm run catalogue:generate`).
 * Usage: npm run catalogue:generate [-- --fabrics N]   (default 4000 fabrics in total)
 * Opens the configured database like the shop does (migrating and seeding it if needed),
 * then adds generated fabrics, ranges and one shirt model per fabric up to the target.
 * Running it again with the same target adds nothing.
 */
import path from "node:path";
import { config } from "~/config.server";
import { openOrExplain } from "~/db/embedded-lock.server";
import { openDatabase } from "~/db/open.server";
import { generateLargeCatalogue } from "./generators/large-catalogue";

function parseTarget(args: string[]): number {
  const index = args.findIndex((a) => a === "--fabrics" || a.startsWith("--fabrics="));
  if (index === -1) return 4000;
  const arg = args[index] ?? "";
  const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--fabrics expects a positive whole number, got "${raw ?? ""}".`);
    process.exit(2);
  }
  return value;
}

const target = parseTarget(process.argv.slice(2));
const connection = await openOrExplain(() => openDatabase({ demo: true }));
try {
  const started = Date.now();
  const result = await generateLargeCatalogue(connection.db, { fabrics: target });
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${path.join(config.dataDir, "pglite")}`;
  if (result.fabricsAdded === 0) {
    console.log(
      `${where}: the catalogue already has ${result.fabricsBefore} fabrics (target ${target}); nothing added.`,
    );
  } else {
    console.log(
      `${where}: added ${result.fabricsAdded} fabrics in ${result.rangesAdded} ranges and ${result.modelsAdded} shirt models ` +
        `(${result.fabricsBefore} -> ${result.fabricsAfter} fabrics) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await connection.close();
}
