import { describe, expect, it } from "vitest";
import { ORDER_VIEW_DEFINITIONS, ORDER_VIEWS, viewSelection } from "./views";

describe("the order list's saved views", () => {
  it("are the team's tabs, in order, each with its words", () => {
    expect(ORDER_VIEWS.map((view) => ORDER_VIEW_DEFINITIONS[view].label)).toEqual([
      "All",
      "To start",
      "In production",
      "To ship",
      "Late",
      "Waiting for cloth",
      "Refunds",
    ]);
    for (const view of ORDER_VIEWS) expect(ORDER_VIEW_DEFINITIONS[view].description, view).toMatch(/\.$/);
  });

  it("each select one thing, All nothing", () => {
    expect(viewSelection("all")).toEqual({});
    expect(viewSelection("to_start")).toEqual({ status: "paid" });
    expect(viewSelection("in_production")).toEqual({ status: "in_production" });
    expect(viewSelection("to_ship")).toEqual({ allPacked: true });
    expect(viewSelection("late")).toEqual({ late: true });
    expect(viewSelection("waiting_cloth")).toEqual({ clothShort: true });
    expect(viewSelection("refunds")).toEqual({ refunded: true });
  });
});
