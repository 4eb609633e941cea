import { RecentMap } from "./recent";

/**
 * A tiny in-process cache for data that every page reads and that changes rarely (menus,
 * currencies, content pages). Concurrent callers share one load. Keeps the number of queries
 * per page small whatever the traffic (DESIGN.md section 5).
 *
 * Every entry belongs to a topic: when the data behind a topic changes, `invalidate(topic)`
 * (invalidation.server.ts) forgets its entries on every instance of the shop at once. Entries
 * also expire after SHARED_DATA_TTL_MS, for changes made behind the shop's back (by hand in SQL).
 */

/**
 * What can be invalidated, named after the data the back office changes rather than after the
 * pages that show it: the header's menus are built from the catalogue's categories and the
 * content's articles, so changing either refreshes them.
 */
export const CACHE_TOPICS = [
  /** Categories, weaves, colours, motifs, fabrics and shirt models: menus, gallery, product pages, configurator. */
  "catalogue",
  /** The configurator's option tables (collars, cuffs, pockets, embroidery...). */
  "design-options",
  "currencies",
  /** The countries the shop delivers to. */
  "countries",
  /** Delivery options and their fees. */
  "delivery",
  "payment-methods",
  /** Content pages, style guides and blog articles (menus, footer), the home page, the FAQ. */
  "content",
  /** The shop's settings (modules/settings): its contact details on the contact page and in the footer. */
  "settings",
  /**
   * Any visitor's cart: the header's cart summaries (modules/cart) are forgotten. Pages are not:
   * a cart shows only in its visitor's part of them (server/page-cache.ts).
   */
  "carts",
  /** Any customer's sessions or name: the header's greetings (modules/accounts) are forgotten. */
  "sessions",
  /** Any customer's details or addresses, which their checkout shows (server/page-cache.ts). */
  "customers",
] as const;

/** Topics of one visitor's data, shown only in their own part of a page or their own pages (server/page-cache.ts). */
export const VISITOR_TOPICS: readonly CacheTopic[] = ["carts", "sessions", "customers"];

export type CacheTopic = (typeof CACHE_TOPICS)[number];

export function isCacheTopic(value: unknown): value is CacheTopic {
  return typeof value === "string" && (CACHE_TOPICS as readonly string[]).includes(value);
}

/** How long shared data may be served from memory when nobody said it changed. */
export const SHARED_DATA_TTL_MS = 60_000;

/**
 * The most entries kept. Some keys depend on the request (a gallery page per filter set):
 * past this, the least recently used entry is dropped, so no visitor can grow memory without bound.
 */
export const MAX_CACHE_ENTRIES = 1000;

type Entry = { topic: CacheTopic; expiresAt: number; value: Promise<unknown> };

const entries = new RecentMap<Entry>(MAX_CACHE_ENTRIES);

/** `load()`'s value, kept under `topic` and `key` until the topic is invalidated or the entry expires. */
export function cached<T>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entryKey = `${topic}:${key}`;
  const kept = entries.get(entryKey);
  if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
  // Promise.resolve runs a thenable once: a Drizzle query builder would run again on every await.
  const value = Promise.resolve(load());
  const entry = { topic, expiresAt: now + SHARED_DATA_TTL_MS, value };
  entries.set(entryKey, entry);
  // A failed load is not kept: the next caller tries again (unless a newer load replaced it).
  value.catch(() => entries.deleteIfStill(entryKey, entry));
  return value;
}

/** Forgets the entries of these topics (invalidation.server.ts calls it). */
export function forgetTopics(topics: readonly CacheTopic[]) {
  entries.deleteWhere((entry) => topics.includes(entry.topic));
}

/** Forgets every cached entry (tests). */
export function clearCache() {
  entries.clear();
}
