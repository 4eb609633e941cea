import { index, jsonb, pgTable, varchar } from "drizzle-orm/pg-core";
import type { Size } from "~/modules/sizing/size";
import { customerId } from "./accounts";
import { serialId, timestamps } from "./columns";

/** A customer's saved size, named ('{type} Measurement' in /my-sizes). */
export const measurementProfiles = pgTable(
  "measurement_profiles",
  {
    id: serialId(),
    userId: customerId(),
    name: varchar("name", { length: 60 }).notNull(),
    size: jsonb("size").$type<Size>().notNull(),
    ...timestamps(),
  },
  (t) => [index("measurement_profiles_user_idx").on(t.userId)],
);
