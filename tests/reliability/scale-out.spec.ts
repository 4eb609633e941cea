import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connect as connectTcp } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { startStripeFake } from "../fakes/stripe-fake";
import { type Balancer, nginxAvailable, startBalancer } from "./balancer";
import {
  addShirt,
  newShopCustomer,
  openCheckout,
  openConfirmation,
  type ShopCustomer,
  startCardPayment,
  UnexpectedAnswer,
} from "./customer";
import { audit, printCounts, readPostgresLedger } from "./ledger";
import { createFreshDatabase, postgresAnswers } from "./postgres-database";
import { createShopProcess, freePort, runScript, type ShopProcess, sleep } from "./shop-process";

/*
 * Several instances are one shop. Three instances start at the same instant on an
 * empty PostgreSQL database behind nginx (round robin, TLS ending at the balancer); through
 * the balancer customers register (captcha), sign in, design, and pay with Stripe (the fake),
 * whose webhooks land on whichever instance nginx picks; sign-in limits hold across instances;
 * a currency rate changed through the module reaches every instance within a second; one
 * instance is SIGKILLed under traffic and nothing is lost. Once with PostgreSQL alone (rate
 * limits in its table, invalidation by LISTEN/NOTIFY), once with Redis as well.
 */

const REPOSITORY_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * A Redis database of its own (15), emptied before each run: the rate limits' counts of an
 * earlier run, kept for up to an hour, would otherwise refuse this run's sign-ins.
 */
const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? "redis://127.0.0.1:6379/15";
const STRIPE_WEBHOOK_SECRET = "whsec_scale_out";
const INSTANCES = 3;
/** Checkouts per customer while an instance is killed. */
const CHECKOUTS_EACH = 2;
const CUSTOMERS = 3;
/** The invalidation promise: every instance shows a changed rate within this. */
const INVALIDATION_BUDGET_MS = 1_000;

async function emptyRedisDatabase(): Promise<void> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    await client.flushdb();
  } finally {
    client.disconnect();
  }
}

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = connectTcp({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A mail server that keeps the subjects it receives. */
async function startMailServer() {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        subjects.push(/^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? "");
        callback();
      });
    },
  });
  // The instance killed under traffic may be in the middle of a mail: its connection is reset,
  // which smtp-server reports as an 'error' event (unheard, it would end the test).
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    subjects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A sign-in form post from a given local address (the loopback range is ours: 127.0.0.0/8). */
function signInFrom(
  localAddress: string,
  balancer: Balancer,
  origin: string,
  credentials: { email: string; password: string },
): Promise<{ status: number; retryAfter: string | undefined }> {
  const body = new URLSearchParams({ intent: "login", ...credentials }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: balancer.port,
        path: "/login",
        method: "POST",
        localAddress,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
          // A client cannot choose the address it is limited by: the shops trust one proxy hop.
          "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}`,
        },
      },
      (response) => {
        response.resume();
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers["retry-after"] }),
        );
      },
    );
    request.once("error", reject);
    request.end(body);
  });
}

/** The first price in pounds on a page of one instance, asked of it directly (not through nginx). */
async function poundPriceOn(shop: ShopProcess, currencyCookie: string): Promise<{ price: string; cache: string }> {
  const response = await fetch(`${shop.url}/custom-made-men-shirt/the-executive/1`, {
    headers: { Cookie: currencyCookie },
  });
  const price = /£\s?(\d+(?:[.,]\d{2})?)/.exec(await response.text())?.[1];
  if (response.status !== 200 || !price) throw new Error(`no price in pounds on ${shop.url} (HTTP ${response.status})`);
  return { price, cache: response.headers.get("x-page-cache") ?? "" };
}

/** The configurator's share link: the design in progress, as whichever instance answers sees it. */
async function designInProgress(customer: ShopCustomer): Promise<string> {
  const response = await customer.request.get("/design-shirt/1?step=summary");
  const shared = /\/design-shirt\/1\?d=([^"&]+)/.exec(await response.text())?.[1];
  if (response.status() !== 200 || !shared) throw new UnexpectedAnswer(response.status(), "open the configurator");
  return shared;
}

/** How many requests of a kind each instance's access log shows. */
function requestsPerInstance(shops: ShopProcess[], method: string, url: string): number[] {
  return shops.map(
    (shop) =>
      readFileSync(path.join(shop.dataDir, "shop.log"), "utf8")
        .split("\n")
        .filter((line) => line.includes(`"method":"${method}"`) && line.includes(`"url":"${url}"`)).length,
  );
}

type Journal = { retries: number; cutOff: number; serverErrors: string[] };

/** Does `step` until it succeeds, as a customer reloads after an error page or a dropped connection. */
async function persist<T>(journal: Journal, what: string, step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (error instanceof UnexpectedAnswer && error.status < 500) throw error;
      // 502: nginx lost the instance in the middle of this request (it was killed).
      if (error instanceof UnexpectedAnswer && error.status === 502) journal.cutOff++;
      else if (error instanceof UnexpectedAnswer) journal.serverErrors.push(`${what}: ${error.message}`);
      else if (/ECONNRESET|socket hang up/.test(String(error))) journal.cutOff++;
      if (Date.now() > deadline) throw new Error(`${what}: still failing; last: ${error}`);
      journal.retries++;
      await sleep(250);
    }
  }
}

for (const stores of ["postgresql", "redis"] as const) {
  test(`three instances behind nginx are one shop (${stores})`, async () => {
    test.setTimeout(300_000);
    // On a laptop without them the test says what is missing; CI has them all (.ci/run), so there it fails.
    const missing = [
      !nginxAvailable() && "nginx is not installed (apt-get install nginx)",
      !(await postgresAnswers()) && "PostgreSQL does not answer on 127.0.0.1:5432",
      stores === "redis" && !(await redisAnswers()) && `Redis does not answer at ${REDIS_URL}`,
    ].filter((reason): reason is string => typeof reason === "string");
    if (process.env.CI) expect(missing, "what the scale-out test needs").toEqual([]);
    test.skip(missing.length > 0, missing.join("; "));

    if (stores === "redis") await emptyRedisDatabase();
    const database = await createFreshDatabase("shop_scale");
    const mail = await startMailServer();
    const balancerPort = await freePort();
    const origin = `https://127.0.0.1:${balancerPort}`;
    const stripe = await startStripeFake({
      webhookUrl: `http://127.0.0.1:${balancerPort}/webhooks/stripe`,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      redeliverFailed: { afterMs: 500 },
    });
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      BASE_URL: origin,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      ALTCHA_HMAC_KEY: randomBytes(32).toString("base64url"),
      SMTP_URL: mail.url,
      TRUST_PROXY: "1",
      RATE_LIMITS: "1",
      LOG_LEVEL: "info",
      DATABASE_POOL_SIZE: "5",
      STRIPE_SECRET_KEY: "sk_test_scale_out",
      STRIPE_PUBLISHABLE_KEY: "pk_test_scale_out",
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      ...(stores === "redis" ? { REDIS_URL } : {}),
    };
    const shops: ShopProcess[] = [];
    for (let index = 0; index < INSTANCES; index++) shops.push(await createShopProcess({ env }));
    let balancer: Balancer | undefined;
    const client = new pg.Client({ connectionString: database.url });
    // Dropping the database at the end ends this connection, if it is still open.
    client.on("error", () => {});
    const customers: ShopCustomer[] = [];
    const journal: Journal = { retries: 0, cutOff: 0, serverErrors: [] };
    let passed = false;
    try {
      balancer = await startBalancer(
        balancerPort,
        shops.map((shop) => Number(new URL(shop.url).port)),
      );

      // Three instances at the same instant on an empty database.
      const starts = await Promise.allSettled(shops.map((shop) => shop.start()));
      const instancesUp = starts.filter((start) => start.status === "fulfilled").length;
      await client.connect();
      const applied = (
        await client.query<{ total: number; distinct: number }>(
          "select count(*)::int as total, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
        )
      ).rows[0]!;
      const journalEntries = (
        JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, "drizzle/meta/_journal.json"), "utf8")) as {
          entries: unknown[];
        }
      ).entries.length;
      // A deployment's empty database gets no demo catalogue; the owner asks for it.
      const fabricsBeforeSeed = (await client.query<{ n: number }>("select count(*)::int as n from fabrics")).rows[0]!
        .n;
      await runScript("scripts/db-seed.ts", [], env);
      await balancer.untilAShopAnswers();

      // Through the balancer: register (captcha), sign in, address — each request to any instance.
      for (let index = 0; index < CUSTOMERS; index++) {
        customers.push(await newShopCustomer(balancer.url, { origin }));
      }
      const [first] = customers;

      // Design: a choice saved by one instance is the design every instance shows.
      const before = await designInProgress(first!);
      const chosen = await first!.request.post("/design-shirt/1", {
        form: { intent: "choose", step: "style", live: "1", field: "collarId", value: "2" },
      });
      expect(chosen.status()).toBe(200);
      const seen = new Set<string>();
      for (let look = 0; look < INSTANCES; look++) seen.add(await designInProgress(first!));
      expect([...seen]).toHaveLength(1);
      expect([...seen][0]).not.toBe(before);

      // Sign-in limits are one count across instances: ten wrong passwords from one address,
      // spread by round robin, and the eleventh is refused; the customer at another address is not locked out.
      const wrong = { email: first!.email, password: "not the password" };
      const attempts = [];
      for (let attempt = 0; attempt < 11; attempt++)
        attempts.push(await signInFrom("127.0.0.2", balancer, origin, wrong));
      const refused = attempts.filter((attempt) => attempt.status === 429);
      expect(attempts.slice(0, 10).map((attempt) => attempt.status)).toEqual(Array(10).fill(401));
      expect(attempts[10]?.status).toBe(429);
      expect(Number(attempts[10]?.retryAfter)).toBeGreaterThan(0);
      // The customer, at another address, is not locked out by the stranger's ten wrong passwords.
      const customerSignIn = await signInFrom("127.0.0.3", balancer, origin, {
        email: first!.email,
        password: first!.password,
      });
      expect(customerSignIn.status).toBe(302);

      // A currency rate changed through the module: every instance shows it within a second,
      // although each holds the product page in its page cache.
      const currencyAnswer = await fetch(`${balancer.url}/currency`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: "currency=GBP&redirectTo=/",
      });
      const currencyCookie = currencyAnswer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      expect(currencyCookie).toMatch(/^currency=/);
      const oldPrices: { price: string; cache: string }[] = [];
      for (const shop of shops) {
        await poundPriceOn(shop, currencyCookie);
        oldPrices.push(await poundPriceOn(shop, currencyCookie));
      }
      expect(oldPrices.map((price) => price.cache)).toEqual(Array(INSTANCES).fill("hit"));
      const rate = (await client.query<{ rate: number }>("select rate from currencies where code = 'GBP'")).rows[0]!
        .rate;
      const changed = JSON.parse(
        (await runScript("tests/reliability/set-currency-rate.ts", ["GBP", String(Number(rate) * 1.1)], env)).trim(),
      ) as { ok: boolean };
      expect(changed.ok).toBe(true);
      const changedAt = Date.now();
      const secondsToSee: number[] = [];
      await Promise.all(
        shops.map(async (shop, index) => {
          while ((await poundPriceOn(shop, currencyCookie)).price === oldPrices[index]!.price) {
            if (Date.now() - changedAt > 10_000) throw new Error(`${shop.url} still shows the old rate after 10 s`);
            await sleep(20);
          }
          secondsToSee[index] = (Date.now() - changedAt) / 1000;
        }),
      );
      // The script's own process exit is included: the bound is on the instances, measured generously.
      const secondsToInvalidate = Math.max(...secondsToSee);

      // Checkouts with Stripe through the balancer, while one instance is killed under traffic.
      let browsing = true;
      const pageViews = { ok: 0, failed: 0 };
      const browse = async () => {
        const pages = ["/", "/men-shirts", "/custom-made-men-shirt/the-executive/1", "/faq", "/cart"];
        for (let view = 0; browsing; view++) {
          try {
            const response = await fetch(`${balancer!.url}${pages[view % pages.length]}`);
            await response.arrayBuffer();
            if (response.status === 200) pageViews.ok++;
            else pageViews.failed++;
          } catch {
            pageViews.failed++;
          }
        }
      };
      const browsers = [browse(), browse(), browse()];
      const toldPaid: number[] = [];
      const checkout = async (customer: ShopCustomer) => {
        for (let round = 0; round < CHECKOUTS_EACH; round++) {
          await persist(journal, "add a shirt", () => addShirt(customer.request));
          const started = await persist(journal, "Buy now", async () =>
            startCardPayment(customer.request, await openCheckout(customer.request)),
          );
          stripe.succeed(started.providerRef);
          await persist(journal, "return to the confirmation", async () => {
            const state = await openConfirmation(customer.request, started.orderId);
            if (state !== "paid") throw new Error(`order ${started.orderId} shows ${state}`);
          });
          toldPaid.push(started.orderId);
        }
      };
      const killed = shops[1]!;
      const killing = (async () => {
        await sleep(1_500);
        await killed.kill();
      })();
      await Promise.all([...customers.map(checkout), killing]);
      browsing = false;
      await Promise.all(browsers);
      await stripe.webhooksSettled();

      const ledger = await readPostgresLedger(database.url);
      const result = audit(ledger, { paymentIntents: stripe.paymentIntents(), toldPaid });
      const webhooks = requestsPerInstance(shops, "POST", "/webhooks/stripe");
      const paymentStarts = requestsPerInstance(shops, "POST", "/checkout/payment");
      // Mail: every message due is sent by some instance; one claimed by the killed instance
      // waits for its claim to expire (15 minutes) and is then sent by another.
      const mailDue = async () =>
        (
          await client.query<{ n: number }>(
            "select count(*)::int as n from mail_outbox where status = 'pending' and next_attempt_at <= now()",
          )
        ).rows[0]!.n;
      for (const deadline = Date.now() + 20_000; (await mailDue()) > 0 && Date.now() < deadline; ) await sleep(250);
      const mailHeld = (
        await client.query<{ n: number }>("select count(*)::int as n from mail_outbox where status = 'pending'")
      ).rows[0]!.n;
      const orderMailsDelivered = mail.subjects.filter((subject) => subject.startsWith("Your order AS")).length;

      printCounts(`Scale-out: ${INSTANCES} instances behind nginx on one PostgreSQL (${stores})`, {
        "migrations applied (of journal)": `${applied.total} (${journalEntries})`,
        "instances up": instancesUp,
        "fabrics before db:seed": fabricsBeforeSeed,
        "customers registered through the balancer": customers.length,
        "sign-in attempts before 429 (one address, 3 instances)": attempts.findIndex((a) => a.status === 429),
        "429 seen": refused.length,
        "seconds to invalidate (slowest instance)": secondsToInvalidate.toFixed(2),
        "payment starts per instance": paymentStarts.join(" / "),
        "webhooks handled per instance": webhooks.join(" / "),
        "instance killed under traffic": "1 (SIGKILL)",
        "page views during the kill (ok, failed)": `${pageViews.ok}, ${pageViews.failed}`,
        "requests cut off by the kill (retried)": journal.cutOff,
        "answers 5xx from the shops": journal.serverErrors.length,
        ...result.counts,
        "order mails delivered by SMTP": orderMailsDelivered,
        "mails held by the killed instance's claim": mailHeld,
      });

      expect(instancesUp).toBe(INSTANCES);
      expect(applied).toEqual({ total: journalEntries, distinct: journalEntries });
      expect(fabricsBeforeSeed).toBe(0);
      expect(refused).toHaveLength(1);
      expect(secondsToInvalidate).toBeLessThan(INVALIDATION_BUDGET_MS / 1000);
      expect(journal.serverErrors).toEqual([]);
      expect(result.lost).toEqual([]);
      expect(result.duplicated).toEqual([]);
      expect(result.counts).toMatchObject({
        "orders paid": CUSTOMERS * CHECKOUTS_EACH,
        "orders pending": 0,
        "payments succeeded": CUSTOMERS * CHECKOUTS_EACH,
        "confirmation mails": CUSTOMERS * CHECKOUTS_EACH,
      });
      expect(await mailDue()).toBe(0);
      // Round robin: the webhooks were answered by more than one instance.
      expect(webhooks.filter((count) => count > 0).length).toBeGreaterThan(1);
      passed = true;
    } finally {
      await client.end().catch(() => {});
      for (const customer of customers) await customer.request.dispose();
      await balancer?.stop();
      for (const shop of shops) await shop.dispose();
      await stripe.close();
      await mail.close();
      await database.drop();
      for (const shop of shops) {
        if (passed) rmSync(shop.dataDir, { recursive: true, force: true });
        else console.log(`A shop's data directory and log are kept in ${shop.dataDir}`);
      }
    }
  });
}
