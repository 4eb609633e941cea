import { parseWithZod } from "@conform-to/zod/v4";
import { type Done, type Refusal, refuse } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { refusedForm, type SizeFormNotDone } from "./form-reply";
import {
  type MeasuresFormValues,
  measuresFormSchema,
  type RapidSizeFormValues,
  rapidSizeFormSchema,
  SIZE_ERRORS,
  type SmartSizeFormValues,
  smartSizeFormSchema,
} from "./forms";
import { isProfileIntent, PROFILE_INTENTS, submitProfileForm } from "./profile-form.server";
import { createProfile, findProfile, replaceProfileSize } from "./profiles.server";
import type { MeasurementMode } from "./screen";
import { type RapidSize, rapidSizeSchema, type SmartSize } from "./size";
import { keepSizeDraft, readSizeDraft } from "./size-draft.server";
import { calculateSmartSize, type TypedMeasuresCheck, withTypedMeasures } from "./smart-size";

/*
 * The sizing forms of the measurement screen and the configurator's SIZES tab, one function
 * for both: each gives, changes or chooses the size being chosen (size-draft.server.ts) and a
 * customer's profiles. The screen decides where it shows the outcome.
 */

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
  return { size, headers: await keepSizeDraft({ ...(await readSizeDraft(request)), smart: { size, profileId } }) };
}

/** 'Save' of a new rapid size: the one being chosen and, for a customer, a new rapid profile. */
async function keepRapidSize(
  request: Request,
  customer: Customer | null,
  values: RapidSizeFormValues,
): Promise<Kept<RapidSize>> {
  const size = rapidSizeSchema.parse({ kind: "rapid", ...values });
  if (customer) await createProfile(customer, size);
  return { size, headers: await keepSizeDraft({ ...(await readSizeDraft(request)), rapid: size }) };
}

/**
 * 'Measure your shirt' on the smart size being chosen: cross-checked, then kept, and written
 * to its profile when the customer saved it as one. Refused when no size is being chosen.
 */
async function keepTypedMeasures(
  request: Request,
  customer: Customer | null,
  values: MeasuresFormValues,
): Promise<(TypedMeasuresCheck & { headers?: Headers }) | Refusal> {
  const draft = await readSizeDraft(request);
  if (!draft.smart) return refuse(400, SIZE_ERRORS.smart);
  const checked = withTypedMeasures(draft.smart.size, values);
  if (!checked.confirmed) return checked;
  let profileId = draft.smart.profileId;
  if (profileId !== undefined && !(customer && (await replaceProfileSize(customer, profileId, checked.size)))) {
    // Deleted meanwhile, or signed out: the size stays this visit's only.
    profileId = undefined;
  }
  const headers = await keepSizeDraft({ ...draft, smart: { size: checked.size, profileId } });
  return { ...checked, headers };
}

/** Saves the smart size being chosen as a profile (a visitor who signed in after calculating). */
async function saveDraftAsProfile(request: Request, customer: Customer): Promise<Done<{ headers: Headers }>> {
  const draft = await readSizeDraft(request);
  if (!draft.smart) return refuse(400, "Please calculate your size first.");
  const created = await createProfile(customer, draft.smart.size);
  if (!created.ok) return created;
  return { ok: true, headers: await keepSizeDraft({ ...draft, smart: { ...draft.smart, profileId: created.id } }) };
}

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

export type SizeFormOutcome =
  | {
      ok: true;
      /** The size the form gave, changed or chose (the configurator makes it its design's size); null: none. */
      size: SmartSize | RapidSize | null;
      /** What the screen shows next. */
      shown: { mode: MeasurementMode; profile?: number; saved?: boolean };
      headers?: Headers;
    }
  /** Not carried out; a refusal with status 401 when the session ended since the page was shown. */
  | SizeFormNotDone;

const SIGN_IN_AGAIN = "Please log in again to use your measurement profiles.";

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
  const refused = (message: string): SizeFormOutcome => ({ ...refuse(400, message), profileId: null });
  const signIn: SizeFormOutcome = { ...refuse(401, SIGN_IN_AGAIN), profileId: null };

  if (isProfileIntent(intent)) {
    if (!customer) return signIn;
    const outcome = await submitProfileForm(customer, intent, formData);
    if (!outcome.ok) return outcome;
    return { ok: true, size: outcome.size, shown: { mode: "profiles", profile: outcome.profileId } };
  }
  if (intent === "choose-profile") {
    if (!customer) return signIn;
    const profile = await findProfile(customer, formData.get("profile"));
    if (!profile) return refused(SIZE_ERRORS.profiles);
    return { ok: true, size: profile.size, shown: { mode: "profiles", profile: profile.id } };
  }
  if (intent === "smart") {
    const submission = parseWithZod(formData, { schema: smartSizeFormSchema });
    if (submission.status !== "success") return refusedForm(submission);
    const kept = await keepSmartCalculation(request, customer, submission.value);
    return { ok: true, ...kept, shown: { mode: "smart" } };
  }
  if (intent === "rapid") {
    const submission = parseWithZod(formData, { schema: rapidSizeFormSchema });
    if (submission.status !== "success") return refusedForm(submission);
    const kept = await keepRapidSize(request, customer, submission.value);
    return { ok: true, ...kept, shown: { mode: "rapid", saved: true } };
  }
  if (intent === "measures") {
    const submission = parseWithZod(formData, { schema: measuresFormSchema });
    if (submission.status !== "success") return refusedForm(submission);
    const kept = await keepTypedMeasures(request, customer, submission.value);
    if ("status" in kept) return { ...kept, profileId: null, submission };
    if (!kept.confirmed) return { ok: false, confirm: kept.flags, profileId: null, submission };
    return { ok: true, size: kept.size, headers: kept.headers, shown: { mode: "smart" } };
  }
  if (intent === "save-profile") {
    if (!customer) return signIn;
    const saved = await saveDraftAsProfile(request, customer);
    if (!saved.ok) return { ...saved, profileId: null };
    return { ok: true, size: null, headers: saved.headers, shown: { mode: "smart" } };
  }
  // use-calculation
  const calculated = (await readSizeDraft(request)).smart;
  if (!calculated) return refused(SIZE_ERRORS.smart);
  return { ok: true, size: calculated.size, shown: { mode: "smart" } };
}
