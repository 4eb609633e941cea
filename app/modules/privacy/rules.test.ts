import { describe, expect, it } from "vitest";
import { erasureRefusal, redactionPattern, SECRET_LINK_LEFT_OUT, withoutSecretLinks } from "./rules";

describe("when a customer's data cannot be erased yet", () => {
  it("waits for an order awaiting its payment, being made or on its way, and names it", () => {
    for (const status of ["pending_payment", "paid", "in_production", "shipped"] as const) {
      expect(erasureRefusal([{ id: 12, status }], "customer")).toMatch(/^Your order AS0*12 /);
      expect(erasureRefusal([{ id: 12, status }], "staff")).toMatch(/^Order AS0*12 .*cancel it first/);
    }
  });

  it("erases once every order has arrived or been cancelled", () => {
    expect(erasureRefusal([], "customer")).toBeNull();
    expect(
      erasureRefusal(
        [
          { id: 1, status: "delivered" },
          { id: 2, status: "cancelled" },
        ],
        "staff",
      ),
    ).toBeNull();
  });
});

describe("the pattern of a customer's words in staff notes", () => {
  it("matches each term literally, longest first, and ignores very short ones", () => {
    const pattern = redactionPattern(["Marco", "Marco Rossi", "m.rossi+1@example.com", "", "Al"]);
    expect(pattern).toBe("m\\.rossi\\+1@example\\.com|Marco Rossi|Marco");
    expect("Call Marco Rossi (m.rossi+1@example.com)".replace(new RegExp(pattern!, "gi"), "[erased]")).toBe(
      "Call [erased] ([erased])",
    );
    expect(redactionPattern(["", " ab "])).toBeNull();
  });
});

describe("mail copies in the archive", () => {
  it("leave out links that act for their holder, and keep the others", () => {
    const text = [
      "Choose it: https://shop.example/reset-password?token=abc123",
      "Unsubscribe: https://shop.example/newsletter/unsubscribe/0f9e-11",
      "Your orders: https://shop.example/history-order",
    ].join("\n");
    expect(withoutSecretLinks(text)).toBe(
      [
        `Choose it: ${SECRET_LINK_LEFT_OUT}`,
        `Unsubscribe: ${SECRET_LINK_LEFT_OUT}`,
        "Your orders: https://shop.example/history-order",
      ].join("\n"),
    );
  });
});
