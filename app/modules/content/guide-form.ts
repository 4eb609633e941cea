import { z } from "zod";
import { GUIDE_PAGE_SCHEMAS, type GuidePageUrl } from "./guides";

/*
 * The guide pages' editor form (decision 013): one input per text field of the page's record,
 * named by its path (`sections[0].options[1].name`, as Conform parses a form), laid out from
 * the page's schema, so a field added to a schema appears in the editor without more code.
 * Lists can be extended, shortened and reordered within the schema's bounds; the schema itself
 * is the authority when the record is saved.
 */

/** What the form needs of a page's schema: its JSON Schema (Zod's own export), trimmed to these keys. */
export type GuideShape = {
  type?: "object" | "array" | "string" | "number";
  properties?: Record<string, GuideShape>;
  required?: string[];
  items?: GuideShape;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
};

export function isGuidePageUrl(url: string): url is GuidePageUrl {
  return Object.hasOwn(GUIDE_PAGE_SCHEMAS, url);
}

/** The shape of a guide page's record, sent to the editor page. */
export function guideShape(url: GuidePageUrl): GuideShape {
  return z.toJSONSchema(GUIDE_PAGE_SCHEMAS[url], { io: "input", unrepresentable: "any" }) as GuideShape;
}

/** A path of the record as the form names it: `sections[0].options[1].name`. */
export function formPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    "",
  );
}

/** The keys of a form path: `sections[0].title` is `["sections", 0, "title"]`. */
function pathKeys(name: string): (string | number)[] {
  return [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] === undefined ? (match[1] as string) : Number(match[2]),
  );
}

/** The shape found at a form path, or null when the path leads nowhere in it. */
export function shapeAt(shape: GuideShape, name: string): GuideShape | null {
  let current: GuideShape | undefined = shape;
  for (const key of pathKeys(name)) {
    current = typeof key === "number" ? current?.items : current?.properties?.[key];
    if (!current) return null;
  }
  return current;
}

/** A new, empty item of a list: its texts empty, its own lists at their shortest. */
export function emptyValue(shape: GuideShape): unknown {
  if (shape.type === "object") {
    return Object.fromEntries(
      Object.entries(shape.properties ?? {})
        .filter(([key]) => shape.required?.includes(key))
        .map(([key, field]) => [key, emptyValue(field)]),
    );
  }
  if (shape.type === "array") return Array.from({ length: shape.minItems ?? 0 }, () => emptyValue(shape.items ?? {}));
  return "";
}

export const LIST_CHANGES = ["add", "remove", "up", "down"] as const;
export type ListChange = (typeof LIST_CHANGES)[number];

/**
 * The record with one list changed: an item added at the end, or the item at `name`
 * (`sections[2]`) removed or moved a place; null when the change is outside the schema's
 * bounds or names no list. `value` is what the form sent (nothing is saved by this).
 */
export function changeList(shape: GuideShape, value: unknown, change: ListChange, name: string): unknown {
  const keys = pathKeys(name);
  const index = change === "add" ? null : keys.pop();
  if (index !== null && typeof index !== "number") return null;
  const listShape = shapeAt(shape, formPath(keys));
  if (listShape?.type !== "array") return null;
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const [position, key] of keys.entries()) {
    const isLast = position === keys.length - 1;
    const next = parent[key] ?? (isLast ? [] : typeof keys[position + 1] === "number" ? [] : {});
    parent[key] = next;
    parent = next as Record<string | number, unknown>;
  }
  const list = parent as unknown as unknown[];
  if (!Array.isArray(list)) return null;
  if (change === "add") {
    if (listShape.maxItems !== undefined && list.length >= listShape.maxItems) return null;
    list.push(emptyValue(listShape.items ?? {}));
    return copy;
  }
  if (index === null || index >= list.length) return null;
  if (change === "remove") {
    if (list.length <= (listShape.minItems ?? 0)) return null;
    list.splice(index, 1);
    return copy;
  }
  const to = change === "up" ? index - 1 : index + 1;
  if (to < 0 || to >= list.length) return null;
  [list[index], list[to]] = [list[to], list[index]];
  return copy;
}
