import { createHmac } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { sessions } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { changePassword, getCustomer, signIn, signOut } from "./accounts.server";
import { auth } from "./auth.server";
import { sessionTokenHash } from "./session-tokens.server";
import { cookieFrom, createTestCustomer } from "./test-support.server";

/*
 * Customers' sessions are stored by a hash of their token (session-tokens.server.ts), like the
 * staff's (staff-sign-in.db.test.ts); migration 0027 hashes the tokens of sessions opened
 * before it, so they stay open.
 */

const database = databaseForTests();

let addressCounter = 0;
const caller = (cookie?: string) => ({
  request: new Request("http://localhost/", { headers: cookie ? { cookie } : {} }),
  clientIp: `10.27.0.${++addressCounter}`,
});
const requestWith = (cookie: string) => new Request("http://localhost/account", { headers: { cookie } });

/** The session token a customer's cookie carries (better-auth signs it: `token.signature`). */
function sessionTokenIn(cookie: string): string {
  const value = /shop\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  return decodeURIComponent(value).split(".")[0]!;
}

describe("customers' sessions", () => {
  it("are stored by a hash of their token: the table's value opens nothing, the cookie's does", async () => {
    const id = await createTestCustomer({ name: "Ivo", email: "ivo@example.com", password: "ivo-tailored-pw" });
    const signedIn = await signIn(caller(), { email: "ivo@example.com", password: "ivo-tailored-pw" });
    if (!signedIn.ok) throw new Error("sign-in failed");
    const cookie = cookieFrom(signedIn.headers);
    const token = sessionTokenIn(cookie);
    expect(token).toMatch(/^\w{32}$/);

    const stored = await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, id));
    expect(stored).toEqual([{ token: sessionTokenHash(token) }]);
    expect(await getCustomer(requestWith(cookie))).toMatchObject({ id, email: "ivo@example.com" });

    // Even signed with the shop's secret, a cookie made of what the table holds is no session.
    const { secret } = await auth().$context;
    const storedValue = stored[0]!.token;
    const signature = createHmac("sha256", secret).update(storedValue).digest("base64");
    expect(
      await getCustomer(requestWith(`shop.session_token=${encodeURIComponent(`${storedValue}.${signature}`)}`)),
    ).toBeNull();

    // A new password ends the other sessions and gives this browser a new one, hashed too.
    const other = await signIn(caller(), { email: "ivo@example.com", password: "ivo-tailored-pw" });
    if (!other.ok) throw new Error("sign-in failed");
    const changed = await changePassword(
      requestWith(cookie),
      { id, name: "Ivo", email: "ivo@example.com" },
      { currentPassword: "ivo-tailored-pw", newPassword: "ivo-new-tailored-pw" },
    );
    if (!changed.ok) throw new Error("change failed");
    const renewed = cookieFrom(changed.headers);
    expect(await getCustomer(requestWith(cookieFrom(other.headers)))).toBeNull();
    expect(await getCustomer(requestWith(renewed))).toMatchObject({ id });
    const now = await database.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, id));
    expect(now).toEqual([{ token: sessionTokenHash(sessionTokenIn(renewed)) }]);

    // Signing out finds the session by its token and ends it.
    await signOut(requestWith(renewed));
    expect(await getCustomer(requestWith(renewed))).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });
});

const MIGRATIONS = path.resolve("drizzle");
const before = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before `tag` (its SQL files, snapshots and journal). */
function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  cpSync(MIGRATIONS, before, { recursive: true });
  writeFileSync(path.join(before, "meta/_journal.json"), JSON.stringify(journal));
  return before;
}

describe("migration 0027", () => {
  it("hashes the tokens of sessions opened before it the way the shop looks them up", async () => {
    const client = new PGlite({ extensions: { pg_trgm } });
    const migrated = drizzle(client);
    await migrate(migrated, { migrationsFolder: migrationsBefore("0027_hash-session-tokens") });
    const customerToken = "CustomerTokenOpenedBefore0027abc";
    const staffToken = "StaffTokenOpenedBefore0027abcdef";
    await client.exec(`
      insert into users (id, name, email) values ('c1', 'Cleo', 'cleo@example.com');
      insert into sessions (id, token, user_id, expires_at) values ('s1', '${customerToken}', 'c1', now() + interval '1 day');
      insert into staff_users (id, name, email, role) values ('t1', 'Tess', 'tess@example.com', 'service');
      insert into staff_sessions (id, token, user_id, expires_at) values ('s2', '${staffToken}', 't1', now() + interval '1 hour');
    `);
    await migrate(migrated, { migrationsFolder: MIGRATIONS });
    const customers = await client.query<{ token: string }>("select token from sessions");
    const staff = await client.query<{ token: string }>("select token from staff_sessions");
    expect(customers.rows).toEqual([{ token: sessionTokenHash(customerToken) }]);
    expect(staff.rows).toEqual([{ token: sessionTokenHash(staffToken) }]);
    await client.close();
  }, 180_000);
});
