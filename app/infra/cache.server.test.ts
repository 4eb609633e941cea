import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_TOPICS, cached, clearCache, forgetTopics, MAX_CACHE_ENTRIES, SHARED_DATA_TTL_MS } from "./cache.server";

afterEach(() => {
  clearCache();
  vi.useRealTimers();
});

describe("cached", () => {
  it("loads once while fresh, shares a load in progress, and loads again once expired", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => "menu");
    const [first, second] = await Promise.all([cached("content", "k", load), cached("content", "k", load)]);
    expect([first, second]).toEqual(["menu", "menu"]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SHARED_DATA_TTL_MS + 1);
    await cached("content", "k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps at most MAX_CACHE_ENTRIES, dropping the least recently used", async () => {
    const load = vi.fn(async () => "page");
    for (let index = 0; index < MAX_CACHE_ENTRIES; index++) await cached("catalogue", `page-${index}`, load);
    // page-0 is read again: page-1 is now the least recently used, and goes for the next one.
    await cached("catalogue", "page-0", load);
    await cached("catalogue", `page-${MAX_CACHE_ENTRIES}`, load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 1);
    await cached("catalogue", "page-0", load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 1);
    await cached("catalogue", "page-1", load);
    expect(load).toHaveBeenCalledTimes(MAX_CACHE_ENTRIES + 2);
  });

  it("forgets the entries of the topics invalidated and keeps the others", async () => {
    const load = vi.fn(async () => "rows");
    await cached("currencies", "all", load);
    await cached("catalogue", "categories", load);
    await cached("content", "faq", load);
    forgetTopics(["currencies", "content"]);
    await cached("currencies", "all", load);
    await cached("catalogue", "categories", load);
    await cached("content", "faq", load);
    expect(load).toHaveBeenCalledTimes(5);
    forgetTopics(CACHE_TOPICS);
    await cached("catalogue", "categories", load);
    expect(load).toHaveBeenCalledTimes(6);
  });

  it("keeps the same key of two topics apart", async () => {
    await cached("countries", "all", async () => "countries");
    await expect(cached("currencies", "all", async () => "currencies")).resolves.toBe("currencies");
  });

  it("does not keep a failed load", async () => {
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cached("content", "f", failing)).rejects.toThrow("database down");
    await expect(cached("content", "f", async () => "ok")).resolves.toBe("ok");
  });

  it("keeps a newer load when an older one fails after an invalidation", async () => {
    let fail: (error: Error) => void = () => {};
    const older = cached("content", "f", () => new Promise<string>((_resolve, reject) => (fail = reject)));
    forgetTopics(["content"]);
    const newer = vi.fn(async () => "fresh");
    await cached("content", "f", newer);
    fail(new Error("database down"));
    await expect(older).rejects.toThrow("database down");
    await expect(cached("content", "f", newer)).resolves.toBe("fresh");
    expect(newer).toHaveBeenCalledTimes(1);
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
    await cached("catalogue", "q", () => lazyQuery as unknown as Promise<string>);
    await cached("catalogue", "q", () => lazyQuery as unknown as Promise<string>);
    await cached("catalogue", "q", () => lazyQuery as unknown as Promise<string>);
    expect(runs).toBe(1);
  });
});
