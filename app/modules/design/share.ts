import { parseId } from "~/infra/ids";
import type { ShirtDesign } from "./design";
import { choiceKeys, EMBROIDERY_CHOICES, SHIRT_CHOICES } from "./fields";

/*
 * A design in a link (/design-shirt/{model id}?d=...): its ids in the order of fields.ts, "-" for an
 * empty choice, then the embroidery text, joined by "." — short enough to send in a message.
 * Decoding only rebuilds the shape; the server validates the design like any other choice.
 */

const ORDER = choiceKeys(SHIRT_CHOICES);
const EMBROIDERY_ORDER = choiceKeys(EMBROIDERY_CHOICES);

export function encodeDesign(design: ShirtDesign): string {
  const ids = [...ORDER.map((key) => design[key]), ...EMBROIDERY_ORDER.map((key) => design.embroidery[key])].map(
    (value) => (value === null ? "-" : String(value)),
  );
  // "." separates the parts: escape it inside the text ("J.D.M.") too.
  return [...ids, encodeURIComponent(design.embroidery.text).replaceAll(".", "%2E")].join(".");
}

/** The design of a link for a model, or null when the link is not one of ours (an id that is none among them). */
export function decodeDesign(modelId: number, encoded: string): unknown {
  const parts = encoded.split(".");
  if (parts.length !== ORDER.length + EMBROIDERY_ORDER.length + 1) return null;
  const ids = parts.slice(0, -1);
  if (ids.some((part) => part !== "-" && parseId(part) === null)) return null;
  const value = (part: string | undefined) => (part === "-" ? null : parseId(part));
  let text: string;
  try {
    text = decodeURIComponent(parts.at(-1) ?? "");
  } catch {
    return null;
  }
  return {
    modelId,
    ...Object.fromEntries(ORDER.map((key, index) => [key, value(parts[index])])),
    embroidery: {
      ...Object.fromEntries(EMBROIDERY_ORDER.map((key, index) => [key, value(parts[ORDER.length + index])])),
      text,
    },
  };
}
