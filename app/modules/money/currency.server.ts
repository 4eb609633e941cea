import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { currencies } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { visitorCookie } from "~/infra/cookies.server";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuse, refuseFields } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import type { StaffRole } from "~/modules/staff/roles";
import { type CurrencyCode, DEFAULT_CURRENCY, type DisplayCurrency, isCurrencyCode } from "./money";
import { rateChangeRefusal } from "./rate-change";

/** The cookie's name, also read by the page cache (server/app.ts): a currency is shared by many visitors. */
export const CURRENCY_COOKIE_NAME = "currency";

/** The visitor's display currency (an ISO code), GBP when unset; kept a year. */
const currencyCookie = visitorCookie(CURRENCY_COOKIE_NAME, 60 * 60 * 24 * 365);

export type CurrencyOption = DisplayCurrency & { id: number; name: string };

export function listCurrencies(): Promise<CurrencyOption[]> {
  return cached("currencies", "all", loadCurrencies);
}

async function loadCurrencies(): Promise<CurrencyOption[]> {
  const rows = await db()
    .select({
      id: currencies.id,
      code: currencies.code,
      symbol: currencies.symbol,
      name: currencies.name,
      rate: currencies.rate,
    })
    .from(currencies)
    .orderBy(asc(currencies.sortOrder), asc(currencies.id));
  return rows.filter((row): row is typeof row & { code: CurrencyCode } => isCurrencyCode(row.code));
}

/**
 * The rates the shop accepts, in units of a currency for one euro. Its currencies are all
 * within a factor of a hundred of the euro: a rate outside these bounds is a typing mistake.
 */
export const RATE_BOUNDS = { min: 0.01, max: 100 } as const;

/** A change of rate beyond the limit that waits for the owner's confirmation: nothing was changed. */
export type RateChangeToConfirm = {
  ok: false;
  status: 409;
  message: string;
  confirm: { code: CurrencyCode; currentRate: number; newRate: number };
};

/**
 * Sets the rate of a display currency (the back office's door), with its audit entry, and
 * makes every instance of the shop show prices at it within a second. Bad input is refused
 * with a message and changes nothing. The rate is kept to six decimals, as the table stores
 * it; setting the same rate again dates it today (the owner checked it). A change of more than
 * 20 % at once (rate-change.ts) is refused to customer service, and waits for the owner's
 * confirmation from the rate that is current when it is set (`confirmedFrom`).
 */
export async function setCurrencyRate(
  staff: Actor & { role: StaffRole },
  code: string,
  rate: number,
  confirmedFrom: number | null = null,
): Promise<{ ok: true; code: CurrencyCode; rate: number; setAt: Date } | RateChangeToConfirm | Refusal> {
  if (!isCurrencyCode(code)) return refuse(400, `${code} is not one of the shop's currencies.`);
  if (code === "EUR") return refuse(400, "Prices are set in euros: the euro's rate is always 1.");
  if (typeof rate !== "number" || !Number.isFinite(rate) || rate < RATE_BOUNDS.min || rate > RATE_BOUNDS.max) {
    return refuseFields({
      rate: [`A rate is a number of ${code} for one euro, from ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max}.`],
    });
  }
  const newRate = Math.round(rate * 1_000_000) / 1_000_000;
  const outcome = await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ rate: currencies.rate, setAt: currencies.rateSetAt })
      .from(currencies)
      .where(eq(currencies.code, code))
      .for("update");
    if (!before) return refuse(404, `${code} is not offered by the shop.`);
    const refusal = rateChangeRefusal({ code, current: before.rate, next: newRate, role: staff.role, confirmedFrom });
    if (refusal?.needs === "owner") return refuse(403, refusal.message);
    if (refusal?.needs === "confirmation") {
      return {
        ok: false as const,
        status: 409 as const,
        message: refusal.message,
        confirm: { code, currentRate: before.rate, newRate },
      };
    }
    const [after] = await tx
      .update(currencies)
      .set({ rate: newRate, rateSetAt: new Date() })
      .where(eq(currencies.code, code))
      .returning({ rate: currencies.rate, setAt: currencies.rateSetAt });
    await recordAudit(tx, staff, {
      action: "currency.rate_set",
      entity: "currency",
      entityId: code,
      before: { rate: before.rate, setAt: before.setAt.toISOString() },
      after: { rate: after!.rate },
    });
    return { ok: true as const, code, rate: after!.rate, setAt: after!.setAt };
  });
  if (outcome.ok) await invalidate("currencies");
  return outcome;
}

/** Every currency with its rate and the day it was set, for the back office (never cached). */
export function listCurrencyRates() {
  return db()
    .select({ code: currencies.code, name: currencies.name, rate: currencies.rate, setAt: currencies.rateSetAt })
    .from(currencies)
    .orderBy(asc(currencies.sortOrder), asc(currencies.id));
}

/** The currency chosen in the cookie among `options`, else the default (GBP). */
export async function pickDisplayCurrency(request: Request, options: CurrencyOption[]): Promise<CurrencyOption> {
  const chosen: unknown = await currencyCookie.parse(request.headers.get("Cookie"));
  const code = isCurrencyCode(chosen) ? chosen : DEFAULT_CURRENCY;
  const currency = options.find((option) => option.code === code) ?? options.find((o) => o.code === DEFAULT_CURRENCY);
  if (!currency) throw new Error("The currencies table is empty.");
  return currency;
}

/** The display currency of this request, with the server's rate. */
export async function getDisplayCurrency(request: Request): Promise<CurrencyOption> {
  return pickDisplayCurrency(request, await listCurrencies());
}

export function serializeCurrencyCookie(code: CurrencyCode): Promise<string> {
  return currencyCookie.serialize(code);
}
