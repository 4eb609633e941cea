import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { fitClaimPhotos, fitClaims, orderLines, refunds } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { type Customer, signIn } from "~/modules/accounts/accounts.server";
import { cookieFrom } from "~/modules/accounts/test-support.server";
import { TEST_PASSWORD } from "~/modules/checkout/test-support.server";
import { fileClaim } from "~/modules/claims/customer-claims.server";
import { cameraPhoto, deliveredOrder } from "~/modules/claims/test-support.server";
import { createSignedInStaff } from "~/modules/staff/test-support.server";
import * as claimPage from "./admin/claim";
import * as claimPhoto from "./admin/claim-photo";
import * as fitClaim from "./fit-claim";
import * as fitClaimPhoto from "./fit-claim-photo";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * The fit claim's pages as React Router calls them: a customer opens and files claims for his
 * own shirts only, sees his own photos only; staff of the right roles decide.
 */

const database = databaseForTests({ seed: true });

async function cookieOf(customer: Customer): Promise<string> {
  const signedIn = await signIn(
    { request: new Request("http://localhost/login"), clientIp: "10.2.2.2" },
    { email: customer.email, password: TEST_PASSWORD },
  );
  if (!signedIn.ok) throw new Error("could not sign in");
  return cookieFrom(signedIn.headers);
}

let ann: { cookie: string; unitId: number; customer: Customer };
let bob: { cookie: string; unitId: number };

beforeAll(async () => {
  const first = await deliveredOrder();
  const second = await deliveredOrder();
  ann = { cookie: await cookieOf(first.customer), unitId: first.unitIds[0]!, customer: first.customer };
  bob = { cookie: await cookieOf(second.customer), unitId: second.unitIds[0]! };
});

const claimPath = (unitId: number) => `/history-order/fit-claim/${unitId}`;

describe("the claim form", () => {
  it("opens for the customer's own shirt, not another's, and sends a visitor to sign in", async () => {
    const own = answer(
      await callRoute(fitClaim.loader, claimPath(ann.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(ann.unitId) },
      }),
    );
    expect(own.status).toBe(200);
    expect(own.data?.shirt).toMatchObject({ unitId: ann.unitId, blocked: null });
    const other = answer(
      await callRoute(fitClaim.loader, claimPath(bob.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(bob.unitId) },
      }),
    );
    expect(other.status).toBe(404);
    const visitor = answer(
      await callRoute(fitClaim.loader, claimPath(ann.unitId), { params: { unitId: String(ann.unitId) } }),
    );
    expect(visitor.location).toMatch(/^\/login/);
  });

  it("files a claim for the shirt of the address only: another customer's shirt is not found and keeps no claim", async () => {
    const form = { "corrections.neck.problem": "larger", "corrections.neck.cm": "1", unitId: String(ann.unitId) };
    const theirs = answer(
      await callRoute(fitClaim.action, claimPath(bob.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(bob.unitId) },
        form,
      }),
    );
    expect(theirs.status, JSON.stringify(theirs.data)).toBe(404);
    expect(await database.db.select().from(fitClaims).where(eq(fitClaims.unitId, bob.unitId))).toHaveLength(0);

    const invalid = answer(
      await callRoute(fitClaim.action, claimPath(ann.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(ann.unitId) },
        form: { "corrections.neck.problem": "larger", "corrections.neck.cm": "9" },
      }),
    );
    expect(invalid.status).toBe(400);

    const own = answer(
      await callRoute(fitClaim.action, claimPath(ann.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(ann.unitId) },
        form,
      }),
    );
    expect(own.status).toBe(302);
    expect(own.location).toBe(`/history-order?claimed=${ann.unitId}#shirt-${ann.unitId}`);
    const again = answer(
      await callRoute(fitClaim.action, claimPath(ann.unitId), {
        cookie: ann.cookie,
        params: { unitId: String(ann.unitId) },
        form,
      }),
    );
    expect(again.status).toBe(409);
  });
});

describe("a claim's photos are read only once the claim may take them", () => {
  /**
   * A claim posted with photos, as a browser sends it, whose body counts what is read of it:
   * nothing is read until the route asks (no high-water mark), and the answer says what was.
   */
  function postedClaim(unitId: number, cookie: string, ip: string, cm = "1") {
    const boundary = "claim-boundary";
    const body = new TextEncoder().encode(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="corrections.neck.problem"',
        "",
        "larger",
        `--${boundary}`,
        'Content-Disposition: form-data; name="corrections.neck.cm"',
        "",
        cm,
        `--${boundary}--`,
        "",
      ].join("\r\n"),
    );
    const reads = { count: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          reads.count += 1;
          controller.enqueue(body);
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`http://localhost${claimPath(unitId)}`, {
      method: "POST",
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const context = { cspNonce: "", clientIp: ip };
    const args = { request, params: { unitId: String(unitId) }, context };
    return { reads, send: () => fitClaim.action(args as never).catch((thrown: unknown) => thrown) };
  }

  it("answers another's shirt, a shirt closed to claims and a flood without reading the body", async () => {
    const { customer, unitIds } = await deliveredOrder(undefined, 2);
    const cookie = await cookieOf(customer);

    const theirs = postedClaim(bob.unitId, cookie, "10.7.0.1");
    expect(answer(await theirs.send()).status).toBe(404);
    expect(theirs.reads.count).toBe(0);
    const notAShirt = postedClaim(999_999, cookie, "10.7.0.1");
    expect(answer(await notAShirt.send()).status).toBe(404);
    expect(notAShirt.reads.count).toBe(0);

    const own = postedClaim(unitIds[0]!, cookie, "10.7.0.1");
    expect(answer(await own.send()).status).toBe(302);
    expect(own.reads.count).toBeGreaterThan(0);
    // Claimed now: a second claim is refused before its photos are read.
    const again = postedClaim(unitIds[0]!, cookie, "10.7.0.1");
    expect(answer(await again.send()).status).toBe(409);
    expect(again.reads.count).toBe(0);

    config.rateLimits = true;
    try {
      const answers: number[] = [];
      let flooded = postedClaim(unitIds[1]!, cookie, "10.7.0.2");
      for (let attempt = 0; attempt < 20 && answers.at(-1) !== 429; attempt += 1) {
        // More than a shirt's 2 cm of margin: refused beside the field, as a customer who keeps trying.
        flooded = postedClaim(unitIds[1]!, cookie, `10.7.1.${attempt}`, "9");
        answers.push(answer(await flooded.send()).status);
        if (answers.at(-1) !== 429) expect(flooded.reads.count).toBeGreaterThan(0);
      }
      expect(answers.at(-1)).toBe(429);
      expect(flooded.reads.count).toBe(0);
    } finally {
      config.rateLimits = false;
    }
  });
});

describe("a claim's photos and decisions", () => {
  it("show a photo to its customer and to service, not to another customer nor the workshop", async () => {
    const { customer, unitIds } = await deliveredOrder();
    const filed = await fileClaim(
      customer,
      { unitId: String(unitIds[0]), corrections: { chest: { problem: "smaller", cm: "2" } } },
      [await cameraPhoto(200, 100)],
    );
    if (!filed.ok) throw new Error(filed.message);
    const [photo] = await database.db
      .select({ id: fitClaimPhotos.id })
      .from(fitClaimPhotos)
      .where(eq(fitClaimPhotos.claimId, filed.claimId));
    const photoId = String(photo!.id);
    const mine = answer(
      await callRoute(fitClaimPhoto.loader, `/history-order/fit-claim-photos/${photoId}`, {
        cookie: await cookieOf(customer),
        params: { photoId },
      }),
    );
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("image/jpeg");
    const someoneElse = answer(
      await callRoute(fitClaimPhoto.loader, `/history-order/fit-claim-photos/${photoId}`, {
        cookie: bob.cookie,
        params: { photoId },
      }),
    );
    expect(someoneElse.status).toBe(404);

    const service = (await createSignedInStaff({ name: "Sam", email: "sam-claims@atelier.test", role: "service" }))
      .cookie;
    const workshop = (await createSignedInStaff({ name: "Wes", email: "wes-claims@atelier.test", role: "workshop" }))
      .cookie;
    expect(
      answer(
        await callRoute(claimPhoto.loader, `/admin/claims/photos/${photoId}`, { cookie: service, params: { photoId } }),
      ).status,
    ).toBe(200);
    expect(
      answer(
        await callRoute(claimPhoto.loader, `/admin/claims/photos/${photoId}`, {
          cookie: workshop,
          params: { photoId },
        }),
      ).status,
    ).toBe(403);

    // Service declines; the claim of the address is the one decided, whatever the form says.
    const declined = answer(
      await callRoute(claimPage.action, `/admin/claims/${filed.claimId}`, {
        cookie: service,
        params: { id: String(filed.claimId) },
        form: { intent: "decline", claimId: "999999", reason: "The chest measures exactly as ordered on our table." },
      }),
    );
    expect(declined.status).toBe(302);
    const [row] = await database.db
      .select({ status: fitClaims.status })
      .from(fitClaims)
      .where(eq(fitClaims.id, filed.claimId));
    expect(row?.status).toBe("declined");
  });

  it("decide an alteration refund: above the cap refused beside the amount, closed to the workshop, then made", async () => {
    const { orderId, customer, unitIds } = await deliveredOrder();
    const filed = await fileClaim(
      customer,
      { unitId: String(unitIds[0]), corrections: { neck: { problem: "larger", cm: "1" } } },
      [],
    );
    if (!filed.ok) throw new Error(filed.message);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const cap = Math.floor((line!.unitPriceMinor * 30) / 100);
    const owner = (await createSignedInStaff({ name: "Olga", email: "olga-claims@atelier.test", role: "owner" }))
      .cookie;
    const workshop = (await createSignedInStaff({ name: "Wim", email: "wim-claims@atelier.test", role: "workshop" }))
      .cookie;
    const decide = (cookie: string, amount: string) =>
      callRoute(claimPage.action, `/admin/claims/${filed.claimId}`, {
        cookie,
        params: { id: String(filed.claimId) },
        form: { intent: "alteration", amount, note: "" },
      });

    const tooMuch = answer(await decide(owner, ((cap + 1) / 100).toFixed(2)));
    expect(tooMuch.status).toBe(400);
    const errors = (tooMuch.data?.result as { error: Record<string, string[]> } | undefined)?.error ?? {};
    expect(errors.amount?.[0]).toMatch(/^An alteration refund is at most 30% of the shirt's price/);
    expect(answer(await decide(workshop, "1.00")).status).toBe(403);
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);

    const made = answer(await decide(owner, (cap / 100).toFixed(2)));
    expect(made.location).toBe(`/admin/claims/${filed.claimId}?done=alteration`);
    const shown = answer(
      await callRoute(claimPage.loader, `/admin/claims/${filed.claimId}`, {
        cookie: owner,
        params: { id: String(filed.claimId) },
      }),
    );
    expect(shown.data).toMatchObject({
      claim: { status: "alteration", decision: { alterationRefund: { statusLabel: "Refunded" } } },
    });
  });
});
