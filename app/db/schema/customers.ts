import { index, pgTable, text } from "drizzle-orm/pg-core";
import { customerId } from "./accounts";
import { createdAt, serialId } from "./columns";
import { byStaff } from "./staff";

/**
 * Customer service's notes about a customer ("prefers a longer tail", "called about the
 * remake"), for staff only: the customer's page in the back office lists them, newest first.
 * They go with the customer's account.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: serialId(),
    userId: customerId(),
    ...byStaff(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_notes_user_idx").on(t.userId, t.createdAt)],
);
