import { describe, expect, it } from "vitest";
import { knownCarrier, readShipList, SHIP_LIST_MESSAGES } from "./ship-list";

function linesOf(text: string) {
  const read = readShipList(text);
  if (!("lines" in read)) throw new Error(read.problem);
  return read.lines;
}

describe("a list of orders to ship", () => {
  it("reads pasted lines and a CSV with its header, commas or semicolons, quotes allowed", () => {
    const pasted = linesOf("AS000123, DHL, 1Z999AA10123456784\nas124 ,ups, 1Z 42\n");
    expect(pasted).toEqual([
      {
        line: 1,
        order: "AS000123",
        carrier: "DHL",
        trackingNumber: "1Z999AA10123456784",
        orderId: 123,
        problem: null,
        shipment: {
          carrier: "DHL",
          trackingNumber: "1Z999AA10123456784",
          trackingUrl:
            "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=1Z999AA10123456784",
        },
      },
      expect.objectContaining({ line: 2, orderId: 124, shipment: expect.objectContaining({ carrier: "UPS" }) }),
    ]);
    expect(pasted[1]?.shipment?.trackingUrl).toBe("https://www.ups.com/track?tracknum=1Z%2042");
    const csv = linesOf('\uFEFFOrder number;Carrier;Tracking number\r\n"AS000125";"Royal  mail";"RM1"\r\n\r\n');
    expect(csv).toMatchObject([{ line: 2, orderId: 125, problem: null, shipment: { carrier: "Royal Mail" } }]);
  });

  it("says what is wrong with each line it cannot ship", () => {
    const lines = linesOf(
      [
        "AS000001, DHL",
        "Rossi, DHL, 1",
        "AS000002, Pigeon, 1",
        "AS000003, DHL, ",
        "AS000004, DHL, 1",
        "4, GLS, 2",
      ].join("\n"),
    );
    expect(lines.map((line) => line.problem)).toEqual([
      SHIP_LIST_MESSAGES.columns,
      SHIP_LIST_MESSAGES.order,
      SHIP_LIST_MESSAGES.carrier,
      SHIP_LIST_MESSAGES.tracking,
      null,
      SHIP_LIST_MESSAGES.twice,
    ]);
    expect(lines.filter((line) => line.shipment)).toHaveLength(1);
  });

  it("refuses an empty list, one too long, or text that is not CSV", () => {
    expect(readShipList(" \n\n")).toEqual({ problem: SHIP_LIST_MESSAGES.empty });
    expect(readShipList("Order, Carrier, Tracking\n")).toEqual({ problem: SHIP_LIST_MESSAGES.empty });
    const many = Array.from({ length: 201 }, (_, index) => `AS${index + 1}, DHL, ${index}`).join("\n");
    expect(readShipList(many)).toEqual({ problem: SHIP_LIST_MESSAGES.tooMany });
    expect(readShipList('AS1, DHL, "unclosed')).toEqual({ problem: SHIP_LIST_MESSAGES.unreadable });
  });

  it("knows the shop's carriers whatever the case or spacing", () => {
    expect(knownCarrier(" fedex ")?.name).toBe("FedEx");
    expect(knownCarrier("poste   italiane")?.name).toBe("Poste Italiane");
    expect(knownCarrier("Pigeon")).toBeNull();
  });
});
