import { asc } from "drizzle-orm";
import { createCookie } from "react-router";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { currencies } from "~/db/schema";
import { cached } from "~/modules/http/cache.server";
import { type CurrencyCode, DEFAULT_CURRENCY, type DisplayCurrency, isCurrencyCode } from "./money";

/** The visitor's display currency (an ISO code), GBP when unset. */
const currencyCookie = createCookie("currency", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: config.isProduction,
  maxAge: 60 * 60 * 24 * 365,
});

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
