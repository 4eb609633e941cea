import { dictionary } from "@zxcvbn-ts/language-common";
import { type Refusal, refuseFields } from "~/infra/refusal";
import { SHOP_NAME } from "~/modules/shop/identity";

/*
 * Passwords that guessers try first: zxcvbn-ts's list of about 49,000 passwords common in
 * breaches, in lower case, shipped with the shop and read offline, and the words a guesser at
 * this shop tries (its name, what it sells) with digits and signs around them. It stays on the
 * server (this module is never in a browser bundle): the forms' shared schemas do not know it.
 */

/** The shop's own words, as letters only: "Atelier-Sartorial1!" and "shirts2026" are refused. */
const SHOP_WORDS = new Set([
  SHOP_NAME.toLowerCase().replace(/[^a-z]/g, ""),
  ...SHOP_NAME.toLowerCase().split(/[^a-z]+/),
  "shirt",
  "shirts",
  "tailor",
  "tailored",
  "madetomeasure",
  "bespoke",
]);

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common: it is on the lists of leaked passwords that guessers try first. Please choose another one.";

let commonPasswords: Set<string> | undefined;

/**
 * Whether `password` is on the list, whatever its capitals ("Password1" is "password1"), or
 * is one of the shop's words with only digits and signs added.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  const lower = password.toLowerCase();
  return commonPasswords.has(lower) || SHOP_WORDS.has(lower.replace(/[^a-z]/g, ""));
}

/** A refusal with the message beside `field` when the new password is a common one, else null. */
export function refuseCommonPassword(field: string, password: string): Refusal | null {
  return isCommonPassword(password) ? refuseFields({ [field]: [COMMON_PASSWORD_MESSAGE] }) : null;
}
