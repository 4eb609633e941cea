import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import { sql } from "drizzle-orm";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { createRequestHandler as createPageRenderer } from "react-router";
import { config, describeConfig } from "~/config.server";
import { db } from "~/db/client.server";
import { openDatabase } from "~/db/open.server";
import { listenForInvalidations } from "~/infra/invalidation.server";
import { logger, redactUrl } from "~/infra/logger.server";
import { closeRateLimitStore } from "~/infra/rate-limit.server";
import { getGreetedCustomer } from "~/modules/accounts/accounts.server";
import { CART_COOKIE_NAME, newCartCookie } from "~/modules/cart/cart.server";
import { startCartReminders } from "~/modules/cart/reminders.server";
import { POPUP_COOKIE_NAME } from "~/modules/content/newsletter.server";
import { startMailWorker } from "~/modules/mail/worker.server";
import { CURRENCY_COOKIE_NAME } from "~/modules/money/currency.server";
import { startOrderSweeper } from "~/modules/orders/sweeper.server";
import { loadVisitor } from "~/modules/pages/shell.server";
import { STAFF_LINK_LIFETIME_HOURS } from "~/modules/staff/staff";
import { FIRST_OWNER_LINK_FILE, firstOwnerLinkIfNoStaff } from "~/modules/staff/staff.server";
import { isSharedPage } from "~/page-query-params";
import { bodyLimit } from "./body-limit";
import { pageCache } from "./page-cache";
import { refuseUnreadableAddresses, UNREADABLE_ADDRESS_MESSAGE } from "./unreadable-address";

// The embedded shop's commands from its own machine, started by server/index.ts beside the shop
// (exported here so that they run in the shop's module graph, with its database).
export { listenForLocalCommands } from "./local-commands";

declare module "react-router" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
    cspNonce: string;
    /** The caller's address, for rate limits. */
    clientIp: string;
    /**
     * Why the server refused the address before any route ran (unreadable-address.ts): the
     * not-found route, rendered in its place, shows it with status 400.
     */
    refusedAddress?: string;
  }
}

/**
 * What the configured payment providers' browser parts load, by name (DESIGN.md section 6:
 * "payment provider frames allowed by name"): Stripe.js and its frames, the PayPal SDK and
 * its windows. Nothing when the provider is not configured.
 */
function paymentProviderSources() {
  const stripe = config.stripe !== undefined;
  const paypal = config.paypal !== undefined;
  // Stripe.js loads from js.stripe.com and its subdomains, with frames there and on hooks.stripe.com.
  const stripeScripts = ["https://js.stripe.com", "https://*.js.stripe.com"];
  const paypalHosts = ["https://www.paypal.com", "https://www.sandbox.paypal.com", "https://*.paypal.com"];
  return {
    scripts: [...(stripe ? stripeScripts : []), ...(paypal ? [...paypalHosts, "https://*.paypalobjects.com"] : [])],
    frames: [...(stripe ? [...stripeScripts, "https://hooks.stripe.com"] : []), ...(paypal ? paypalHosts : [])],
    connections: [...(stripe ? ["https://api.stripe.com"] : []), ...(paypal ? paypalHosts : [])],
    images: [...(stripe ? ["https://*.stripe.com"] : []), ...(paypal ? ["https://*.paypalobjects.com"] : [])],
  };
}

type StartOptions = {
  /** How to load the React Router build: the Vite dev server in development. */
  loadBuild?: () => Promise<ServerBuild>;
  /** Serves built assets; false in development, where Vite serves them. */
  serveAssets?: boolean;
};

/**
 * While the shop has no staff account, a one-time link that creates its owner: the two-command
 * start leads straight into the back office. Each start prints a new one. On a
 * laptop (embedded database) it is also written beside the database, in
 * `DATA_DIR/first-owner-link.txt`, which goes once the shop has staff.
 */
async function printFirstOwnerLink() {
  const link = await firstOwnerLinkIfNoStaff();
  const file = path.join(config.dataDir, FIRST_OWNER_LINK_FILE);
  if (!link) {
    await rm(file, { force: true });
    return;
  }
  logger.warn(
    { url: link.url, expiresAt: link.expiresAt.toISOString() },
    `No staff account yet. Open this link to create the shop's owner (it works once, for ${STAFF_LINK_LIFETIME_HOURS} hours): ${link.url}`,
  );
  if (!config.databaseUrl) await writeFile(file, `${link.url}\n`, { mode: 0o600 });
}

/**
 * Opens the database (migrating and seeding it on first start), starts the mail worker
 * and returns the Express app with every cross-cutting HTTP concern (DESIGN.md sections 1 and 6).
 */
export async function startShop(options: StartOptions = {}) {
  logger.info(describeConfig(config), "starting the shop");
  const database = await openDatabase();
  await printFirstOwnerLink();
  const invalidations = await listenForInvalidations();
  // Newsletter campaigns being sent are queued a batch of recipients at a time, by every instance
  // (loaded with the first batch, not before the shop listens).
  const mailWorker = startMailWorker({
    beforeBatch: async () => (await import("~/modules/campaigns/campaigns.server")).queueCampaignMails(),
  });
  const orderSweeper = startOrderSweeper();
  const cartReminders = startCartReminders();

  const app = express();
  app.disable("x-powered-by");
  // Behind a load balancer: the client's address and protocol come from X-Forwarded-* headers
  // of the proxies named here (rate limits per customer, secure cookies, origin checks).
  app.set("trust proxy", config.trustProxy);

  // Access logs are written at level info; below it the middleware would only cost time.
  if (logger.isLevelEnabled("info")) {
    app.use(
      pinoHttp({
        logger,
        // Health checks and assets would drown the log.
        autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
      }),
    );
  }
  app.use(compression());

  const providerSources = paymentProviderSources();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: config.isProduction
        ? {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
                ...providerSources.scripts,
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", ...providerSources.images],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...providerSources.connections],
              frameSrc: providerSources.frames.length > 0 ? providerSources.frames : ["'none'"],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              baseUri: ["'self'"],
              objectSrc: ["'none'"],
              upgradeInsecureRequests: null,
            },
          }
        : false,
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  // In production the build is loaded once: a function would make React Router derive its
  // routes again on every request.
  const build = options.loadBuild ?? (await import("virtual:react-router/server-build"));
  const mode = config.isProduction ? "production" : "development";
  const loadContext = (req: express.Request, nonce: string) => ({ cspNonce: nonce, clientIp: req.ip ?? "" });
  const renderPage = createPageRenderer(build, mode);

  // An address with a control character (NUL...) gets the shop's error page, before any route sees it.
  // It is rendered by the not-found route (routes/not-found.tsx), which says why with status 400.
  app.use(
    refuseUnreadableAddresses((req, res) =>
      renderPage(new Request(new URL("/404-html", config.baseUrl), { headers: { cookie: req.headers.cookie ?? "" } }), {
        ...loadContext(req, res.locals.cspNonce as string),
        refusedAddress: UNREADABLE_ADDRESS_MESSAGE,
      }),
    ),
  );

  // Bodies over 64 KB (webhooks 1 MB) are refused before they are read.
  app.use(bodyLimit());

  app.get("/healthz", async (_req, res) => {
    try {
      await db().execute(sql`select 1`);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  if (options.serveAssets !== false) {
    // Vite fingerprints built assets: they never change, so browsers may keep them for a year.
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(express.static("build/client", { maxAge: "1h" }));
  }

  if (config.pageCacheSeconds > 0) {
    app.use(
      pageCache({
        ttlMs: config.pageCacheSeconds * 1000,
        maxEntries: 500,
        maxVisitors: 5000,
        sharedCookies: [CURRENCY_COOKIE_NAME, POPUP_COOKIE_NAME],
        cartCookie: { name: CART_COOKIE_NAME, create: newCartCookie },
        nonceOf: (res) => res.locals.cspNonce as string,
        visitorOf: loadVisitor,
        customerOf: async (request) => (await getGreetedCustomer(request))?.id ?? null,
        maxCustomerPages: 500,
        render: (request, req, nonce) => renderPage(request, loadContext(req, nonce)),
        isSharedPage,
      }),
    );
  }

  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (req, res) => loadContext(req, res.locals.cspNonce as string),
    }),
  );

  return {
    app,
    port: config.port,
    async stop() {
      await orderSweeper.stop();
      await cartReminders.stop();
      await mailWorker.stop();
      await invalidations.stop();
      await closeRateLimitStore();
      await database.close();
    },
  };
}
