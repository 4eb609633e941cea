import { z } from "zod";
import { hundredthsField } from "~/infra/hundredths";

/*
 * The fabric page's stock entry: cloth received from the mill, added to the stock,
 * or the stock as counted on the shelf, which replaces it. One schema for the page's instant
 * messages and the stock module's check.
 */

export const STOCK_ENTRY_KINDS = ["received", "counted"] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

export const STOCK_ENTRY_LABELS: Record<StockEntryKind, { label: string; hint: string }> = {
  received: { label: "Cloth received", hint: "Added to the metres in stock." },
  counted: { label: "Stock counted", hint: "Replaces the metres in stock with what is on the shelf." },
};

/** The most cloth one entry may hold, metres: a few hundred bolts. */
export const MAX_ENTRY_METRES = 10_000;

export const STOCK_MESSAGES = {
  metres: `Please enter the metres, such as 50 or 12.75 (at most ${MAX_ENTRY_METRES.toLocaleString("en-GB")}).`,
  received: "Please enter the metres received, more than 0.",
  kind: "Please choose whether cloth was received or the stock counted.",
  note: "The note is at most 300 characters.",
  notCounted:
    "This fabric's stock has never been counted: enter what is on the shelf as “Stock counted” first, then add what arrives.",
  unknownFabric: "This fabric could not be found.",
} as const;

/** Metres as people type them ("50", "12.5", "12,75"), kept as centimetres. */
const metres = hundredthsField({ message: STOCK_MESSAGES.metres, max: MAX_ENTRY_METRES * 100 });

export const stockEntrySchema = z
  .object({
    kind: z.enum(STOCK_ENTRY_KINDS, { error: STOCK_MESSAGES.kind }),
    metres,
    note: z
      .string()
      .trim()
      .max(300, { error: STOCK_MESSAGES.note })
      .optional()
      .transform((value) => value ?? ""),
  })
  .superRefine((entry, context) => {
    if (entry.kind === "received" && entry.metres === 0) {
      context.addIssue({ code: "custom", path: ["metres"], message: STOCK_MESSAGES.received });
    }
  });
