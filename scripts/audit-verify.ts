/**
 * Checks the audit log's hash chain (`npm run audit:verify`, optionally `-- --anchor <id>:<hash>`
 * as an earlier run printed it): prints "intact" with the number of entries and the last one, or
 * the first entry whose link is broken, and then exits with 1.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { config } from "~/config.server";
import { connect } from "~/db/client.server";
import { openOrExplain } from "~/db/embedded-lock.server";
import { parseChainAnchor, verifyAuditChain } from "~/modules/shop/audit-chain.server";

const { values } = parseArgs({ options: { anchor: { type: "string" } } });
const anchor = values.anchor === undefined ? undefined : parseChainAnchor(values.anchor);
if (anchor === null) {
  console.error("--anchor takes <id>:<hash> as this command prints it, e.g. --anchor 1234:9f86d081884c7d65…");
  process.exit(2);
}

const connection = await openOrExplain(() =>
  connect({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") }),
);
/** The schema has no chain yet: no table, column or function of it (PostgreSQL's codes). */
function isBeforeTheChain(error: unknown) {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === "42P01" || code === "42703" || code === "42883";
}

try {
  const report = await verifyAuditChain(connection.db, { anchor }).catch((error: unknown) => {
    if (!isBeforeTheChain(error)) throw error;
    console.error("This database has no audit chain yet: start the shop or run `npm run db:migrate` first.");
    process.exit(2);
  });
  if (report.intact) {
    console.log(`Audit log intact, ${report.entries} ${report.entries === 1 ? "entry" : "entries"}.`);
    if (report.last) {
      console.log(`Last entry: #${report.last.id} at ${report.last.at.toISOString()}.`);
      console.log(
        `Keep this anchor outside the database; a later run with --anchor ${report.last.id}:${report.last.hash} shows that nothing up to it was written again.`,
      );
    }
  } else {
    const where = report.brokenAt ? ` at entry #${report.brokenAt.id} (${report.brokenAt.at.toISOString()})` : "";
    console.error(`Audit log broken${where}: ${report.problem}.`);
    console.error(`Entries before it that check out: ${report.entries}.`);
    process.exitCode = 1;
  }
} finally {
  await connection.close();
}
