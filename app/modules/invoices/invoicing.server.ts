import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "~/db/client.server";
import { countries, shopSettings } from "~/db/schema";
import { type Refusal, refuse, refuseFields } from "~/infra/refusal";
import { SETTINGS } from "~/modules/settings/settings";
import { type Actor, recordAudit } from "~/modules/staff/audit.server";
import type { SellerDetails } from "./document";
import { INVOICING_MESSAGES, type SellerDetailsForm, sellerDetailsSchema, vatRatesSchema } from "./forms";
import { formatVatRate } from "./vat";

/*
 * What the owner sets for invoices: the seller's legal details (settings, one per field) and
 * each delivery country's VAT rate (a column of the countries). Both apply to documents
 * issued afterwards; issued ones keep what they say.
 */

const SELLER_KEYS = Object.keys(sellerDetailsSchema.shape) as (keyof SellerDetailsForm)[];

function flatten(error: { issues: { path: PropertyKey[]; message: string }[] }): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join(".");
    fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  return fieldErrors;
}

/** The legal details form's values: each stored value, or its default when never set or no longer valid. */
export async function readSellerForm(executor: Database | Transaction = db()): Promise<SellerDetailsForm> {
  const rows = await executor
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, SELLER_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const entries = SELLER_KEYS.map((key) => {
    const parsed = SETTINGS[key].schema.safeParse(stored.get(key));
    return [key, parsed.success ? parsed.data : SETTINGS[key].defaultValue];
  });
  return Object.fromEntries(entries) as SellerDetailsForm;
}

/** The seller as an invoice prints it. */
export async function readSellerDetails(executor: Database | Transaction = db()): Promise<SellerDetails> {
  const form = await readSellerForm(executor);
  return {
    companyName: form.sellerCompanyName,
    address: form.sellerAddress,
    vatNumber: form.sellerVatNumber,
    registration: form.sellerRegistration,
    email: form.sellerEmail,
  };
}

/** Saves the legal details that changed in one transaction, each with its audit entry. */
export async function saveSellerDetails(actor: Actor, input: unknown): Promise<{ ok: true } | Refusal> {
  const parsed = sellerDetailsSchema.safeParse(input);
  if (!parsed.success) return refuseFields(flatten(parsed.error));
  await db().transaction(async (tx) => {
    const before = await readSellerForm(tx);
    for (const key of SELLER_KEYS) {
      const value = parsed.data[key];
      if (before[key] === value) continue;
      await tx
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
      await recordAudit(tx, actor, {
        action: "setting.changed",
        entity: "setting",
        entityId: key,
        before: before[key],
        after: value,
      });
    }
  });
  return { ok: true };
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
export async function saveVatRates(actor: Actor, input: unknown): Promise<{ ok: true; changed: number } | Refusal> {
  const parsed = vatRatesSchema.safeParse(input);
  if (!parsed.success) return refuseFields(flatten(parsed.error));
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
