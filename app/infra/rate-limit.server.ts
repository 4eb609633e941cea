import { lt } from "drizzle-orm";
import { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { config } from "~/config.server";
import { type Database, getConnection } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { logger } from "./logger.server";

export type RateLimited = { message: string; retryAfterSeconds: number };

type Limit = { name: string; points: number; durationSeconds: number };
type Limiter = Pick<RateLimiterAbstract, "consume">;

/**
 * Where the counts of every limit live; one per process, shared by all its limits. With
 * several instances the store is what they share (DESIGN.md section 1): Redis when REDIS_URL is
 * set, otherwise the PostgreSQL database; the embedded shop is one process and counts in memory.
 */
export type RateLimitStore = {
  kind: "redis" | "postgresql" | "memory";
  limiter(limit: Limit): Limiter;
  close(): Promise<void>;
};

const limiterOptions = (limit: Limit) => ({
  keyPrefix: `rate-limit:${limit.name}`,
  points: limit.points,
  duration: limit.durationSeconds,
});

/**
 * Options of a limiter on a shared store. A key over its limit is then refused from this
 * process's memory until its window ends, without asking the store again (a flood costs the
 * store one write per key and window). The insurance limiter counts in memory whenever the
 * store fails or does not answer, so an unreachable store leaves limits per process, never a 500.
 */
function sharedLimiterOptions(limit: Limit, onFallback: () => void) {
  return {
    ...limiterOptions(limit),
    inMemoryBlockOnConsumed: limit.points + 1,
    insuranceLimiter: new InsuranceLimiter(limit, onFallback),
  };
}

class InsuranceLimiter extends RateLimiterMemory {
  private readonly onUse: () => void;
  constructor(limit: Limit, onUse: () => void) {
    super(limiterOptions(limit));
    this.onUse = onUse;
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
}

const FALLBACK_WARNING_INTERVAL_MS = 5 * 60_000;

/** One warning when limits fall back to memory, not one per request (again after five minutes). */
function fallbackWarning(kind: RateLimitStore["kind"], cause: () => unknown = () => undefined) {
  let warnedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (Date.now() - warnedAt < FALLBACK_WARNING_INTERVAL_MS) return;
    warnedAt = Date.now();
    logger.warn(
      { store: kind, err: cause() },
      "rate-limit store unreachable: limits are counted in this process's memory until it answers",
    );
  };
}

export function memoryStore(): RateLimitStore {
  return { kind: "memory", limiter: (limit) => new RateLimiterMemory(limiterOptions(limit)), close: async () => {} };
}

/** Rows whose window ended this long ago are deleted (instances' clocks may differ a little). */
const EXPIRED_ROW_GRACE_MS = 60_000;

/** Counts in the `rate_limits` table, through the shop's own connection pool. */
export function postgresStore(database: Database, options: { sweepIntervalMs?: number } = {}): RateLimitStore {
  const onFallback = fallbackWarning("postgresql");
  // An ended window's row is only reset by its key's next attempt: without this sweep the keys
  // of every address and e-mail ever seen would stay.
  const sweeper = setInterval(
    () => {
      database
        .delete(rateLimits)
        .where(lt(rateLimits.expire, new Date(Date.now() - EXPIRED_ROW_GRACE_MS)))
        .catch((error: unknown) => logger.warn({ err: error }, "expired rate-limit rows could not be deleted"));
    },
    options.sweepIntervalMs ?? 5 * 60_000,
  );
  sweeper.unref();
  return {
    kind: "postgresql",
    limiter: (limit) =>
      new RateLimiterDrizzle({
        ...sharedLimiterOptions(limit, onFallback),
        storeClient: database,
        schema: rateLimits,
        // One sweep for the whole table above, rather than one timer per limiter.
        clearExpiredByTimeout: false,
      }),
    close: async () => clearInterval(sweeper),
  };
}

/** Counts in Redis, on one connection for every limit of the process. */
export function redisStore(url: string): RateLimitStore {
  let lastError: unknown;
  const client = new Redis(url, {
    // A limit must not hold a request up: while Redis is away, commands fail at once instead
    // of waiting in a queue, and one not answered within half a second fails too; the
    // insurance limiter counts them.
    enableOfflineQueue: false,
    commandTimeout: 500,
  });
  // ioredis reconnects by itself; the error is told once, with the fallback warning.
  client.on("error", (error: unknown) => {
    lastError = error;
  });
  // Only the first attempts wait for the connection to open (at most a second).
  const opened = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    setTimeout(resolve, 1000).unref();
  });
  const onFallback = fallbackWarning("redis", () => lastError);
  return {
    kind: "redis",
    limiter(limit) {
      const limiter = new RateLimiterRedis({ ...sharedLimiterOptions(limit, onFallback), storeClient: client });
      return {
        async consume(...args) {
          await opened;
          return limiter.consume(...args);
        },
      };
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}

let processStore: RateLimitStore | undefined;

/** Chosen on first use: limits are created as modules load, before the database is opened. */
function storeOfThisProcess(): RateLimitStore {
  if (!processStore) {
    const connection = config.redisUrl ? undefined : getConnection();
    processStore = config.redisUrl
      ? redisStore(config.redisUrl)
      : connection?.pgPool
        ? postgresStore(connection.db)
        : memoryStore();
  }
  return processStore;
}

/** Closes the process's store (its Redis connection) at shutdown. */
export async function closeRateLimitStore() {
  const store = processStore;
  processStore = undefined;
  await store?.close();
}

/**
 * Fixed-window rate limits per key (an IP address, an e-mail address), counted in the
 * process's store (or `store`). An action that is over its limit answers 429 with `message`
 * and a Retry-After header.
 */
export function createRateLimit(limit: Limit, store?: RateLimitStore) {
  let limiter: Limiter | undefined;
  /** Counts one attempt for each key in turn; returns what to tell the person once a key is over. */
  return async function consume(...keys: string[]): Promise<RateLimited | null> {
    if (!config.rateLimits) return null;
    limiter ??= (store ?? storeOfThisProcess()).limiter(limit);
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        return {
          message: `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
          retryAfterSeconds: seconds,
        };
      }
    }
    return null;
  };
}

/** Headers for a 429 answer. */
export function retryAfterHeaders(limited: RateLimited) {
  return { "Retry-After": String(limited.retryAfterSeconds) };
}

/** A wait as a person reads it: "40 seconds", "3 minutes". */
export function describeWait(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
