/**
 * A tiny in-process cache for data that every page reads and that changes rarely (menus,
 * currencies, content pages). Entries expire after `ttlMs`; concurrent callers share one
 * load. Keeps the number of queries per page small whatever the traffic (DESIGN.md section 5).
 */
/** How long menus, currencies and content may be served from memory after a change. */
export const SHARED_DATA_TTL_MS = 60_000;

/**
 * The most entries kept. Some keys depend on the request (a gallery page per filter set):
 * past this, the oldest entry is dropped, so no visitor can grow memory without bound.
 */
export const MAX_CACHE_ENTRIES = 1000;

const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expiresAt > now) return entry.value as Promise<T>;
  // Promise.resolve runs a thenable once: a Drizzle query builder would run again on every await.
  const value = Promise.resolve(load());
  // Deleted first so the key moves to the end: the Map's first key is always the oldest.
  entries.delete(key);
  entries.set(key, { expiresAt: now + ttlMs, value });
  if (entries.size > MAX_CACHE_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  // A failed load is not kept: the next caller tries again.
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets every cached entry (tests, and after the data behind them changes). */
export function clearCache() {
  entries.clear();
}
