import { z } from "zod";

/*
 * The shop's settings, each with its type, default and limits, listed once. Stored one row per
 * key (db/schema/settings.ts) and read through settings.server.ts, which falls back to the
 * default for a key never set or a stored value that no longer fits.
 */
/** Text of the seller's legal details: required, trimmed, within a length. */
function legalText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep it under ${max} characters.` });
}

export const SETTINGS = {
  /** Working days between payment and the parcel leaving the workshop: the dated promise's first part. */
  productionLeadDays: {
    label: "Production lead time (working days)",
    schema: z.coerce.number().int().min(1).max(60),
    defaultValue: 10,
  },
  /**
   * The largest refund customer service may make on one order, in euros (converted at the
   * order's own rate); owners refund without limit (issue 14).
   */
  serviceRefundLimitEur: {
    label: "Largest refund customer service may make (euros)",
    schema: z.coerce.number().int().min(0).max(100_000),
    defaultValue: 150,
  },
  /** An alteration refund under the perfect fit guarantee: at most this share of the shirt's price. */
  alterationRefundPercent: {
    label: "Largest alteration refund (percent of the shirt's price)",
    schema: z.coerce.number().int().min(1).max(100),
    defaultValue: 30,
  },
  /** Business days after delivery during which a customer may file a fit claim (the terms: 7). */
  fitClaimWindowDays: {
    label: "Fit claims accepted for (business days after delivery)",
    schema: z.coerce.number().int().min(1).max(60),
    defaultValue: 7,
  },
  /*
   * The seller's legal details printed on every invoice and credit note (issue 14), as issued:
   * a change applies to documents issued afterwards, never to those already issued.
   */
  sellerCompanyName: {
    label: "Company name",
    schema: legalText("Please enter the company's registered name.", 120),
    defaultValue: "Atelier Sartorial S.r.l.",
  },
  sellerAddress: {
    label: "Registered address",
    schema: legalText("Please enter the registered address.", 300),
    defaultValue: "Via della Spiga 14\n20121 Milano MI\nItaly",
  },
  sellerVatNumber: {
    label: "VAT number",
    schema: legalText("Please enter the VAT number, such as IT12345678903.", 30).regex(
      /^[A-Z]{2}[0-9A-Z+*. -]{2,28}$/,
      {
        error: "Please enter the VAT number with its country code, such as IT12345678903.",
      },
    ),
    defaultValue: "IT12345678903",
  },
  sellerRegistration: {
    label: "Company registration",
    schema: legalText("Please enter the registration (register, number, share capital).", 200),
    defaultValue: "REA MI-2654321 · Share capital €50,000 fully paid",
  },
  sellerEmail: {
    label: "Contact e-mail on invoices",
    schema: legalText("Please enter the e-mail address customers write to about invoices.", 254).pipe(
      z.email({ error: "Please enter a valid e-mail address, such as accounts@example.com." }),
    ),
    defaultValue: "service@ateliersartorial.example",
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;
