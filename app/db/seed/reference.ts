import type { countries, currencies, deliveryOptions, paymentMethods } from "~/db/schema";

/** Display currencies. Rates are units of the currency for one euro (ids fixed by the spec). */
export const currencySeed: (typeof currencies.$inferInsert)[] = [
  { id: 1, code: "EUR", symbol: "€", name: "Euro", rate: 1, sortOrder: 1 },
  { id: 2, code: "GBP", symbol: "£", name: "Pound sterling", rate: 0.85, sortOrder: 2 },
  { id: 3, code: "USD", symbol: "$", name: "US dollar", rate: 1.08, sortOrder: 3 },
  { id: 4, code: "CHF", symbol: "CHF", name: "Swiss franc", rate: 0.95, sortOrder: 4 },
];

/**
 * Countries the shop delivers to: every European country except Belarus and Russia,
 * sorted by name. ISO 3166-1 alpha-2 codes (Kosovo uses the user-assigned XK).
 */
export const countrySeed: (typeof countries.$inferInsert)[] = [
  { id: 1, code: "AL", name: "Albania" },
  { id: 2, code: "AD", name: "Andorra" },
  { id: 3, code: "AT", name: "Austria" },
  { id: 4, code: "BE", name: "Belgium" },
  { id: 5, code: "BA", name: "Bosnia and Herzegovina" },
  { id: 6, code: "BG", name: "Bulgaria" },
  { id: 7, code: "HR", name: "Croatia" },
  { id: 8, code: "CY", name: "Cyprus" },
  { id: 9, code: "CZ", name: "Czechia" },
  { id: 10, code: "DK", name: "Denmark" },
  { id: 11, code: "EE", name: "Estonia" },
  { id: 12, code: "FI", name: "Finland" },
  { id: 13, code: "FR", name: "France" },
  { id: 14, code: "DE", name: "Germany" },
  { id: 15, code: "GR", name: "Greece" },
  { id: 16, code: "HU", name: "Hungary" },
  { id: 17, code: "IS", name: "Iceland" },
  { id: 18, code: "IE", name: "Ireland" },
  { id: 19, code: "IT", name: "Italy" },
  { id: 20, code: "XK", name: "Kosovo" },
  { id: 21, code: "LV", name: "Latvia" },
  { id: 22, code: "LI", name: "Liechtenstein" },
  { id: 23, code: "LT", name: "Lithuania" },
  { id: 24, code: "LU", name: "Luxembourg" },
  { id: 25, code: "MT", name: "Malta" },
  { id: 26, code: "MD", name: "Moldova" },
  { id: 27, code: "MC", name: "Monaco" },
  { id: 28, code: "ME", name: "Montenegro" },
  { id: 29, code: "NL", name: "Netherlands" },
  { id: 30, code: "MK", name: "North Macedonia" },
  { id: 31, code: "NO", name: "Norway" },
  { id: 32, code: "PL", name: "Poland" },
  { id: 33, code: "PT", name: "Portugal" },
  { id: 34, code: "RO", name: "Romania" },
  { id: 35, code: "SM", name: "San Marino" },
  { id: 36, code: "RS", name: "Serbia" },
  { id: 37, code: "SK", name: "Slovakia" },
  { id: 38, code: "SI", name: "Slovenia" },
  { id: 39, code: "ES", name: "Spain" },
  { id: 40, code: "SE", name: "Sweden" },
  { id: 41, code: "CH", name: "Switzerland" },
  { id: 42, code: "UA", name: "Ukraine" },
  { id: 43, code: "GB", name: "United Kingdom" },
  { id: 44, code: "VA", name: "Vatican City" },
];

/** Delivery options; fees in euro cents. Both are tracked and start once the shirts are made. */
export const deliveryOptionSeed: (typeof deliveryOptions.$inferInsert)[] = [
  {
    id: 1,
    name: "Standard delivery",
    description: "Tracked delivery in 5-7 working days once your shirts leave our workshop.",
    feeCents: 0,
    minDays: 5,
    maxDays: 7,
    isDefault: true,
    sortOrder: 1,
    active: true,
  },
  {
    id: 2,
    name: "Express delivery",
    description: "Tracked express courier in 2-3 working days once your shirts leave our workshop.",
    feeCents: 1490,
    minDays: 2,
    maxDays: 3,
    isDefault: false,
    sortOrder: 2,
    active: true,
  },
];

/** Payment methods (ids fixed by the spec: 1 card, 2 wallet). */
export const paymentMethodSeed: (typeof paymentMethods.$inferInsert)[] = [
  { id: 1, code: "card", name: "Credit or debit card", sortOrder: 1, active: true },
  { id: 2, code: "wallet", name: "PayPal", sortOrder: 2, active: true },
];
