import { index, jsonb, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import type { Size } from "~/modules/sizing/size";
import { customerId } from "./accounts";
import { timestamps } from "./columns";

/** A customer's saved size, named ('{type} Measurement' in /my-sizes). */
export const measurementProfiles = pgTable(
  "measurement_profiles",
  {
    id: serial("id").primaryKey(),
    userId: customerId(),
    name: varchar("name", { length: 60 }).notNull(),
    size: jsonb("size").$type<Size>().notNull(),
    ...timestamps(),
  },
  (t) => [index("measurement_profiles_user_idx").on(t.userId)],
);
