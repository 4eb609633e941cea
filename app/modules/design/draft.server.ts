import { and, eq, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import { designDrafts } from "~/db/schema";
import { type Refusal, refuse } from "~/infra/refusal";
import { type Size, sizeSchema } from "~/modules/sizing/size";
import type { ShirtDesign } from "./design";
import { refuseDesign, validateDesign } from "./design.server";
import { applyChoice, isDesignField } from "./rules";

/*
 * The design in progress (DESIGN.md section 3, decision 008): what the customer has chosen
 * so far in the configurator, kept on the server under the visitor's cart cookie token, one
 * per subject (a model being designed, or a cart line being redesigned). Every choice is
 * saved as it is made, after the same checks as a cart line, except that a design in
 * progress may still lack an embroidery text, colour, style or symbol colour and position.
 */

/** What the configurator is working on: a model (/design-shirt/{id}) or a cart line (/redesign-shirt/{id}). */
export type DraftSubject = `model:${number}` | `line:${number}`;

export type Draft = { design: ShirtDesign; size: Size | null };

/** The visitor's draft for this subject, or null when they have not chosen anything yet. */
export async function getDraft(token: string | null, subject: DraftSubject): Promise<Draft | null> {
  if (token === null) return null;
  const [row] = await db()
    .select({ design: designDrafts.design, size: designDrafts.size })
    .from(designDrafts)
    .where(and(eq(designDrafts.token, token), eq(designDrafts.subject, subject)));
  return row ?? null;
}

async function store(token: string, subject: DraftSubject, draft: Draft): Promise<void> {
  await db()
    .insert(designDrafts)
    .values({ token, subject, design: draft.design, size: draft.size })
    .onConflictDoUpdate({
      target: [designDrafts.token, designDrafts.subject],
      set: { design: draft.design, size: draft.size, updatedAt: sql`now()` },
    });
}

/**
 * Checks a design in progress: everything validateDesign checks, except what is merely not
 * chosen yet. The model may not change: a draft belongs to its subject's model.
 */
export async function checkInProgress(
  design: unknown,
  modelId: number,
): Promise<{ ok: true; design: ShirtDesign } | Refusal> {
  const checked = await validateDesign(design, { inProgress: true });
  const issues = checked.ok ? [] : checked.issues;
  if (checked.ok && checked.design.modelId !== modelId) {
    issues.push({ field: "modelId", message: "This design is for another shirt." });
  }
  if (!checked.ok || issues.length > 0) return refuseDesign(issues);
  return { ok: true, design: checked.design };
}

/**
 * Saves one choice (a field of DESIGN_FIELDS and its form value) into the draft that starts
 * from `current`. Refused, with nothing saved, when the option does not exist, is not of its
 * family, breaks an embroidery rule (a text over 6 letters, a symbol colour without a symbol...).
 */
export async function saveChoice(
  token: string,
  subject: DraftSubject,
  current: Draft,
  field: unknown,
  value: unknown,
): Promise<{ ok: true; draft: Draft } | Refusal> {
  if (!isDesignField(field) || typeof value !== "string") {
    return refuse(400, "Please choose an option.");
  }
  return saveDesign(token, subject, current, applyChoice(current.design, field, value));
}

/** Replaces the whole design of the draft ('Use this design' of a shared link), with the same checks as a choice. */
export async function saveDesign(
  token: string,
  subject: DraftSubject,
  current: Draft,
  design: unknown,
): Promise<{ ok: true; draft: Draft } | Refusal> {
  const checked = await checkInProgress(design, current.design.modelId);
  if (!checked.ok) return checked;
  const draft = { design: checked.design, size: current.size };
  await store(token, subject, draft);
  return { ok: true, draft };
}

/** Attaches a size to the draft. */
export async function saveSize(
  token: string,
  subject: DraftSubject,
  current: Draft,
  size: unknown,
): Promise<{ ok: true; draft: Draft } | Refusal> {
  const parsed = sizeSchema.safeParse(size);
  if (!parsed.success) return refuse(400, "Please choose your fit, collar size and sleeve length.");
  const draft = { design: current.design, size: parsed.data };
  await store(token, subject, draft);
  return { ok: true, draft };
}

/**
 * Forgets the draft once its shirt is in the cart, in the transaction that puts it there
 * (cart.server.ts): the next visit starts afresh, and a failed add keeps the draft.
 */
export async function clearDraft(tx: Transaction, token: string, subject: DraftSubject): Promise<void> {
  await tx.delete(designDrafts).where(and(eq(designDrafts.token, token), eq(designDrafts.subject, subject)));
}

/** Deletes every draft kept under a cart token (its browser was handed a new one at sign-out). */
export async function forgetDrafts(token: string): Promise<void> {
  await db().delete(designDrafts).where(eq(designDrafts.token, token));
}
