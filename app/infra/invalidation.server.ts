import { createHash, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { config } from "~/config.server";
import { getConnection } from "~/db/client.server";
import { CACHE_TOPICS, type CacheTopic, forgetTopics, isCacheTopic } from "./cache.server";
import { logger } from "./logger.server";

/*
 * Cache invalidation across the shop's instances (DESIGN.md section 1, "several instances").
 * Each instance keeps shared data (cache.server.ts) and anonymous pages (server/page-cache.ts)
 * in memory. Whoever changes that data calls `invalidate(topic)`: this process forgets it at
 * once, and every other instance hears of it within milliseconds through Redis pub/sub when
 * REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on a deployment's database; the embedded
 * shop is one process and needs no messages. An instance whose listening connection dropped
 * forgets everything when it is back, since it may have missed a message in between.
 */

/** The PostgreSQL channel and the Redis channel the instances tell each other on. */
const CHANNEL = "shop_invalidation";

/** The listening PostgreSQL connection's name in pg_stat_activity. */
export const LISTENER_NAME = "shop-invalidation";

/** The most carts one message names; a longer list is sent as "every cart". */
const MAX_CARTS_PER_MESSAGE = 100;

/** Waits between attempts to listen again after the connection dropped: doubled each time, capped. */
const RECONNECT_DELAY_MS = { first: 100, max: 5_000 };

type Message = { from: string; topics: readonly CacheTopic[]; carts?: readonly string[] };

/**
 * What an instance does with what it hears: forget these topics. With `carts`, the one topic
 * is "carts" and only these carts changed (cartKeyOf); without, every cart may have.
 */
type Forget = (topics: readonly CacheTopic[], carts?: readonly string[]) => void;

/** Where the instances tell each other: one channel name per shop (tests use their own). */
type BusOptions = { channel?: string };

/** One instance's connection to the others. */
export type InvalidationBus = {
  /** Tells every other listening instance to forget these topics (of these carts only). */
  publish(topics: readonly CacheTopic[], carts?: readonly string[]): Promise<void>;
  stop(): Promise<void>;
};

function encode(from: string, topics: readonly CacheTopic[], carts?: readonly string[]): string {
  return JSON.stringify({ from, topics, ...(carts ? { carts } : {}) } satisfies Message);
}

/** The carts a message names, when it names a readable list of them; else every cart. */
function cartsOf(message: object): readonly string[] | undefined {
  if (!("carts" in message) || !Array.isArray(message.carts)) return undefined;
  const carts = message.carts;
  const readable = carts.length <= MAX_CARTS_PER_MESSAGE && carts.every((cart) => typeof cart === "string");
  return readable ? (carts as string[]) : undefined;
}

/** The message's topics; every topic when the message cannot be read (forgetting too much is safe). */
function decode(payload: string | undefined): Message {
  try {
    const message: unknown = JSON.parse(payload ?? "");
    if (
      typeof message === "object" &&
      message !== null &&
      "from" in message &&
      "topics" in message &&
      Array.isArray(message.topics)
    ) {
      const topics = message.topics.filter(isCacheTopic);
      const carts = topics.length === 1 && topics[0] === "carts" ? cartsOf(message) : undefined;
      return { from: String(message.from), topics, ...(carts ? { carts } : {}) };
    }
  } catch {
    // Not JSON: handled below.
  }
  logger.warn({ payload }, "unreadable cache invalidation message: every topic forgotten");
  return { from: "", topics: [...CACHE_TOPICS] };
}

/** Hands what another instance said to `forget`; this instance's own messages are already done. */
function receiver(self: string, forget: Forget) {
  return (payload: string | undefined) => {
    const message = decode(payload);
    if (message.from !== self && message.topics.length > 0) forget(message.topics, message.carts);
  };
}

/**
 * Listens on a dedicated connection to the PostgreSQL server of `pool` (a pooled connection
 * cannot keep a LISTEN), and publishes with NOTIFY through the pool. Resolves once the first
 * attempt to listen is over; a dropped connection is opened again with backoff.
 */
export async function postgresInvalidationBus(
  pool: pg.Pool,
  forget: Forget,
  { channel = CHANNEL }: BusOptions = {},
): Promise<InvalidationBus> {
  const self = randomUUID();
  const receive = receiver(self, forget);
  let listening: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_DELAY_MS.first;

  function listenAgainLater() {
    if (stopped) return;
    retry = setTimeout(listen, delay);
    delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
  }

  function dropped(client: pg.Client, error?: Error) {
    if (listening !== client) return;
    listening = null;
    logger.warn({ err: error }, "cache invalidation: the listening connection dropped");
    client.end().catch(() => {});
    listenAgainLater();
  }

  async function listen() {
    const client = new pg.Client({ ...pool.options, application_name: LISTENER_NAME });
    client.on("notification", (notification) => {
      if (notification.channel === channel) receive(notification.payload);
    });
    client.on("error", (error) => dropped(client, error));
    client.on("end", () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      logger.warn({ err: error }, "cache invalidation: cannot listen on PostgreSQL, trying again");
      client.end().catch(() => {});
      listenAgainLater();
      return;
    }
    if (stopped) {
      await client.end();
      return;
    }
    listening = client;
    delay = RECONNECT_DELAY_MS.first;
    // Anything said while nobody listened is lost: forget everything rather than serve it stale.
    forget(CACHE_TOPICS);
  }

  await listen();
  return {
    async publish(topics, carts) {
      await pool.query("select pg_notify($1, $2)", [channel, encode(self, topics, carts)]);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = listening;
      listening = null;
      await client?.end();
    },
  };
}

function redisClient(url: string, connectionName?: string) {
  const client = new Redis(url, {
    lazyConnect: true,
    connectionName,
    retryStrategy: (attempt) => Math.min(RECONNECT_DELAY_MS.first * 2 ** (attempt - 1), RECONNECT_DELAY_MS.max),
    // A publish while Redis is away fails soon instead of waiting in a queue (invalidate logs it).
    maxRetriesPerRequest: 1,
    // Subscribed again by hand on every connection, so that the gap is known to be over.
    autoResubscribe: false,
  });
  client.on("error", (error) => logger.warn({ err: error }, "cache invalidation: Redis connection error"));
  return client;
}

/**
 * Listens with a Redis subscription (a subscribed connection can do nothing else) and
 * publishes on a second connection. ioredis reconnects by itself; every (re)connection
 * subscribes again and then forgets everything, as for PostgreSQL.
 */
export async function redisInvalidationBus(
  url: string,
  forget: Forget,
  { channel = CHANNEL }: BusOptions = {},
): Promise<InvalidationBus> {
  const self = randomUUID();
  const receive = receiver(self, forget);
  // Named after its channel in CLIENT LIST.
  const subscriber = redisClient(url, channel);
  const publisher = redisClient(url);
  subscriber.on("message", (from: string, payload: string) => {
    if (from === channel) receive(payload);
  });
  const subscribe = async () => {
    await subscriber.subscribe(channel);
    // Anything said while nobody listened is lost: forget everything rather than serve it stale.
    forget(CACHE_TOPICS);
  };
  let firstAttemptOver = false;
  subscriber.on("ready", () => {
    if (!firstAttemptOver) return;
    subscribe().catch((error) => logger.warn({ err: error }, "cache invalidation: cannot subscribe on Redis"));
  });
  publisher.connect().catch((error) => logger.warn({ err: error }, "cache invalidation: cannot publish on Redis yet"));
  try {
    await subscriber.connect();
    await subscribe();
  } catch (error) {
    logger.warn({ err: error }, "cache invalidation: cannot listen on Redis yet, trying again");
  } finally {
    firstAttemptOver = true;
  }
  return {
    async publish(topics, carts) {
      await publisher.publish(channel, encode(self, topics, carts));
    },
    async stop() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/* This process's caches and its connection to the other instances. */

const localListeners = new Set<Forget>();
let bus: InvalidationBus | null = null;

/**
 * Calls `listener` with the topics whenever data changes: the page cache empties itself. With
 * `carts`, only these carts changed (cartKeyOf): what shows other carts may stay.
 */
export function onInvalidate(listener: Forget): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

const forgetHere: Forget = (topics, carts) => {
  forgetTopics(topics);
  for (const listener of localListeners) listener(topics, carts);
};

/**
 * How a cart is named when it changes: by its customer, else by a digest of its cookie's token
 * (the token itself never leaves the process); null for an owner without a cart.
 */
export function cartKeyOf(owner: { customerId: string | null; token: string | null }): string | null {
  if (owner.customerId !== null) return `customer:${owner.customerId}`;
  if (owner.token !== null) return `token:${createHash("sha256").update(owner.token).digest("base64url")}`;
  return null;
}

/**
 * Listens for the other instances' invalidations, through Redis when configured, else the
 * deployment's PostgreSQL; the embedded shop has no other instance. Called by the shop's start.
 */
export async function listenForInvalidations(): Promise<{ stop(): Promise<void> }> {
  const pool = getConnection().pgPool;
  const through = config.redisUrl ? "redis" : pool ? "postgresql" : "this process only";
  if (config.redisUrl) bus = await redisInvalidationBus(config.redisUrl, forgetHere);
  else if (pool) bus = await postgresInvalidationBus(pool, forgetHere);
  logger.info({ through }, "cache invalidation ready");
  return {
    async stop() {
      const stopping = bus;
      bus = null;
      await stopping?.stop();
    },
  };
}

/**
 * The data behind these topics changed (call it after the change is committed): this process
 * forgets them and its anonymous pages at once, every other instance within a second. Never
 * throws: should Redis or PostgreSQL be unreachable, the error is logged, the other instances
 * forget everything once they listen again, and entries expire on their own anyway.
 */
export async function invalidate(...topics: [CacheTopic, ...CacheTopic[]]): Promise<void> {
  forgetHere(topics);
  try {
    await publish(topics);
  } catch (error) {
    logger.error({ err: error, topics }, "cache invalidation could not reach the other instances");
  }
}

/**
 * The lines of these carts changed (call it after the change is committed): what shows them is
 * forgotten here and on every instance, while what shows other visitors' carts stays.
 */
export async function invalidateCarts(
  ...owners: [
    { customerId: string | null; token: string | null },
    ...{ customerId: string | null; token: string | null }[],
  ]
): Promise<void> {
  const carts = owners.map(cartKeyOf).filter((key): key is string => key !== null);
  forgetHere(["carts"], carts);
  try {
    await publish(["carts"], carts);
  } catch (error) {
    logger.error({ err: error, topics: ["carts"] }, "cache invalidation could not reach the other instances");
  }
}

/** Through this process's bus; a process that does not listen (a script) sends one message on its own. */
async function publish(topics: readonly CacheTopic[], carts?: readonly string[]) {
  if (bus) return bus.publish(topics, carts);
  const message = encode(randomUUID(), topics, carts);
  if (config.redisUrl) {
    const client = redisClient(config.redisUrl);
    try {
      await client.connect();
      await client.publish(CHANNEL, message);
    } finally {
      client.disconnect();
    }
    return;
  }
  await getConnection().pgPool?.query("select pg_notify($1, $2)", [CHANNEL, message]);
}
