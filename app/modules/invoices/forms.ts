import { z } from "zod";
import { parsePercent } from "./vat";

/*
 * The owner's invoicing settings (/admin/settings/invoicing): the VAT rate of each delivery
 * country, used by the page for instant messages and by the server as the authority. The
 * seller's legal details are the shop's settings (modules/settings, section "seller").
 */

export const INVOICING_MESSAGES = {
  vatRate: "Please enter a rate from 0 to 50, with at most two decimals, such as 22 or 25.5.",
  unknownCountry: "This list of countries is out of date: please reload the page.",
} as const;

/** A VAT rate as the owner types it (percent, "25.5" or "25,5"), read as basis points. */
const vatRate = z.string({ error: INVOICING_MESSAGES.vatRate }).transform((input, context) => {
  const rate = parsePercent(input);
  if (rate === null) {
    context.addIssue({ code: "custom", message: INVOICING_MESSAGES.vatRate });
    return z.NEVER;
  }
  return rate;
});

/** The VAT rates form: a rate per country, by ISO code (`rates.IT` = "22"). */
export const vatRatesSchema = z.object({
  rates: z.record(z.string().regex(/^[A-Z]{2}$/, { error: INVOICING_MESSAGES.unknownCountry }), vatRate),
});
