/**
 * A browser's side of a conversation with the shop, without the browser: its cookies, kept
 * from one answer to the next, and plain form posts (the shop's forms work without JavaScript).
 */

/** Cookie name to value. The shop has one origin and sets every cookie on `/`: paths and domains are ignored. */
type CookieJar = ReadonlyMap<string, string>;

/** Whether a Set-Cookie header deletes its cookie (Max-Age=0 or an Expires in the past). */
function deletes(attributes: string[], now: Date): boolean {
  for (const attribute of attributes) {
    const [name = "", value = ""] = attribute.split("=", 2).map((part) => part.trim());
    if (/^max-age$/i.test(name) && Number(value) <= 0) return true;
    if (/^expires$/i.test(name) && Date.parse(value) <= now.getTime()) return true;
  }
  return false;
}

/** The jar after an answer's Set-Cookie headers: new cookies added, changed ones replaced, deleted ones gone. */
export function mergeSetCookies(jar: CookieJar, setCookies: string[], now = new Date()): CookieJar {
  const merged = new Map(jar);
  for (const header of setCookies) {
    const [pair = "", ...attributes] = header.split(";");
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    const value = pair.slice(equals + 1).trim();
    if (deletes(attributes, now)) merged.delete(name);
    else merged.set(name, value);
  }
  return merged;
}

/** The Cookie request header that sends the whole jar. */
export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
}

/**
 * The value a form post would send for the input named `name`: the checked radio button or
 * checkbox, else the first other input of that name. Reads `<input>` tags only, and does not
 * decode character references: enough for the ids and tokens the bench reads.
 */
export function submittedValue(html: string, name: string): string | undefined {
  const inputs = [...html.matchAll(/<input\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "name") === name);
  const chosen = inputs.find((tag) => {
    const type = attribute(tag, "type")?.toLowerCase();
    return type === "radio" || type === "checkbox" ? /\schecked\b/i.test(tag) : true;
  });
  return chosen === undefined ? undefined : (attribute(chosen, "value") ?? "");
}

/**
 * The options a configurator page offers for a design field (`collarId`...): the value of each
 * of its choice forms (intent=choose) for that field, in page order.
 */
export function choiceValues(html: string, field: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)].flatMap(([, form = ""]) => {
    if (submittedValue(form, "intent") !== "choose" || submittedValue(form, "field") !== field) return [];
    const value = submittedValue(form, "value");
    return value === undefined ? [] : [value];
  });
}

type Answer = { status: number; location: string | null; body: string };

/** A visitor of the shop at `shopUrl`, who keeps the cookies the shop sets, as a browser would. */
export class ShopSession {
  private jar: CookieJar = new Map();

  constructor(readonly shopUrl: string) {}

  /** The headers that make a request come from this visitor (for the weighing and the load). */
  headers(): Record<string, string> {
    return this.jar.size > 0 ? { cookie: cookieHeader(this.jar) } : {};
  }

  /** Whether the shop has set the cookie `name` and not deleted it. */
  has(name: string): boolean {
    return this.jar.has(name);
  }

  get(path: string): Promise<Answer> {
    return this.send(path, { method: "GET" });
  }

  /** A form post, as `<form method="post">` sends it (application/x-www-form-urlencoded). */
  post(path: string, fields: Record<string, string>): Promise<Answer> {
    return this.send(path, { method: "POST", body: new URLSearchParams(fields) });
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(`${this.shopUrl}${path}`, { ...init, headers: this.headers(), redirect: "manual" });
    this.jar = mergeSetCookies(this.jar, response.headers.getSetCookie());
    return { status: response.status, location: response.headers.get("location"), body: await response.text() };
  }
}

function unexpectedAnswer(what: string, answer: Answer, wanted: string): Error {
  const title = /<title>([^<]*)<\/title>/i.exec(answer.body)?.[1]?.trim();
  const location = answer.location ? ` to ${answer.location}` : "";
  return new Error(`${what} answered ${answer.status}${location}${title ? ` (${title})` : ""}, not ${wanted}`);
}

/** Throws unless `answer` is a page (200). */
export function expectPage(what: string, answer: Answer) {
  if (answer.status !== 200) throw unexpectedAnswer(what, answer, "the page");
}

/** Throws unless `answer` is a redirect to `expected` (a path, or a pattern of paths). */
export function expectRedirect(what: string, answer: Answer, expected: string | RegExp) {
  const location = answer.location ?? "";
  const matches = typeof expected === "string" ? location === expected : expected.test(location);
  if (answer.status !== 302 || !matches) throw unexpectedAnswer(what, answer, `a redirect to ${expected}`);
}
