import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns";

/**
 * Rate-limit counts shared by every instance of the shop (infra/rate-limit.server.ts,
 * through rate-limiter-flexible's Drizzle store): one row per limit and key, e.g.
 * `rate-limit:sign-in:203.0.113.7|ann@example.com`, counting the attempts of the window that
 * ends at `expire`. Rows whose window has ended are deleted every few minutes.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestampTz("expire"),
});
