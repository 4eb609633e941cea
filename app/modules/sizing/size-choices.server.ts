import { isDeepStrictEqual } from "node:util";
import type { Customer } from "~/modules/accounts/accounts.server";
import { listProfiles, type MeasurementProfile } from "./profiles.server";
import type { MeasurementMode } from "./screen";
import type { RapidSize, Size, SmartSize } from "./size";
import { readSizeDraft, type SizeDraft } from "./size-draft.server";

/*
 * The size being chosen on the measurement screen and the configurator's SIZES tab: what the
 * screens offer a visitor, and which size 'Continue to Cart' takes.
 */

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
