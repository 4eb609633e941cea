import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import { orderNotes, shipments } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { listOrderHistory } from "~/modules/orders/orders.server";
import { addWorkingDays, shopDate } from "~/modules/shop/calendar";
import { addOrderNote, markDelivered, movePromise, shipOrder } from "./dispatch.server";
import { auditOf, mailsTo, orderRow, packAllShirts, paidOrder, tapTo, unitsOf, WORKSHOP } from "./test-support.server";

const database = databaseForTests({ seed: true });

const SHIPMENT = {
  carrier: "DHL",
  trackingNumber: "JD014600003",
  trackingUrl: "https://www.dhl.com/track?id=JD014600003",
};

describe("shipping and delivery", () => {
  it("ships an order once all its shirts are packed, e-mails the tracking link, then records the delivery", async () => {
    const { orderId, customer } = await paidOrder([2]);
    const [first] = await unitsOf(orderId);
    await tapTo(first!.id, "quality_check");
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining("2 shirts are not packed"),
    });
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT, trackingUrl: "dhl.com" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { trackingUrl: [expect.any(String)] },
    });
    await packAllShirts(orderId);

    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toEqual({ ok: true, orderStatus: "shipped" });
    expect((await unitsOf(orderId)).map((unit) => unit.stage)).toEqual(["shipped", "shipped"]);
    expect((await orderRow(orderId)).status).toBe("shipped");
    const shippingMails = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes("on its way"));
    expect(shippingMails).toHaveLength(1);
    expect(shippingMails[0]?.text).toContain(SHIPMENT.trackingUrl);
    expect(shippingMails[0]?.text).toContain("Expected between");
    expect(await auditOf("order", orderId, "order.shipped")).toMatchObject([{ after: SHIPMENT }]);
    expect(await shipOrder(WORKSHOP, { orderId, ...SHIPMENT })).toMatchObject({ status: 409 });

    const delivered = await markDelivered(WORKSHOP, { orderId });
    expect(delivered).toEqual({ ok: true, deliveredOn: shopDate(new Date()) });
    expect((await orderRow(orderId)).status).toBe("delivered");
    expect((await unitsOf(orderId)).map((unit) => unit.stage)).toEqual(["delivered", "delivered"]);
    const [shipment] = await database.db
      .select({ deliveredAt: shipments.deliveredAt })
      .from(shipments)
      .where(eq(shipments.orderId, orderId));
    expect(shipment?.deliveredAt).toBeInstanceOf(Date);
    expect(await markDelivered(WORKSHOP, { orderId })).toMatchObject({ status: 409 });
  });

  it("refuses to deliver an order never shipped", async () => {
    const { orderId } = await paidOrder([1]);
    expect(await markDelivered(WORKSHOP, { orderId })).toMatchObject({ ok: false, status: 409 });
    expect(await markDelivered(WORKSHOP, { orderId: 2_000_000 })).toMatchObject({ ok: false, status: 404 });
  });
});

describe("notes and the promise", () => {
  it("keeps internal notes for staff and e-mails the customer's", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const before = (await mailsTo(customer.email)).length;
    expect(
      await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "Check the monogram colour" }),
    ).toMatchObject({ ok: true });
    expect(await mailsTo(customer.email)).toHaveLength(before);
    expect(
      await addOrderNote(WORKSHOP, { orderId, visibility: "customer", text: "Your fabric arrives Monday." }),
    ).toMatchObject({ ok: true });
    const mails = await mailsTo(customer.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain("Your fabric arrives Monday.");
    expect(await addOrderNote(WORKSHOP, { orderId, visibility: "everyone", text: "x" })).toMatchObject({ status: 400 });
    expect(await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "  " })).toMatchObject({
      status: 400,
    });
    const notes = await database.db
      .select({ visibility: orderNotes.visibility, staffName: orderNotes.staffName })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, orderId));
    expect(notes).toEqual([
      { visibility: "internal", staffName: WORKSHOP.name },
      { visibility: "customer", staffName: WORKSHOP.name },
    ]);
    expect(await auditOf("order", orderId, "order.note_added")).toHaveLength(2);
  });

  it("moves the promise to new dates, e-mails them, and refuses dates in the past or reversed", async () => {
    const { orderId, customer } = await paidOrder([1]);
    const old = await orderRow(orderId);
    const today = shopDate(new Date());
    const earliest = addWorkingDays(old.latest!, 3);
    const latest = addWorkingDays(old.latest!, 5);
    expect(await movePromise(WORKSHOP, { orderId, earliest: addWorkingDays(today, -2), latest })).toMatchObject({
      status: 400,
      fieldErrors: { earliest: [expect.any(String)] },
    });
    expect(await movePromise(WORKSHOP, { orderId, earliest: latest, latest: earliest })).toMatchObject({
      status: 400,
      fieldErrors: { latest: [expect.any(String)] },
    });
    expect(await movePromise(WORKSHOP, { orderId, earliest, latest })).toEqual({
      ok: true,
      promise: { earliest, latest },
    });
    expect(await orderRow(orderId)).toMatchObject({ earliest, latest });
    const mail = (await mailsTo(customer.email)).at(-1);
    expect(mail?.subject).toContain("New delivery dates");
    expect(mail?.text).toContain("Expected between");
    expect(await auditOf("order", orderId, "order.promise_moved")).toEqual([
      { staffName: WORKSHOP.name, before: { earliest: old.earliest, latest: old.latest }, after: { earliest, latest } },
    ]);
  });
});

describe("the customer's order history", () => {
  it("shows the parcel once shipped and only the notes meant for the customer, in five queries", async () => {
    const { orderId, customer } = await paidOrder([1]);
    await addOrderNote(WORKSHOP, { orderId, visibility: "internal", text: "Staff only" });
    await addOrderNote(WORKSHOP, { orderId, visibility: "customer", text: "Your shirt is being cut today." });
    expect((await listOrderHistory(customer))[0]).toMatchObject({ status: "paid", parcel: null });
    await packAllShirts(orderId);
    await shipOrder(WORKSHOP, { orderId, ...SHIPMENT });

    const { result: history, queries } = await countQueries(database.db, () => listOrderHistory(customer));
    expect(queries).toBe(5);
    expect(history[0]).toMatchObject({
      status: "shipped",
      promise: { earliest: expect.any(String), latest: expect.any(String) },
      parcel: {
        carrier: "DHL",
        trackingNumber: SHIPMENT.trackingNumber,
        trackingUrl: SHIPMENT.trackingUrl,
        deliveredAt: null,
      },
    });
    expect(history[0]?.notes.map((note) => note.text)).toEqual(["Your shirt is being cut today."]);
  });
});
