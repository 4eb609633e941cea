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
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;
