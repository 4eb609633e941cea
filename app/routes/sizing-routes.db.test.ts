import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, designDrafts } from "~/db/schema";
import { openTestDatabase } from "~/db/test-database.server";
import { cookieFrom, createTestCustomer } from "~/modules/accounts/test-helpers.server";
import { cartOwner, getCart } from "~/modules/cart/cart.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import * as login from "./login";
import * as measurement from "./measurement";
import * as mySizes from "./my-sizes";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * The measurement screen and My sizes as React Router calls them: loaders and actions with
 * the browser's cookies (session, size being chosen, cart).
 */

/** A browser's cookie jar: Set-Cookie headers replace cookies of the same name. */
function jar(...cookies: string[]): string {
  const byName = new Map<string, string>();
  for (const cookie of cookies.flatMap((c) => c.split("; ")).filter(Boolean)) byName.set(cookie.split("=")[0]!, cookie);
  return [...byName.values()].join("; ");
}

const GBP: DisplayCurrency = { code: "GBP", symbol: "£", rate: 0.85 };
const SMART = {
  intent: "smart",
  name: "Office",
  height: 71,
  heightUnit: "in",
  weight: 80,
  age: 40,
  morphology: 3,
  fit: 2,
  neckCm: 41,
};
const RAPID = { intent: "rapid", fit: 1, neckCm: 40, sleeveCm: 66 };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let annCookie: string;
let bobCookie: string;
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  await createTestCustomer({ name: "Ann", email: "ann@example.com", password: "ann-password" });
  await createTestCustomer({ name: "Bob", email: "bob@example.com", password: "bob-password" });
  const signIn = async (email: string, password: string) =>
    cookieFrom(answer(await callRoute(login.action, "/login", { form: { intent: "login", email, password } })).headers);
  annCookie = await signIn("ann@example.com", "ann-password");
  bobCookie = await signIn("bob@example.com", "bob-password");
});
afterAll(() => database.close());

type MeasurementData = Awaited<ReturnType<typeof measurement.loader>>["data"];
const screenOf = async (path: string, cookie?: string) =>
  answer(await callRoute(measurement.loader, path, { cookie })).data as unknown as MeasurementData;

describe("/measurement, smart calculation", () => {
  it("refuses an incomplete form with 'Required value' beside each missing answer, and keeps nothing", async () => {
    const refused = answer(
      await callRoute(measurement.action, "/measurement?mode=smart", { form: { intent: "smart" } }),
    );
    expect(refused.status).toBe(400);
    const result = refused.data?.result as { error?: Record<string, string[]> } | undefined;
    expect(result?.error).toMatchObject({
      name: ["Required value"],
      height: ["Required value"],
      age: ["Required value"],
    });
    expect(refused.headers.get("Set-Cookie")).toBeNull();
  });

  it("calculates on the server, keeps the size for the visitor and shows the result", async () => {
    const done = answer(await callRoute(measurement.action, "/measurement?mode=smart&shirt=1", { form: SMART }));
    expect(done.status).toBe(302);
    expect(done.location).toBe("/measurement?mode=smart&shirt=1#result");
    const cookie = cookieFrom(done.headers);
    expect(cookie).toMatch(/^size_draft=/);
    const screen = await screenOf("/measurement?mode=smart&shirt=1", cookie);
    expect(screen.smart?.size).toMatchObject({ kind: "smart", name: "Office", heightCm: 180.34, neckCm: 41 });
    expect(screen.smart?.savedAsProfile).toBe(false);
    expect(screen.chosen).toMatch(/^Office · Fitted fit · collar 41 cm/);
    expect(screen.shirt).toMatchObject({ id: 1, name: "The Executive" });
  });

  it("saves a customer's calculation as a smart profile", async () => {
    const done = answer(
      await callRoute(measurement.action, "/measurement?mode=smart", { form: SMART, cookie: bobCookie }),
    );
    const cookie = jar(bobCookie, cookieFrom(done.headers));
    const screen = await screenOf("/measurement?mode=smart", cookie);
    expect(screen.smart?.savedAsProfile).toBe(true);
    expect(screen.profiles.map((profile) => profile.label)).toEqual(["Office"]);
    // With saved sizes, the screen opens on them.
    expect((await screenOf("/measurement", cookie)).screen.mode).toBe("profiles");
  });
});

describe("/measurement, measures typed by hand", () => {
  it("asks to confirm measures far from the estimate, then keeps them", async () => {
    const calculated = answer(await callRoute(measurement.action, "/measurement?mode=smart", { form: SMART }));
    const cookie = cookieFrom(calculated.headers);
    const size = (await screenOf("/measurement?mode=smart", cookie)).smart!.size;
    const { biceps: _biceps, ...eight } = size.measures;
    const far = { intent: "measures", ...eight, sleeves: eight.sleeves - 23 };

    const asked = answer(
      await callRoute(measurement.action, "/measurement?mode=smart&edit=measures", { form: far, cookie }),
    );
    expect(asked.status).toBe(400);
    expect(asked.data?.flags).toEqual([{ measure: "sleeves", typedCm: far.sleeves, expectedCm: eight.sleeves }]);
    expect(asked.headers.get("Set-Cookie")).toBeNull();

    const kept = answer(
      await callRoute(measurement.action, "/measurement?mode=smart&edit=measures", {
        form: { ...far, confirmed: `sleeves=${far.sleeves}` },
        cookie,
      }),
    );
    expect(kept.status).toBe(302);
    expect(kept.location).toBe("/measurement?mode=smart#result");
    const after = await screenOf("/measurement?mode=smart", cookieFrom(kept.headers));
    expect(after.smart?.size.measures.sleeves).toBe(far.sleeves);
  });

  it("has no size to change before a calculation", async () => {
    const refused = answer(
      await callRoute(measurement.action, "/measurement?mode=smart", {
        form: {
          intent: "measures",
          neck: 41,
          chest: 110,
          waist: 100,
          shoulders: 46,
          sleeves: 90,
          back: 80,
          cuffs: 20,
          hips: 110,
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect((refused.data?.result as { error?: Record<string, string[]> } | undefined)?.error?.[""]).toEqual([
      "Your size is not complete: please calculate your smart size first.",
    ]);
  });
});

describe("/measurement, rapid save and Continue to Cart", () => {
  it("saves a rapid size ('your size has been saved successfully'), and a customer's as a profile", async () => {
    const refused = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid", { form: { intent: "rapid", fit: 1 } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Set-Cookie")).toBeNull();

    const saved = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid", { form: RAPID, cookie: annCookie }),
    );
    expect(saved.location).toBe("/measurement?mode=rapid&saved=1#rapid-saved");
    const screen = await screenOf("/measurement?mode=rapid&saved=1", jar(annCookie, cookieFrom(saved.headers)));
    expect(screen.rapid).toEqual({ kind: "rapid", fit: 1, neckCm: 40, sleeveCm: 66 });
    expect(screen.screen.saved).toBe(true);
    expect(screen.profiles.map((profile) => profile.title)).toEqual(["Rapid Measurement"]);
  });

  it("adds nothing without a size, then the shirt with the size, and the cart shows it", async () => {
    const empty = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid&shirt=1", {
        form: { intent: "cart", mode: "rapid" },
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.data?.sizeError).toBe(
      "Your size is not complete: please choose your fit, neckline and sleeve, then save them.",
    );

    const saved = answer(await callRoute(measurement.action, "/measurement?mode=rapid&shirt=1", { form: RAPID }));
    const cookie = cookieFrom(saved.headers);
    const added = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid&shirt=1", {
        form: { intent: "cart", mode: "rapid" },
        cookie,
      }),
    );
    expect(added.status).toBe(302);
    expect(added.location).toBe("/cart");
    const cartCookie = jar(cookie, cookieFrom(added.headers));
    const cart = await getCart(
      await cartOwner(new Request("http://localhost/cart", { headers: { cookie: cartCookie } }), null),
      GBP,
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ name: "The Executive", quantity: 1 });
    expect(cart.lines[0]?.size.summary).toBe("Slim fit · collar 40 cm (M) · sleeve 66 cm");
  });

  it("adds the configurator's design in progress of that shirt, then forgets it", async () => {
    const token = randomBytes(32).toString("base64url");
    const cartCookie = (await createCookie("cart").serialize(token)).split(";")[0]!;
    const design = (await defaultDesignFor(1))!;
    const others = await Promise.all([2, 3, 4, 5, 6].map((id) => defaultDesignFor(id)));
    const collarId = others.find((other) => other && other.collarId !== design.collarId)!.collarId;
    await database.db.insert(designDrafts).values({ token, subject: "model:1", design: { ...design, collarId } });

    const saved = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid&shirt=1", { form: RAPID, cookie: cartCookie }),
    );
    const cookie = jar(cartCookie, cookieFrom(saved.headers));
    const added = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid&shirt=1", {
        form: { intent: "cart", mode: "rapid" },
        cookie,
      }),
    );
    expect(added.location).toBe("/cart");
    const [line] = await database.db
      .select({ design: cartLines.design })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.token, token));
    expect(line?.design.collarId).toBe(collarId);
    expect(
      await database.db.select({ id: designDrafts.id }).from(designDrafts).where(eq(designDrafts.token, token)),
    ).toEqual([]);
  });

  it("refuses another customer's profile and a shirt that does not exist", async () => {
    const annProfiles = (await screenOf("/measurement?mode=profiles", annCookie)).profiles;
    const annsProfile = annProfiles[0]!.id;
    const stolen = answer(
      await callRoute(measurement.action, "/measurement?mode=profiles&shirt=1", {
        form: { intent: "cart", mode: "profiles", profile: annsProfile },
        cookie: bobCookie,
      }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.data?.sizeError).toMatch(/choose one of your measurement profiles/);
    expect((await screenOf(`/measurement?mode=profiles&profile=${annsProfile}`, bobCookie)).selected).toBeNull();

    const saved = answer(await callRoute(measurement.action, "/measurement?mode=rapid", { form: RAPID }));
    const noShirt = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid&shirt=99999", {
        form: { intent: "cart", mode: "rapid" },
        cookie: cookieFrom(saved.headers),
      }),
    );
    expect(noShirt.status).toBe(404);
  });
});

describe("/my-sizes", () => {
  it("is for signed-in customers only", async () => {
    expect(answer(await callRoute(mySizes.loader, "/my-sizes")).location).toBe("/login?returnUrl=%2Fmy-sizes");
    expect(
      answer(await callRoute(mySizes.action, "/my-sizes", { form: { intent: "delete", profileId: 1 } })).status,
    ).toBe(302);
  });

  it("lists only the customer's profiles, edits and deletes them; another's id changes nothing", async () => {
    const annSizes = answer(await callRoute(mySizes.loader, "/my-sizes", { cookie: annCookie })).data as {
      profiles: { id: number; title: string }[];
    };
    const rapid = annSizes.profiles.find((profile) => profile.title === "Rapid Measurement")!;
    const bobSizes = answer(await callRoute(mySizes.loader, "/my-sizes", { cookie: bobCookie })).data as {
      profiles: { id: number }[];
    };
    expect(bobSizes.profiles.map((profile) => profile.id)).not.toContain(rapid.id);

    const byBob = answer(
      await callRoute(mySizes.action, "/my-sizes", {
        form: { intent: "update-rapid", profileId: rapid.id, fit: 3, neckCm: 45, sleeveCm: 70 },
        cookie: bobCookie,
      }),
    );
    expect(byBob.status).toBe(404);
    const deleteByBob = answer(
      await callRoute(mySizes.action, "/my-sizes", {
        form: { intent: "delete", profileId: rapid.id },
        cookie: bobCookie,
      }),
    );
    expect(deleteByBob.status).toBe(404);

    const byAnn = answer(
      await callRoute(mySizes.action, "/my-sizes", {
        form: { intent: "update-rapid", profileId: rapid.id, fit: 3, neckCm: 45, sleeveCm: 70 },
        cookie: annCookie,
      }),
    );
    expect(byAnn.location).toBe(`/my-sizes?saved=${rapid.id}#profile-${rapid.id}`);
    const deleted = answer(
      await callRoute(mySizes.action, "/my-sizes", {
        form: { intent: "delete", profileId: rapid.id },
        cookie: annCookie,
      }),
    );
    expect(deleted.location).toBe("/my-sizes?deleted=1");
    const after = answer(await callRoute(mySizes.loader, "/my-sizes", { cookie: annCookie })).data as {
      profiles: { id: number }[];
    };
    expect(after.profiles.map((profile) => profile.id)).not.toContain(rapid.id);
  });
});
