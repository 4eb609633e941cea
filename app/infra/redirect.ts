/** A path whose start a browser or a proxy could read as another host: //, /\ and their encodings. */
const LEAVES_THE_SITE = /^\/(?:[/\\]|%2f|%5c)/i;

/** Control characters (tabs and line breaks included), which URL parsers drop or act on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path on this site to go back to after a form post or a sign-in, or `fallback`. The target
 * is checked after normalisation, as the browser will resolve it: "/.//evil.example/x" and
 * "/..//evil.example" become "//evil.example/...", which leaves the site. Refused: anything
 * not starting with one "/", absolute URLs, "//host", backslashes, encoded slashes or
 * backslashes at the start ("/%2F%2Fevil"), and control characters (tabs, line breaks).
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.includes("\\") || CONTROL_CHARACTERS.test(value)) {
    return fallback;
  }
  let normalised: string;
  try {
    const url = new URL(value, "http://shop.invalid");
    if (url.origin !== "http://shop.invalid") return fallback;
    normalised = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
  return LEAVES_THE_SITE.test(value) || LEAVES_THE_SITE.test(normalised) ? fallback : normalised;
}
