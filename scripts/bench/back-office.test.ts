import { describe, expect, it } from "vitest";
import { backOfficePaths, parseQueryCounts, staffLinkIn } from "./back-office";

describe("parseQueryCounts", () => {
  it("reads the last JSON line of the script's output", () => {
    const output = [
      "migrations applied",
      '{"orders":100000,"sample":{"id":99871,"email":"anna.rossi.1@example.com"},"queries":{"list":2,"order":10},"milliseconds":{"list":41,"order":12}}',
      "",
    ].join("\n");
    expect(parseQueryCounts(output)).toEqual({
      orders: 100000,
      sample: { id: 99871, email: "anna.rossi.1@example.com" },
      queries: { list: 2, order: 10 },
      milliseconds: { list: 41, order: 12 },
    });
  });

  it("refuses an output without counts", () => {
    expect(() => parseQueryCounts("No delivered order\n")).toThrow(/no query counts/);
    expect(() => parseQueryCounts('{"orders":1,"sample":{"id":1,"email":"a@b.c"},"queries":{}}')).toThrow(
      /unexpected query counts/,
    );
  });
});

describe("backOfficePaths", () => {
  it("gives the order list plain, searched by the e-mail (encoded), filtered, the order's page, the customer list and page", () => {
    expect(backOfficePaths({ id: 42, email: "o'brien+1@example.com", customerId: "c42", number: "AS000042" })).toEqual([
      { name: "list", path: "/admin/orders" },
      { name: "search", path: "/admin/orders?q=o%27brien%2B1%40example.com" },
      { name: "lateInProduction", path: "/admin/orders?status=in_production&late=on" },
      { name: "toShip", path: "/admin/orders?view=to_ship" },
      { name: "waitingForCloth", path: "/admin/orders?view=waiting_cloth" },
      { name: "order", path: "/admin/orders/42" },
      { name: "customers", path: "/admin/customers" },
      { name: "customerSearch", path: "/admin/customers?q=AS000042" },
      { name: "bigSpenders", path: "/admin/customers?spentOver=500&sort=spent" },
      { name: "customer", path: "/admin/customers/c42" },
    ]);
  });
});

describe("staffLinkIn", () => {
  it("finds the one-time link staff:create prints", () => {
    const output =
      "A service account for s@example.com: open this link within 48 hours (until 2026-11-28T03:15:09.961Z). It works once.\n\n" +
      "http://localhost:3000/admin/join?token=aO3yCL0s-VAwb_Muhgu\n";
    const link = staffLinkIn(output);
    expect(link.pathname).toBe("/admin/join");
    expect(link.searchParams.get("token")).toBe("aO3yCL0s-VAwb_Muhgu");
  });

  it("says so when there is none", () => {
    expect(() => staffLinkIn("email: Invalid email address")).toThrow(/no staff link/);
  });
});
