import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { refuse } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { refusedForm, type SizeFormNotDone, type SizingSubmission } from "./form-reply";
import { measuresFormSchema, profileIdSchema, rapidSizeFormSchema, smartSizeFormSchema } from "./forms";
import { deleteProfile, findProfile, replaceProfileSize } from "./profiles.server";
import { type RapidSize, rapidSizeSchema, type SmartSize } from "./size";
import { calculateSmartSize, sameAnswers, withTypedMeasures } from "./smart-size";

/*
 * The forms that change a saved profile: the measurement screen's chosen profile, /my-sizes
 * and the configurator's SIZES tab.
 */

/** The forms that change a saved profile, told apart by `intent`. */
export const PROFILE_INTENTS = ["update-smart", "update-rapid", "profile-measures", "delete"] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

export function isProfileIntent(intent: unknown): intent is ProfileIntent {
  return PROFILE_INTENTS.includes(intent as ProfileIntent);
}

export type ProfileFormOutcome =
  /** `size`: the profile's size as saved; null once deleted. */
  { ok: true; intent: ProfileIntent; profileId: number; size: SmartSize | RapidSize | null } | SizeFormNotDone;

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
  const gone = (submission: SizingSubmission): ProfileFormOutcome => ({
    ...refuse(404, NO_SUCH_PROFILE),
    profileId,
    submission,
  });

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    if (!profile || !(await deleteProfile(customer, profile.id))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size: null };
  }
  if (intent === "update-rapid") {
    const submission = parseWithZod(formData, { schema: rapidSizeFormSchema });
    if (submission.status !== "success") return refusedForm(submission, profileId);
    if (profile?.size.kind !== "rapid") return gone(submission);
    const size = rapidSizeSchema.parse({ kind: "rapid", ...submission.value });
    if (!(await replaceProfileSize(customer, profile.id, size))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size };
  }
  if (intent === "update-smart") {
    const submission = parseWithZod(formData, { schema: smartSizeFormSchema });
    if (submission.status !== "success") return refusedForm(submission, profileId);
    if (profile?.size.kind !== "smart") return gone(submission);
    const calculated = calculateSmartSize(submission.value);
    const size = sameAnswers(calculated, profile.size) ? { ...profile.size, name: calculated.name } : calculated;
    if (!(await replaceProfileSize(customer, profile.id, size))) return gone(submission);
    return { ok: true, intent, profileId: profile.id, size };
  }
  const submission = parseWithZod(formData, { schema: measuresFormSchema });
  if (submission.status !== "success") return refusedForm(submission, profileId);
  if (profile?.size.kind !== "smart") return gone(submission);
  const checked = withTypedMeasures(profile.size, submission.value);
  if (!checked.confirmed) return { ok: false, confirm: checked.flags, profileId, submission };
  if (!(await replaceProfileSize(customer, profile.id, checked.size))) return gone(submission);
  return { ok: true, intent, profileId: profile.id, size: checked.size };
}
