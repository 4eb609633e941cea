import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { canonicalUrl } from "./canonical.server";

describe("canonicalUrl", () => {
  it("puts the page's path on the shop's public address", () => {
    expect(canonicalUrl("/custom-made-men-shirt/the-executive/1")).toBe(
      `${config.baseUrl}/custom-made-men-shirt/the-executive/1`,
    );
    expect(new URL(canonicalUrl("/measurement")).pathname).toBe("/measurement");
  });
});
