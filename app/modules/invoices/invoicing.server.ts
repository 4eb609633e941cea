import { asc, eq } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { countries } from "~/db/schema";
import { type Done, refuse, refuseInvalid } from "~/infra/refusal";
import { settingsOf } from "~/modules/settings/settings";
import { readSettings } from "~/modules/settings/settings.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import type { SellerDetails } from "./document";
import { INVOICING_MESSAGES, vatRatesSchema } from "./forms";
import { formatVatRate } from "./vat";

/*
 * What the owner sets for invoices: the seller's legal details (the shop's settings, section
 * "seller", saved by settings.server's changeSection like every section) and each delivery
 * country's VAT rate (a column of the countries). Both apply to documents issued afterwards;
 * issued ones keep what they say.
 */

/** The seller as an invoice prints it: the settings' "seller" section (changed on the invoicing page). */
export async function readSellerDetails(executor: Executor = db()): Promise<SellerDetails> {
  const seller = await readSettings(settingsOf("seller"), executor);
  return {
    companyName: seller.sellerCompanyName,
    address: seller.sellerAddress,
    vatNumber: seller.sellerVatNumber,
    registration: seller.sellerRegistration,
    email: seller.sellerEmail,
  };
}

/** Every delivery country with its VAT rate, by name. */
export function listVatRates() {
  return db()
    .select({ code: countries.code, name: countries.name, rate: countries.vatRateBasisPoints })
    .from(countries)
    .orderBy(asc(countries.name));
}

/**
 * Saves the VAT rates that changed, each with its audit entry, in one transaction. The form
 * must name every country and only those: a page from before a country was added is refused.
 */
export async function saveVatRates(actor: Actor, input: unknown): Promise<Done<{ changed: number }>> {
  const parsed = vatRatesSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const rates = parsed.data.rates;
  return db().transaction(async (tx) => {
    const current = await tx
      .select({ id: countries.id, code: countries.code, rate: countries.vatRateBasisPoints })
      .from(countries)
      .for("update");
    const codes = new Set(current.map((country) => country.code));
    const given = Object.keys(rates);
    if (given.length !== codes.size || given.some((code) => !codes.has(code))) {
      return refuse(400, INVOICING_MESSAGES.unknownCountry);
    }
    let changed = 0;
    for (const country of current) {
      const rate = rates[country.code];
      if (rate === undefined || rate === country.rate) continue;
      await tx.update(countries).set({ vatRateBasisPoints: rate }).where(eq(countries.id, country.id));
      await recordAudit(tx, actor, {
        action: "country.vat_rate_changed",
        entity: "country",
        entityId: country.code,
        before: formatVatRate(country.rate),
        after: formatVatRate(rate),
      });
      changed++;
    }
    return { ok: true as const, changed };
  });
}
