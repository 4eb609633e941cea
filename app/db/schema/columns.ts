import { bigserial, serial, timestamp } from "drizzle-orm/pg-core";

/*
 * Column blocks many tables share. Functions: every table needs its own column builders.
 */

/** The usual key: a number the database counts up. */
export const serialId = () => serial("id").primaryKey();

/** The key of a table that grows with every event (the audit log, timelines, ledgers). */
export const bigSerialId = () => bigserial("id", { mode: "number" }).primaryKey();

/** A moment in time: the shop stores every one with its time zone. */
export const timestampTz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When a row was made, set by the database. */
export const createdAt = () => timestampTz("created_at").notNull().defaultNow();

/** When a row last changed; the modules set it when they change the row. */
export const updatedAt = () => timestampTz("updated_at").notNull().defaultNow();

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
