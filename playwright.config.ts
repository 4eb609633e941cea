import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// Every run starts the built shop on a fresh data directory: created, migrated and seeded.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shop-e2e-"));
// Workers are separate processes: they find the data directory (mail files) here.
process.env.E2E_DATA_DIR = dataDir;

// The "providers" project (tests/e2e-providers): a second shop paying with Stripe and PayPal,
// both pointed at their local fakes (tests/fakes), on its own ports and data directory. The
// main shop above stays keyless, with the built-in test provider.
const providersPort = Number(process.env.E2E_PROVIDERS_PORT ?? port + 10);
const providersURL = `http://localhost:${providersPort}`;
const stripeFakeURL = `http://127.0.0.1:${providersPort + 1}`;
const payPalFakeURL = `http://127.0.0.1:${providersPort + 2}`;
const providersDataDir = process.env.E2E_PROVIDERS_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "shop-e2e-providers-"));
const stripeWebhookSecret = "whsec_e2e_providers";
const payPalWebhookId = "WH-TEST";
Object.assign(process.env, {
  E2E_MAIN_URL: baseURL,
  E2E_PROVIDERS_DATA_DIR: providersDataDir,
  E2E_STRIPE_FAKE_URL: stripeFakeURL,
  E2E_PAYPAL_FAKE_URL: payPalFakeURL,
});
const providerServers = [
  {
    command: `npx tsx tests/fakes/stripe-fake.ts --port ${providersPort + 1} --webhook-url http://127.0.0.1:${providersPort}/webhooks/stripe --webhook-secret ${stripeWebhookSecret}`,
    url: `${stripeFakeURL}/_fake/create_calls`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
  {
    command: `npx tsx tests/fakes/paypal-fake.ts --port ${providersPort + 2} --webhook-url http://127.0.0.1:${providersPort}/webhooks/paypal --webhook-id ${payPalWebhookId}`,
    url: `${payPalFakeURL}/_fake/calls`,
    timeout: 60_000,
    reuseExistingServer: false,
  },
  {
    command: "npx tsx server/index.ts",
    url: `${providersURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(providersPort),
      DATA_DIR: providersDataDir,
      LOG_LEVEL: "warn",
      RATE_LIMITS: "0",
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE: stripeFakeURL,
      // The PayPal fake's default credentials.
      PAYPAL_CLIENT_ID: "fake-paypal-client-id",
      PAYPAL_CLIENT_SECRET: "fake-paypal-client-secret",
      PAYPAL_WEBHOOK_ID: payPalWebhookId,
      PAYPAL_API_BASE: payPalFakeURL,
    },
  },
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Long journeys take 15 to 20 s alone on two cores; the margin is for a busy machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The back office's staff, created once per run through its pages (tests/e2e/staff.setup.ts).
    { name: "staff", testMatch: /staff\.setup\.ts/ },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
      dependencies: ["staff"],
    },
    { name: "phone", use: { ...devices["Pixel 7"] }, grep: /@phone/, dependencies: ["staff"] },
    {
      name: "providers",
      testDir: "tests/e2e-providers",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: providersURL },
    },
    // The reliability tests (issues 7 and 11): no browser; each test starts, kills and restarts
    // its own shops, which take the machine's cores. They run after the browser projects, one at
    // a time, so that neither slows the other into a timeout. Alone: `--project reliability --no-deps`.
    {
      name: "reliability",
      testDir: "tests/reliability",
      dependencies: ["desktop", "phone", "providers"],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: "npx tsx server/index.ts",
      url: `${baseURL}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        // Browser tests submit forms faster than any person; the limits are tested on their own.
        RATE_LIMITS: process.env.E2E_RATE_LIMITS ?? "0",
        // Carts left behind are looked for every 5 seconds, not every 5 minutes (cart-reminders.spec.ts).
        CART_REMINDER_SWEEP_SECONDS: "5",
      },
    },
    ...providerServers,
  ],
});
