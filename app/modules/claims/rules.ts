import type { ClaimStatus } from "./corrections";
import { isWithinClaimWindow } from "./window";

/*
 * What may be done with a fit claim, said once for the pages that offer it and the commands that
 * carry it out: each rule answers why not, in the words the customer or staff read, or null.
 */

/** The answer to a second claim on a shirt whose first one still waits for a decision. */
export const ALREADY_CLAIMED = "You have already reported a fit problem for this shirt: we are looking at it.";

/**
 * Why a shirt cannot be claimed at `now`, or null when it can: not delivered, a claim still
 * open, already remade or refunded for an alteration, or past the guarantee's window.
 */
export function claimRefusal(
  deliveredAt: Date | null,
  windowDays: number,
  claims: readonly { status: ClaimStatus }[],
  now: Date,
): string | null {
  if (!deliveredAt) return "You can report a fit problem once your shirt has been delivered.";
  if (claims.some((claim) => claim.status === "open")) return ALREADY_CLAIMED;
  if (claims.some((claim) => claim.status === "remake")) {
    return "This shirt has already been remade: report a fit problem on the remade shirt.";
  }
  if (claims.some((claim) => claim.status === "alteration")) {
    return "This shirt already had an alteration refund under the guarantee: please contact us.";
  }
  if (!isWithinClaimWindow(deliveredAt, windowDays, now)) {
    return `The guarantee's window of ${windowDays} business days after delivery has passed: please contact us.`;
  }
  return null;
}

/** Why a claim cannot be decided, or null while it waits: a claim is decided once. */
export function decisionRefusal(status: ClaimStatus): string | null {
  return status === "open" ? null : "This claim has already been decided.";
}
