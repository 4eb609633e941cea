import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { measurementProfiles } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { createTestCustomer } from "~/modules/accounts/test-support.server";
import { ANSWERS, typed } from "./answers.test-support";
import { submitProfileForm } from "./profile-form.server";
import { createProfile, deleteProfile, findProfile, listProfiles, MAX_PROFILES } from "./profiles.server";
import type { RapidSize, SmartSize } from "./size";
import { pickSize } from "./size-choices.server";
import { calculateSmartSize } from "./smart-size";

const RAPID: RapidSize = { kind: "rapid", fit: 1, neckCm: 40, sleeveCm: 66 };

function form(values: Record<string, string | number>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, String(value));
  return data;
}

describe("pickSize", () => {
  const smart = calculateSmartSize(ANSWERS);
  const draft = { smart: { size: smart }, rapid: RAPID };
  it("is the size of the mode shown, none while the calculator is open again or no profile is chosen", () => {
    expect(pickSize({ mode: "smart", newSize: false, draft, profile: null })).toBe(smart);
    expect(pickSize({ mode: "smart", newSize: true, draft, profile: null })).toBeNull();
    expect(pickSize({ mode: "rapid", newSize: false, draft, profile: null })).toBe(RAPID);
    expect(pickSize({ mode: "rapid", newSize: false, draft: {}, profile: null })).toBeNull();
    expect(pickSize({ mode: "profiles", newSize: false, draft, profile: null })).toBeNull();
    const profile = { id: 1, title: "Rapid Measurement", label: "", size: RAPID };
    expect(pickSize({ mode: "profiles", newSize: false, draft, profile })).toBe(RAPID);
  });
});

describe("saved profiles", () => {
  const database = databaseForTests();
  let ann: Customer;
  let bob: Customer;
  beforeAll(async () => {
    ann = {
      id: await createTestCustomer({ name: "Ann", email: "ann@example.com", password: "ann-password" }),
      name: "Ann",
      email: "ann@example.com",
    };
    bob = {
      id: await createTestCustomer({ name: "Bob", email: "bob@example.com", password: "bob-password" }),
      name: "Bob",
      email: "bob@example.com",
    };
  });

  it("are each customer's own: another customer's id finds, changes and deletes nothing", async () => {
    const smart = await createProfile(ann, calculateSmartSize(ANSWERS));
    const rapid = await createProfile(ann, RAPID);
    if (!smart.ok || !rapid.ok) throw new Error("not saved");
    expect((await listProfiles(ann)).map((profile) => [profile.title, profile.label])).toEqual([
      ["Smart Measurement", "Work shirts"],
      ["Rapid Measurement", "Slim, collar 40 cm, sleeve 66 cm"],
    ]);
    expect(await listProfiles(bob)).toEqual([]);
    expect(await findProfile(bob, smart.id)).toBeNull();
    expect(await findProfile(bob, String(rapid.id))).toBeNull();
    expect(await findProfile(ann, "not a number")).toBeNull();

    const update = await submitProfileForm(
      bob,
      "update-rapid",
      form({ profileId: rapid.id, fit: 3, neckCm: 50, sleeveCm: 78 }),
    );
    expect(update).toMatchObject({ ok: false, status: 404, profileId: null });
    const measures = await submitProfileForm(
      bob,
      "profile-measures",
      form({ profileId: smart.id, ...typed(calculateSmartSize(ANSWERS)) }),
    );
    expect(measures).toMatchObject({ ok: false, status: 404 });
    expect(await deleteProfile(bob, rapid.id)).toBe(false);
    expect(await submitProfileForm(bob, "delete", form({ profileId: smart.id }))).toMatchObject({
      ok: false,
      status: 404,
    });

    expect((await findProfile(ann, rapid.id))?.size).toEqual(RAPID);
    expect(await listProfiles(ann)).toHaveLength(2);
    const [row] = await database.db
      .select({ userId: measurementProfiles.userId, name: measurementProfiles.name })
      .from(measurementProfiles)
      .where(eq(measurementProfiles.id, smart.id));
    expect(row).toEqual({ userId: ann.id, name: "Work shirts" });

    expect(await submitProfileForm(ann, "delete", form({ profileId: rapid.id }))).toEqual({
      ok: true,
      intent: "delete",
      profileId: rapid.id,
      size: null,
    });
    expect(await findProfile(ann, rapid.id)).toBeNull();
    await deleteProfile(ann, smart.id);
  });

  it("edit a rapid profile's fit, neckline and sleeve, with the form's messages when one is missing", async () => {
    const created = await createProfile(bob, RAPID);
    if (!created.ok) throw new Error("not saved");
    const missing = await submitProfileForm(bob, "update-rapid", form({ profileId: created.id, fit: 2, neckCm: 41 }));
    expect(missing).toMatchObject({ ok: false, status: 400 });
    expect(!missing.ok && missing.submission?.reply().error).toEqual({ sleeveCm: ["Required value"] });
    expect((await findProfile(bob, created.id))?.size).toEqual(RAPID);

    const saved = await submitProfileForm(
      bob,
      "update-rapid",
      form({ profileId: created.id, fit: 2, neckCm: 41, sleeveCm: 70 }),
    );
    // The size as saved comes back, for the configurator to make it its design's size.
    expect(saved).toMatchObject({ ok: true, size: { kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 70 } });
    expect((await findProfile(bob, created.id))?.size).toEqual({ kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 70 });
    await deleteProfile(bob, created.id);
  });

  it("edit a smart profile: its measures by hand (cross-checked), its answers (measures worked out again), its name", async () => {
    const size = calculateSmartSize(ANSWERS);
    const created = await createProfile(bob, size);
    if (!created.ok) throw new Error("not saved");
    const profileId = created.id;

    const far = typed(size, { chest: size.measures.chest + 20 });
    const refused = await submitProfileForm(bob, "profile-measures", form({ profileId, ...far }));
    // Not refused: asked about, nothing saved until confirmed.
    expect(refused).toMatchObject({ ok: false, confirm: [{ measure: "chest" }] });
    expect((await findProfile(bob, profileId))?.size).toEqual(size);
    const confirmed = await submitProfileForm(
      bob,
      "profile-measures",
      form({ profileId, ...far, confirmed: `chest=${far.chest}` }),
    );
    expect(confirmed.ok).toBe(true);
    const edited = (await findProfile(bob, profileId))?.size as SmartSize;
    expect(edited.measures.chest).toBe(size.measures.chest + 20);

    // A new name only: the measures typed by hand stay.
    const answers = { profileId, ...ANSWERS, name: "Weekend" };
    expect((await submitProfileForm(bob, "update-smart", form(answers))).ok).toBe(true);
    expect((await findProfile(bob, profileId))?.size).toEqual({ ...edited, name: "Weekend" });
    // A new answer: the measures are worked out again.
    expect((await submitProfileForm(bob, "update-smart", form({ ...answers, weight: 95 }))).ok).toBe(true);
    const recalculated = (await findProfile(bob, profileId))?.size as SmartSize;
    expect(recalculated.measures).toEqual(calculateSmartSize({ ...ANSWERS, weight: 95 }).measures);
    expect((await listProfiles(bob))[0]?.label).toBe("Weekend");

    const invalid = await submitProfileForm(bob, "update-smart", form({ ...answers, age: "" }));
    expect(!invalid.ok && invalid.submission?.reply().error).toEqual({ age: ["Required value"] });
    await deleteProfile(bob, profileId);
  });

  it(`are at most ${MAX_PROFILES} per customer`, async () => {
    const kim: Customer = {
      id: await createTestCustomer({ name: "Kim", email: "kim@example.com", password: "kim-password" }),
      name: "Kim",
      email: "kim@example.com",
    };
    await database.db
      .insert(measurementProfiles)
      .values(Array.from({ length: MAX_PROFILES }, () => ({ userId: kim.id, name: "Rapid measurement", size: RAPID })));
    expect(await createProfile(kim, RAPID)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("delete one"),
    });
  });
});
