import { afterEach, describe, expect, it, vi } from "vitest";
import { cached, clearCache, MAX_CACHE_ENTRIES } from "./cache.server";

afterEach(() => {
  clearCache();
  vi.useRealTimers();
});

describe("cached", () => {
  it("loads once while fresh, shares a load in progress, and loads again once expired", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => "menu");
    const [first, second] = await Promise.all([cached("k", 1000, load), cached("k", 1000, load)]);
    expect([first, second]).toEqual(["menu", "menu"]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cached("k", 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps at most MAX_CACHE_ENTRIES, dropping the oldest", async () => {
    const load = vi.fn(async () => "page");
    for (let index = 0; index <= MAX_CACHE_ENTRIES; index++) await cached(`page-${index}`, 60_000, load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 1);
    await cached(`page-${MAX_CACHE_ENTRIES}`, 60_000, load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 1);
    await cached("page-0", 60_000, load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 2);
  });

  it("does not keep a failed load", async () => {
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cached("f", 1000, failing)).rejects.toThrow("database down");
    await expect(cached("f", 1000, async () => "ok")).resolves.toBe("ok");
  });
});

describe("cached thenables", () => {
  it("runs a lazy thenable (such as a query builder) once per load, not once per await", async () => {
    let runs = 0;
    const lazyQuery = {
      // biome-ignore lint/suspicious/noThenProperty: a stand-in for Drizzle's lazily executed query builder.
      then(resolve: (value: string) => void) {
        runs++;
        resolve("rows");
      },
    };
    await cached("q", 1000, () => lazyQuery as unknown as Promise<string>);
    await cached("q", 1000, () => lazyQuery as unknown as Promise<string>);
    await cached("q", 1000, () => lazyQuery as unknown as Promise<string>);
    expect(runs).toBe(1);
  });
});
