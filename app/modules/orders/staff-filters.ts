import { z } from "zod";
import type { ProviderName } from "~/modules/payments/provider";
import { dayFilter, daysInOrder, LAST_DAY_BEFORE_FIRST } from "~/modules/shop/day-filter";
import { ORDER_NUMBER_PREFIX } from "~/modules/shop/order-number";
import { type OrderStatus, orderStatusLabel } from "~/modules/shop/order-status";
import { SHIRT_STAGES } from "~/modules/shop/stages";
import { ORDER_VIEWS, type OrderView } from "./views";

/*
 * The back office's order list filters, read from the page's address: the GET
 * form, its pagination links and the CSV export all carry the same query string, so the
 * export is exactly the list shown.
 */

export const ORDER_STATUSES: OrderStatus[] = [
  "pending_payment",
  "paid",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
];

export const STATUS_CHOICES = ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) }));

export const PROVIDER_CHOICES = [
  { value: "stripe", label: "Stripe" },
  { value: "paypal", label: "PayPal" },
  { value: "test", label: "Test card" },
] as const satisfies { value: ProviderName; label: string }[];

/** A payment provider as staff know it ("Stripe", not "stripe"). */
export function providerLabel(provider: string): string {
  return PROVIDER_CHOICES.find((choice) => choice.value === provider)?.label ?? provider;
}

export const ORDER_SORTS = {
  newest: "Newest first",
  oldest: "Oldest first",
  total: "Largest total",
  promise: "Earliest promise",
} as const;
export type OrderSort = keyof typeof ORDER_SORTS;

export const STAFF_ORDERS_PAGE_SIZE = 25;

/** The day filters' labels on the page, which name them in a problem too. */
export const ORDER_DAY_LABELS = { from: "Placed from", to: "Placed until" } as const;

/** An empty field of the form is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => undefined), schema]).optional();

export const orderFiltersSchema = z
  .object({
    view: optional(z.enum(ORDER_VIEWS, { error: "Unknown view." })).transform((value): OrderView => value ?? "all"),
    q: z.string().trim().max(160, { error: "The search is too long." }).optional().default(""),
    status: optional(z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]], { error: "Unknown status." })),
    stage: optional(z.enum(SHIRT_STAGES, { error: "Unknown stage." })),
    provider: optional(z.enum(["stripe", "paypal", "test"], { error: "Unknown payment provider." })),
    from: dayFilter(ORDER_DAY_LABELS.from),
    to: dayFilter(ORDER_DAY_LABELS.to),
    late: z
      .union([z.literal("1"), z.literal("on"), z.literal("")])
      .optional()
      .transform((value) => value === "1" || value === "on"),
    sort: optional(
      z.enum(Object.keys(ORDER_SORTS) as [OrderSort, ...OrderSort[]], { error: "Unknown order." }),
    ).transform((value) => value ?? "newest"),
    page: z.coerce.number({ error: "Unknown page." }).int().min(1).max(100_000).optional().default(1),
  })
  .refine(daysInOrder, { path: ["to"], error: LAST_DAY_BEFORE_FIRST });

export type OrderFilters = z.output<typeof orderFiltersSchema>;

/** The filters of an address; null when one of them is not understood. */
export function readOrderFilters(params: URLSearchParams): OrderFilters | null {
  const parsed = orderFiltersSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

/** The query string of filters (without the page unless given), for links and the export. */
export function orderFiltersQuery(filters: OrderFilters, page?: number): string {
  const params = new URLSearchParams();
  if (filters.view !== "all") params.set("view", filters.view);
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.stage) params.set("stage", filters.stage);
  if (filters.provider) params.set("provider", filters.provider);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.late) params.set("late", "1");
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** At most this many orders chosen on the list for one print, export or shipment. */
const MAX_CHOSEN_ORDERS = 100;

/**
 * The orders ticked on the list (`orders` repeated, or "1,2,3" in one), as ids in the order
 * given, without repeats; null when one is not an id or there are too many.
 */
export function readChosenOrders(params: URLSearchParams): number[] | null {
  const texts = params.getAll("orders").flatMap((value) => value.split(","));
  const ids: number[] = [];
  for (const text of texts) {
    if (!/^\d{1,10}$/.test(text.trim())) return null;
    const id = Number(text);
    if (id < 1 || id > 2_147_483_647) return null;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length <= MAX_CHOSEN_ORDERS ? ids : null;
}

/** The order id a search names by its number ("AS000042", "as42", "42"), or null. */
export function orderIdInSearch(search: string): number | null {
  const match = new RegExp(`^(?:${ORDER_NUMBER_PREFIX})?0*([1-9]\\d{0,9})$`, "i").exec(search.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** A search written as an order number with the shop's prefix ("AS000042"), not a name or an e-mail. */
export function isPrefixedOrderNumber(search: string): boolean {
  return new RegExp(`^${ORDER_NUMBER_PREFIX}\\d+$`, "i").test(search.trim());
}
