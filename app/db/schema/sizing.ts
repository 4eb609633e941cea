import { index, jsonb, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import type { Size } from "~/modules/sizing/size";
import { users } from "./accounts";

/** A customer's saved size, named ('{type} Measurement' in /my-sizes). */
export const measurementProfiles = pgTable(
  "measurement_profiles",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    size: jsonb("size").$type<Size>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("measurement_profiles_user_idx").on(t.userId)],
);
