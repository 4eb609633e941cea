import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { addShirt, buyNowWithTestCard, newShopCustomer, openCheckout } from "./customer";
import {
  addressProbes,
  bodyInit,
  CUSTOMER_SIDE,
  describeRequest,
  distinctForms,
  type FuzzRequest,
  fuzzRequests,
  IDENTITIES,
  type Identity,
  routePatterns,
  type ScrapedForm,
  STAFF_ROLES,
  scrapeForms,
  scrapeLinks,
} from "./fuzz-requests";
import { signedInStaff } from "./fuzz-staff";
import { createFreshDatabase, POSTGRES_SERVER_URL, postgresAnswers } from "./postgres-database";
import { createShopProcess, freePort } from "./shop-process";
import { changedTables, tableFingerprinter } from "./table-fingerprint";

/*
 * Bad input never reaches a 500. A few thousand hostile requests (fast-check, seeded
 * by FUZZ_SEED, printed) to every route of app/routes.ts and every form the pages render,
 * anonymous and as a signed-in customer: missing, repeated and array fields, huge, negative
 * and fractional numbers, ids past int4, unknown intents, JSON, text and malformed multipart
 * bodies, bodies over the limits, bad cookies. Their addresses are broken too, anonymous, as
 * the customer and as each staff role (owner, customer service, workshop, who open pages
 * only): every path and query parameter given control characters, malformed escapes,
 * impossible days and overlong values. The shop runs as in production on a fresh PostgreSQL
 * database; every answer must be below 500 and arrive whole (a download cut short is a
 * failure too), and a refused request (4xx) must leave every table as it was (a fingerprint
 * of the tables is taken around each request).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_500);
const REPOSITORY_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Tables left out of the fingerprint, because they change by themselves, whatever the
 * request: the mail outbox (the worker retries sending on its own schedule; SMTP points
 * nowhere here), rate-limit counters (a refused request still counts against a limit) and the
 * staff's sessions (any request slides a session's end, every few minutes).
 */
const CHANGE_BY_THEMSELVES = (table: string) =>
  table === "mail_outbox" || table.includes("rate_limit") || table === "staff_sessions";

/** Pages whose forms and links the fuzz starts from, as well as those linked from the home and gallery pages. */
const PAGES = [
  "/",
  "/men-shirts",
  "/login",
  "/register",
  "/contact",
  "/faq",
  "/cart",
  "/checkout",
  "/confirm-adress",
  "/account",
  "/adresse",
  "/my-sizes",
  "/history-order",
  "/confirmation?order=1",
  "/measurement",
  "/measurement?mode=smart",
  "/measurement?mode=rapid",
  "/measurement?mode=profiles",
  "/reset-password?token=not-a-token",
  "/admin/login",
  "/admin/reset-password?token=not-a-token",
  "/admin/join?token=not-a-token",
  "/design-shirt/1?step=fabric",
  "/design-shirt/1?step=style",
  "/design-shirt/1?step=extras",
  "/design-shirt/1?step=sizes",
  "/design-shirt/1?step=sizes&mode=smart",
  "/design-shirt/1?step=sizes&mode=rapid",
  "/design-shirt/1?step=summary",
];

/** The back office's pages whose forms and links the fuzz starts from, as each staff role sees them. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/production",
  "/admin/production/sheets",
  "/admin/orders",
  "/admin/audit",
  "/admin/fabrics",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/claims",
  "/admin/catalogue",
  "/admin/content",
  "/admin/settings",
  "/admin/staff",
  "/admin/account",
  "/admin/payments/unmatched",
  "/admin/fit-accuracy",
];

/** Requests that once answered 500, sent first: the fuzz must find them whatever the seed. */
const ONCE_ANSWERED_500: FuzzRequest[] = [
  { identity: "anonymous", cookies: "own", method: "GET", path: "/design-shirt/99999999999" },
  { identity: "anonymous", cookies: "own", method: "GET", path: "/custom-made-men-shirt/x/2147483648" },
  {
    identity: "anonymous",
    cookies: "own",
    method: "POST",
    path: "/design-shirt/1?step=fabric",
    body: {
      kind: "urlencoded",
      fields: [
        ["intent", "choose"],
        ["field", "fabricId"],
        ["value", "99999999999"],
      ],
    },
  },
  {
    identity: "anonymous",
    cookies: "own",
    method: "GET",
    path: "/design-shirt/1?d=99999999999.1.1.1.1.1.1.1.1.1.1.-.-.1.-.-.",
  },
  {
    identity: "customer",
    cookies: "own",
    method: "POST",
    path: "/cart",
    body: { kind: "json", text: '{"intent":"remove"}' },
  },
  {
    identity: "customer",
    cookies: "own",
    method: "POST",
    path: "/account",
    body: { kind: "broken-multipart", text: '--other\r\nContent-Disposition: form-data; name="intent"\r\n\r\nprofile' },
  },
  // "A 20 MB POST to any page is read whole into memory; webhooks too."
  { identity: "anonymous", cookies: "own", method: "POST", path: "/contact", body: { kind: "oversized", bytes: 20e6 } },
  {
    identity: "anonymous",
    cookies: "own",
    method: "POST",
    path: "/webhooks/stripe",
    body: { kind: "oversized", bytes: 20e6 },
  },
  // A NUL in an address reached PostgreSQL, which refuses it in text; impossible or far-off
  // days reached the date filters' queries.
  ...(
    [
      ["anonymous", "/style/%00"],
      ["anonymous", "/blog/%00"],
      ["anonymous", "/reset-password?token=%00"],
      ["anonymous", "/admin/reset-password?token=%00"],
      ["service", "/admin/orders?q=%00"],
      ["service", "/admin/orders.csv?q=%00"],
      ["owner", "/admin/subscribers.csv?q=%00"],
      ["owner", "/admin/audit?from=2026-02-31"],
      ["service", "/admin/orders?from=0001-01-01"],
    ] as const
  ).map(([identity, path]): FuzzRequest => ({ identity, cookies: "own", method: "GET", path })),
];

type CookieJar = Map<string, string>;

function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Applies a response's Set-Cookie headers: a cookie set empty or expired is removed. */
function applySetCookies(jar: CookieJar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";");
    const separator = pair.indexOf("=");
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some(
      (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /expires=thu, 01 jan 1970/i.test(attribute),
    );
    if (value === "" || expired) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The identity's cookies with broken values added: garbage, bad signatures, bad encodings. */
function badCookies(jar: CookieJar, pick: number): string {
  const broken = [
    ...[...jar.keys()].map((name) => `${name}=${"A".repeat(40)}`),
    "cart=%E0%A4%A",
    "cart=eyJ0b2tlbiI6Ii4uLiJ9.bad-signature",
    "__Secure-shop.session_token=forged.token",
    "shop.session_token=forged.token",
    "currency=ZZZ",
    'currency="\\u0000"',
    "size_draft=%",
    "newsletter_popup=%7B%7D",
    `cart=${"x".repeat(3000)}`,
  ];
  return [cookieHeader(jar), broken[pick % broken.length]].filter(Boolean).join("; ");
}

async function seedDemoCatalogue(env: Record<string, string>): Promise<void> {
  const seeding = spawn(process.execPath, ["--import", "tsx", "scripts/db-seed.ts"], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  seeding.stderr.on("data", (chunk) => {
    errors += chunk;
  });
  const code = await new Promise<number | null>((resolve) => seeding.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run db:seed failed:\n${errors}`);
}

test("malformed input on every route and action gets no 5xx and changes nothing when refused", async () => {
  test.setTimeout(600_000);
  test.skip(
    !(await postgresAnswers()),
    `PostgreSQL does not answer at ${POSTGRES_SERVER_URL} (set RELIABILITY_POSTGRES_URL): the fuzz test needs a server of its own`,
  );
  const database = await createFreshDatabase("shop_fuzz");
  const port = await freePort();
  const env = {
    DATABASE_URL: database.url,
    BASE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
    // Nothing listens there: mail fails to send and stays in the outbox, which is not looked at.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    ALLOW_TEST_PAYMENTS: "1",
    // The sweeper would change orders of its own accord between two fingerprints.
    ORDER_SWEEP_SECONDS: "3600",
  };
  const shop = await createShopProcess({ port, env });
  let passed = false;
  try {
    await seedDemoCatalogue(env);
    await shop.start();

    // The signed-in customer has a delivery address, a paid order, a shirt in the cart and a saved size.
    const customer = await newShopCustomer(shop.url);
    await addShirt(customer.request);
    const bought = await buyNowWithTestCard(customer.request, await openCheckout(customer.request));
    expect(bought.status(), "the customer pays an order with the test card").toBe(302);
    await addShirt(customer.request);
    const saved = await customer.request.post("/measurement?mode=rapid", {
      form: { intent: "rapid", fit: "1", neckCm: "40", sleeveCm: "66" },
    });
    expect(saved.status(), "the customer saves a rapid size").toBeLessThan(400);
    const customerPassword = "tailored-shirt-1";
    const jars: Record<Identity, CookieJar> = {
      anonymous: new Map(),
      customer: new Map((await customer.request.storageState()).cookies.map((cookie) => [cookie.name, cookie.value])),
      ...(await signedInStaff(shop, database.url)),
    };
    await customer.request.dispose();

    const send = (identity: Identity, pathAndQuery: string, init: RequestInit & { duplex?: "half" } = {}) =>
      fetch(`${shop.url}${pathAndQuery}`, {
        redirect: "manual",
        ...init,
        headers: { cookie: cookieHeader(jars[identity]), ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(30_000),
      });

    // The forms and links of the shop's pages, as each identity sees them. The staff's forms
    // that post are left out: they only open pages.
    const forms: ScrapedForm[] = [];
    const links = Object.fromEntries(IDENTITIES.map((identity) => [identity, [] as string[]])) as Record<
      Identity,
      string[]
    >;
    for (const identity of IDENTITIES) {
      const lineLinks: string[] = [];
      const pages = CUSTOMER_SIDE.includes(identity) ? [...PAGES] : [...ADMIN_PAGES];
      for (let index = 0; index < pages.length; index += 1) {
        const page = pages[index] as string;
        const response = await send(identity, page);
        if (CUSTOMER_SIDE.includes(identity)) applySetCookies(jars[identity], response);
        const html = await response.text();
        // A page reads its own query, whatever it answers (a link's token that no longer works).
        links[identity].push(page);
        if (response.status !== 200) continue;
        const pageForms = scrapeForms(html, page, identity);
        forms.push(
          ...(CUSTOMER_SIDE.includes(identity) ? pageForms : pageForms.filter((form) => form.method === "GET")),
        );
        const found = scrapeLinks(html);
        links[identity].push(...found);
        if (index < 2) pages.push(...found.filter((link) => !pages.includes(link)).slice(0, 40));
        lineLinks.push(...found.filter((link) => link.startsWith("/redesign-shirt/")));
      }
      for (const link of new Set(lineLinks)) {
        const response = await send(identity, link);
        if (response.status === 200) forms.push(...scrapeForms(await response.text(), link, identity));
      }
      links[identity] = [...new Set(links[identity])];
    }
    const sources = {
      routes: routePatterns(path.join(REPOSITORY_ROOT, "app/routes.ts")),
      links,
      // The webhooks and the checkout's JSON payment step are posted by providers and scripts, not forms.
      forms: distinctForms([
        ...forms,
        ...(["stripe", "paypal", "unknown"] as const).map((provider) => ({
          identity: "anonymous" as const,
          method: "POST",
          action: `/webhooks/${provider}`,
          fields: [
            { name: "id", values: ["evt_1"] },
            { name: "type", values: ["payment_intent.succeeded", "PAYMENT.CAPTURE.COMPLETED"] },
          ],
        })),
        {
          identity: "customer" as const,
          method: "POST",
          action: "/checkout/payment",
          fields: [
            { name: "intent", values: ["start", "capture"] },
            { name: "deliveryOptionId", values: ["1"] },
            { name: "paymentMethodId", values: ["1", "2"] },
            { name: "cartVersion", values: ["0".repeat(32)] },
            { name: "orderId", values: ["1"] },
          ],
        },
      ]),
    };
    const postedForms = sources.forms.filter((form) => form.method === "POST");
    const actions = new Set(postedForms.map((form) => form.action.split("?")[0]));
    const intents = new Set(
      postedForms.flatMap((form) => {
        const intent = form.fields.find((field) => field.name === "intent");
        return (intent?.values ?? []).map((value) => `${form.action.split("?")[0]} ${value}`);
      }),
    );
    console.log(
      `Fuzz seed ${SEED} (FUZZ_SEED to change it): ${REQUESTS} requests over ${sources.routes.length} routes, ${postedForms.length} forms, ${actions.size} actions and ${intents.size} intents`,
    );
    console.log(`  actions: ${[...actions].sort().join(" ")}\n  intents: ${[...intents].sort().join(", ")}`);

    const probes = addressProbes(sources);
    console.log(`  ${probes.length} addresses of every route and page broken one parameter at a time`);
    const requests = [
      ...ONCE_ANSWERED_500,
      ...probes,
      ...fc.sample(fuzzRequests(sources), { seed: SEED, numRuns: REQUESTS }),
    ];
    const fingerprints = await tableFingerprinter(database.url, CHANGE_BY_THEMSELVES);
    // The fingerprint sees a change: a newsletter subscription adds a row.
    const beforeSubscribing = await fingerprints.take();
    const subscribed = await send("anonymous", "/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=fuzz-check%40example.com",
    });
    expect(subscribed.status).toBe(200);
    expect(changedTables(beforeSubscribing, await fingerprints.take())).toEqual(["newsletter_subscribers"]);

    const statuses = new Map<string, number>();
    const serverErrors: string[] = [];
    const changedWhenRefused: string[] = [];
    let before = await fingerprints.take();
    const startedAt = Date.now();
    try {
      for (const [index, request] of requests.entries()) {
        const answer = await sendFuzzRequest(request, index);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const after = await fingerprints.take();
        if (answer.status.startsWith("5") || answer.status === "connection error" || answer.status === "cut short") {
          serverErrors.push(
            `${answer.status}: ${describeRequest(request)}${answer.detail ? `\n    ${answer.detail}` : ""}`,
          );
        } else if (answer.status.startsWith("4")) {
          const changed = changedTables(before, after);
          if (changed.length > 0)
            changedWhenRefused.push(`${answer.status} changed ${changed.join(", ")}: ${describeRequest(request)}`);
        }
        before = after;
      }
    } finally {
      await fingerprints.close();
    }

    async function sendFuzzRequest(request: FuzzRequest, index: number): Promise<{ status: string; detail?: string }> {
      const jar = jars[request.identity];
      const cookie =
        request.cookies === "own" ? cookieHeader(jar) : request.cookies === "bad" ? badCookies(jar, index) : "";
      const body =
        request.body && request.method !== "GET" && request.method !== "HEAD" ? bodyInit(request.body) : null;
      let response: Response;
      try {
        response = await fetch(`${shop.url}${request.path}`, {
          method: request.method,
          redirect: "manual",
          headers: { ...(cookie ? { cookie } : {}), ...body?.headers },
          body: body?.body,
          ...(body?.duplex ? { duplex: body.duplex } : {}),
          signal: AbortSignal.timeout(30_000),
        } as RequestInit);
      } catch (error) {
        // A streamed body past the limit may be cut off before its answer is read.
        if (request.body?.kind === "oversized-chunked") return { status: "cut off" };
        return {
          status: "connection error",
          detail: `${String((error as Error).cause ?? error)}, after ${describeRequest(requests[index - 1] ?? request)}`,
        };
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (request.body?.kind === "oversized-chunked") return { status: "cut off" };
        // An answer cut short after its status (a CSV export whose query failed) is a server error.
        return { status: "cut short", detail: String((error as Error).cause ?? error) };
      }
      // The staff keep the session they signed in with: none of their requests may end it.
      if (request.cookies === "own" && CUSTOMER_SIDE.includes(request.identity)) applySetCookies(jar, response);
      // Signed out (the logout form): sign in again, so the customer stays a customer.
      if (request.identity === "customer" && ![...jar.keys()].some((name) => name.endsWith("session_token"))) {
        await signInAgain(jar);
      }
      return {
        status: String(response.status),
        detail: response.status >= 500 ? text.slice(0, 300).replace(/\s+/g, " ") : undefined,
      };
    }

    async function signInAgain(jar: CookieJar) {
      const response = await send("customer", "/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", email: customer.email, password: customerPassword }).toString(),
      });
      applySetCookies(jar, response);
    }

    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    const table = [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `  ${status.padEnd(17)} ${count}`);
    console.log(
      [
        `Fuzz seed ${SEED}: ${requests.length} requests sent in ${seconds} s`,
        "  status            requests",
        ...table,
        `  5xx               ${serverErrors.length}`,
        `  refused but changed the database: ${changedWhenRefused.length}`,
      ].join("\n"),
    );
    for (const line of [...serverErrors, ...changedWhenRefused].slice(0, 60)) console.log(`  ${line}`);
    expect(serverErrors, "requests answered with a 5xx").toEqual([]);
    expect(changedWhenRefused, "refused requests that changed the database").toEqual([]);

    // The staff opened their pages signed in, to the end.
    for (const role of STAFF_ROLES) {
      expect((await send(role, "/admin/account")).status, `${role} is still signed in`).toBe(200);
    }
    // An address refused for a control character gets the shop's error page, which says why.
    const refused = await send("anonymous", "/blog/%00");
    const refusal = await refused.text();
    expect(refused.status).toBe(400);
    expect(refusal).toContain("We could not accept this request");
    expect(refusal).toContain("a control character, such as NUL");
    expect(refusal).toMatch(/<header[\s\S]*<footer/);
    passed = true;
  } finally {
    await shop.dispose();
    await database.drop();
    if (passed) rmSync(shop.dataDir, { recursive: true, force: true });
    else console.log(`The shop's log is kept in ${path.join(shop.dataDir, "shop.log")}`);
  }
});
