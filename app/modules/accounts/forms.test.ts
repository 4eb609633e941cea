import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  checkoutAddressSchema,
  deleteAccountSchema,
  loginSchema,
  MESSAGES,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./forms";

/** The field errors Conform would show for a form posted with `fields`. */
function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

const ADDRESS = {
  lastName: "Rossi",
  firstName: "Marco",
  line1: "12 Via Roma",
  city: "Milano",
  postcode: "20121",
  countryId: "3",
};
const prefixed = (prefix: string, address: Record<string, string>) =>
  Object.fromEntries(Object.entries(address).map(([key, value]) => [`${prefix}.${key}`, value]));
const COUNTRIES = [1, 2, 3];

describe("registration form", () => {
  it("gives the spec's message for each empty field", () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      name: ["Required Name"],
      email: ["Required E-mail"],
      password: ["Required Password"],
      altcha: ["This field is required."],
    });
  });

  it("wants a valid e-mail and a password of 8 to 128 characters", () => {
    const errors = errorsOf(registerSchema, { name: "Ann", email: "ann@", password: "1234567", altcha: "x" });
    expect(errors).toEqual({
      email: ["E-mail must be valid"],
      password: ["The password must contain at least 8 characters"],
    });
    expect(errorsOf(registerSchema, { name: "Ann", email: "a@b.co", password: "x".repeat(129), altcha: "x" })).toEqual({
      password: [MESSAGES.passwordTooLong],
    });
  });

  it("keeps the e-mail in lower case", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: " Ann ", email: "Ann@Example.COM", password: "12345678", altcha: "x" }))
      form.set(k, v);
    const submission = parseWithZod(form, { schema: registerSchema });
    expect(submission.status === "success" && submission.value).toMatchObject({
      name: "Ann",
      email: "ann@example.com",
    });
  });
});

describe("login form", () => {
  it("requires the e-mail and the password to sign in", () => {
    expect(errorsOf(loginSchema, { intent: "login" })).toEqual({
      email: ["E-mail required"],
      password: ["Password Required"],
    });
  });

  it("asks for the e-mail, and nothing else, for a forgotten password", () => {
    expect(errorsOf(loginSchema, { intent: "forgot" })).toEqual({ email: [MESSAGES.forgotEmailRequired] });
    expect(errorsOf(loginSchema, { intent: "forgot", email: "ann@example.com" })).toEqual({});
  });
});

describe("password forms", () => {
  it("reset: the token and a new password by the registration rules", () => {
    expect(errorsOf(resetPasswordSchema, { token: "t", password: "short" })).toEqual({
      password: ["The password must contain at least 8 characters"],
    });
    expect(errorsOf(resetPasswordSchema, { password: "long enough" })).toEqual({ token: [MESSAGES.resetLinkInvalid] });
  });

  it("change: 'Required Password' for each empty field", () => {
    expect(errorsOf(changePasswordSchema, { intent: "password" })).toEqual({
      currentPassword: ["Required Password"],
      newPassword: ["Required Password"],
    });
  });

  it("delete: the password is required", () => {
    expect(errorsOf(deleteAccountSchema, { intent: "delete" })).toEqual({ password: ["Required Password"] });
  });
});

describe("profile and address forms", () => {
  const base = { intent: "profile", billingSame: "1" };

  it("uses the account page's wording, in English where the older system wrote French", () => {
    expect(errorsOf(profileSchema("account", COUNTRIES), base)).toEqual({
      name: ["Name Required"],
      email: ["Required"],
      "shipping.lastName": ["Name Required"],
      "shipping.firstName": ["Surname Required"],
      "shipping.line1": ["Adress Required"],
      "shipping.city": ["City Required"],
      "shipping.postcode": ["ZipCode Required"],
      "shipping.countryId": ["Country Required"],
    });
  });

  it("uses the address page's wording", () => {
    expect(errorsOf(profileSchema("address", COUNTRIES), base)).toEqual({
      name: ["Required"],
      email: ["Required"],
      "shipping.lastName": ["Name Required"],
      "shipping.firstName": ["Firstname Required"],
      "shipping.line1": ["Adress Required"],
      "shipping.city": ["City Required"],
      "shipping.postcode": ["ZipCode Required"],
      "shipping.countryId": ["Country Required"],
    });
  });

  it("uses the cart flow's wording, with no personal fields", () => {
    expect(errorsOf(checkoutAddressSchema(COUNTRIES), base)).toEqual({
      "shipping.lastName": ["Name Required"],
      "shipping.firstName": ["Surname Required"],
      "shipping.line1": ["Adress Required"],
      "shipping.city": ["City Required"],
      "shipping.postcode": ["ZipCode Required"],
      "shipping.countryId": ["Country Required"],
    });
  });

  it("requires the billing address only when billing to a different address", () => {
    const complete = { ...base, name: "Marco", email: "marco@example.com", ...prefixed("shipping", ADDRESS) };
    expect(errorsOf(profileSchema("account", COUNTRIES), complete)).toEqual({});
    expect(errorsOf(profileSchema("account", COUNTRIES), { ...complete, billingSame: "0" })).toEqual({
      "billing.lastName": ["Name Required"],
      "billing.firstName": ["Firstname Required"],
      "billing.line1": ["Adress Required"],
      "billing.city": ["City Required"],
      "billing.postcode": ["ZipCode Required"],
      "billing.countryId": ["Country Required"],
    });
    const billed = { ...complete, billingSame: "0", ...prefixed("billing", ADDRESS) };
    expect(errorsOf(profileSchema("account", COUNTRIES), billed)).toEqual({});
  });

  it("refuses a country that is not in the list, a gender other than Mme or M, and a phone with letters", () => {
    const complete = { ...base, name: "Marco", email: "marco@example.com", ...prefixed("shipping", ADDRESS) };
    expect(
      errorsOf(profileSchema("account", COUNTRIES), {
        ...complete,
        "shipping.countryId": "99",
        gender: "X",
        phone: "call me",
      }),
    ).toEqual({
      "shipping.countryId": ["Country Required"],
      gender: ["Gender Required"],
      phone: [MESSAGES.invalidPhone],
    });
  });

  it("treats company, second address line and phone as optional", () => {
    const complete = { ...base, name: "Marco", email: "marco@example.com", ...prefixed("shipping", ADDRESS) };
    const form = new FormData();
    for (const [k, v] of Object.entries(complete)) form.set(k, v);
    const submission = parseWithZod(form, { schema: profileSchema("account", COUNTRIES) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.shipping.countryId).toBe(3);
  });
});
