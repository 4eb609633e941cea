import { jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The shop's settings, one row per setting: a key and a JSON value, read and written only
 * through modules/settings (which knows each key's type and default), so a new setting needs
 * no migration. A missing row means the default.
 */
export const shopSettings = pgTable("shop_settings", {
  key: varchar("key", { length: 60 }).primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
