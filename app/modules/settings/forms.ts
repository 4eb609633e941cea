import { z } from "zod";
import { hundredthsField } from "~/infra/hundredths";

/*
 * The settings page's forms besides the shop's own settings (settings.ts): a delivery option
 * and a currency's rate. One schema each, for the page's instant messages and for the module
 * on the server, the authority.
 */

export const DELIVERY_MESSAGES = {
  name: "Please enter the option's name (at most 80 characters).",
  description: "Please keep the description under 200 characters.",
  fee: "Please enter the fee in euros, such as 9.90 (0 for free delivery, at most 1,000).",
  minDays: "Please enter a whole number of working days from 1 to 60.",
  maxDays: "Please enter a whole number of working days from 1 to 60.",
  maxBeforeMin: "The longest delivery cannot be shorter than the shortest.",
  sortOrder: "Please enter a position from 0 to 999.",
  defaultInactive: "The default option must be offered: tick Offered at checkout, or choose another default.",
  defaultNeeded:
    "The checkout always needs a default option: make another option the default first, and this one stops being it.",
  unknown: "This delivery option could not be found.",
} as const;

const days = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(60, { error: message });

/** A checkbox as the browser sends it: "on" when ticked, nothing (or empty) otherwise. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Euros as typed (9.90, 9,90, 12) into cents, up to €1,000. */
const euros = hundredthsField({ message: DELIVERY_MESSAGES.fee, max: 100_000 });

export const deliveryOptionSchema = z
  .object({
    name: z
      .string({ error: DELIVERY_MESSAGES.name })
      .trim()
      .min(1, { error: DELIVERY_MESSAGES.name })
      .max(80, { error: DELIVERY_MESSAGES.name }),
    description: z.string().trim().max(200, { error: DELIVERY_MESSAGES.description }).default(""),
    fee: euros,
    minDays: days(DELIVERY_MESSAGES.minDays),
    maxDays: days(DELIVERY_MESSAGES.maxDays),
    sortOrder: z.coerce
      .number({ error: DELIVERY_MESSAGES.sortOrder })
      .int({ error: DELIVERY_MESSAGES.sortOrder })
      .min(0, { error: DELIVERY_MESSAGES.sortOrder })
      .max(999, { error: DELIVERY_MESSAGES.sortOrder }),
    isDefault: checkbox,
    active: checkbox,
  })
  .refine((option) => option.maxDays >= option.minDays, {
    error: DELIVERY_MESSAGES.maxBeforeMin,
    path: ["maxDays"],
  })
  .refine((option) => option.active || !option.isDefault, {
    error: DELIVERY_MESSAGES.defaultInactive,
    path: ["active"],
  });

export type DeliveryOptionInput = z.output<typeof deliveryOptionSchema>;

/** A fee in cents as the form shows it: 990 → "9.90". */
export function feeForForm(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A currency's rate as typed: units of it for one euro. */
export const currencyRateSchema = z.object({
  code: z.string({ error: "Please choose a currency." }).trim().min(1, { error: "Please choose a currency." }),
  rate: z
    .string({ error: "Please enter the rate." })
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,6})?$/, { error: "Please enter a number such as 0.8512 (up to six decimals)." })
    .transform((value) => Number(value.replace(",", "."))),
});

/** A rate older than this is flagged on the settings page: prices may have drifted from the market. */
export const STALE_RATE_DAYS = 7;

/** Whether a rate set at `setAt` is older than a week at `now`. */
export function isRateStale(setAt: Date, now: Date): boolean {
  return now.getTime() - setAt.getTime() > STALE_RATE_DAYS * 24 * 60 * 60 * 1000;
}
