import { isDeepStrictEqual } from "node:util";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import { z } from "zod";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { measurementProfiles } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { type CrossCheckFlag, crossCheck, isConfirmed, MEASURE_KEYS } from "./cross-check";
import { type Fit, finishedShirtMeasures, neckFromCollarCm, predictBody } from "./estimator";
import type { Morphology } from "./fit";
import {
  type MeasuresFormValues,
  measuresFormSchema,
  profileIdSchema,
  type RapidSizeFormValues,
  rapidSizeFormSchema,
  SIZE_ERRORS,
  type SmartSizeFormValues,
  smartSizeFormSchema,
} from "./forms";
import type { MeasurementMode } from "./screen";
import {
  FITS,
  type RapidSize,
  rapidSizeSchema,
  type ShirtMeasures,
  type Size,
  type SmartSize,
  smartSizeSchema,
} from "./size";
import { toCm } from "./units";

/*
 * The sizing area's door for route modules (DESIGN.md section 7): the smart calculation, the
 * cross-check of measures typed by hand, a customer's saved profiles, the size being chosen,
 * and the sizing forms of the measurement screen and the configurator's SIZES tab. Profiles
 * are always those of the customer the route read from the session: every statement is
 * scoped to that customer, so the id of someone else's profile finds nothing and changes
 * nothing.
 */

// --- The smart calculation ----------------------------------------------------------------

/** What a smart size is computed from. */
type SmartAnswers = Pick<SmartSize, "heightCm" | "weightKg" | "age" | "morphology" | "fit" | "neckCm">;

/**
 * The finished-shirt measures the estimator gives for these answers. The neckline is a collar
 * size: the body neck it was chosen for sharpens the other measures (estimator.ts).
 */
function expectedMeasures(answers: SmartAnswers): ShirtMeasures {
  const body = predictBody({
    heightCm: answers.heightCm,
    weightKg: answers.weightKg,
    age: answers.age,
    morphology: answers.morphology as Morphology,
    neckCm: neckFromCollarCm(answers.neckCm),
  });
  return finishedShirtMeasures(body, answers.fit as Fit);
}

/** The smart size of a valid smart form: the answers (height in cm) and the eight measures plus biceps. */
export function calculateSmartSize(values: SmartSizeFormValues): SmartSize {
  const answers: SmartAnswers = {
    heightCm: toCm(values.height, values.heightUnit),
    weightKg: values.weight,
    age: values.age,
    morphology: values.morphology,
    fit: values.fit,
    neckCm: values.neckCm,
  };
  return smartSizeSchema.parse({ kind: "smart", name: values.name, ...answers, measures: expectedMeasures(answers) });
}

function sameAnswers(a: SmartAnswers, b: SmartAnswers): boolean {
  return (["heightCm", "weightKg", "age", "morphology", "fit", "neckCm"] as const).every((key) => a[key] === b[key]);
}

/**
 * A smart size with the eight measures typed by hand ('Measure your shirt'), biceps kept.
 * Measures far from what the estimator expects for the size's own answers are refused until
 * the customer confirms them, value for value (cross-check.ts).
 */
export function withTypedMeasures(
  size: SmartSize,
  values: MeasuresFormValues,
): { ok: true; size: SmartSize } | { ok: false; flags: CrossCheckFlag[] } {
  const typed = Object.fromEntries(MEASURE_KEYS.map((key) => [key, values[key]])) as Record<
    (typeof MEASURE_KEYS)[number],
    number
  >;
  const flags = crossCheck(typed, expectedMeasures(size));
  if (!isConfirmed(flags, values.confirmed)) return { ok: false, flags };
  return { ok: true, size: smartSizeSchema.parse({ ...size, measures: { ...size.measures, ...typed } }) };
}

// --- Saved profiles -----------------------------------------------------------------------

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

export type ProfileRefusal = { ok: false; message: string };

const TOO_MANY: ProfileRefusal = {
  ok: false,
  message: `You already keep ${MAX_PROFILES} sizes: please delete one in My sizes before saving another.`,
};

/** Saves a new profile for the customer. */
export async function createProfile(
  customer: Customer,
  size: SmartSize | RapidSize,
): Promise<{ ok: true; id: number } | ProfileRefusal> {
  const [kept] = await db()
    .select({ n: count() })
    .from(measurementProfiles)
    .where(eq(measurementProfiles.userId, customer.id));
  if ((kept?.n ?? 0) >= MAX_PROFILES) return TOO_MANY;
  const [row] = await db()
    .insert(measurementProfiles)
    .values({ userId: customer.id, name: size.kind === "smart" ? size.name : RAPID_PROFILE_NAME, size })
    .returning({ id: measurementProfiles.id });
  if (!row) throw new Error("The profile was not stored.");
  return { ok: true, id: row.id };
}

/** Replaces the size of one of the customer's profiles; false when it is not his (or gone). */
async function replaceProfileSize(customer: Customer, id: number, size: SmartSize | RapidSize): Promise<boolean> {
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

// --- The profile forms (the measurement screen's chosen profile, /my-sizes, the configurator) ----

/** The forms that change a saved profile, told apart by `intent`. */
export const PROFILE_INTENTS = ["update-smart", "update-rapid", "profile-measures", "delete"] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export function isProfileIntent(intent: unknown): intent is ProfileIntent {
  return PROFILE_INTENTS.includes(intent as ProfileIntent);
}

type FormReply = SubmissionResult<string[]>;

export type ProfileFormOutcome =
  /** `size`: the profile's size as saved; null once deleted. */
  | { ok: true; intent: ProfileIntent; profileId: number; size: SmartSize | RapidSize | null }
  | {
      ok: false;
      status: 400 | 404;
      intent: ProfileIntent;
      profileId: number | null;
      result: FormReply;
      /** Measures to confirm (intent "profile-measures"). */
      flags?: CrossCheckFlag[];
    };

const NO_SUCH_PROFILE = "This size is not in your profiles any more. The page has been refreshed.";

/**
 * Saves a form that changes one of the customer's profiles: a smart profile's answers (the
 * measures are recalculated when an answer changes, kept when only the name does), a rapid
 * profile's fit, neckline and sleeve, a smart profile's eight measures (cross-checked), or its
 * deletion. The profile id comes from the form; that it is the customer's, from the database.
 */
export async function submitProfileForm(
  customer: Customer,
  intent: ProfileIntent,
  formData: FormData,
): Promise<ProfileFormOutcome> {
  const id = profileIdSchema.safeParse(formData.get("profileId"));
  const profile = id.success ? await findProfile(customer, id.data) : null;
  const profileId = profile?.id ?? null;
  const gone = (submission: { reply(options: { formErrors: string[] }): FormReply }): ProfileFormOutcome => ({
    ok: false,
    status: 404,
    intent,
    profileId,
    result: submission.reply({ formErrors: [NO_SUCH_PROFILE] }),
  });

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    if (!profile || !(await deleteProfile(customer, profile.id))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size: null };
  }
  if (intent === "update-rapid") {
    const submission = parseWithZod(formData, { schema: rapidSizeFormSchema });
    if (submission.status !== "success") {
      return { ok: false, status: 400, intent, profileId, result: submission.reply() };
    }
    if (profile?.size.kind !== "rapid") return gone(submission);
    const size = rapidSizeSchema.parse({ kind: "rapid", ...submission.value });
    if (!(await replaceProfileSize(customer, profile.id, size))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size };
  }
  if (intent === "update-smart") {
    const submission = parseWithZod(formData, { schema: smartSizeFormSchema });
    if (submission.status !== "success") {
      return { ok: false, status: 400, intent, profileId, result: submission.reply() };
    }
    if (profile?.size.kind !== "smart") return gone(submission);
    const calculated = calculateSmartSize(submission.value);
    const size = sameAnswers(calculated, profile.size) ? { ...profile.size, name: calculated.name } : calculated;
    if (!(await replaceProfileSize(customer, profile.id, size))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size };
  }
  const submission = parseWithZod(formData, { schema: measuresFormSchema });
  if (submission.status !== "success") {
    return { ok: false, status: 400, intent, profileId, result: submission.reply() };
  }
  if (profile?.size.kind !== "smart") return gone(submission);
  const checked = withTypedMeasures(profile.size, submission.value);
  if (!checked.ok)
    return { ok: false, status: 400, intent, profileId, result: submission.reply(), flags: checked.flags };
  if (!(await replaceProfileSize(customer, profile.id, checked.size))) return gone(submission);
  return { ok: true, intent, profileId: profile.id, size: checked.size };
}

// --- The size being chosen (the measurement screen, the configurator's SIZES tab) -------------

/**
 * The sizes a visitor is working on, by mode: the smart size computed (and, for a customer,
 * the profile it was saved as) and the rapid size saved. Kept in an httpOnly cookie, not in
 * the configurator's design in progress, which needs a shirt and a design the measurement
 * screen may not have yet (docs/decisions/007): a size calculated for one shirt is there for
 * the next. Whatever it holds is checked again by the schema on every read and by the cart on
 * every add.
 */
const sizeDraftSchema = z.object({
  smart: z.object({ size: smartSizeSchema, profileId: profileIdSchema.optional() }).optional(),
  rapid: rapidSizeSchema.optional(),
});

export type SizeDraft = z.infer<typeof sizeDraftSchema>;

const sizeDraftCookie = createCookie("size_draft", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: config.isProduction,
  maxAge: 60 * 60 * 24 * 90,
});

export async function readSizeDraft(request: Request): Promise<SizeDraft> {
  const parsed = sizeDraftSchema.safeParse(await sizeDraftCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

/** The Set-Cookie header that forgets the size in progress (at sign-out, on a shared browser). */
export function forgetSizeDraftCookie(): Promise<string> {
  return sizeDraftCookie.serialize({}, { maxAge: 0 });
}

async function keepDraft(draft: SizeDraft): Promise<Headers> {
  return new Headers({ "Set-Cookie": await sizeDraftCookie.serialize(draft) });
}

type Kept<T> = { size: T; headers: Headers };

/**
 * A smart calculation: the size becomes the one being chosen and, for a customer, a new
 * profile named as he named it (unless he already keeps the most profiles allowed: the size
 * still goes with this shirt, and the result offers to save it).
 */
async function keepSmartCalculation(
  request: Request,
  customer: Customer | null,
  values: SmartSizeFormValues,
): Promise<Kept<SmartSize>> {
  const size = calculateSmartSize(values);
  const created = customer ? await createProfile(customer, size) : null;
  const profileId = created?.ok ? created.id : undefined;
  return { size, headers: await keepDraft({ ...(await readSizeDraft(request)), smart: { size, profileId } }) };
}

/** 'Save' of a new rapid size: the one being chosen and, for a customer, a new rapid profile. */
async function keepRapidSize(
  request: Request,
  customer: Customer | null,
  values: RapidSizeFormValues,
): Promise<Kept<RapidSize>> {
  const size = rapidSizeSchema.parse({ kind: "rapid", ...values });
  if (customer) await createProfile(customer, size);
  return { size, headers: await keepDraft({ ...(await readSizeDraft(request)), rapid: size }) };
}

/**
 * 'Measure your shirt' on the smart size being chosen: cross-checked, then kept, and written
 * to its profile when the customer saved it as one.
 */
async function keepTypedMeasures(
  request: Request,
  customer: Customer | null,
  values: MeasuresFormValues,
): Promise<({ ok: true } & Kept<SmartSize>) | { ok: false; flags: CrossCheckFlag[] } | { ok: false; noSize: true }> {
  const draft = await readSizeDraft(request);
  if (!draft.smart) return { ok: false, noSize: true };
  const checked = withTypedMeasures(draft.smart.size, values);
  if (!checked.ok) return checked;
  let profileId = draft.smart.profileId;
  if (profileId !== undefined && !(customer && (await replaceProfileSize(customer, profileId, checked.size)))) {
    // Deleted meanwhile, or signed out: the size stays this visit's only.
    profileId = undefined;
  }
  const headers = await keepDraft({ ...draft, smart: { size: checked.size, profileId } });
  return { ok: true, size: checked.size, headers };
}

/** Saves the smart size being chosen as a profile (a visitor who signed in after calculating). */
async function saveDraftAsProfile(
  request: Request,
  customer: Customer,
): Promise<{ ok: true; headers: Headers } | ProfileRefusal> {
  const draft = await readSizeDraft(request);
  if (!draft.smart) return { ok: false, message: "Please calculate your size first." };
  const created = await createProfile(customer, draft.smart.size);
  if (!created.ok) return created;
  return { ok: true, headers: await keepDraft({ ...draft, smart: { ...draft.smart, profileId: created.id } }) };
}

/**
 * What the sizing screens offer a visitor: a customer's profiles and the one asked for (his
 * own, or none), the sizes in progress, and the mode shown when none is asked for: a
 * customer's saved sizes when he has some, the calculator otherwise.
 */
export async function loadSizeChoices<Mode extends MeasurementMode>(
  request: Request,
  customer: Customer | null,
  asked: { mode: Mode | null; profile: number | null },
) {
  const [inProgress, profiles] = await Promise.all([readSizeDraft(request), customer ? listProfiles(customer) : []]);
  const smart = inProgress.smart;
  const mode: Mode | "profiles" | "smart" = asked.mode ?? (profiles.length > 0 ? "profiles" : "smart");
  return {
    mode,
    profiles,
    selected: profiles.find((profile) => profile.id === asked.profile) ?? null,
    inProgress,
    smart: smart
      ? { size: smart.size, savedAsProfile: profiles.some((profile) => profile.id === smart.profileId) }
      : null,
  };
}

/**
 * The size 'Continue to Cart' adds, by the screen's mode (spec 001 section 5): the smart size
 * calculated (none while the calculator is open again for a new one), the rapid size saved, or
 * the chosen profile. Null: the size is not complete and nothing may be sent.
 */
export function pickSize(choice: {
  mode: MeasurementMode;
  newSize: boolean;
  draft: SizeDraft;
  profile: MeasurementProfile | null;
}): SmartSize | RapidSize | null {
  if (choice.mode === "profiles") return choice.profile?.size ?? null;
  if (choice.mode === "rapid") return choice.draft.rapid ?? null;
  return choice.newSize ? null : (choice.draft.smart?.size ?? null);
}

/** Whether two sizes are the same size (a design's size stored as JSON keeps no key order). */
export function isSameSize(a: Size, b: Size | null): boolean {
  return isDeepStrictEqual(a, b);
}

// --- The sizing forms, one function for every screen that offers them -----------------------

/**
 * The forms that give, change or choose a size, told apart by `intent`: the measurement
 * screen's and the configurator's SIZES tab's (and the saved profiles' forms of both).
 */
const SIZE_FORM_INTENTS = [
  "smart",
  "rapid",
  "measures",
  "save-profile",
  "choose-profile",
  "use-calculation",
  ...PROFILE_INTENTS,
] as const;

type SizeFormIntent = (typeof SIZE_FORM_INTENTS)[number];

export function isSizeFormIntent(intent: unknown): intent is SizeFormIntent {
  return SIZE_FORM_INTENTS.includes(intent as SizeFormIntent);
}

/** An action's answer to a refused sizing form, for the form it came from. */
export type SizeFormReply = {
  intent: string;
  profileId: number | null;
  result?: FormReply;
  /** Measures to confirm ('Measure your shirt'). */
  flags?: CrossCheckFlag[];
  /** A refusal that belongs to no field: no size to use, no such profile, too many profiles. */
  sizeError?: string;
};

export type SizeFormOutcome =
  | {
      ok: true;
      /** The size the form gave, changed or chose (the configurator makes it its design's size); null: none. */
      size: SmartSize | RapidSize | null;
      /** What the screen shows next, and the section it opens at. */
      shown: { mode: MeasurementMode; profile?: number; saved?: boolean };
      anchor: string;
      headers?: Headers;
    }
  | { ok: false; status: 400 | 404; reply: SizeFormReply }
  /** The session ended since the page was shown: the customer signs in again. */
  | { ok: false; signIn: true };

/**
 * Handles a sizing form (spec 001 sections 4 and 5) for the visitor of `request`:
 * - `smart`: the calculation (a customer's is saved as a profile at once);
 * - `rapid`: the rapid size (a customer's, a rapid profile);
 * - `measures`: 'Measure your shirt' on the calculated size, cross-checked;
 * - `save-profile`: the calculated size saved as a profile by a customer who signed in since;
 * - `choose-profile`: one of the customer's profiles; `use-calculation`: the calculated size again;
 * - the profile forms (PROFILE_INTENTS): a saved profile changed.
 * The customer is the session's, never the form's.
 */
export async function submitSizeForm(
  request: Request,
  customer: Customer | null,
  intent: SizeFormIntent,
  formData: FormData,
): Promise<SizeFormOutcome> {
  const refuse = (reply: Omit<SizeFormReply, "intent" | "profileId">): SizeFormOutcome => ({
    ok: false,
    status: 400,
    reply: { intent, profileId: null, ...reply },
  });
  const signIn: SizeFormOutcome = { ok: false, signIn: true };

  if (isProfileIntent(intent)) {
    if (!customer) return signIn;
    const outcome = await submitProfileForm(customer, intent, formData);
    if (!outcome.ok) {
      const { status, profileId, result, flags } = outcome;
      return { ok: false, status, reply: { intent, profileId, result, flags } };
    }
    const shown = { mode: "profiles", profile: outcome.profileId } as const;
    return { ok: true, size: outcome.size, shown, anchor: "chosen-profile" };
  }
  if (intent === "choose-profile") {
    if (!customer) return signIn;
    const profile = await findProfile(customer, formData.get("profile"));
    if (!profile) return refuse({ sizeError: SIZE_ERRORS.profiles });
    return { ok: true, size: profile.size, shown: { mode: "profiles", profile: profile.id }, anchor: "chosen-profile" };
  }
  if (intent === "smart") {
    const submission = parseWithZod(formData, { schema: smartSizeFormSchema });
    if (submission.status !== "success") return refuse({ result: submission.reply() });
    const kept = await keepSmartCalculation(request, customer, submission.value);
    return { ok: true, ...kept, shown: { mode: "smart" }, anchor: "result" };
  }
  if (intent === "rapid") {
    const submission = parseWithZod(formData, { schema: rapidSizeFormSchema });
    if (submission.status !== "success") return refuse({ result: submission.reply() });
    const kept = await keepRapidSize(request, customer, submission.value);
    return { ok: true, ...kept, shown: { mode: "rapid", saved: true }, anchor: "rapid-saved" };
  }
  if (intent === "measures") {
    const submission = parseWithZod(formData, { schema: measuresFormSchema });
    if (submission.status !== "success") return refuse({ result: submission.reply() });
    const kept = await keepTypedMeasures(request, customer, submission.value);
    if ("noSize" in kept) return refuse({ result: submission.reply({ formErrors: [SIZE_ERRORS.smart] }) });
    if (!kept.ok) return refuse({ result: submission.reply(), flags: kept.flags });
    return { ok: true, size: kept.size, headers: kept.headers, shown: { mode: "smart" }, anchor: "result" };
  }
  if (intent === "save-profile") {
    if (!customer) return signIn;
    const saved = await saveDraftAsProfile(request, customer);
    if (!saved.ok) return refuse({ sizeError: saved.message });
    return { ok: true, size: null, headers: saved.headers, shown: { mode: "smart" }, anchor: "result" };
  }
  // use-calculation
  const calculated = (await readSizeDraft(request)).smart;
  if (!calculated) return refuse({ sizeError: SIZE_ERRORS.smart });
  return { ok: true, size: calculated.size, shown: { mode: "smart" }, anchor: "result" };
}
