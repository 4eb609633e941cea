import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { contactMessages, fabrics, orders, users } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { orderNumber } from "~/modules/shop/order-number";
import { type SearchGroup, searchableQuery, searchBackOffice } from "./search.server";

/* The back office's search: what each role finds, by the words a team types. */

const database = databaseForTests({ seed: true });

/** A surname no other test's rows carry. */
const SURNAME = `Smithq${process.pid}`;

let orderId: number;
let customerId: string;

const groupOf = (groups: SearchGroup[], key: SearchGroup["key"]) => groups.find((group) => group.key === key);
const titlesOf = (groups: SearchGroup[], key: SearchGroup["key"]) =>
  groupOf(groups, key)?.hits.map((hit) => hit.title) ?? [];

beforeAll(async () => {
  const paid = await paidOrder([2]);
  orderId = paid.orderId;
  customerId = paid.customer.id;
  await database.db
    .update(users)
    .set({ name: `Harriet ${SURNAME}` })
    .where(eq(users.id, customerId));
  await database.db
    .update(orders)
    .set({ customerName: `Harriet ${SURNAME}` })
    .where(eq(orders.id, orderId));
  await database.db.insert(contactMessages).values({
    name: `Harriet ${SURNAME}`,
    email: paid.customer.email,
    subject: "shipping",
    message: "Where is my shirt?",
  });
});

describe("the back office's search", () => {
  it("finds a customer's order, account and message by the surname, with the way to each list", async () => {
    const groups = await searchBackOffice("service", SURNAME.toLowerCase());
    expect(titlesOf(groups, "orders")).toEqual([`${orderNumber(orderId)} · Harriet ${SURNAME}`]);
    expect(groupOf(groups, "orders")?.hits[0]?.href).toBe(`/admin/orders/${orderId}`);
    expect(groupOf(groups, "orders")?.seeAll).toBe(`/admin/orders?q=${SURNAME.toLowerCase()}`);
    expect(titlesOf(groups, "customers")).toEqual([`Harriet ${SURNAME}`]);
    expect(groupOf(groups, "customers")?.hits[0]?.href).toBe(`/admin/customers/${customerId}`);
    expect(titlesOf(groups, "messages")).toEqual([`Harriet ${SURNAME} · Shipping`]);
  });

  it("shows the workshop an order's shirts by its number, and never the customer's order or account", async () => {
    const groups = await searchBackOffice("workshop", orderNumber(orderId));
    expect(groups.map((group) => group.key)).toEqual(["shirts"]);
    expect(titlesOf(groups, "shirts")).toEqual([
      expect.stringMatching(new RegExp(`^Shirt no\\. \\d+ · ${orderNumber(orderId)}, shirt 1 of 2$`)),
      expect.stringMatching(new RegExp(`^Shirt no\\. \\d+ · ${orderNumber(orderId)}, shirt 2 of 2$`)),
    ]);
    const [first] = groupOf(groups, "shirts")?.hits ?? [];
    const shirtNumber = first?.href.split("/").pop() ?? "";
    expect(titlesOf(await searchBackOffice("workshop", `Shirt no. ${shirtNumber}`), "shirts")).toEqual([first?.title]);
    expect(await searchBackOffice("workshop", SURNAME)).toEqual([]);
  });

  it("finds fabrics, on sale or retired, for every role", async () => {
    const [fabric] = await database.db.select({ id: fabrics.id, name: fabrics.name }).from(fabrics).limit(1);
    for (const role of ["owner", "service", "workshop"] as const) {
      const groups = await searchBackOffice(role, fabric!.name);
      expect(groupOf(groups, "fabrics")?.hits.map((hit) => hit.href)).toContain(`/admin/fabrics/${fabric!.id}`);
    }
  });

  it("finds the back office's screens a role may open, and the shop's articles for those who edit them", async () => {
    expect(titlesOf(await searchBackOffice("owner", "vat"), "pages")).toEqual(["Invoicing settings"]);
    expect(titlesOf(await searchBackOffice("service", "vat"), "pages")).toEqual([]);
    expect(titlesOf(await searchBackOffice("service", "collar"), "pages")).toContain("Which collar for your face?");
    expect(titlesOf(await searchBackOffice("workshop", "collar"), "pages")).toEqual([]);
    expect(titlesOf(await searchBackOffice("workshop", "queue"), "pages")).toEqual(["Production"]);
  });

  it("asks the database a fixed number of times, whatever it finds", async () => {
    const found = await countQueries(database.db, () => searchBackOffice("owner", SURNAME));
    const nothing = await countQueries(database.db, () => searchBackOffice("owner", "no such words anywhere"));
    expect(found.result.length).toBeGreaterThan(0);
    expect(nothing.result).toEqual([]);
    expect(found.queries).toBe(nothing.queries);
  });

  it("answers a query of two to a hundred characters, its spaces tidied", () => {
    expect(searchableQuery("  Harriet   Smith ")).toBe("Harriet Smith");
    expect(searchableQuery("4")).toBeNull();
    expect(searchableQuery("42")).toBe("42");
    expect(searchableQuery("x".repeat(101))).toBeNull();
    expect(searchableQuery(null)).toBeNull();
  });
});
