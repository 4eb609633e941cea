import { createHash } from "node:crypto";
import { asc, gt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/*
 * The audit log is a hash chain (migration 0026): the database stores with each entry the hash of
 * the entry before it and SHA-256(previous hash || the entry's canonical content). Walking it in
 * id order finds an entry changed after it was written (its hash no longer matches its content)
 * and an entry removed (the next one does not follow the one before it).
 *
 * Someone who may rewrite the table and the hashes (the database's owner) could recompute the
 * whole chain: the last entry's id and hash, kept outside the database (printed by
 * `npm run audit:verify`), are an anchor a later walk checks against.
 */

/** The previous hash of the first entry. */
export const CHAIN_START = "0".repeat(64);

/** An entry of the chain as someone outside the database may note it: `1234:9f86d0...`. */
export type ChainAnchor = { id: number; hash: string };

type EntryRef = { id: number; at: Date };

type ChainReport =
  | { intact: true; entries: number; last?: EntryRef & { hash: string } }
  | {
      intact: false;
      /** Entries that checked out before the first broken link. */
      entries: number;
      /** The first entry that does not check out; none when what is missing is the anchor's entry. */
      brokenAt?: EntryRef;
      problem: string;
    };

/** The hash the database gives an entry (audit_log_chain_hash), recomputed here. */
function chainHash(previousHash: string, content: string): string {
  return createHash("sha256")
    .update(previousHash + content, "utf8")
    .digest("hex");
}

/** Parses `id:hash` as printed by the check, or null. */
export function parseChainAnchor(text: string): ChainAnchor | null {
  const match = /^(\d+):([0-9a-f]{64})$/.exec(text.trim());
  return match ? { id: Number(match[1]), hash: match[2]! } : null;
}

/**
 * Walks the whole chain in one read-only snapshot (entries written meanwhile come after it) and
 * answers the first broken link, or how many entries it holds and the last one.
 */
export async function verifyAuditChain(
  database: Database,
  options: { anchor?: ChainAnchor; batchSize?: number } = {},
): Promise<ChainReport> {
  const batchSize = options.batchSize ?? 2000;
  return database.transaction(
    async (tx) => {
      let expectedPrevious = CHAIN_START;
      let previous: EntryRef | undefined;
      let entries = 0;
      let anchorSeen = false;
      for (;;) {
        const batch = await tx
          .select({
            id: auditLog.id,
            at: auditLog.at,
            previousHash: auditLog.previousHash,
            hash: auditLog.hash,
            content: sql<string>`audit_log_content(${auditLog})`,
          })
          .from(auditLog)
          .where(previous ? gt(auditLog.id, previous.id) : undefined)
          .orderBy(asc(auditLog.id))
          .limit(batchSize);
        for (const entry of batch) {
          const brokenAt = { id: entry.id, at: entry.at };
          if (chainHash(entry.previousHash, entry.content) !== entry.hash) {
            return {
              intact: false,
              entries,
              brokenAt,
              problem: "its content no longer matches its hash: it was changed",
            };
          }
          if (entry.previousHash !== expectedPrevious) {
            const after = previous ? `entry #${previous.id}` : "the start of the log";
            return {
              intact: false,
              entries,
              brokenAt,
              problem: `it does not follow ${after}: an entry between them was removed, or one was rewritten with a new hash`,
            };
          }
          if (options.anchor?.id === entry.id) {
            if (options.anchor.hash !== entry.hash) {
              return {
                intact: false,
                entries,
                brokenAt,
                problem: "its hash is not the anchor's: the chain was written again up to here",
              };
            }
            anchorSeen = true;
          }
          expectedPrevious = entry.hash;
          previous = brokenAt;
          entries += 1;
        }
        if (batch.length < batchSize) break;
      }
      if (options.anchor && !anchorSeen) {
        return {
          intact: false,
          entries,
          problem: `the anchor's entry #${options.anchor.id} is missing: entries were removed`,
        };
      }
      return { intact: true, entries, last: previous && { ...previous, hash: expectedPrevious } };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
