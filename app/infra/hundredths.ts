import { z } from "zod";

/*
 * A decimal as people type it into a form (euros, metres), kept in hundredths (cents,
 * centimetres): digits with at most two decimals after a point or a comma ("89", "89.5",
 * "89,50"), worked out in whole numbers so that no floating-point drift creeps in. Whatever is
 * wrong, the field answers with its one message, which says what to type. Pure: the browser
 * gives the same instant messages as the server.
 */

/** A decimal field between `min` and `max` hundredths; its whole part has no more digits than `max` needs. */
export function hundredthsField({ message, min = 0, max }: { message: string; min?: number; max: number }) {
  const wholeDigits = String(Math.floor(max / 100)).length;
  const decimal = new RegExp(`^\\d{1,${wholeDigits}}([.,]\\d{1,2})?$`);
  return z
    .string({ error: message })
    .trim()
    .regex(decimal, { error: message })
    .transform((text) => {
      const [whole = "0", fraction = ""] = text.replace(",", ".").split(".");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    })
    .refine((hundredths) => hundredths >= min && hundredths <= max, { error: message });
}
