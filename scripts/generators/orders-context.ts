import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { countries, currencies, deliveryOptions, fabrics, paymentMethods, shirtModels, staffUsers } from "~/db/schema";
import type { ModelDesignRow } from "~/modules/design/design";
import { fabricLookColumns, loadDesignOptions, modelDesignColumns } from "~/modules/design/design.server";
import type { DesignOptions, FabricLookRow } from "~/modules/design/look";
import type { CurrencyCode } from "~/modules/money/money";
import type { ProviderName } from "~/modules/payments/provider";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, SHOP_ACTOR } from "~/modules/shop/audit.server";

/*
 * What every part of the order generator shares: the shop as it reads it from the database
 * before it starts (models on sale, options, currencies, deliveries, payment methods, the
 * staff who would have done the work), and the units of time it counts in.
 */

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export type ShopContext = {
  models: { row: ModelDesignRow; name: string }[];
  fabrics: Map<number, FabricLookRow & { priceCents: number }>;
  options: DesignOptions;
  currencies: Map<string, { code: CurrencyCode; rate: number }>;
  deliveries: { id: number; name: string; feeCents: number; minDays: number; maxDays: number }[];
  methods: { id: number; provider: ProviderName }[];
  countryNames: Map<string, string>;
  leadDays: number;
  workshop: Actor;
  service: Actor;
};

/** The staff member who would have done it: the first active one of these roles, else the shop. */
function actorOf(staff: { id: string; name: string; role: string }[], roles: string[]): Actor {
  for (const role of roles) {
    const member = staff.find((candidate) => candidate.role === role);
    if (member) return { id: member.id, name: member.name };
  }
  return SHOP_ACTOR;
}

export async function loadShopContext(database: Database): Promise<ShopContext> {
  const [models, fabricRows, options, currencyRows, deliveryRows, methodRows, countryRows, leadDays, staff] =
    await Promise.all([
      database
        .select({ ...modelDesignColumns, name: shirtModels.name })
        .from(shirtModels)
        .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
        .where(and(eq(shirtModels.active, true), eq(fabrics.active, true)))
        .orderBy(asc(shirtModels.id)),
      database.select(fabricLookColumns).from(fabrics).where(eq(fabrics.active, true)),
      loadDesignOptions(),
      database.select({ code: currencies.code, rate: currencies.rate }).from(currencies),
      database
        .select({
          id: deliveryOptions.id,
          name: deliveryOptions.name,
          feeCents: deliveryOptions.feeCents,
          minDays: deliveryOptions.minDays,
          maxDays: deliveryOptions.maxDays,
        })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.active, true))
        .orderBy(asc(deliveryOptions.sortOrder)),
      database
        .select({ id: paymentMethods.id, code: paymentMethods.code })
        .from(paymentMethods)
        .where(eq(paymentMethods.active, true)),
      database.select({ code: countries.code, name: countries.name }).from(countries),
      readSetting("productionLeadDays", database),
      database
        .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
        .from(staffUsers)
        .where(isNull(staffUsers.disabledAt))
        .orderBy(asc(staffUsers.createdAt)),
    ]);
  if (models.length === 0) throw new Error("The catalogue has no shirt model on sale: seed it first.");
  if (deliveryRows.length === 0 || methodRows.length === 0) throw new Error("No delivery option or payment method.");
  return {
    models: models.map(({ name, ...row }) => ({ row, name })),
    fabrics: new Map(fabricRows.map((row) => [row.id, row])),
    options,
    currencies: new Map(currencyRows.map((row) => [row.code, { code: row.code as CurrencyCode, rate: row.rate }])),
    deliveries: deliveryRows,
    // The shop's providers for its methods: cards through Stripe, the wallet through PayPal.
    methods: methodRows.map((row) => ({ id: row.id, provider: row.code === "wallet" ? "paypal" : "stripe" })),
    countryNames: new Map(countryRows.map((row) => [row.code, row.name])),
    leadDays,
    workshop: actorOf(staff, ["workshop", "owner"]),
    service: actorOf(staff, ["service", "owner"]),
  };
}
