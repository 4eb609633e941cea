import { describe, expect, it } from "vitest";
import {
  groupByDay,
  type OrderHistory,
  orderTimeline,
  readTimelineQuery,
  selectTimeline,
  TIMELINE_LATEST,
} from "./order-timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));

const history = (changes: Partial<OrderHistory> = {}): OrderHistory => ({
  order: {
    createdAt: at(0),
    paidAt: at(1),
    cancelledAt: null,
    cancelReason: null,
    customerName: "Anna Rossi",
    paymentProvider: "test",
    currencyCode: "EUR",
    remakeOfClaimId: null,
  },
  lines: [
    { id: 1, name: "Classic Oxford", quantity: 3 },
    { id: 2, name: "Navy Pinstripe", quantity: 1 },
  ],
  shirts: [
    { id: 11, lineId: 1, unitNumber: 1 },
    { id: 12, lineId: 1, unitNumber: 2 },
    { id: 21, lineId: 2, unitNumber: 1 },
  ],
  stageMoves: [],
  qualityChecks: [],
  mails: [],
  audits: [],
  refunds: [],
  ...changes,
});

const audit = (minute: number, action: string, after: unknown, before: unknown = null) => ({
  at: at(minute),
  staffName: "Sofia (service)",
  action,
  before,
  after,
});

const told = (entries: ReturnType<typeof orderTimeline>) =>
  entries.map((entry) => `${entry.who}: ${entry.what}${entry.detail ? ` (${entry.detail})` : ""}`);

describe("an order's timeline", () => {
  it("is newest first, paid by the provider staff know, every audit action in words with no raw data", () => {
    const entries = orderTimeline(
      history({
        audits: [
          audit(2, "order.cloth_reserved", {
            reserved: ["Classic Oxford: 1.85 m", "Navy Pinstripe: 1.9 m"],
            short: ["Navy Pinstripe: 1.9 m"],
          }),
          audit(3, "order.production_started", {
            shirts: 4,
            promise: { earliest: "2026-12-01", latest: "2026-12-04" },
          }),
          audit(4, "order.status_changed", { status: "in_production" }, { status: "paid" }),
          audit(5, "order.note_added", { noteId: 1, visibility: "customer", text: "Your fabric arrived" }),
          audit(
            6,
            "order.promise_moved",
            { earliest: "2026-12-08", latest: "2026-12-10" },
            { earliest: "2026-12-01", latest: "2026-12-04" },
          ),
          audit(7, "order.shipped", { carrier: "DHL", trackingNumber: "JD1", trackingUrl: "https://dhl.example" }),
          audit(8, "order.delivered", { deliveredOn: "2026-12-09" }),
          audit(9, "order.refund_asked", { refundId: 5, amount: "€20.00", reason: "goodwill", note: "Late parcel" }),
        ],
      }),
    );
    expect(told(entries)).toEqual([
      "Sofia (service): Refund of €20.00 asked (Goodwill gesture: Late parcel)",
      "Sofia (service): Marked delivered (Arrived on 9 December 2026)",
      "Sofia (service): Shipped with DHL (Tracking number JD1)",
      "Sofia (service): Delivery promise moved (Now 8 December 2026 to 10 December 2026; it was 1 December 2026 to 4 December 2026)",
      "Sofia (service): Note for the customer (e-mailed to them) (Your fabric arrived)",
      "Sofia (service): Status changed from Paid to In production",
      "Sofia (service): Production started: 4 shirts queued (Expected between 1 and 4 December.)",
      "Sofia (service): 1.85 m of Classic Oxford, 1.9 m of Navy Pinstripe reserved (Short of cloth: 1.9 m of Navy Pinstripe)",
      "Anna Rossi: Paid by test card",
      "Anna Rossi: Order placed",
    ]);
    expect(entries.some((entry) => /[{}[\]"]/.test(`${entry.what} ${entry.detail ?? ""}`))).toBe(false);
    expect(told(orderTimeline(history({ order: { ...history().order, paymentProvider: "stripe" } })))).toContain(
      "Anna Rossi: Paid by Stripe",
    );
  });

  it("tells an action it does not know yet from its name and plain values", () => {
    const [latest] = orderTimeline(
      history({ audits: [audit(30, "order.gift_wrapped", { paperColour: "red", items: [1, 2], sizes: { a: 1 } })] }),
    );
    expect(latest).toMatchObject({ what: "Gift wrapped", detail: "Paper colour: red" });
  });

  it("names the shirt of a workshop event, and links the fit claim behind a refund or a remake", () => {
    const entries = orderTimeline(
      history({
        order: { ...history().order, remakeOfClaimId: 7 },
        stageMoves: [
          { unitId: 12, from: "queued", to: "cutting", staffName: "Giulia (workshop)", reason: null, at: at(10) },
        ],
        qualityChecks: [
          { unitId: 21, staffName: "Giulia (workshop)", passed: false, failureReason: "Collar 1 cm short", at: at(11) },
        ],
        audits: [audit(12, "order.refund_asked", { refundId: 5, amount: "€15.00", reason: "alteration", note: null })],
        refunds: [
          {
            id: 5,
            provider: "stripe",
            amountMinor: 1500,
            status: "succeeded",
            reason: "alteration",
            failureMessage: null,
            succeededAt: at(13),
            updatedAt: at(13),
            creditNoteNumber: "CN-2026-0004",
            claimId: 9,
          },
        ],
      }),
    );
    expect(entries.map(({ what, shirt, claimId }) => ({ what, shirt: shirt?.label ?? null, claimId }))).toEqual([
      { what: "€15.00 refunded to the customer by Stripe", shirt: null, claimId: 9 },
      { what: "Refund of €15.00 asked", shirt: null, claimId: 9 },
      { what: "Failed the quality check", shirt: "Shirt 1 of 1 · Navy Pinstripe", claimId: null },
      { what: "Moved from queued to cutting", shirt: "Shirt 2 of 3 · Classic Oxford", claimId: null },
      { what: "Free remake placed for a fit claim", shirt: null, claimId: 7 },
    ]);
  });

  it("shows the latest ten of the kind and shirt asked for, or all of them", () => {
    const entries = orderTimeline(
      history({
        mails: Array.from({ length: 3 }, (_, index) => ({
          subject: `Mail ${index}`,
          status: "sent",
          createdAt: at(20 + index),
          sentAt: at(20 + index),
        })),
        audits: Array.from({ length: 12 }, (_, index) =>
          audit(30 + index, "order.note_added", { visibility: "internal", text: `Note ${index}` }),
        ),
        stageMoves: [{ unitId: 11, from: "queued", to: "cutting", staffName: "Giulia", reason: null, at: at(50) }],
      }),
    );
    expect(entries).toHaveLength(18);
    const latest = selectTimeline(entries, readTimelineQuery(new URLSearchParams()));
    expect(latest).toMatchObject({ matching: 18, hidden: 18 - TIMELINE_LATEST });
    expect(latest.shown[0]?.what).toBe("Moved from queued to cutting");
    expect(selectTimeline(entries, readTimelineQuery(new URLSearchParams("events=all"))).shown).toHaveLength(18);
    const mails = selectTimeline(entries, readTimelineQuery(new URLSearchParams("show=mails")));
    expect(mails.shown.map((entry) => entry.detail)).toEqual(["“Mail 2”", "“Mail 1”", "“Mail 0”"]);
    expect(selectTimeline(entries, readTimelineQuery(new URLSearchParams("show=notes"))).matching).toBe(12);
    expect(selectTimeline(entries, readTimelineQuery(new URLSearchParams("shirt=11"))).shown).toHaveLength(1);
    expect(readTimelineQuery(new URLSearchParams("show=everything&shirt=-3&events=some"))).toEqual({
      show: "all",
      shirtId: null,
      all: false,
    });
  });

  it("groups entries by their day, keeping their order", () => {
    const items = [
      { at: new Date("2026-11-21T08:00:00Z") },
      { at: new Date("2026-11-20T20:00:00Z") },
      { at: new Date("2026-11-20T07:00:00Z") },
    ];
    expect(
      groupByDay(items, (date) => date.toISOString().slice(0, 10)).map((day) => [day.day, day.items.length]),
    ).toEqual([
      ["2026-11-21", 1],
      ["2026-11-20", 2],
    ]);
  });
});
