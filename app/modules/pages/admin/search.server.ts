import { listFabricsForStaff } from "~/modules/catalog/fabric-editor.server";
import { fabricFiltersSchema } from "~/modules/catalog/fabric-forms";
import { listContentForStaff } from "~/modules/content/editor.server";
import { inboxFiltersSchema } from "~/modules/content/inbox";
import { listContactMessages } from "~/modules/content/inbox.server";
import { customerFiltersSchema } from "~/modules/customers/filters";
import { listCustomersForStaff } from "~/modules/customers/staff-list.server";
import { formatMoney } from "~/modules/money/money";
import { orderFiltersSchema } from "~/modules/orders/staff-filters";
import { listOrdersForStaff } from "~/modules/orders/staff-list.server";
import { parseQueueSearch, queueHref } from "~/modules/production/queue";
import { findNamedShirts } from "~/modules/production/queue.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { orderStatusLabel } from "~/modules/shop/order-status";
import { canOpen, type StaffRole } from "~/modules/staff/roles";
import { findScreens } from "~/modules/staff/screens";

/*
 * The back office's search, in its header: one box over orders, customers, shirts, fabrics,
 * contact messages and pages, each group found by its own list's search (the same words find
 * the same rows on the list behind "See all"), and each shown only to the roles of its area.
 * A fixed number of queries whatever the shop's size: each list's page and count.
 */

/** Shortest and longest query the search answers. */
export const SEARCH_QUERY = { min: 2, max: 100 } as const;

/** At most this many results a group; "See all" opens the group's list with the same search. */
const PER_GROUP = 5;

export type SearchHit = { href: string; title: string; detail: string };

export type SearchGroup = {
  key: "orders" | "customers" | "shirts" | "fabrics" | "messages" | "pages";
  label: string;
  hits: SearchHit[];
  /** How many match in all, when the group's list counts them. */
  total: number;
  /** The group's list filtered by the same words, when it has one. */
  seeAll: string | null;
};

/** The query as the search answers it: trimmed, or null when too short or too long to search. */
export function searchableQuery(raw: string | null): string | null {
  const query = (raw ?? "").trim().replace(/\s+/g, " ");
  return query.length >= SEARCH_QUERY.min && query.length <= SEARCH_QUERY.max ? query : null;
}

const listOf = (path: string, query: string) => `${path}?${new URLSearchParams({ q: query })}`;

/** Every group the role may see that has a result, in a fixed order. */
export async function searchBackOffice(role: StaffRole, query: string): Promise<SearchGroup[]> {
  const groups = await Promise.all([
    canOpen(role, "orders") ? searchOrders(query) : null,
    canOpen(role, "customers") ? searchCustomers(query) : null,
    // The workshop finds an order's shirts by its number; the others reach them through the order.
    canOpen(role, "production") && !canOpen(role, "orders") ? searchShirts(query) : null,
    canOpen(role, "fabrics") ? searchFabrics(query) : null,
    canOpen(role, "messages") ? searchMessages(query) : null,
    searchPages(role, query),
  ]);
  return groups.filter((group): group is SearchGroup => group !== null && group.hits.length > 0);
}

async function searchOrders(query: string): Promise<SearchGroup> {
  const list = await listOrdersForStaff(orderFiltersSchema.parse({ q: query }));
  return {
    key: "orders",
    label: "Orders",
    total: list.total,
    seeAll: listOf("/admin/orders", query),
    hits: list.rows.slice(0, PER_GROUP).map((order) => ({
      href: `/admin/orders/${order.id}`,
      title: `${order.number} · ${order.customerName}`,
      detail: [
        orderStatusLabel(order.status),
        `${order.items} shirt${order.items === 1 ? "" : "s"}`,
        formatMoney(order.totalMinor, order.currencyCode),
        formatDateTime(order.createdAt),
      ].join(" · "),
    })),
  };
}

async function searchCustomers(query: string): Promise<SearchGroup> {
  const list = await listCustomersForStaff(customerFiltersSchema.parse({ q: query }));
  return {
    key: "customers",
    label: "Customers",
    total: list.total,
    seeAll: listOf("/admin/customers", query),
    hits: list.rows.slice(0, PER_GROUP).map((customer) => ({
      href: `/admin/customers/${customer.id}`,
      title: customer.name,
      detail: `${customer.email} · ${customer.orders} order${customer.orders === 1 ? "" : "s"}`,
    })),
  };
}

async function searchShirts(query: string): Promise<SearchGroup> {
  const search = parseQueueSearch(query);
  const shirts = search ? await findNamedShirts(search, PER_GROUP * 2) : [];
  return {
    key: "shirts",
    label: "Shirts",
    total: shirts.length,
    seeAll: queueHref({ stage: null, q: query }),
    hits: shirts.map((shirt) => ({
      href: `/admin/shirts/${shirt.unitId}`,
      title: `Shirt no. ${shirt.unitId} · ${shirt.orderNumber}, shirt ${shirt.unitLabel}`,
      detail: `${shirt.name} · ${shirt.stageLabel}${shirt.remakeOf ? ` · remake of ${shirt.remakeOf}` : ""}`,
    })),
  };
}

async function searchFabrics(query: string): Promise<SearchGroup> {
  const list = await listFabricsForStaff(fabricFiltersSchema.parse({ q: query, status: "all" }));
  return {
    key: "fabrics",
    label: "Fabrics",
    total: list.total,
    seeAll: `/admin/fabrics?${new URLSearchParams({ q: query, status: "all" })}`,
    hits: list.rows.slice(0, PER_GROUP).map((fabric) => ({
      href: `/admin/fabrics/${fabric.id}`,
      title: fabric.name,
      detail: [fabric.reference, fabric.colour, fabric.active ? "On sale" : "Retired"].filter(Boolean).join(" · "),
    })),
  };
}

async function searchMessages(query: string): Promise<SearchGroup> {
  const list = await listContactMessages(inboxFiltersSchema.parse({ q: query, view: "all" }));
  return {
    key: "messages",
    label: "Messages",
    total: list.total,
    seeAll: `/admin/messages?${new URLSearchParams({ q: query, view: "all" })}`,
    hits: list.rows.slice(0, PER_GROUP).map((message) => ({
      href: `/admin/messages/${message.id}`,
      title: `${message.name} · ${message.subject}`,
      detail: `${message.email} · ${formatDateTime(message.createdAt)}`,
    })),
  };
}

/** The back office's screens, and the shop's pages, articles and guides by their names. */
async function searchPages(role: StaffRole, query: string): Promise<SearchGroup> {
  const screens: SearchHit[] = findScreens(role, query).map((screen) => ({
    href: screen.to,
    title: screen.label,
    detail: "Back office",
  }));
  const content: SearchHit[] = [];
  if (canOpen(role, "content")) {
    const words = query.toLowerCase();
    const { pages, articles, guides } = await listContentForStaff();
    for (const page of [...pages, ...articles]) {
      if (`${page.name} ${page.url}`.toLowerCase().includes(words)) {
        content.push({
          href: `/admin/content/pages/${page.id}`,
          title: page.name,
          detail: page.kind === "page" ? "Shop page" : "Article",
        });
      }
    }
    for (const guide of guides) {
      if (`${guide.title} ${guide.url}`.toLowerCase().includes(words)) {
        content.push({
          href: `/admin/content/guides/${encodeURIComponent(guide.url)}`,
          title: guide.title,
          detail: "Guide page",
        });
      }
    }
  }
  const hits = [...screens, ...content];
  return { key: "pages", label: "Pages", total: hits.length, seeAll: null, hits: hits.slice(0, PER_GROUP * 2) };
}
