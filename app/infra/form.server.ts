import { data } from "react-router";
import { FORM_BODY_LIMIT_BYTES, tooLargeMessage } from "./body-limits";

/*
 * The one way a route action reads its form. `request.formData()` throws on a body
 * that is not a form (JSON, plain text, a broken multipart body), which became a 500, and
 * reads any size into memory. Here:
 * - a body that is not application/x-www-form-urlencoded or multipart/form-data gets 415;
 * - a body over FORM_BODY_LIMIT_BYTES gets 413, and is not read past the limit;
 * - a body that does not parse, carries a file (no form of the shop takes one) or a NUL
 *   character (in a field, or in the name of a file a form takes), gets 400.
 * Each refusal is thrown as a response with a sentence a person can read.
 */

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const MESSAGES = {
  notAForm: "This address takes a form (application/x-www-form-urlencoded or multipart/form-data) and nothing else.",
  unreadable: "This form could not be read. Please send it again from the page.",
  file: "The shop's forms take no files.",
  // PostgreSQL cannot keep a NUL character in text; no one types one.
  nul: "This form contains a character the shop cannot keep (NUL). Please type it again.",
} as const;

function refuse(status: 400 | 413 | 415, message: string): never {
  throw data(message, { status });
}

/**
 * The form of a POST, every value a string; throws a 400, 413 or 415 response otherwise. A
 * form that takes files names its file fields and its larger limit (body-limits.ts): files
 * are let through in those fields only, for the module to check their bytes.
 */
export async function readForm(
  request: Request,
  options: { fileFields?: readonly string[]; limitBytes?: number } = {},
): Promise<FormData> {
  const { fileFields = [], limitBytes = FORM_BODY_LIMIT_BYTES } = options;
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(mediaType)) refuse(415, MESSAGES.notAForm);
  if (Number(request.headers.get("content-length")) > limitBytes) {
    refuse(413, tooLargeMessage(limitBytes));
  }
  const body = await readAtMost(request, limitBytes);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    refuse(400, MESSAGES.unreadable);
  }
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") {
      if (!fileFields.includes(name)) refuse(400, MESSAGES.file);
      // A file's bytes are its module's to check; its name is kept as text.
      if (value.name.includes("\u0000")) refuse(400, MESSAGES.nul);
      continue;
    }
    if (value.includes("\u0000")) refuse(400, MESSAGES.nul);
  }
  return form;
}

/** The body's bytes; a 413 as soon as they pass `limit` (the rest is never read). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let read: ReadableStreamReadResult<Uint8Array>;
    try {
      read = await reader.read();
    } catch {
      // The client went away, or the body was cut off upstream (server/body-limit.ts).
      refuse(400, MESSAGES.unreadable);
    }
    if (read.done) return concat(chunks, size);
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      refuse(413, tooLargeMessage(limit));
    }
    chunks.push(read.value);
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
