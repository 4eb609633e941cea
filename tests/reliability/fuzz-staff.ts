import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import * as OTPAuth from "otpauth";
import pg from "pg";
import { UnexpectedAnswer } from "./customer";
import type { StaffRole } from "./fuzz-requests";

/*
 * The back office's three roles for the fuzz test, over HTTP only, as a shop's owner sets them
 * up on the first day: the owner joins from the link a shop without staff logs at start, then
 * invites customer service and the workshop, whose links are read from the mail outbox (mail
 * goes nowhere here). Each sets up two-factor sign-in, whether or not the role demands it, so
 * the sessions open every page their role may see. Each role comes back as its session's cookies.
 */

const PEOPLE: Record<StaffRole, { name: string; email: string }> = {
  owner: { name: "Olga Owner", email: "owner@fuzz.test" },
  service: { name: "Sid Service", email: "service@fuzz.test" },
  workshop: { name: "Wim Workshop", email: "workshop@fuzz.test" },
};

type Shop = { url: string; dataDir: string };

/** The cookies of a signed-in session for each role, by name. */
export async function signedInStaff(shop: Shop, databaseUrl: string): Promise<Record<StaffRole, Map<string, string>>> {
  const owner = await join(shop.url, "owner", await firstOwnerLink(shop));
  const outbox = new pg.Client({ connectionString: databaseUrl });
  await outbox.connect();
  const invite = async (role: StaffRole) => {
    const invited = await owner.post("/admin/staff", { form: { intent: "invite", email: PEOPLE[role].email, role } });
    if (invited.status() !== 302) throw new UnexpectedAnswer(invited.status(), `invite ${role}`);
    return join(shop.url, role, await invitationLink(outbox, PEOPLE[role].email));
  };
  let service: APIRequestContext;
  let workshop: APIRequestContext;
  try {
    service = await invite("service");
    workshop = await invite("workshop");
  } finally {
    await outbox.end();
  }
  const cookiesOf = async (context: APIRequestContext) =>
    new Map((await context.storageState()).cookies.map((cookie) => [cookie.name, cookie.value]));
  const sessions = {
    owner: await cookiesOf(owner),
    service: await cookiesOf(service),
    workshop: await cookiesOf(workshop),
  };
  await Promise.all([owner, service, workshop].map((context) => context.dispose()));
  return sessions;
}

/** The first owner's link, from the shop's log: it is logged at every start while the shop has no staff. */
async function firstOwnerLink(shop: Shop): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = await readFile(path.join(shop.dataDir, "shop.log"), "utf8").catch(() => "");
    const link = /\/admin\/join\?token=[\w%-]+/.exec(log)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the shop logged no first owner's link");
}

async function invitationLink(outbox: pg.Client, email: string): Promise<string> {
  const { rows } = await outbox.query<{ text: string }>(
    `select text from mail_outbox where "to" = $1 order by id desc limit 1`,
    [email],
  );
  const link = /\/admin\/join\?token=[\w%-]+/.exec(rows[0]?.text ?? "")?.[0];
  if (!link) throw new Error(`no invitation was mailed to ${email}`);
  return link;
}

/** Joins from a link (its path) and sets up two-factor sign-in; the context keeps the session. */
async function join(shopUrl: string, role: StaffRole, link: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: shopUrl, maxRedirects: 0 });
  const password = `fuzz-${randomBytes(12).toString("hex")}`;
  const joined = await context.post(link, {
    form: { name: PEOPLE[role].name, email: PEOPLE[role].email, password },
  });
  if (joined.status() !== 302) throw new UnexpectedAnswer(joined.status(), `join as ${role}`);
  const started = await context.post("/admin/account", { form: { intent: "start", password } });
  const page = await started.text();
  const secret = /data-testid="totp-secret"[^>]*>\s*([A-Z2-7]+)/.exec(page)?.[1];
  const recoveryCodes = /name="recoveryCodes" value="([^"]*)"/.exec(page)?.[1];
  if (!secret || recoveryCodes === undefined)
    throw new UnexpectedAnswer(started.status(), `start two-factor as ${role}`);
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const confirmed = await context.post("/admin/account", { form: { intent: "confirm", secret, recoveryCodes, code } });
  if (confirmed.status() !== 302) throw new UnexpectedAnswer(confirmed.status(), `confirm two-factor as ${role}`);
  return context;
}
