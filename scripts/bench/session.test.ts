import { describe, expect, it } from "vitest";
import { choiceValues, cookieHeader, mergeSetCookies, submittedValue } from "./session";

const NOW = new Date("2030-06-01T12:00:00Z");

describe("mergeSetCookies", () => {
  it("adds new cookies and replaces changed ones, keeping values that contain '='", () => {
    const jar = new Map([
      ["cart", "old"],
      ["currency", "EUR"],
    ]);
    const merged = mergeSetCookies(
      jar,
      [
        "cart=new; Path=/; HttpOnly; SameSite=Lax",
        "__Secure-better-auth.session_token=abc.def%3D%3D; Max-Age=604800; Path=/; HttpOnly; Secure",
        "session_data=eyJ9==; Path=/",
      ],
      NOW,
    );
    expect([...merged]).toEqual([
      ["cart", "new"],
      ["currency", "EUR"],
      ["__Secure-better-auth.session_token", "abc.def%3D%3D"],
      ["session_data", "eyJ9=="],
    ]);
    expect([...jar]).toEqual([
      ["cart", "old"],
      ["currency", "EUR"],
    ]);
  });

  it("removes the cookies an answer deletes, by Max-Age or by a past Expires", () => {
    const jar = new Map([
      ["a", "1"],
      ["b", "2"],
      ["c", "3"],
    ]);
    const merged = mergeSetCookies(
      jar,
      [
        "a=; Max-Age=0; Path=/",
        "b=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
        "c=4; Expires=Fri, 01 Jan 2049 00:00:00 GMT",
      ],
      NOW,
    );
    expect([...merged]).toEqual([["c", "4"]]);
  });

  it("ignores a header without a cookie name", () => {
    expect([...mergeSetCookies(new Map(), ["=value; Path=/", "garbage"], NOW)]).toEqual([]);
  });
});

describe("cookieHeader", () => {
  it("sends every cookie of the jar", () => {
    expect(
      cookieHeader(
        new Map([
          ["cart", "t1"],
          ["session", "s2"],
        ]),
      ),
    ).toBe("cart=t1; session=s2");
  });
});

describe("submittedValue", () => {
  // The checkout form as the server renders it (app/routes/checkout.tsx).
  const checkout = `<form method="post" id="checkout">
    <input type="hidden" name="cartVersion" value="0123456789abcdef0123456789abcdef"/>
    <label><input type="radio" name="deliveryOptionId" value="1" class="mt-1 accent-navy"/>Standard</label>
    <label><input type="radio" name="deliveryOptionId" value="2" checked="" class="mt-1 accent-navy"/>Express</label>
    <input type="hidden" name="paymentMethodId" value="1"/>
    <input type="text" name="cardNumber" id="checkout-cardNumber" inputMode="numeric"/>
  </form>`;

  it("reads a hidden input", () => {
    expect(submittedValue(checkout, "cartVersion")).toBe("0123456789abcdef0123456789abcdef");
    expect(submittedValue(checkout, "paymentMethodId")).toBe("1");
  });

  it("reads the checked radio button, not the first", () => {
    expect(submittedValue(checkout, "deliveryOptionId")).toBe("2");
  });

  it("gives an empty value for an input without one, and nothing for a missing input", () => {
    expect(submittedValue(checkout, "cardNumber")).toBe("");
    expect(submittedValue(checkout, "cardCvc")).toBeUndefined();
  });

  it("gives nothing when no radio button is checked", () => {
    expect(submittedValue(`<input type="radio" name="fit" value="1"/>`, "fit")).toBeUndefined();
  });
});

describe("choiceValues", () => {
  const choice = (field: string, value: string, intent = "choose") =>
    `<form method="post" action="/design-shirt/1"><input type="hidden" name="intent" value="${intent}"/><input type="hidden" name="field" value="${field}"/><input type="hidden" name="value" value="${value}"/><input type="hidden" name="step" value="style"/><button type="submit">Option</button></form>`;

  it("gives the value of each choice form of the field, in page order", () => {
    const page = [
      choice("collarId", "3"),
      choice("cuffId", "7"),
      `<form method="post"><input type="hidden" name="intent" value="smart"/></form>`,
      choice("collarId", "5"),
      choice("collarId", "9", "use-shared"),
    ].join("\n");
    expect(choiceValues(page, "collarId")).toEqual(["3", "5"]);
    expect(choiceValues(page, "pocketId")).toEqual([]);
  });
});
