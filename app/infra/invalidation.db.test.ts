import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConnection } from "~/db/client.server";
import { databaseForTests } from "~/db/test-database.server";
import { CACHE_TOPICS, type CacheTopic, cached, clearCache } from "./cache.server";
import {
  cartKeyOf,
  type InvalidationBus,
  invalidate,
  invalidateCarts,
  LISTENER_NAME,
  listenForInvalidations,
  onInvalidate,
  postgresInvalidationBus,
  redisInvalidationBus,
} from "./invalidation.server";

databaseForTests();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  clearCache();
});

/** Waits until `done()` holds, checking every 5 ms; the milliseconds it took. */
async function within(ms: number, done: () => boolean | Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await done())) {
    if (performance.now() - start > ms) throw new Error(`not done within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - start;
}

/** An instance's memory as its bus sees it: the topics it was told to forget, in order, and of which carts. */
function instance() {
  const forgotten: CacheTopic[][] = [];
  const carts: (readonly string[] | undefined)[] = [];
  return {
    forgotten,
    carts,
    forget: (topics: readonly CacheTopic[], changed?: readonly string[]) => {
      forgotten.push([...topics]);
      carts.push(changed);
    },
  };
}

/** A probe entry of the shared-data cache under `topic`: `gone()` is true once it was forgotten. */
async function probe(topic: CacheTopic) {
  const load = vi.fn(async () => "value");
  await cached(topic, "probe", load);
  return {
    async gone() {
      await cached(topic, "probe", load);
      return load.mock.calls.length > 1;
    },
  };
}

describe("invalidate in this process", () => {
  it("forgets the topics named at once, and only them", async () => {
    const invalidations = await listenForInvalidations();
    stops.push(invalidations.stop);
    const currencies = await probe("currencies");
    const catalogue = await probe("catalogue");
    await invalidate("currencies");
    expect(await currencies.gone()).toBe(true);
    expect(await catalogue.gone()).toBe(false);
  });
});

describe("a change to some carts", () => {
  it("names them by customer, or by a digest of the cookie's token that never shows the token", async () => {
    const heard = instance();
    const stop = onInvalidate(heard.forget);
    await invalidateCarts(
      { customerId: "c1", token: "secret-cart-token" },
      { customerId: null, token: "secret-cart-token" },
    );
    stop();
    const byToken = cartKeyOf({ customerId: null, token: "secret-cart-token" });
    expect(heard.forgotten).toEqual([["carts"]]);
    expect(heard.carts).toEqual([["customer:c1", byToken]]);
    expect(byToken).toMatch(/^token:[\w-]{43}$/);
    expect(byToken).not.toContain("secret-cart-token");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("across instances on PostgreSQL (LISTEN/NOTIFY)", () => {
  const pool = () => {
    const found = getConnection().pgPool;
    if (!found) throw new Error("the test database is not PostgreSQL");
    return found;
  };

  async function bus(forget: (topics: readonly CacheTopic[]) => void): Promise<InvalidationBus> {
    const started = await postgresInvalidationBus(pool(), forget);
    stops.push(started.stop);
    return started;
  }

  /** The backend pids of this database's listening connections. */
  async function listenerPids(): Promise<number[]> {
    const { rows } = await pool().query<{ pid: number }>(
      "select pid from pg_stat_activity where application_name = $1 and datname = current_database() order by pid",
      [LISTENER_NAME],
    );
    return rows.map((row) => row.pid);
  }

  it("tells another instance on its own connection within a second, and not itself", async () => {
    const [a, b] = [instance(), instance()];
    const busA = await bus(a.forget);
    await bus(b.forget);
    expect(await listenerPids()).toHaveLength(2);
    a.forgotten.length = 0;
    b.forgotten.length = 0;
    await busA.publish(["currencies"]);
    const took = await within(1000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([["currencies"]]);
    expect(a.forgotten).toEqual([]);
    console.log(`PostgreSQL: invalidation heard by the other instance in ${took.toFixed(1)} ms`);
  });

  it("empties the listening process's shared-data cache when another instance invalidates", async () => {
    const invalidations = await listenForInvalidations();
    stops.push(invalidations.stop);
    const other = await bus(() => {});
    const currencies = await probe("currencies");
    const catalogue = await probe("catalogue");
    await other.publish(["currencies"]);
    await within(1000, () => currencies.gone());
    expect(await catalogue.gone()).toBe(false);
  });

  it("listens again after its connection is killed, forgets everything missed, and keeps delivering", async () => {
    const [a, b] = [instance(), instance()];
    await bus(b.forget);
    const [pidB] = await listenerPids();
    const busA = await bus(a.forget);
    b.forgotten.length = 0;
    await pool().query("select pg_terminate_backend($1)", [pidB]);
    // B listens again on a new connection and, having maybe missed messages, forgets everything.
    await within(2000, async () => {
      const pids = await listenerPids();
      return pids.length === 2 && !pids.includes(pidB!);
    });
    await within(1000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([[...CACHE_TOPICS]]);
    b.forgotten.length = 0;
    await busA.publish(["delivery"]);
    await within(1000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([["delivery"]]);
  });

  it("forgets every topic on a message it cannot read, and ignores topics it does not know", async () => {
    const b = instance();
    await bus(b.forget);
    b.forgotten.length = 0;
    await pool().query("select pg_notify('shop_invalidation', $1)", [
      JSON.stringify({ from: "x", topics: ["currencies", "menus"] }),
    ]);
    await pool().query("select pg_notify('shop_invalidation', 'not json')");
    await within(1000, () => b.forgotten.length === 2);
    expect(b.forgotten).toEqual([["currencies"], [...CACHE_TOPICS]]);
  });

  it("names the carts that changed, and reads a list it cannot trust as every cart", async () => {
    const [a, b] = [instance(), instance()];
    const busA = await bus(a.forget);
    await bus(b.forget);
    b.forgotten.length = 0;
    b.carts.length = 0;
    await busA.publish(["carts"], ["customer:c1", "token:abc"]);
    await within(1000, () => b.forgotten.length === 1);
    for (const message of [
      { from: "x", topics: ["carts"], carts: [1, 2] },
      { from: "x", topics: ["carts", "catalogue"], carts: ["customer:c1"] },
    ]) {
      await pool().query("select pg_notify('shop_invalidation', $1)", [JSON.stringify(message)]);
    }
    await within(1000, () => b.forgotten.length === 3);
    expect(b.forgotten).toEqual([["carts"], ["carts"], ["carts", "catalogue"]]);
    expect(b.carts).toEqual([["customer:c1", "token:abc"], undefined, undefined]);
  });

  it("stops listening when stopped", async () => {
    const started = await postgresInvalidationBus(pool(), () => {});
    expect(await listenerPids()).toHaveLength(1);
    await started.stop();
    await within(1000, async () => (await listenerPids()).length === 0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

// Redis does not depend on the database: run once, in the PGlite project.
describe.runIf(redisUrl && !process.env.TEST_DATABASE_URL)("across instances on Redis (pub/sub)", () => {
  /** A channel of this test's own: other tests and shops may use the same Redis. */
  const channel = `shop_invalidation_test_${randomBytes(6).toString("hex")}`;

  async function bus(forget: (topics: readonly CacheTopic[]) => void): Promise<InvalidationBus> {
    const started = await redisInvalidationBus(redisUrl!, forget, { channel });
    stops.push(started.stop);
    return started;
  }

  async function admin() {
    const client = new Redis(redisUrl!);
    stops.push(async () => {
      client.disconnect();
    });
    return client;
  }

  it("tells another instance within a second, and not itself", async () => {
    const [a, b] = [instance(), instance()];
    const busA = await bus(a.forget);
    await bus(b.forget);
    a.forgotten.length = 0;
    b.forgotten.length = 0;
    await busA.publish(["content", "catalogue"]);
    const took = await within(1000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([["content", "catalogue"]]);
    expect(a.forgotten).toEqual([]);
    console.log(`Redis: invalidation heard by the other instance in ${took.toFixed(1)} ms`);
  });

  it("subscribes again after its connection is killed, forgets everything missed, and keeps delivering", async () => {
    const [a, b] = [instance(), instance()];
    const busA = await bus(a.forget);
    await bus(b.forget);
    b.forgotten.length = 0;
    const redis = await admin();
    // The subscribers are named after their channel: B's is the newer one.
    const subscribers = String(await redis.call("CLIENT", "LIST"))
      .split("\n")
      .filter((line) => line.includes(` name=${channel} `))
      .map((line) => Number(/^id=(\d+)/.exec(line)?.[1]));
    expect(subscribers).toHaveLength(2);
    await redis.call("CLIENT", "KILL", "ID", String(Math.max(...subscribers)));
    await within(2000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([[...CACHE_TOPICS]]);
    b.forgotten.length = 0;
    await busA.publish(["payment-methods"]);
    await within(1000, () => b.forgotten.length > 0);
    expect(b.forgotten).toEqual([["payment-methods"]]);
  });
});
