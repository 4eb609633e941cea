import { z } from "zod";
import { dayFilter, daysInOrder, LAST_DAY_BEFORE_FIRST } from "./day-filter";

/** The day filters' labels on the page, which name them in a problem too. */
export const AUDIT_DAY_LABELS = { from: "From", to: "To" } as const;

/** The audit log's filters, from the page's address (its GET form); `before` is the next page's. */
export const auditFiltersSchema = z
  .object({
    staff: z.string().max(64, { error: "Please choose who from the list." }).optional(),
    action: z.string().max(60, { error: "Please keep the action under 60 characters." }).optional(),
    entity: z.string().max(40, { error: "Please choose a record type from the list." }).optional(),
    record: z.string().max(80, { error: "Please keep the record number under 80 characters." }).optional(),
    from: dayFilter(AUDIT_DAY_LABELS.from),
    to: dayFilter(AUDIT_DAY_LABELS.to),
    before: z.coerce
      .number({ error: "This page of the log does not exist." })
      .int({ error: "This page of the log does not exist." })
      .positive({ error: "This page of the log does not exist." })
      .optional(),
  })
  .refine(daysInOrder, { path: ["to"], error: LAST_DAY_BEFORE_FIRST });
