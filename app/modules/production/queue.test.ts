import { describe, expect, it } from "vitest";
import {
  parseQueueFilter,
  parseQueueSearch,
  QUEUE_MAX_SHOWN,
  QUEUE_PAGE_SIZE,
  queueCardAction,
  queueHref,
} from "./queue";

describe("the queue's search", () => {
  it.each([
    ["AS000042", { orderId: 42, unitId: null }],
    ["as000042", { orderId: 42, unitId: null }],
    [" AS 000042 ", { orderId: 42, unitId: null }],
    ["42", { orderId: 42, unitId: 42 }],
    ["#42", { orderId: 42, unitId: 42 }],
    ["000042", { orderId: 42, unitId: 42 }],
    ["Shirt 17", { orderId: null, unitId: 17 }],
    ["Shirt no. 17", { orderId: null, unitId: 17 }],
    ["shirtno17", { orderId: null, unitId: 17 }],
    ["no. 17", { orderId: null, unitId: 17 }],
    ["https://shop.example/admin/shirts/17", { orderId: null, unitId: 17 }],
    ["/admin/shirts/17/sheet", { orderId: null, unitId: 17 }],
    ["blue collar", { orderId: null, unitId: null }],
    ["AS", { orderId: null, unitId: null }],
    ["0", { orderId: null, unitId: null }],
    ["99999999999", { orderId: null, unitId: null }],
  ])("reads %j", (text, expected) => {
    expect(parseQueueSearch(text)).toEqual({ text: text.trim(), ...expected });
  });

  it("is no search when empty", () => {
    expect(parseQueueSearch(null)).toBeNull();
    expect(parseQueueSearch("   ")).toBeNull();
  });
});

describe("the queue's filter", () => {
  it("reads a stage of the queue, the search and how many to show", () => {
    expect(parseQueueFilter(new URLSearchParams("stage=cutting&q=AS000042&show=40"))).toEqual({
      stage: "cutting",
      search: { text: "AS000042", orderId: 42, unitId: null },
      show: 40,
    });
  });

  it.each([
    ["", { stage: null, search: null, show: QUEUE_PAGE_SIZE }],
    ["stage=shipped", { stage: null, search: null, show: QUEUE_PAGE_SIZE }],
    ["stage=constructor&show=-3", { stage: null, search: null, show: QUEUE_PAGE_SIZE }],
    ["show=abc", { stage: null, search: null, show: QUEUE_PAGE_SIZE }],
    ["show=2.5", { stage: null, search: null, show: QUEUE_PAGE_SIZE }],
    ["show=100000", { stage: null, search: null, show: QUEUE_MAX_SHOWN }],
  ])("leaves out what it does not know: %j", (query, expected) => {
    expect(parseQueueFilter(new URLSearchParams(query))).toEqual(expected);
  });

  it("writes the queue's address with only what differs from the plain queue", () => {
    expect(queueHref({ stage: null })).toBe("/admin/production");
    expect(queueHref({ stage: "quality_check", q: "AS000042 ", show: QUEUE_PAGE_SIZE })).toBe(
      "/admin/production?stage=quality_check&q=AS000042+",
    );
    expect(queueHref({ stage: "sewing", show: 40 })).toBe("/admin/production?stage=sewing&show=40");
    expect(queueHref({ stage: null, show: 10_000 })).toBe(`/admin/production?show=${QUEUE_MAX_SHOWN}`);
  });
});

describe("a queue card's next step", () => {
  it.each([
    ["queued", { kind: "move", to: "cutting" }],
    ["cutting", { kind: "move", to: "sewing" }],
    ["sewing", { kind: "move", to: "quality_check" }],
    ["quality_check", { kind: "check" }],
    ["packed", { kind: "parcel" }],
  ] as const)("at %s: %j", (stage, expected) => {
    expect(queueCardAction(stage)).toEqual(expected);
  });
});
