import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.server";

describe("redactUrl", () => {
  it("hides a reset link's token", () => {
    expect(redactUrl("/reset-password?token=AbC123secret")).toBe("/reset-password?token=[redacted]");
  });

  it("hides Stripe's client secret on its return address and keeps the other parameters as they came", () => {
    expect(
      redactUrl(
        "/confirmation?order=12&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded",
      ),
    ).toBe(
      "/confirmation?order=12&payment_intent=pi_1&payment_intent_client_secret=[redacted]&redirect_status=succeeded",
    );
  });

  it("finds a secret parameter however its name is written", () => {
    expect(redactUrl("/reset-password?%74oken=x&TOKEN=y&token")).toBe(
      "/reset-password?%74oken=[redacted]&TOKEN=[redacted]&token=[redacted]",
    );
    expect(redactUrl("/x?%E0%A4%A=1&token=2")).toBe("/x?%E0%A4%A=1&token=[redacted]");
  });

  it("leaves addresses without secrets alone", () => {
    expect(redactUrl("/design-shirt/1?d=1.2.3&step=summary")).toBe("/design-shirt/1?d=1.2.3&step=summary");
    expect(redactUrl("/men-shirts")).toBe("/men-shirts");
  });
});
