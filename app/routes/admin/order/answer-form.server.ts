import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { z } from "zod";
import { type Done, INVALID_FORM, refusalResponse } from "~/infra/refusal";
import type { StaffMember } from "~/modules/staff/staff";

/** What each action of the order page is given: who acts, on which order (the address's), the form as posted. */
export type OrderPost = { staff: StaffMember; orderId: number; form: FormData };

/**
 * One form of the order page carried out (answerPageForm), landing back on the order's page
 * with the banner `done` names (by default the intent).
 */
export function answerOrderForm<Intent extends string, Value, Outcome extends object>(
  { orderId, form }: OrderPost,
  intent: Intent,
  schema: z.ZodType<Value>,
  carryOut: (value: Value) => Promise<Done<Outcome>>,
  done: (outcome: Outcome) => string = () => intent,
) {
  return answerPageForm(form, intent, schema, carryOut, (outcome) => `/admin/orders/${orderId}?done=${done(outcome)}`);
}

/**
 * One form of a back-office page carried out. Its schema reads the form (refused: 400, each
 * message beside its field), then its command runs (refused: the command's status and
 * message). Both refusals answer with the page itself, marked with the form's `intent`, so
 * that a browser without JavaScript shows them too. Done, the browser is sent to `doneUrl`
 * (the page with a `?done=` banner), so a reload does not post twice.
 */
export async function answerPageForm<Intent extends string, Value, Outcome extends object>(
  form: FormData,
  intent: Intent,
  schema: z.ZodType<Value>,
  carryOut: (value: Value) => Promise<Done<Outcome>>,
  doneUrl: (outcome: Outcome) => string,
) {
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
  const outcome = await carryOut(submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent } });
  return redirect(doneUrl(outcome));
}
