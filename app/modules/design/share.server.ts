import type { DisplayCurrency } from "~/modules/money/money";
import { type DescribedDraft, describeDraft } from "./configurator.server";
import { checkInProgress } from "./draft.server";
import { decodeDesign } from "./share";

export type SharedDesign = { ok: true; design: DescribedDraft } | { ok: false; message: string };

/**
 * What a shared design link (/design-shirt/{model id}?d=...) shows: the design drawn,
 * described and priced, checked like any choice, or why it cannot be made (a fabric or an
 * option gone since it was shared, a link that is not one of ours). Opening a link saves
 * nothing: the visitor makes it their design in progress with 'Use this design' (a POST,
 * `saveDesign`).
 */
export async function describeSharedDesign(
  modelId: number,
  link: string,
  currency: DisplayCurrency,
): Promise<SharedDesign> {
  const checked = await checkInProgress(decodeDesign(modelId, link), modelId);
  const described = checked.ok ? await describeDraft({ design: checked.design, size: null }, currency) : null;
  if (described) return { ok: true, design: described };
  const reason = (checked.ok ? undefined : checked.message) ?? "its fabric is no longer available.";
  return { ok: false, message: `This shared design cannot be made any more: ${reason}` };
}
