/*
 * How large a request body may be: a form of the shop is a few kilobytes, so 64 KB
 * is plenty; a payment provider's webhook event may be larger. The Express middleware
 * (server/body-limit.ts) refuses bigger bodies before they are read, and the form reader
 * (form.server.ts) stops reading past the limit.
 */

export const FORM_BODY_LIMIT_BYTES = 64 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
/** A fit claim carries up to three photos of at most 10 MB each (claims/photos.server.ts), and its fields. */
export const FIT_CLAIM_BODY_LIMIT_BYTES = 31 * 1024 * 1024;
export const FIT_CLAIM_PATH_PREFIX = "/history-order/fit-claim/";
/** The back office's CSV of fabrics: four thousand fabrics with their descriptions are about 1.5 MB. */
export const IMPORT_BODY_LIMIT_BYTES = 5 * 1024 * 1024;
const IMPORT_PATH = "/admin/fabrics/import";

/** The largest body a request to `path` may send. */
export function bodyLimitFor(path: string): number {
  if (path.startsWith("/webhooks/")) return WEBHOOK_BODY_LIMIT_BYTES;
  if (path.startsWith(FIT_CLAIM_PATH_PREFIX)) return FIT_CLAIM_BODY_LIMIT_BYTES;
  if (path === IMPORT_PATH) return IMPORT_BODY_LIMIT_BYTES;
  return FORM_BODY_LIMIT_BYTES;
}

/** The answer to a body over the limit, for a person to read. */
export function tooLargeMessage(limitBytes: number): string {
  const size =
    limitBytes >= 1024 * 1024 ? `${Math.round(limitBytes / 1024 / 1024)} MB` : `${Math.round(limitBytes / 1024)} KB`;
  return `This request is too large: the shop accepts at most ${size} here.`;
}
