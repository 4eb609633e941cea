import { createRateLimit } from "~/infra/rate-limit.server";
import { type Done, refuse, tooManyRequests } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { findClaimableShirt } from "./customer-claims.server";
import { CLAIM_MESSAGES } from "./forms";

/*
 * A claim's form carries up to three photos, up to 31 MB in all: before its body is read, the
 * shop knows the customer may send it. The claim form's action asks here first.
 */

/**
 * Claims sent per customer in an hour: a customer correcting the form a few times passes. Per
 * customer rather than per address, so customers behind one office's address do not share it.
 */
const limitClaimUploads = createRateLimit({ name: "fit-claim-upload", points: 10, durationSeconds: 60 * 60 });

/**
 * Whether the customer may send a claim with photos for this shirt, asked before its body is
 * read: within the limit (429), one of his shirts (404 for any other id), open to a claim
 * (409: not delivered, past the window, claimed already). The claim itself is checked again
 * when it is filed, in its transaction.
 */
export async function admitClaimUpload(customer: Customer, unitIdInput: unknown): Promise<Done> {
  const limited = await limitClaimUploads(customer.id);
  if (limited) return tooManyRequests(limited);
  const shirt = await findClaimableShirt(customer, unitIdInput);
  if (!shirt) return refuse(404, CLAIM_MESSAGES.unknownShirt);
  if (shirt.blocked) return refuse(409, shirt.blocked);
  return { ok: true };
}
