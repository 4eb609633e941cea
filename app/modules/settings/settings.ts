import { z } from "zod";

/*
 * The shop's settings, each with its type, default and limits, listed once. Stored one row per
 * key (db/schema/settings.ts) and read through settings.server.ts, which falls back to the
 * default for a key never set or a stored value that no longer fits.
 */
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
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;
