import { rmSync } from "node:fs";
import { test as base } from "@playwright/test";
import { type StripeFake, type StripeFakeOptions, startStripeFake } from "../fakes/stripe-fake";
import { type ApiProxy, startApiProxy } from "./api-proxy";
import { newShopCustomer, type ShopCustomer } from "./customer";
import { createShopProcess, freePort, runScript, type ShopProcess } from "./shop-process";

/*
 * The reliability tests' fixture: each test launches its own shops (and Stripe fakes) and
 * customers, which are killed and closed when it ends. Their fabrics' stock is left uncounted
 * (uncounted-stock.ts): a hundred checkouts of one shirt must not find it sold out. A passing test's data directories are
 * removed; a failing one's are kept, with the shop's log, and named in the output.
 */

const STRIPE_WEBHOOK_SECRET = "whsec_reliability";

type Launcher = {
  /** A shop paying with the built-in test provider, started. */
  testProviderShop(): Promise<ShopProcess>;
  /**
   * A shop paying by card through a Stripe fake that posts its webhooks to the shop; both
   * started. `throughProxy`: the shop reaches the fake through an ApiProxy (api-proxy.ts).
   */
  stripeShop(
    fakeOptions?: Pick<StripeFakeOptions, "autoDeliver" | "redeliverFailed"> & { throughProxy?: boolean },
  ): Promise<{ shop: ShopProcess; stripe: StripeFake; proxy: ApiProxy | null }>;
  /** A new customer of the shop, signed in, with a delivery address. */
  customer(shop: ShopProcess): Promise<ShopCustomer>;
};

export const test = base.extend<{ launch: Launcher }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  launch: async ({}, use, testInfo) => {
    const shops: ShopProcess[] = [];
    const fakes: StripeFake[] = [];
    const proxies: ApiProxy[] = [];
    const customers: ShopCustomer[] = [];
    const started = async (shop: ShopProcess) => {
      shops.push(shop);
      await runScript("tests/reliability/uncounted-stock.ts", [], { NODE_ENV: "production", DATA_DIR: shop.dataDir });
      await shop.start();
      return shop;
    };
    await use({
      testProviderShop: async () => started(await createShopProcess()),
      async stripeShop({ throughProxy = false, ...fakeOptions } = {}) {
        const port = await freePort();
        const stripe = await startStripeFake({
          ...fakeOptions,
          webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
          webhookSecret: STRIPE_WEBHOOK_SECRET,
        });
        fakes.push(stripe);
        const proxy = throughProxy ? await startApiProxy(stripe.url) : null;
        if (proxy) proxies.push(proxy);
        const shop = await createShopProcess({
          port,
          env: {
            STRIPE_SECRET_KEY: "sk_test_reliability",
            STRIPE_PUBLISHABLE_KEY: "pk_test_reliability",
            STRIPE_WEBHOOK_SECRET,
            STRIPE_API_BASE: proxy?.url ?? stripe.url,
          },
        });
        return { shop: await started(shop), stripe, proxy };
      },
      async customer(shop) {
        const customer = await newShopCustomer(shop.url);
        customers.push(customer);
        return customer;
      },
    });
    for (const customer of customers) await customer.request.dispose();
    for (const shop of shops) await shop.dispose();
    for (const proxy of proxies) await proxy.close();
    for (const fake of fakes) await fake.close();
    for (const shop of shops) {
      if (testInfo.status === testInfo.expectedStatus) rmSync(shop.dataDir, { recursive: true, force: true });
      else console.log(`The shop's data directory and log are kept in ${shop.dataDir}`);
    }
  },
});
