import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { createShopProcess, runCommand } from "./shop-process";

/*
 * One process at a time writes the embedded database (PGlite in DATA_DIR). Beside a running
 * shop, `npm run staff:create` asks the shop to make the link, so the link works; the commands
 * that would open the database themselves (seed, migrate, generators) refuse, say why, exit
 * non-zero and leave the shop's lock as it was. Once the shop stops, its lock is gone and they run.
 */

/** The environment of a command run beside the shop: its DATA_DIR, in production as the shop runs. */
const production = (dataDir: string) => ({ NODE_ENV: "production", DATA_DIR: dataDir });

test("staff:create beside the running embedded shop makes a working link; seed and migrate refuse", async () => {
  // A few seconds on a quiet machine; starting the shop and four commands take minutes on a busy one.
  test.setTimeout(240_000);
  const shop = await createShopProcess();
  const lockFile = path.join(shop.dataDir, "pglite.lock");
  const visitor = await playwrightRequest.newContext({ baseURL: shop.url, maxRedirects: 0 });
  let passed = false;
  try {
    await shop.start();

    await test.step("staff:create asks the shop, and its link creates the owner", async () => {
      const created = await runCommand(
        "scripts/staff-create.ts",
        ["--email", "anna@example.com"],
        production(shop.dataDir),
      );
      expect(created.code, created.output).toBe(0);
      const link = /\/admin\/join\?token=\S+/.exec(created.output)?.[0];
      expect(link, created.output).toBeDefined();
      const page = await visitor.get(link ?? "");
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain("Join the back office");
      const joined = await visitor.post(link ?? "", {
        form: { name: "Anna Owner", password: `a long passphrase ${randomBytes(6).toString("hex")}` },
      });
      expect(joined.status(), await joined.text()).toBe(302);
    });

    const lockBefore = readFileSync(lockFile, "utf8");
    for (const script of ["scripts/db-seed.ts", "scripts/db-migrate.ts"]) {
      await test.step(`${script} refuses with the shop running`, async () => {
        const refused = await runCommand(script, [], production(shop.dataDir));
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toContain(`is using the embedded database in ${path.join(shop.dataDir, "pglite")}`);
        expect(refused.output).toContain("Stop it first");
        // A message for a person, not a stack trace.
        expect(refused.output).not.toMatch(/^\s+at /m);
        expect(readFileSync(lockFile, "utf8")).toBe(lockBefore);
      });
    }
    expect((await visitor.get("/healthz")).status()).toBe(200);

    await test.step("once the shop stopped, its lock is gone and migrate runs", async () => {
      await shop.stop();
      expect(existsSync(lockFile)).toBe(false);
      const migrated = await runCommand("scripts/db-migrate.ts", [], production(shop.dataDir));
      expect(migrated.code, migrated.output).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    });
    passed = true;
  } finally {
    await visitor.dispose();
    await shop.dispose();
    if (passed) rmSync(shop.dataDir, { recursive: true, force: true });
    else console.log(`The shop's data directory and log are kept in ${shop.dataDir}`);
  }
});
