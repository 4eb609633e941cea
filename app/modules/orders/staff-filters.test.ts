import { describe, expect, it } from "vitest";
import {
  isPrefixedOrderNumber,
  orderFiltersQuery,
  orderIdInSearch,
  readChosenOrders,
  readOrderFilters,
} from "./staff-filters";

describe("the order list's filters", () => {
  it("reads an address, empty fields being no filter", () => {
    const params = new URLSearchParams(
      "q=+rossi+&status=&stage=sewing&provider=paypal&from=2026-11-01&to=&late=1&page=3",
    );
    expect(readOrderFilters(params)).toEqual({
      view: "all",
      q: "rossi",
      status: undefined,
      stage: "sewing",
      provider: "paypal",
      from: "2026-11-01",
      to: undefined,
      late: true,
      sort: "newest",
      page: 3,
    });
    expect(readOrderFilters(new URLSearchParams())).toMatchObject({ q: "", late: false, sort: "newest", page: 1 });
  });

  it("refuses what it does not understand", () => {
    for (const query of [
      "status=lost",
      "stage=ironing",
      "provider=cash",
      "from=31/11/2026",
      "from=2026-02-31",
      "from=0001-01-01",
      "to=9999-12-31",
      "from=2026-11-02&to=2026-11-01",
      "sort=cheapest",
      "view=urgent",
      "page=0",
      "page=x",
    ]) {
      expect(readOrderFilters(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("writes the same filters back for pagination and the export, leaving defaults out", () => {
    const filters = readOrderFilters(new URLSearchParams("q=a b&status=paid&late=on&sort=total&page=2"))!;
    expect(orderFiltersQuery(filters)).toBe("?q=a+b&status=paid&late=1&sort=total");
    expect(orderFiltersQuery(filters, 3)).toBe("?q=a+b&status=paid&late=1&sort=total&page=3");
    expect(orderFiltersQuery(readOrderFilters(new URLSearchParams())!, 1)).toBe("");
  });

  it("knows an order number with or without its prefix and zeros", () => {
    expect(orderIdInSearch("AS000042")).toBe(42);
    expect(orderIdInSearch("as42")).toBe(42);
    expect(orderIdInSearch(" 42 ")).toBe(42);
    expect(orderIdInSearch("AS")).toBeNull();
    expect(orderIdInSearch("rossi")).toBeNull();
    expect(orderIdInSearch("99999999999")).toBeNull();
    expect(isPrefixedOrderNumber(" as000042 ")).toBe(true);
    expect(isPrefixedOrderNumber("42")).toBe(false);
    expect(isPrefixedOrderNumber("asti@example.com")).toBe(false);
  });

  it("reads a saved view and writes it back, with the days typed DD/MM/YYYY as the address's days", () => {
    const filters = readOrderFilters(new URLSearchParams("view=to_ship&from=01/11/2026&to=2026-11-30"))!;
    expect(filters).toMatchObject({ view: "to_ship", from: "2026-11-01", to: "2026-11-30" });
    expect(orderFiltersQuery(filters, 2)).toBe("?view=to_ship&from=2026-11-01&to=2026-11-30&page=2");
  });

  it("reads the orders ticked on the list, once each, and refuses what is not an id", () => {
    expect(readChosenOrders(new URLSearchParams("orders=12&orders=3&orders=12"))).toEqual([12, 3]);
    expect(readChosenOrders(new URLSearchParams("orders=12,3"))).toEqual([12, 3]);
    expect(readChosenOrders(new URLSearchParams("q=x"))).toEqual([]);
    for (const query of ["orders=AS000012", "orders=0", "orders=-1", "orders=99999999999", "orders="]) {
      expect(readChosenOrders(new URLSearchParams(query)), query).toBeNull();
    }
    const many = Array.from({ length: 101 }, (_, index) => `orders=${index + 1}`).join("&");
    expect(readChosenOrders(new URLSearchParams(many))).toBeNull();
  });
});
