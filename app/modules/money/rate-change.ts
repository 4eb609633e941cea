import type { StaffRole } from "~/modules/staff/roles";

/*
 * How far a currency's rate may move at once. Every price in that currency follows the rate at
 * once, so a slip of the keyboard (0.01 for 0.91) would sell every shirt at a hundredth of its
 * price: a change of more than RATE_CHANGE_LIMIT_PERCENT from the current rate is the owner's,
 * and even the owner confirms it after seeing a shirt's price before and after.
 */

/** The largest change of a rate, in percent of the current one, made without the owner's confirmation. */
export const RATE_CHANGE_LIMIT_PERCENT = 20;

/** A rate in millionths, as the shop keeps it (six decimals): the comparisons are on integers. */
const micros = (rate: number) => Math.round(rate * 1_000_000);

const percentFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** Whether going from `current` to `next` moves the rate by more than the limit. */
export function isLargeRateChange(current: number, next: number): boolean {
  return Math.abs(micros(next) - micros(current)) * 100 > micros(current) * RATE_CHANGE_LIMIT_PERCENT;
}

/** "GBP from 0.85 to 0.01 is 98.8 % lower". */
export function describeRateChange(code: string, current: number, next: number): string {
  const percent = (Math.abs(micros(next) - micros(current)) * 100) / micros(current);
  return `${code} from ${current} to ${next} is ${percentFormat.format(percent)} % ${next < current ? "lower" : "higher"}`;
}

/** The rates within the limit of `current`, lowest and highest, to six decimals. */
export function ratesWithinLimit(current: number): { lowest: number; highest: number } {
  const from = micros(current);
  return {
    lowest: Math.ceil((from * (100 - RATE_CHANGE_LIMIT_PERCENT)) / 100) / 1_000_000,
    highest: Math.floor((from * (100 + RATE_CHANGE_LIMIT_PERCENT)) / 100) / 1_000_000,
  };
}

export type RateChange = {
  code: string;
  /** The rate stored now. */
  current: number;
  next: number;
  role: StaffRole;
  /** The current rate the owner saw when confirming this change, if they did. */
  confirmedFrom: number | null;
};

/**
 * Why this change of rate cannot be made as it is asked, or null when it can: beyond the
 * limit, customer service is refused (the owner can make it), and the owner is asked to
 * confirm, unless they confirmed it from the rate that is still the current one.
 */
export function rateChangeRefusal(change: RateChange): { needs: "owner" | "confirmation"; message: string } | null {
  const { code, current, next, role, confirmedFrom } = change;
  if (!isLargeRateChange(current, next)) return null;
  const described = describeRateChange(code, current, next);
  if (role !== "owner") {
    const { lowest, highest } = ratesWithinLimit(current);
    return {
      needs: "owner",
      message: `${described}: a change of more than ${RATE_CHANGE_LIMIT_PERCENT} % at once is the owner's to make. Please ask the owner, who can make it; you can set ${code} from ${lowest} to ${highest}.`,
    };
  }
  if (confirmedFrom !== null && micros(confirmedFrom) === micros(current)) return null;
  return {
    needs: "confirmation",
    message: `${described}: more than ${RATE_CHANGE_LIMIT_PERCENT} % at once. Check what a shirt costs at the new rate, then confirm.`,
  };
}

/** The current rate a confirmation was given from, as its form sends it back; null when absent or not a rate. */
export function confirmedRateOf(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,3}(\.\d{1,6})?$/.test(value) ? Number(value) : null;
}
