/**
 * The order page's address with `changes` made to its query (null removes a key), keeping the
 * rest of what the page shows (its timeline's filter, all its events) but never a banner
 * (`done`) or an action's form (`do`) unless asked. `hash` jumps to a part of the page.
 */
export function orderPageLink(current: URLSearchParams, changes: Record<string, string | null>, hash = ""): string {
  const next = new URLSearchParams(current);
  next.delete("done");
  next.delete("do");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return `?${query}${hash}`;
}
