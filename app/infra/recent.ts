/**
 * A map of at most `limit` entries that forgets the least recently used first: reading or
 * writing an entry makes it the most recent. The memory caches use it (shared data, cart
 * summaries, greeted customers, pages), so that no visitor can grow them without bound.
 */
export class RecentMap<V> {
  // A Map iterates in insertion order: re-inserting an entry on use keeps the least recent first.
  readonly #entries = new Map<string, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) {
      const leastRecent = this.#entries.keys().next().value;
      if (leastRecent !== undefined) this.#entries.delete(leastRecent);
    }
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Deletes the entry only if it still holds `value` (a failed load, unless a newer one replaced it). */
  deleteIfStill(key: string, value: V): void {
    if (this.#entries.get(key) === value) this.#entries.delete(key);
  }

  /** Deletes every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.#entries) if (matches(value)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
