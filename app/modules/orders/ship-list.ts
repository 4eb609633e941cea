import { parse } from "csv-parse/sync";
import { orderIdInSearch } from "./staff-filters";

/*
 * Shipping many orders from one list: lines "AS000123, DHL, 1Z999..." pasted from a carrier's
 * manifest, or the same as an uploaded CSV (order number, carrier, tracking number). This file
 * reads the lines and what can be told from them alone (the order number, a carrier the shop
 * knows, a tracking number); ship-list.server.ts checks each order against the shipping rule
 * and ships the ready ones one by one, as shipping one order does.
 */

/** At most this many lines in one list. */
export const MAX_SHIP_LINES = 200;

/** The carriers the shop ships with, each with its tracking page (the customer's e-mail links it). */
export const CARRIERS = [
  { name: "DHL", tracking: "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=" },
  { name: "UPS", tracking: "https://www.ups.com/track?tracknum=" },
  { name: "FedEx", tracking: "https://www.fedex.com/fedextrack/?trknbr=" },
  { name: "GLS", tracking: "https://gls-group.com/IT/en/parcel-tracking?match=" },
  { name: "DPD", tracking: "https://tracking.dpd.de/status/en_US/parcel/" },
  { name: "Royal Mail", tracking: "https://www.royalmail.com/track-your-item#/tracking-results/" },
  { name: "Poste Italiane", tracking: "https://www.poste.it/cerca/index.html#/risultati-spedizioni/" },
] as const;

export const SHIP_LIST_MESSAGES = {
  empty: "Paste at least one line, or choose a CSV file.",
  tooMany: `At most ${MAX_SHIP_LINES} lines at a time: split the list.`,
  unreadable: "This list could not be read as lines of comma-separated values.",
  columns: "Write the line as: order number, carrier, tracking number.",
  order: "No order has this number.",
  carrier: `Unknown carrier: the shop ships with ${CARRIERS.map((carrier) => carrier.name).join(", ")}.`,
  tracking: "The tracking number is missing or longer than 80 characters.",
  twice: "This order is on the list twice: keep one line.",
} as const;

/** One line of the list as read: what it says and, when it cannot be shipped as written, why. */
export type ShipLine = {
  line: number;
  order: string;
  carrier: string;
  trackingNumber: string;
  orderId: number | null;
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string } | null;
  problem: string | null;
};

/** A carrier as staff write it ("dhl", "Royal mail"), or null when the shop does not know it. */
export function knownCarrier(text: string) {
  const wanted = text.trim().replace(/\s+/g, " ").toLowerCase();
  return CARRIERS.find((carrier) => carrier.name.toLowerCase() === wanted) ?? null;
}

/** A first line naming its columns ("Order number, Carrier, Tracking number") is not an order. */
function isHeader(cells: string[]): boolean {
  return cells[0] !== undefined && orderIdInSearch(cells[0]) === null && /order/i.test(cells[0]);
}

/**
 * The lines of a pasted list or a CSV file (commas or semicolons, quotes allowed), each read on
 * its own; an empty list, one too long or text that is not CSV is a problem of the whole list.
 */
export function readShipList(text: string): { lines: ShipLine[] } | { problem: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    const delimiter = text.includes(",") || !text.includes(";") ? "," : ";";
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as typeof records;
  } catch {
    return { problem: SHIP_LIST_MESSAGES.unreadable };
  }
  const rows = records.filter(({ record }) => record.some((cell) => cell !== ""));
  if (rows[0] && isHeader(rows[0].record)) rows.shift();
  if (rows.length === 0) return { problem: SHIP_LIST_MESSAGES.empty };
  if (rows.length > MAX_SHIP_LINES) return { problem: SHIP_LIST_MESSAGES.tooMany };
  const seen = new Set<number>();
  return {
    lines: rows.map(({ record, info }) => {
      const [order = "", carrierText = "", trackingNumber = ""] = record;
      const orderId = orderIdInSearch(order);
      const carrier = knownCarrier(carrierText);
      const line = { line: info.lines, order, carrier: carrierText, trackingNumber, orderId };
      const problem =
        record.length !== 3
          ? SHIP_LIST_MESSAGES.columns
          : orderId === null
            ? SHIP_LIST_MESSAGES.order
            : carrier === null
              ? SHIP_LIST_MESSAGES.carrier
              : trackingNumber === "" || trackingNumber.length > 80
                ? SHIP_LIST_MESSAGES.tracking
                : seen.has(orderId)
                  ? SHIP_LIST_MESSAGES.twice
                  : null;
      if (orderId !== null) seen.add(orderId);
      return {
        ...line,
        problem,
        shipment:
          problem === null && carrier
            ? {
                carrier: carrier.name,
                trackingNumber,
                trackingUrl: `${carrier.tracking}${encodeURIComponent(trackingNumber)}`,
              }
            : null,
      };
    }),
  };
}
