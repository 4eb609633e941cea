import { describe, expect, it } from "vitest";

describe("the browser's Zod configuration (zod.client.ts)", () => {
  it("is the object Zod reads, so its schemas skip the eval probe", async () => {
    const { ZOD_CONFIG_GLOBAL } = await import("./zod.client");
    const { z } = await import("zod");
    expect(z.config()).toBe((globalThis as Record<string, unknown>)[ZOD_CONFIG_GLOBAL]);
    expect(z.config().jitless).toBe(true);
  });
});
