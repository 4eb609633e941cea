import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { REFUND_MESSAGES, refundAmountSchema } from "~/modules/refunds/forms";
import { measureLabel } from "~/modules/sizing/describe";
import type { MeasurePoint } from "~/modules/sizing/workshop";
import { CLAIM_POINTS, CORRECTION_STEP_CM, type Corrections, signedCorrection } from "./corrections";

/*
 * The fit claim's forms, one schema each: the customer's claim (photos are files, checked by
 * photos.server.ts) and staff's decisions (remake, alteration refund, decline). The pages use
 * them for instant messages, the claims module on the server as the authority.
 */

export const CLAIM_MESSAGES = {
  unknownShirt: "This shirt is not in your orders.",
  unknownClaim: "This claim could not be found.",
  nothingWrong: "Please tell us what is wrong at one measurement at least.",
  problem: "Please choose what is wrong here, or leave the amount empty.",
  comment: "Please keep your comment under 2000 characters.",
  declineReason: "Please write the reason the customer will read (10 to 1000 characters).",
} as const;

/** The maximum photos of a claim. */
export const MAX_CLAIM_PHOTOS = 3;

const amountMessage = (point: MeasurePoint, maxCm: number) =>
  `${measureLabel(point)}: give how many cm, from ${CORRECTION_STEP_CM} to ${maxCm}, in steps of ${CORRECTION_STEP_CM}.`;

/** An empty field (a select left at "Fits well", an empty amount) says nothing. */
const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

const pointAnswer = z
  .object({
    problem: z.preprocess(
      blankAsMissing,
      z.enum(["larger", "smaller"], { error: "Please choose what is wrong here." }).optional(),
    ),
    cm: z.preprocess(blankAsMissing, z.coerce.number({ error: "Please give a number of cm." }).optional()),
  })
  .optional();

/** The customer's claim: per point what is wrong and by how many cm, and a comment. */
export const fitClaimSchema = z
  .object({
    unitId: idSchema(CLAIM_MESSAGES.unknownShirt),
    corrections: z
      .object(
        Object.fromEntries(CLAIM_POINTS.map(({ point }) => [point, pointAnswer])) as Record<
          MeasurePoint,
          typeof pointAnswer
        >,
      )
      .optional(),
    comment: z.string({ error: CLAIM_MESSAGES.comment }).trim().max(2000, { error: CLAIM_MESSAGES.comment }).optional(),
  })
  .superRefine((value, context) => {
    let any = false;
    for (const { point, maxCm } of CLAIM_POINTS) {
      const answer = value.corrections?.[point];
      if (!answer || (answer.problem === undefined && answer.cm === undefined)) continue;
      any = true;
      if (answer.problem === undefined) {
        context.addIssue({ code: "custom", path: ["corrections", point, "problem"], message: CLAIM_MESSAGES.problem });
      }
      const cm = answer.cm;
      if (cm === undefined || cm < CORRECTION_STEP_CM || cm > maxCm || Math.round(cm * 2) !== cm * 2) {
        context.addIssue({ code: "custom", path: ["corrections", point, "cm"], message: amountMessage(point, maxCm) });
      }
    }
    if (!any) context.addIssue({ code: "custom", message: CLAIM_MESSAGES.nothingWrong });
  })
  .transform(({ unitId, corrections, comment }) => {
    const signed: Corrections = {};
    for (const { point } of CLAIM_POINTS) {
      const answer = corrections?.[point];
      if (answer?.problem && answer.cm !== undefined) signed[point] = signedCorrection(answer.problem, answer.cm);
    }
    return { unitId, corrections: signed, comment: comment ?? "" };
  });

const claimId = idSchema(CLAIM_MESSAGES.unknownClaim);

export const remakeDecisionSchema = z.object({ claimId });

export const declineDecisionSchema = z.object({
  claimId,
  reason: z
    .string({ error: CLAIM_MESSAGES.declineReason })
    .trim()
    .min(10, { error: CLAIM_MESSAGES.declineReason })
    .max(1000, { error: CLAIM_MESSAGES.declineReason }),
});

const refundNote = z.string().trim().max(500, { error: REFUND_MESSAGES.note }).default("");

/** The claim page's alteration refund: the amount as typed in the order's currency, and a note for staff. */
export const alterationDecisionSchema = z.object({ claimId, amount: refundAmountSchema, note: refundNote });

/** The alteration refund as the claims module takes it: the amount in minor units (capped there). */
export const alterationRequestSchema = z.object({
  claimId,
  amountMinor: z.number({ error: REFUND_MESSAGES.amount }).int().positive({ error: REFUND_MESSAGES.amount }),
  note: refundNote,
});

/** The claims list's filter. */
export const claimFilterSchema = z.enum(["open", "remake", "alteration", "declined", "all"]).catch("open");
