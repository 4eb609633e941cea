import { z } from "zod";

/*
 * The one id rule of the shop: every id in a path, a query, a form, a share link
 * or a provider's metadata is a serial of PostgreSQL, a positive int4. Anything else (0,
 * negatives, fractions, "1e3", " 1", "01", 2147483648 and past) is no id at all, and is
 * refused before it reaches a query, where PostgreSQL would fail on it.
 */

export const MAX_ID = 2_147_483_647;

/** Digits only, no sign, no leading zero, at most ten of them. */
const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** The id written in `value` (a string of digits or an integer), or null when it is none. */
export function parseId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== "string" || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * An id field of a Zod schema (a form, a stored design): `message` for anything that is no
 * id, a missing value included. Declared on unknown input so that Conform passes the form's
 * text through untouched, rather than coercing "1e3" into a number first.
 */
export function idSchema(message = "This is not a valid reference.") {
  return z.unknown().transform((value, context) => {
    const id = parseId(value);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
