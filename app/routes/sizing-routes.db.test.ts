import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { createCookie } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, designDrafts } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { cookieFrom, createTestCustomer } from "~/modules/accounts/test-support.server";
import { cartOwner, getCart } from "~/modules/cart/cart.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import type { DisplayCurrency } from "~/modules/money/money";
import * as designShirt from "./design-shirt";
import * as login from "./login";
import * as measurement from "./measurement";
import * as mySizes from "./my-sizes";
import { answer, callRoute } from "./route-calls.test-support";

/*
 * The measurement screen, the configurator's SIZES tab and My sizes as React Router calls
 * them: loaders and actions with the browser's cookies (session, size being chosen, cart).
 */

/** A browser's cookie jar: Set-Cookie headers replace cookies of the same name. */
function jar(...cookies: string[]): string {
  const byName = new Map<string, string>();
  for (const cookie of cookies.flatMap((c) => c.split("; ")).filter(Boolean)) byName.set(cookie.split("=")[0]!, cookie);
  return [...byName.values()].join("; ");
}

/** The message of a refusal that belongs to no field (infra/refusal.ts `refusalResponse`). */
const refusalOf = (answered: { data?: Record<string, unknown> }) =>
  (answered.data?.refusal as { message?: string } | undefined)?.message;

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

const database = databaseForTests({ seed: true });
let annCookie: string;
let bobCookie: string;
beforeAll(async () => {
  await createTestCustomer({ name: "Ann", email: "ann@example.com", password: "ann-password" });
  await createTestCustomer({ name: "Bob", email: "bob@example.com", password: "bob-password" });
  const signIn = async (email: string, password: string) =>
    cookieFrom(answer(await callRoute(login.action, "/login", { form: { intent: "login", email, password } })).headers);
  annCookie = await signIn("ann@example.com", "ann-password");
  bobCookie = await signIn("bob@example.com", "bob-password");
});

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
    expect(refusalOf(empty)).toBe(
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
    expect(refusalOf(stolen)).toMatch(/choose one of your measurement profiles/);
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

/** A browser with a cart cookie of its own (the configurator keeps its design under it). */
async function newVisitor(): Promise<string> {
  return (await createCookie("cart").serialize(randomBytes(32).toString("base64url"))).split(";")[0]!;
}

/** The cart of the browser holding `cookie`, for the customer `customerId` when signed in. */
async function cartOf(cookie: string, customerId: string | null = null) {
  const request = new Request("http://localhost/cart", { headers: { cookie } });
  return getCart(await cartOwner(request, customerId ? { id: customerId } : null), GBP);
}

type ConfiguratorData = Exclude<Awaited<ReturnType<typeof designShirt.loader>>["data"], { mode: "shared" }>;
/** /design-shirt/{id} or /redesign-shirt/{id}: the route's parameter is the path's number. */
const paramsOf = (path: string) => ({ id: /\/(\d+)/.exec(path)![1]! });
const configurator = async (path: string, cookie: string) =>
  answer(await callRoute(designShirt.loader, path, { cookie, params: paramsOf(path) }))
    .data as unknown as ConfiguratorData;
const postConfigurator = async (path: string, form: Record<string, string | number>, cookie: string) =>
  answer(await callRoute(designShirt.action, path, { form, cookie, params: paramsOf(path) }));

describe("the configurator's SIZES tab", () => {
  const SIZE_MISSING = "Please add your size before adding this shirt to your cart.";
  let cleoId: string;
  let cleoCookie: string;
  beforeAll(async () => {
    cleoId = await createTestCustomer({ name: "Cleo", email: "cleo@example.com", password: "cleo-password" });
    const signedIn = await callRoute(login.action, "/login", {
      form: { intent: "login", email: "cleo@example.com", password: "cleo-password" },
    });
    cleoCookie = jar(cookieFrom(answer(signedIn).headers), await newVisitor());
  });

  it("a visitor's smart calculation becomes the design's size, and ADD TO CART sends it", async () => {
    const visitor = await newVisitor();
    const noSize = await postConfigurator("/design-shirt/2?step=summary", { intent: "add" }, visitor);
    expect(noSize.status).toBe(400);
    expect(noSize.data?.refusal).toEqual({ message: SIZE_MISSING, fieldErrors: { size: [SIZE_MISSING] } });

    const tab = await configurator("/design-shirt/2?step=sizes", visitor);
    expect(tab.sizes).toMatchObject({ tab: { mode: "smart" }, signedIn: false, calculation: null, profiles: [] });
    expect(tab.sizes?.sizeGuide).toHaveLength(3);

    const refused = await postConfigurator("/design-shirt/2?step=sizes&mode=smart", { intent: "smart" }, visitor);
    expect(refused.status).toBe(400);
    expect((refused.data?.result as { error?: Record<string, string[]> } | undefined)?.error?.name).toEqual([
      "Required value",
    ]);
    expect((await configurator("/design-shirt/2?step=sizes", visitor)).draft.size).toBeNull();

    const calculated = await postConfigurator("/design-shirt/2?step=sizes&mode=smart", SMART, visitor);
    expect(calculated.status).toBe(302);
    expect(calculated.location).toBe("/design-shirt/2?step=sizes&mode=smart#result");
    const cookie = jar(visitor, cookieFrom(calculated.headers));
    const after = await configurator("/design-shirt/2?step=sizes&mode=smart", cookie);
    expect(after.draft.size?.summary).toBe("Office · Fitted fit · collar 41 cm");
    expect(after.sizes?.calculation).toMatchObject({ size: { name: "Office" }, isDesignSize: true });
    // The other steps do not load the tab.
    expect((await configurator("/design-shirt/2?step=style", cookie)).sizes).toBeNull();

    const added = await postConfigurator("/design-shirt/2?step=summary", { intent: "add" }, cookie);
    expect(added.status).toBe(302);
    expect(added.location).toBe("/cart");
    const [line] = (await cartOf(jar(cookie, cookieFrom(added.headers)))).lines;
    expect(line).toMatchObject({ name: "The Boardroom", size: { summary: "Office · Fitted fit · collar 41 cm" } });
    // The design in progress went into the cart; the calculation stays for the next shirt.
    const next = await configurator("/design-shirt/2?step=sizes", cookie);
    expect(next.draft.size).toBeNull();
    expect(next.sizes?.calculation).toMatchObject({ isDesignSize: false });
    const used = await postConfigurator("/design-shirt/2?step=sizes&mode=smart", { intent: "use-calculation" }, cookie);
    expect(used.location).toBe("/design-shirt/2?step=sizes&mode=smart#result");
    expect((await configurator("/design-shirt/2?step=sizes", cookie)).draft.size?.summary).toMatch(/^Office/);
  });

  it("'Measure your shirt' in the tab is cross-checked, then the design's size", async () => {
    const visitor = await newVisitor();
    const unsized = await postConfigurator(
      "/design-shirt/3?step=sizes",
      { intent: "use-calculation" },
      await newVisitor(),
    );
    expect(refusalOf(unsized)).toBe("Your size is not complete: please calculate your smart size first.");

    const calculated = await postConfigurator("/design-shirt/3?step=sizes&mode=smart", SMART, visitor);
    const cookie = jar(visitor, cookieFrom(calculated.headers));
    const size = (await configurator("/design-shirt/3?step=sizes", cookie)).sizes!.calculation!.size;
    const { biceps: _biceps, ...eight } = size.measures;
    const far = { intent: "measures", ...eight, sleeves: eight.sleeves - 23 };
    const path = "/design-shirt/3?step=sizes&mode=smart&edit=measures";
    const asked = await postConfigurator(path, far, cookie);
    expect(asked.status).toBe(400);
    expect(asked.data?.flags).toEqual([{ measure: "sleeves", typedCm: far.sleeves, expectedCm: eight.sleeves }]);

    const kept = await postConfigurator(path, { ...far, confirmed: `sleeves=${far.sleeves}` }, cookie);
    expect(kept.location).toBe("/design-shirt/3?step=sizes&mode=smart#result");
    const after = await configurator("/design-shirt/3?step=sizes", jar(cookie, cookieFrom(kept.headers)));
    expect(after.sizes?.calculation?.size.measures.sleeves).toBe(far.sleeves);
    expect(after.sizes?.calculation?.isDesignSize).toBe(true);
    expect(after.draft.size?.rows).toContainEqual({
      label: "Sleeves (centre back to cuff)",
      value: `${far.sleeves} cm`,
    });
  });

  it("a customer chooses one of his saved profiles, which ADD TO CART sends; nobody else's", async () => {
    const saved = answer(
      await callRoute(measurement.action, "/measurement?mode=rapid", { form: RAPID, cookie: cleoCookie }),
    );
    expect(saved.status).toBe(302);
    const tab = await configurator("/design-shirt/4?step=sizes", cleoCookie);
    // With saved sizes, the tab opens on them.
    expect(tab.sizes?.tab.mode).toBe("profiles");
    const [profile] = tab.sizes!.profiles;
    expect(profile).toMatchObject({ title: "Rapid Measurement" });

    const annsProfile = (await screenOf("/measurement?mode=profiles", annCookie)).profiles[0]!.id;
    const stolen = await postConfigurator(
      "/design-shirt/4?step=sizes&mode=profiles",
      { intent: "choose-profile", profile: annsProfile },
      cleoCookie,
    );
    expect(stolen.status).toBe(400);
    expect(refusalOf(stolen)).toBe("Your size is not complete: please choose one of your measurement profiles first.");
    const byVisitor = await postConfigurator(
      "/design-shirt/4?step=sizes&mode=profiles",
      { intent: "choose-profile", profile: profile!.id },
      await newVisitor(),
    );
    expect(byVisitor.location).toBe(
      `/login?${new URLSearchParams({ returnUrl: "/design-shirt/4?step=sizes&mode=profiles" })}`,
    );
    expect((await configurator("/design-shirt/4?step=sizes", cleoCookie)).draft.size).toBeNull();

    const chosen = await postConfigurator(
      "/design-shirt/4?step=sizes&mode=profiles",
      { intent: "choose-profile", profile: profile!.id },
      cleoCookie,
    );
    expect(chosen.location).toBe(`/design-shirt/4?step=sizes&mode=profiles&profile=${profile!.id}#chosen-profile`);
    const after = await configurator("/design-shirt/4?step=sizes", cleoCookie);
    expect(after.draft.size?.summary).toBe("Slim fit · collar 40 cm (M) · sleeve 66 cm");
    // The profile that is the design's size is the one shown.
    expect(after.sizes?.selected).toMatchObject({ id: profile!.id, isDesignSize: true });

    // Changing the chosen profile changes the design's size with it.
    const edited = await postConfigurator(
      `/design-shirt/4?step=sizes&mode=profiles&profile=${profile!.id}`,
      { intent: "update-rapid", profileId: profile!.id, fit: 1, neckCm: 40, sleeveCm: 68 },
      cleoCookie,
    );
    expect(edited.status).toBe(302);
    const added = await postConfigurator("/design-shirt/4?step=summary", { intent: "add" }, cleoCookie);
    expect(added.location).toBe("/cart");
    const lines = (await cartOf(cleoCookie, cleoId)).lines;
    expect(lines.map((line) => line.size.summary)).toEqual(["Slim fit · collar 40 cm (M) · sleeve 68 cm"]);
  });

  it("the redesign page's SIZES tab changes the size of the cart line", async () => {
    const visitor = await newVisitor();
    const calculated = await postConfigurator("/design-shirt/5?step=sizes&mode=smart", SMART, visitor);
    let cookie = jar(visitor, cookieFrom(calculated.headers));
    const added = await postConfigurator("/design-shirt/5?step=summary", { intent: "add" }, cookie);
    cookie = jar(cookie, cookieFrom(added.headers));
    const [line] = (await cartOf(cookie)).lines;
    const redesign = `/redesign-shirt/${line!.id}`;
    expect((await configurator(`${redesign}?step=sizes`, cookie)).draft.size?.summary).toMatch(/^Office/);

    const weekend = { ...SMART, name: "Weekend", fit: 3 };
    const recalculated = await postConfigurator(`${redesign}?step=sizes&mode=smart&new=1`, weekend, cookie);
    expect(recalculated.location).toBe(`${redesign}?step=sizes&mode=smart#result`);
    cookie = jar(cookie, cookieFrom(recalculated.headers));
    const updated = await postConfigurator(`${redesign}?step=summary`, { intent: "update" }, cookie);
    expect(updated.location).toBe("/cart");
    expect((await cartOf(cookie)).lines.map((entry) => entry.size.summary)).toEqual([
      "Weekend · Loose fit · collar 41 cm",
    ]);
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
