import type { countries, currencies, deliveryOptions, paymentMethods } from "~/db/schema";

/**
 * Display currencies. Rates are units of the currency for one euro (ids fixed by the spec).
 * They count as checked when the shop is seeded (their rate_set_at defaults to that moment):
 * a new shop has nothing to check on its first day, and is asked once they are a week old
 * (docs/decisions/035).
 */
export const currencySeed: (typeof currencies.$inferInsert)[] = [
  { id: 1, code: "EUR", symbol: "€", name: "Euro", rate: 1, sortOrder: 1 },
  { id: 2, code: "GBP", symbol: "£", name: "Pound sterling", rate: 0.85, sortOrder: 2 },
  { id: 3, code: "USD", symbol: "$", name: "US dollar", rate: 1.08, sortOrder: 3 },
  { id: 4, code: "CHF", symbol: "CHF", name: "Swiss franc", rate: 0.95, sortOrder: 4 },
];

/**
 * Countries the shop delivers to: every European country except Belarus and Russia,
 * sorted by name. ISO 3166-1 alpha-2 codes (Kosovo uses the user-assigned XK).
 * `vatRateBasisPoints`: each country's standard VAT rate as of November 2026 in hundredths of
 * a percent, the owner's starting point (decision 019): San Marino its 17 % import tax
 * (ISS), the Vatican Italy's 22 % (it has no VAT of its own; parcels go through Italy).
 */
export const countrySeed: (typeof countries.$inferInsert)[] = [
  { id: 1, code: "AL", name: "Albania", vatRateBasisPoints: 2000 },
  { id: 2, code: "AD", name: "Andorra", vatRateBasisPoints: 450 },
  { id: 3, code: "AT", name: "Austria", vatRateBasisPoints: 2000 },
  { id: 4, code: "BE", name: "Belgium", vatRateBasisPoints: 2100 },
  { id: 5, code: "BA", name: "Bosnia and Herzegovina", vatRateBasisPoints: 1700 },
  { id: 6, code: "BG", name: "Bulgaria", vatRateBasisPoints: 2000 },
  { id: 7, code: "HR", name: "Croatia", vatRateBasisPoints: 2500 },
  { id: 8, code: "CY", name: "Cyprus", vatRateBasisPoints: 1900 },
  { id: 9, code: "CZ", name: "Czechia", vatRateBasisPoints: 2100 },
  { id: 10, code: "DK", name: "Denmark", vatRateBasisPoints: 2500 },
  { id: 11, code: "EE", name: "Estonia", vatRateBasisPoints: 2400 },
  { id: 12, code: "FI", name: "Finland", vatRateBasisPoints: 2550 },
  { id: 13, code: "FR", name: "France", vatRateBasisPoints: 2000 },
  { id: 14, code: "DE", name: "Germany", vatRateBasisPoints: 1900 },
  { id: 15, code: "GR", name: "Greece", vatRateBasisPoints: 2400 },
  { id: 16, code: "HU", name: "Hungary", vatRateBasisPoints: 2700 },
  { id: 17, code: "IS", name: "Iceland", vatRateBasisPoints: 2400 },
  { id: 18, code: "IE", name: "Ireland", vatRateBasisPoints: 2300 },
  { id: 19, code: "IT", name: "Italy", vatRateBasisPoints: 2200 },
  { id: 20, code: "XK", name: "Kosovo", vatRateBasisPoints: 1800 },
  { id: 21, code: "LV", name: "Latvia", vatRateBasisPoints: 2100 },
  { id: 22, code: "LI", name: "Liechtenstein", vatRateBasisPoints: 810 },
  { id: 23, code: "LT", name: "Lithuania", vatRateBasisPoints: 2100 },
  { id: 24, code: "LU", name: "Luxembourg", vatRateBasisPoints: 1700 },
  { id: 25, code: "MT", name: "Malta", vatRateBasisPoints: 1800 },
  { id: 26, code: "MD", name: "Moldova", vatRateBasisPoints: 2000 },
  { id: 27, code: "MC", name: "Monaco", vatRateBasisPoints: 2000 },
  { id: 28, code: "ME", name: "Montenegro", vatRateBasisPoints: 2100 },
  { id: 29, code: "NL", name: "Netherlands", vatRateBasisPoints: 2100 },
  { id: 30, code: "MK", name: "North Macedonia", vatRateBasisPoints: 1800 },
  { id: 31, code: "NO", name: "Norway", vatRateBasisPoints: 2500 },
  { id: 32, code: "PL", name: "Poland", vatRateBasisPoints: 2300 },
  { id: 33, code: "PT", name: "Portugal", vatRateBasisPoints: 2300 },
  { id: 34, code: "RO", name: "Romania", vatRateBasisPoints: 2100 },
  { id: 35, code: "SM", name: "San Marino", vatRateBasisPoints: 1700 },
  { id: 36, code: "RS", name: "Serbia", vatRateBasisPoints: 2000 },
  { id: 37, code: "SK", name: "Slovakia", vatRateBasisPoints: 2300 },
  { id: 38, code: "SI", name: "Slovenia", vatRateBasisPoints: 2200 },
  { id: 39, code: "ES", name: "Spain", vatRateBasisPoints: 2100 },
  { id: 40, code: "SE", name: "Sweden", vatRateBasisPoints: 2500 },
  { id: 41, code: "CH", name: "Switzerland", vatRateBasisPoints: 810 },
  { id: 42, code: "UA", name: "Ukraine", vatRateBasisPoints: 2000 },
  { id: 43, code: "GB", name: "United Kingdom", vatRateBasisPoints: 2000 },
  { id: 44, code: "VA", name: "Vatican City", vatRateBasisPoints: 2200 },
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
