/**
 * Fills the shop with a large generated order book for performance work (`npm run orders:generate`).
 * Usage: npm run orders:generate [-- --orders N]   (default 100000 orders in total)
 * Opens the configured database like the shop does (DATABASE_URL, else PGlite in DATA_DIR,
 * migrating and seeding it if needed), then adds customers and their orders, with what the
 * shop records of them (payments, shirts, stage moves, checks, parcels, notes, e-mails,
 * audit log), until the database holds N orders. Running it again with the same N adds nothing.
 */
import path from "node:path";
import { config } from "~/config.server";
import { openOrExplain } from "~/db/embedded-lock.server";
import { openDatabase } from "~/db/open.server";
import { generateLargeOrders } from "./generators/large-orders";

function parseTarget(args: string[]): number {
  const index = args.findIndex((a) => a === "--orders" || a.startsWith("--orders="));
  if (index === -1) return 100_000;
  const arg = args[index] ?? "";
  const raw = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[index + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--orders expects a positive whole number, got "${raw ?? ""}".`);
    process.exit(2);
  }
  return value;
}

const target = parseTarget(process.argv.slice(2));
const connection = await openOrExplain(() => openDatabase({ demo: true }));
try {
  const started = Date.now();
  const where = config.databaseUrl ? "PostgreSQL" : `PGlite in ${path.join(config.dataDir, "pglite")}`;
  const result = await generateLargeOrders(connection.db, {
    orders: target,
    onBatch: (done, total) => process.stdout.write(`\r${done} / ${total} orders`),
  });
  if (result.ordersAdded === 0) {
    console.log(`${where}: the shop already has ${result.ordersBefore} orders (target ${target}); nothing added.`);
  } else {
    const statuses = Object.entries(result.byStatus)
      .map(([status, n]) => `${n} ${status}`)
      .join(", ");
    console.log(
      `\n${where}: added ${result.ordersAdded} orders (${statuses}) with ${result.shirtsAdded} shirts for ` +
        `${result.customersAdded} new customers (${result.ordersBefore} -> ${result.ordersBefore + result.ordersAdded} orders) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await connection.close();
}
