/**
 * Migrates the configured database and loads the reference data and the demo catalogue into
 * the tables that are empty (`npm run db:seed`): how a deployment gets the demo shop. Shops
 * already running are told to forget what they cached, so they show it at once.
 */
import { config } from "~/config.server";
import { openOrExplain } from "~/db/embedded-lock.server";
import { openDatabase } from "~/db/open.server";
import { CACHE_TOPICS } from "~/infra/cache.server";
import { invalidate } from "~/infra/invalidation.server";

const connection = await openOrExplain(() => openDatabase({ demo: true }));
const [first, ...others] = CACHE_TOPICS;
await invalidate(first, ...others);
await connection.close();
console.log(`Database ready: ${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}.`);
