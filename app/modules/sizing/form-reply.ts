import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { type Refusal, refusalResponse } from "~/infra/refusal";
import type { CrossCheckFlag } from "./cross-check";

/*
 * How a sizing form that was not carried out is answered, for the measurement screen, the
 * configurator's SIZES tab and /my-sizes alike: a refusal (the shop's one shape, its messages
 * replied to the form), or measures to confirm, which are a question to the person, not a no.
 */

/** A parsed sizing form, what its messages are replied to. */
export type SizingSubmission = Pick<Submission<unknown>, "reply">;

export type SizeFormNotDone =
  /** Refused: the form's own messages (400), or no size to use, no such profile (404)... */
  | (Refusal & { profileId: number | null; submission?: SizingSubmission })
  /** Measures far from what the answers lead us to expect: nothing saved until the person confirms them. */
  | { ok: false; confirm: CrossCheckFlag[]; profileId: number | null; submission: SizingSubmission };

/** A form refused for its fields alone: the messages are in its submission. */
export function refusedForm(submission: SizingSubmission, profileId: number | null = null): SizeFormNotDone {
  return { ok: false, status: 400, profileId, submission };
}

/** What the page reads back, for the form it came from (by intent, and profile for a profile's forms). */
export type SizeFormReply = {
  intent: string;
  profileId: number | null;
  /** The form's messages and values (Conform). */
  result?: SubmissionResult<string[]>;
  /** A refusal that belongs to no field: no size to use, no such profile, too many profiles. */
  refusal?: { message?: string };
  /** Measures to confirm ('Measure your shirt'). */
  flags?: CrossCheckFlag[];
};

/** The action's answer to a sizing form not carried out (a question is answered 400 too: nothing was saved). */
export function sizeFormAnswer(intent: string, outcome: SizeFormNotDone) {
  const extra = { intent, profileId: outcome.profileId };
  if ("confirm" in outcome) {
    const reply: SizeFormReply = { ...extra, result: outcome.submission.reply(), flags: outcome.confirm };
    return data(reply, { status: 400 });
  }
  return refusalResponse(outcome, { submission: outcome.submission, extra });
}
