import { rmSync } from "node:fs";
import { test as base } from "@playwright/test";
import { type StripeFake, type StripeFakeOptions, startStripeFake } from "../fakes/stripe-fake";
import { newShopCustomer, type ShopCustomer } from "./customer";
import { createShopProcess, freePort, type ShopProcess } from "./shop-process";

/*
 * The reliability tests' fixture: each test launches its own shops (and Stripe fakes) and
 * customers, which are killed and closed when it ends. A passing test's data directories are
 * removed; a failing one's are kept, with the shop's log, and named in the output.
 */

const STRIPE_WEBHOOK_SECRET = "whsec_reliability";

type Launcher = {
  /** A shop paying with the built-in test provider, started. */
  testProviderShop(): Promise<ShopProcess>;
  /** A shop paying by card through a Stripe fake that posts its webhooks to the shop; both started. */
  stripeShop(
    fakeOptions?: Pick<StripeFakeOptions, "autoDeliver" | "redeliverFailed">,
  ): Promise<{ shop: ShopProcess; stripe: StripeFake }>;
  /** A new customer of the shop, signed in, with a delivery address. */
  customer(shop: ShopProcess): Promise<ShopCustomer>;
};

export const test = base.extend<{ launch: Launcher }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's own fixtures from this pattern.
  launch: async ({}, use, testInfo) => {
    const shops: ShopProcess[] = [];
    const fakes: StripeFake[] = [];
    const customers: ShopCustomer[] = [];
    const started = async (shop: ShopProcess) => {
      shops.push(shop);
      await shop.start();
      return shop;
    };
    await use({
      testProviderShop: async () => started(await createShopProcess()),
      async stripeShop(fakeOptions = {}) {
        const port = await freePort();
        const stripe = await startStripeFake({
          ...fakeOptions,
          webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
          webhookSecret: STRIPE_WEBHOOK_SECRET,
        });
        fakes.push(stripe);
        const shop = await createShopProcess({
          port,
          env: {
            STRIPE_SECRET_KEY: "sk_test_reliability",
            STRIPE_PUBLISHABLE_KEY: "pk_test_reliability",
            STRIPE_WEBHOOK_SECRET,
            STRIPE_API_BASE: stripe.url,
          },
        });
        return { shop: await started(shop), stripe };
      },
      async customer(shop) {
        const customer = await newShopCustomer(shop.url);
        customers.push(customer);
        return customer;
      },
    });
    for (const customer of customers) await customer.request.dispose();
    for (const shop of shops) await shop.dispose();
    for (const fake of fakes) await fake.close();
    for (const shop of shops) {
      if (testInfo.status === testInfo.expectedStatus) rmSync(shop.dataDir, { recursive: true, force: true });
      else console.log(`The shop's data directory and log are kept in ${shop.dataDir}`);
    }
  },
});
