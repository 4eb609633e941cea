import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { measurementProfileChanges, measurementProfiles } from "~/db/schema";
import { type Done, refuse } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { profileIdSchema } from "./forms";
import { FITS, type RapidSize, rapidSizeSchema, type Size, type SmartSize, smartSizeSchema } from "./size";
import { sameAnswers } from "./smart-size";

/*
 * A customer's saved sizes (spec 000 section 2 "My sizes"). Profiles are always those of the
 * customer the route read from the session: every statement is scoped to that customer, so
 * the id of someone else's profile finds nothing and changes nothing.
 */

/** How many sizes a customer may keep: plenty for a family, a bound for a runaway script. */
export const MAX_PROFILES = 50;

const RAPID_PROFILE_NAME = "Rapid measurement";

export type MeasurementProfile = {
  id: number;
  /** '{type} Measurement' (spec 000 section 2 "My sizes"). */
  title: string;
  /** One line to choose it by: the smart size's name, or the rapid size's values. */
  label: string;
  size: SmartSize | RapidSize;
};

function describeProfile(id: number, size: SmartSize | RapidSize): MeasurementProfile {
  if (size.kind === "smart") return { id, title: "Smart Measurement", label: size.name, size };
  const fit = FITS[size.fit as keyof typeof FITS];
  return {
    id,
    title: "Rapid Measurement",
    label: `${fit}, collar ${size.neckCm} cm, sleeve ${size.sleeveCm} cm`,
    size,
  };
}

/** A stored size as a profile shows it; a size of another kind (none is stored today) is left out. */
function toProfile(row: { id: number; size: Size }): MeasurementProfile | null {
  const smart = smartSizeSchema.safeParse(row.size);
  if (smart.success) return describeProfile(row.id, smart.data);
  const rapid = rapidSizeSchema.safeParse(row.size);
  return rapid.success ? describeProfile(row.id, rapid.data) : null;
}

const profileColumns = { id: measurementProfiles.id, size: measurementProfiles.size };

const mine = (customer: Customer, id: number) =>
  and(eq(measurementProfiles.id, id), eq(measurementProfiles.userId, customer.id));

/** The customer's profiles, oldest first. */
export async function listProfiles(customer: Customer): Promise<MeasurementProfile[]> {
  const rows = await db()
    .select(profileColumns)
    .from(measurementProfiles)
    .where(eq(measurementProfiles.userId, customer.id))
    .orderBy(asc(measurementProfiles.id));
  return rows.flatMap((row) => toProfile(row) ?? []);
}

/** One of the customer's profiles; null for an id that is not a profile of his. */
export async function findProfile(customer: Customer, idInput: unknown): Promise<MeasurementProfile | null> {
  const id = profileIdSchema.safeParse(idInput);
  if (!id.success) return null;
  const [row] = await db().select(profileColumns).from(measurementProfiles).where(mine(customer, id.data));
  return row ? toProfile(row) : null;
}

const TOO_MANY = `You already keep ${MAX_PROFILES} sizes: please delete one in My sizes before saving another.`;

/** Saves a new profile for the customer; refused (409) when he already keeps the most allowed. */
export async function createProfile(customer: Customer, size: SmartSize | RapidSize): Promise<Done<{ id: number }>> {
  const [kept] = await db()
    .select({ n: count() })
    .from(measurementProfiles)
    .where(eq(measurementProfiles.userId, customer.id));
  if ((kept?.n ?? 0) >= MAX_PROFILES) return refuse(409, TOO_MANY);
  const [row] = await db()
    .insert(measurementProfiles)
    .values({ userId: customer.id, name: size.kind === "smart" ? size.name : RAPID_PROFILE_NAME, size })
    .returning({ id: measurementProfiles.id });
  if (!row) throw new Error("The profile was not stored.");
  return { ok: true, id: row.id };
}

/** Replaces the size of one of the customer's profiles; false when it is not his (or gone). */
export async function replaceProfileSize(
  customer: Customer,
  id: number,
  size: SmartSize | RapidSize,
): Promise<boolean> {
  const updated = await db()
    .update(measurementProfiles)
    .set({ name: size.kind === "smart" ? size.name : RAPID_PROFILE_NAME, size, updatedAt: sql`now()` })
    .where(mine(customer, id))
    .returning({ id: measurementProfiles.id });
  return updated.length === 1;
}

/** Deletes one of the customer's profiles; false when it is not his. */
export async function deleteProfile(customer: Customer, idInput: unknown): Promise<boolean> {
  const id = profileIdSchema.safeParse(idInput);
  if (!id.success) return false;
  const deleted = await db()
    .delete(measurementProfiles)
    .where(mine(customer, id.data))
    .returning({ id: measurementProfiles.id });
  return deleted.length === 1;
}

/** Whether a saved size is the one an order was made in: the same answers (smart) or values (quick). */
function isSavedAs(saved: Size, ordered: Size): boolean {
  if (saved.kind === "smart" && ordered.kind === "smart")
    return saved.name === ordered.name && sameAnswers(saved, ordered);
  if (saved.kind === "rapid" && ordered.kind === "rapid") {
    return saved.fit === ordered.fit && saved.neckCm === ordered.neckCm && saved.sleeveCm === ordered.sleeveCm;
  }
  return false;
}

/**
 * Keeps a correction in the customer's saved size (a fit claim's), within the
 * caller's transaction: the saved size the order was made in (the latest one with its answers
 * or values) becomes `corrected(saved)`, its previous value kept in measurement_profile_changes.
 * Without one (never saved, or deleted since), the corrected size is saved as a new one, when
 * the customer has room for it. Null when nothing could be kept.
 */
export async function correctSavedSize(
  tx: Transaction,
  change: { userId: string; ordered: Size; corrected: (saved: Size) => Size | null; claimId: number },
): Promise<{ profileId: number; created: boolean } | null> {
  const { userId, ordered, claimId } = change;
  const saved = await tx
    .select(profileColumns)
    .from(measurementProfiles)
    .where(eq(measurementProfiles.userId, userId))
    .orderBy(desc(measurementProfiles.updatedAt), desc(measurementProfiles.id))
    .for("update");
  const match = saved.find((row) => isSavedAs(row.size, ordered));
  const base = match?.size ?? ordered;
  const size = change.corrected(base);
  if (!size || (size.kind !== "smart" && size.kind !== "rapid")) return null;
  const name = size.kind === "smart" ? size.name : RAPID_PROFILE_NAME;
  let profileId: number;
  if (match) {
    await tx
      .update(measurementProfiles)
      .set({ name, size, updatedAt: sql`now()` })
      .where(eq(measurementProfiles.id, match.id));
    profileId = match.id;
  } else {
    if (saved.length >= MAX_PROFILES) return null;
    const [row] = await tx
      .insert(measurementProfiles)
      .values({ userId, name, size })
      .returning({ id: measurementProfiles.id });
    if (!row) throw new Error("The corrected size was not stored.");
    profileId = row.id;
  }
  await tx
    .insert(measurementProfileChanges)
    .values({ profileId, userId, previousSize: match?.size ?? null, newSize: size, claimId });
  return { profileId, created: !match };
}
