import { z } from "zod";
import type { CampaignStatus } from "~/db/schema/content";

/*
 * A newsletter campaign's form and rules, shared by the back office's pages and its commands
 * (decision 029: a rule answers why not, or null).
 */

export const CAMPAIGN_MESSAGES = {
  unknown: "This campaign does not exist.",
  notDraft: "This campaign is being sent or has been sent: it can no longer be changed.",
  alreadySending: "This campaign is already being sent, or has been sent: it goes out once.",
  noRecipient: "No confirmed subscriber yet: there is nobody to send this campaign to.",
} as const;

/** A mail shows at most this many drawings. */
export const MAX_CAMPAIGN_SHIRTS = 4;

export const campaignSchema = z.object({
  subject: z
    .string({ error: "Please give the campaign a subject." })
    .trim()
    .min(1, { error: "Please give the campaign a subject." })
    .max(200, { error: "Please keep the subject under 200 characters." }),
  body: z
    .string({ error: "Please write the campaign's text." })
    .trim()
    .min(1, { error: "Please write the campaign's text." })
    .max(20_000, { error: "Please keep the text under 20,000 characters." }),
  /** The shirt models whose drawings the mail shows under the text. */
  shirtModelIds: z
    .array(z.coerce.number({ error: "Please choose shirts from the list." }).int().positive().max(2_147_483_647))
    .max(MAX_CAMPAIGN_SHIRTS, { error: `Please choose at most ${MAX_CAMPAIGN_SHIRTS} shirts.` })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

/** Why a campaign may not be changed any more, or null while it is a draft. */
export function editRefusal(status: CampaignStatus): string | null {
  return status === "draft" ? null : CAMPAIGN_MESSAGES.notDraft;
}

/** Why a campaign may not be sent, or null. */
export function sendRefusal(status: CampaignStatus, confirmedSubscribers: number): string | null {
  if (status !== "draft") return CAMPAIGN_MESSAGES.alreadySending;
  if (confirmedSubscribers === 0) return CAMPAIGN_MESSAGES.noRecipient;
  return null;
}
