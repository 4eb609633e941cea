/**
 * The back office in the bench: the order list (plain, searched, filtered), an order's page,
 * the customer list (plain, searched, big spenders) and a customer's page at a large generated
 * order book, read as a customer-service member, with the number of
 * queries each sends (scripts/bench/back-office-queries.ts) at two sizes of the book.
 */
import { expectPage, expectRedirect, ShopSession } from "./session";

/** The list's filters measured, by name: the same in the query counts and the pages loaded. */
export function backOfficeFilters(
  email: string,
): Record<"list" | "search" | "lateInProduction" | "toShip" | "waitingForCloth", Record<string, string>> {
  return {
    list: {},
    search: { q: email },
    lateInProduction: { status: "in_production", late: "on" },
    // Saved views whose conditions read other tables (shirts, cloth reservations) per order.
    toShip: { view: "to_ship" },
    waitingForCloth: { view: "waiting_cloth" },
  };
}

/**
 * The customer list's filters measured, by name: the whole list, a search by the sample's
 * order number, and the list of big spenders sorted by what they spent (computed per customer).
 */
export function customerFilters(
  orderNumber: string,
): Record<"customers" | "customerSearch" | "bigSpenders", Record<string, string>> {
  return {
    customers: {},
    customerSearch: { q: orderNumber },
    bigSpenders: { spentOver: "500", sort: "spent" },
  };
}

/** What back-office-queries.ts prints: how many orders, the order shown, each page's queries and their time alone. */
export type QueryCounts = {
  orders: number;
  /** The order shown, its customer's e-mail and account (whose page is shown too) and its number. */
  sample: { id: number; email: string; customerId: string; number: string };
  queries: Record<string, number>;
  milliseconds: Record<string, number>;
};

/** The JSON line of back-office-queries.ts in its output (the database may log before it). */
export function parseQueryCounts(output: string): QueryCounts {
  const line = output
    .split("\n")
    .map((text) => text.trim())
    .findLast((text) => text.startsWith("{"));
  if (!line) throw new Error(`no query counts in the output:\n${output}`);
  const parsed = JSON.parse(line) as QueryCounts;
  if (
    typeof parsed.orders !== "number" ||
    !parsed.sample ||
    typeof parsed.queries !== "object" ||
    typeof parsed.milliseconds !== "object"
  ) {
    throw new Error(`unexpected query counts: ${line}`);
  }
  return parsed;
}

/** The back-office pages measured: name (as in the query counts) and path. */
export function backOfficePaths(sample: QueryCounts["sample"]): { name: string; path: string }[] {
  return [
    ...Object.entries(backOfficeFilters(sample.email)).map(([name, values]) => {
      const query = new URLSearchParams(values).toString();
      return { name, path: query ? `/admin/orders?${query}` : "/admin/orders" };
    }),
    { name: "order", path: `/admin/orders/${sample.id}` },
    ...Object.entries(customerFilters(sample.number)).map(([name, values]) => {
      const query = new URLSearchParams(values).toString();
      return { name, path: query ? `/admin/customers?${query}` : "/admin/customers" };
    }),
    { name: "customer", path: `/admin/customers/${sample.customerId}` },
  ];
}

/** The one-time link `npm run staff:create` prints. */
export function staffLinkIn(output: string): URL {
  const found = /https?:\/\/\S+\/admin\/join\?token=\S+/.exec(output)?.[0];
  if (!found) throw new Error(`no staff link in the output of staff:create:\n${output}`);
  return new URL(found);
}

/**
 * Joins the back office through the link staff:create printed, as a browser would: the join
 * page, then its form; service staff need no second factor, so this signs them in.
 */
export async function joinAsStaff(shopUrl: string, link: URL): Promise<ShopSession> {
  const session = new ShopSession(shopUrl);
  const path = `${link.pathname}${link.search}`;
  expectPage(`GET ${link.pathname}`, await session.get(path));
  const joined = await session.post(path, { name: "Bench Service", password: "bench-service-password-1" });
  expectRedirect(`POST ${link.pathname}`, joined, /^\/admin(\/|$)/);
  expectPage("GET /admin/orders as the new staff member", await session.get("/admin/orders"));
  return session;
}
