import { data, redirect } from "react-router";

/** The statuses a refusal may carry: the person's request was wrong, never the shop. */
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * Why a module said no: the one shape every module returns for a request it will not carry
 * out (modules never throw HTTP responses). Route actions turn it into an answer with
 * `refusalResponse`.
 */
export type Refusal = {
  ok: false;
  status: RefusalStatus;
  /** What the person reads about the request as a whole (above the form). */
  message?: string;
  /** What the person reads beside each field, by the field's name. */
  fieldErrors?: Record<string, string[]>;
  /** With 429: how long to wait; sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Where the person must go instead (the form that can set it right): a page's answer redirects there. */
  redirectTo?: string;
};

/** What a command answers: done, with what its caller needs to know, or refused. */
export type Done<T extends object = object> = ({ ok: true } & T) | Refusal;

/** A schema's messages by field: "measured.neck" for a nested one, "form" for the whole form's. */
export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
}

/** Input its schema refused (400): each message beside its field. */
export function refuseInvalid(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Refusal {
  return refuseFields(fieldErrorsOf(error));
}

export function refuse(status: RefusalStatus, message: string, fieldErrors?: Record<string, string[]>): Refusal {
  return { ok: false, status, message, fieldErrors };
}

/** A form refused for its fields alone (400): the messages go beside the fields. */
export function refuseFields(fieldErrors: Record<string, string[]>): Refusal {
  return { ok: false, status: 400, fieldErrors };
}

/** A request over a rate limit (429), with the limit's message and wait. */
export function tooManyRequests(limited: { message: string; retryAfterSeconds: number }): Refusal {
  return { ok: false, status: 429, message: limited.message, retryAfterSeconds: limited.retryAfterSeconds };
}

/** The headers a refusal's answer carries (Retry-After for a 429). */
export function refusalHeaders(refusal: Refusal): HeadersInit | undefined {
  return refusal.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(refusal.retryAfterSeconds) };
}

/** `value`, else a 404 thrown from a route's loader (the record its address names does not exist). */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}

/** What a page reads of a refusal answered without a form submission (`refusal` in its action data). */
export type RefusalAnswer = Pick<Refusal, "message" | "fieldErrors">;

/** The first message of each field, for a page that shows one message a field. */
export function fieldMessages(refusal: RefusalAnswer | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(refusal?.fieldErrors ?? {})) if (first) messages[field] = first;
  return messages;
}

/** A form its schema refused (400): the submission itself carries the messages. */
export const INVALID_FORM: Refusal = { ok: false, status: 400 };

type ReplyingSubmission<Result> = {
  reply(options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): Result;
};

/**
 * The one answer a route action gives for a refusal, with its status and headers. With a
 * Conform submission the messages go back as the form's `result` (fields in `hideFields`,
 * passwords, are not sent back); without one as `refusal: { message, fieldErrors }`. `extra`
 * is added to the answer (which form of the page it is for). A refusal with `redirectTo` is
 * answered with a redirect there.
 */
export function refusalResponse<Result, Extra extends object = object>(
  refusal: Refusal,
  options: { submission?: ReplyingSubmission<Result>; hideFields?: string[]; extra?: Extra } = {},
) {
  if (refusal.redirectTo) return redirect(refusal.redirectTo);
  const init = { status: refusal.status, headers: refusalHeaders(refusal) };
  const { submission, hideFields, extra } = options;
  const { message, fieldErrors } = refusal;
  if (submission) {
    // Only the messages the refusal has: a reply given others adds them to the schema's own.
    const result = submission.reply({
      ...(message ? { formErrors: [message] } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
      hideFields,
    });
    return data({ ...(extra as Extra), result, refusal: undefined }, init);
  }
  const answer: RefusalAnswer = { message, fieldErrors };
  return data({ ...(extra as Extra), result: undefined, refusal: answer }, init);
}
