import { timestamp } from "drizzle-orm/pg-core";

/*
 * Column blocks many tables share. Functions: every table needs its own column builders.
 */

/** When a row was made, set by the database. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When a row was made and last changed; the modules set `updatedAt` when they change it. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
