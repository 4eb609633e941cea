import { createHash } from "node:crypto";
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth";

/*
 * Session tokens kept as hashes: the sessions tables (customers' and staff's) hold the
 * SHA-256 of each token, never the token, so whoever reads the database or a backup cannot
 * replay a session. The cookie still carries the token (signed, as better-auth writes it).
 *
 * better-auth has no option for it: this wraps its database adapter. Every query on the
 * session model that names a token is asked with the token's hash, and a row found by its
 * token is answered with the token it was asked for, so better-auth reads, refreshes and
 * ends sessions as before. A session listed by its user (better-auth's list-sessions and
 * revoke-other-sessions endpoints, which the shop does not use) carries the hash: it cannot
 * be presented as a cookie, and revoking it by that value finds nothing. The shop ends a
 * person's sessions by their user id instead.
 */

const SESSION_MODEL = "session";
const TOKEN_FIELD = "token";

/** What a session's token is stored as. Migrations hash existing rows the same way: `encode(sha256(convert_to(token, 'UTF8')), 'hex')`. */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The tokens of one query, by their hashes, to give them back in the rows it answers. */
type TokensByHash = Map<string, string>;

function hashed(token: unknown, tokens: TokensByHash): string {
  if (typeof token !== "string") throw new Error("A session token must be a string.");
  const hash = sessionTokenHash(token);
  tokens.set(hash, token);
  return hash;
}

function whereWithHashes(where: Where[] | undefined, tokens: TokensByHash): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const operator = clause.operator ?? "eq";
    if (!["eq", "ne", "in", "not_in"].includes(operator)) {
      throw new Error(`Session tokens are stored hashed: they cannot be compared with "${operator}".`);
    }
    const value = Array.isArray(clause.value)
      ? clause.value.map((token) => hashed(token, tokens))
      : hashed(clause.value, tokens);
    return { ...clause, value };
  });
}

function withToken<Row>(row: Row, tokens: TokensByHash): Row {
  if (row === null || typeof row !== "object" || !(TOKEN_FIELD in row)) return row;
  const token = tokens.get(String(row[TOKEN_FIELD as keyof Row]));
  return token === undefined ? row : { ...row, [TOKEN_FIELD]: token };
}

function withHashedToken(values: Record<string, unknown>, tokens: TokensByHash): Record<string, unknown> {
  return TOKEN_FIELD in values ? { ...values, [TOKEN_FIELD]: hashed(values[TOKEN_FIELD], tokens) } : values;
}

/** `adapter` with the session model's tokens stored and looked up as hashes; other models as they were. */
function hashingTokens<Adapter extends DBTransactionAdapter>(adapter: Adapter): Adapter {
  const isSession = (model: string) => model === SESSION_MODEL;
  const wrapped: DBTransactionAdapter = {
    ...adapter,
    async create(query) {
      if (!isSession(query.model)) return adapter.create(query);
      const tokens: TokensByHash = new Map();
      const data = withHashedToken(query.data, tokens) as typeof query.data;
      return withToken(await adapter.create({ ...query, data }), tokens);
    },
    async findOne(query) {
      if (!isSession(query.model)) return adapter.findOne(query);
      const tokens: TokensByHash = new Map();
      const where = whereWithHashes(query.where, tokens) ?? [];
      return withToken(await adapter.findOne({ ...query, where }), tokens);
    },
    async findMany(query) {
      if (!isSession(query.model)) return adapter.findMany(query);
      const tokens: TokensByHash = new Map();
      const rows = await adapter.findMany({ ...query, where: whereWithHashes(query.where, tokens) });
      return rows.map((row) => withToken(row, tokens));
    },
    async count(query) {
      if (!isSession(query.model)) return adapter.count(query);
      return adapter.count({ ...query, where: whereWithHashes(query.where, new Map()) });
    },
    async update(query) {
      if (!isSession(query.model)) return adapter.update(query);
      const tokens: TokensByHash = new Map();
      const where = whereWithHashes(query.where, tokens) ?? [];
      const update = withHashedToken(query.update, tokens);
      return withToken(await adapter.update({ ...query, where, update }), tokens);
    },
    async updateMany(query) {
      if (!isSession(query.model)) return adapter.updateMany(query);
      const tokens: TokensByHash = new Map();
      const where = whereWithHashes(query.where, tokens) ?? [];
      return adapter.updateMany({ ...query, where, update: withHashedToken(query.update, tokens) });
    },
    async delete(query) {
      if (!isSession(query.model)) return adapter.delete(query);
      return adapter.delete({ ...query, where: whereWithHashes(query.where, new Map()) ?? [] });
    },
    async deleteMany(query) {
      if (!isSession(query.model)) return adapter.deleteMany(query);
      return adapter.deleteMany({ ...query, where: whereWithHashes(query.where, new Map()) ?? [] });
    },
    async consumeOne(query) {
      if (!isSession(query.model)) return adapter.consumeOne(query);
      const tokens: TokensByHash = new Map();
      const where = whereWithHashes(query.where, tokens) ?? [];
      return withToken(await adapter.consumeOne({ ...query, where }), tokens);
    },
    async incrementOne(query) {
      if (!isSession(query.model)) return adapter.incrementOne(query);
      const tokens: TokensByHash = new Map();
      const where = whereWithHashes(query.where, tokens) ?? [];
      const set = query.set && withHashedToken(query.set, tokens);
      return withToken(await adapter.incrementOne({ ...query, where, set }), tokens);
    },
  };
  return wrapped as Adapter;
}

/** A better-auth database (an adapter such as `drizzleAdapter(…)`) whose session tokens are stored hashed. */
export function withHashedSessionTokens(
  database: (options: BetterAuthOptions) => DBAdapter,
): (options: BetterAuthOptions) => DBAdapter {
  return (options) => {
    const adapter = database(options);
    return {
      ...hashingTokens(adapter),
      // Queries inside a transaction go through the transaction's own adapter.
      transaction: (callback) => adapter.transaction((trx) => callback(hashingTokens(trx))),
    };
  };
}
