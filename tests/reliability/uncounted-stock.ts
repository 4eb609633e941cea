/**
 * Readies a reliability shop's data directory before its first start: the database migrated
 * and seeded as the shop would, then every fabric's stock left uncounted, which keeps it on
 * sale whatever is bought (decision 023). These shops test that payments are never lost or
 * duplicated, over a hundred checkouts of one shirt: not the shelf, which the stock module's
 * tests hold. `node --import tsx tests/reliability/uncounted-stock.ts` with DATA_DIR set.
 */
import { openDatabase } from "~/db/open.server";
import { fabrics } from "~/db/schema";

const connection = await openDatabase({ demo: true });
try {
  await connection.db.update(fabrics).set({ stockCm: null });
} finally {
  await connection.close();
}
