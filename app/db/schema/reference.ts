import { boolean, integer, numeric, pgTable, smallint, varchar } from "drizzle-orm/pg-core";
import { serialId, timestampTz } from "./columns";

/** Units of a currency for one euro. */
export const exchangeRate = () => numeric("rate", { precision: 12, scale: 6, mode: "number" }).notNull();

/** Display currencies. Ids follow the spec: 1 EUR, 2 GBP, 3 USD, 4 CHF. */
export const currencies = pgTable("currencies", {
  id: integer("id").primaryKey(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  symbol: varchar("symbol", { length: 4 }).notNull(),
  name: varchar("name", { length: 40 }).notNull(),
  rate: exchangeRate(),
  /** When the rate was last set (setCurrencyRate), or the row created. */
  rateSetAt: timestampTz("rate_set_at").notNull().defaultNow(),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const countries = pgTable("countries", {
  id: serialId(),
  /** ISO 3166-1 alpha-2 code. */
  code: varchar("code", { length: 2 }).notNull().unique(),
  name: varchar("name", { length: 80 }).notNull(),
  /**
   * The VAT rate charged on deliveries to this country, in hundredths of a percent (2200 =
   * 22 %), set by the owner (/admin/settings/invoicing). Prices include it (modules/invoices/vat.ts).
   */
  vatRateBasisPoints: integer("vat_rate_bp").notNull().default(0),
});

export const deliveryOptions = pgTable("delivery_options", {
  id: serialId(),
  name: varchar("name", { length: 80 }).notNull(),
  description: varchar("description", { length: 200 }).notNull().default(""),
  /** Fee in euro cents. */
  feeCents: integer("fee_cents").notNull(),
  /** Working days on the way once the parcel leaves the workshop: the dated promise's range. */
  minDays: smallint("min_days").notNull().default(5),
  maxDays: smallint("max_days").notNull().default(7),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: smallint("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** Payment methods. Ids follow the spec: 1 card, 2 wallet. */
export const paymentMethods = pgTable("payment_methods", {
  id: integer("id").primaryKey(),
  code: varchar("code", { length: 20 }).notNull().unique(),
  name: varchar("name", { length: 60 }).notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
