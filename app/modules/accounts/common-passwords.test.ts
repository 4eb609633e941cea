import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, refuseCommonPassword } from "./common-passwords.server";

describe("common passwords", () => {
  it("are the ones guessers try first, whatever their capitals", () => {
    for (const password of ["password", "password1", "Password1", "PASSWORD", "12345678", "iloveyou", "qwertyuiop"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("include the shop's own words with digits and signs around them", () => {
    for (const password of ["Atelier Sartorial", "atelier-sartorial-1", "Sartorial2026!", "shirts123", "Tailored#1"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("leave a password of one's own alone, such as the test staff's and customers'", () => {
    for (const password of [
      "owner-password-1",
      "service-password-1",
      "workshop-password-1",
      "tailored-shirt-1",
      "needle-and-thread-9",
      "cutting-table-7",
      "a sentence I remember",
    ]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });

  it("are refused beside the field that has them", () => {
    expect(refuseCommonPassword("newPassword", "password")).toEqual({
      ok: false,
      status: 400,
      fieldErrors: { newPassword: [COMMON_PASSWORD_MESSAGE] },
    });
    expect(refuseCommonPassword("password", "linen-and-mother-of-pearl")).toBeNull();
  });
});
