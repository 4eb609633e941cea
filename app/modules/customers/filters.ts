import { z } from "zod";
import { dayFilter, daysInOrder, LAST_DAY_BEFORE_FIRST } from "~/modules/shop/day-filter";

/*
 * The back office's customer list filters, read from the page's address: the GET form, its
 * pagination links and the CSV export carry the same query string, so the export is exactly
 * the list shown (as the order list does).
 */

export const CUSTOMER_SORTS = {
  newest: "Newest customers first",
  oldest: "Oldest customers first",
  name: "Name, A to Z",
  spent: "Most spent",
  lastOrder: "Latest order",
} as const;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;

export const YES_NO_CHOICES = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export const CUSTOMERS_PAGE_SIZE = 25;

/** The filters' labels on the page, which name them in a problem too. */
export const CUSTOMER_FILTER_LABELS = {
  from: "Signed up from",
  to: "Signed up until",
  spentOver: "Spent more than (€)",
} as const;

const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => undefined), schema]).optional();

const yesNo = (label: string) => optional(z.enum(["yes", "no"], { error: `${label}: choose yes or no.` }));

export const customerFiltersSchema = z
  .object({
    q: z.string().trim().max(160, { error: "The search is too long." }).optional().default(""),
    ordered: yesNo("Has ordered"),
    subscribed: yesNo("Subscribed"),
    from: dayFilter(CUSTOMER_FILTER_LABELS.from),
    to: dayFilter(CUSTOMER_FILTER_LABELS.to),
    /** Euros, the shop's base currency: orders in other currencies count at their order's rate. */
    spentOver: optional(
      z.coerce
        .number({ error: `${CUSTOMER_FILTER_LABELS.spentOver}: enter an amount in euros.` })
        .min(0, { error: `${CUSTOMER_FILTER_LABELS.spentOver}: enter an amount of 0 or more.` })
        .max(10_000_000, { error: `${CUSTOMER_FILTER_LABELS.spentOver}: enter a smaller amount.` }),
    ),
    sort: optional(
      z.enum(Object.keys(CUSTOMER_SORTS) as [CustomerSort, ...CustomerSort[]], { error: "Unknown order." }),
    ).transform((value) => value ?? "newest"),
    page: z.coerce.number({ error: "Unknown page." }).int().min(1).max(100_000).optional().default(1),
  })
  .refine(daysInOrder, { path: ["to"], error: LAST_DAY_BEFORE_FIRST });

export type CustomerFilters = z.output<typeof customerFiltersSchema>;

/** The query string of filters (without the page unless given), for links and the export. */
export function customerFiltersQuery(filters: CustomerFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.ordered) params.set("ordered", filters.ordered);
  if (filters.subscribed) params.set("subscribed", filters.subscribed);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.spentOver !== undefined) params.set("spentOver", String(filters.spentOver));
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether any filter narrows the list (the page then says how many customers match). */
export function isFiltered(filters: CustomerFilters): boolean {
  return customerFiltersQuery({ ...filters, sort: "newest" }) !== "";
}
