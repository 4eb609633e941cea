import type { auditLog, mailOutbox, orderNotes, payments, shipments } from "~/db/schema";
import { type Letter, letterText, type MailFooter } from "~/modules/mail/letter";
import { confirmationMail } from "~/modules/orders/confirmation-mail";
import { noteMail, shippingMail } from "~/modules/production/mails";
import { SETTINGS } from "~/modules/settings/settings";
import { type Actor, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import type { OrderStatus } from "~/modules/shop/order-status";
import { HOUR_MS, type ShopContext } from "./orders-context";
import type { OrderPlan } from "./orders-plans";
import type { Random } from "./random";

/*
 * What the shop recorded of each order besides its shirts: the payment (started and declined
 * for some unpaid orders), the parcel with its tracking, a few notes, the e-mails the customer
 * was sent and the audit of each step.
 */

const ACCOUNT_URL = "/history-order";

/** The foot of the generated mails: the shop's default contact details. */
const GENERATED_FOOTER: MailFooter = {
  postalAddress: SETTINGS.contactPostalAddress.defaultValue,
  email: SETTINGS.contactEmail.defaultValue,
  phone: SETTINGS.contactPhone.defaultValue,
  siteUrl: "",
};
const CARRIERS = [
  {
    carrier: "DHL Express",
    url: (n: string) => `https://www.dhl.com/track?tracking-id=${n}`,
    number: (r: Random) => String(r.int(1_000_000_000, 9_999_999_999)),
  },
  {
    carrier: "UPS",
    url: (n: string) => `https://www.ups.com/track?tracknum=${n}`,
    number: (r: Random) => `1Z${r.hex(16).toUpperCase()}`,
  },
  {
    carrier: "Poste Italiane",
    url: (n: string) => `https://www.poste.it/cerca/#/risultati-spedizioni/${n}`,
    number: (r: Random) => `RR${r.int(100_000_000, 999_999_999)}IT`,
  },
];
const INTERNAL_NOTES = [
  "Customer called: asked whether the monogram can be smaller. Told him it is sewn as ordered.",
  "Gift: the customer asked for no invoice in the parcel.",
  "Customer asked to deliver to the concierge if nobody is at home.",
  "Checked the collar size with the customer by phone: keep as ordered.",
  "Repeat customer, same measurements as last time.",
];
const CUSTOMER_NOTES = [
  "Your shirts are being cut this week; thank you for your patience.",
  "We have checked your measurements with our tailor: everything is in order.",
  "Your fabric arrived from the mill today: your shirts go into production now.",
];

/**
 * The payments, parcels, notes, e-mails and audit entries of stored orders: `orderIds[i]` is
 * the order planned as `plans[i]`, and `lineIds` their lines' ids in the plans' order.
 */
export function orderRecords(
  random: Random,
  context: ShopContext,
  now: Date,
  plans: OrderPlan[],
  orderIds: number[],
  lineIds: number[],
) {
  const { workshop, service } = context;
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const noteRows: (typeof orderNotes.$inferInsert)[] = [];
  const mails: (Letter & { at: Date })[] = [];
  const audits: (typeof auditLog.$inferInsert)[] = [];
  let lineIdCursor = 0;
  plans.forEach((plan, index) => {
    const orderId = orderIds[index]!;
    const number = orderNumber(orderId);
    const ids = plan.lines.map(() => lineIds[lineIdCursor++]!);
    const providerRef = plan.method.provider === "paypal" ? random.hex(17).toUpperCase() : `pi_${random.hex(24)}`;
    const paymentAt = new Date(plan.createdAt.getTime() + 20_000);
    if (!plan.paidAt) {
      // A payment was started for most unpaid orders; some cards were declined.
      if (random.chance(0.7)) {
        const declined = random.chance(0.4);
        paymentRows.push({
          orderId,
          provider: plan.method.provider,
          providerRef,
          status: plan.status === "cancelled" ? (declined ? "failed" : "cancelled") : "created",
          amountMinor: plan.amounts.totalMinor,
          currencyCode: plan.currency.code,
          lastError: declined ? "Your card was declined." : null,
          createdAt: paymentAt,
          updatedAt: paymentAt,
        });
      }
      return;
    }
    paymentRows.push({
      orderId,
      provider: plan.method.provider,
      providerRef,
      status: "succeeded",
      amountMinor: plan.amounts.totalMinor,
      currencyCode: plan.currency.code,
      createdAt: paymentAt,
      updatedAt: plan.paidAt,
    });
    const shirts = plan.lines.reduce((sum, line) => sum + line.quantity, 0);
    audits.push({
      at: plan.paidAt,
      staffId: null,
      staffName: SHOP_ACTOR.name,
      action: "order.production_started",
      entity: "order",
      entityId: String(orderId),
      after: { shirts, promise: plan.promise },
    });
    const view = {
      id: orderId,
      number,
      status: "paid" as const,
      createdAt: plan.createdAt,
      currency: plan.currency.code,
      ...plan.amounts,
      deliveryName: plan.delivery.name,
      shippingAddress: plan.customer.address,
      promise: plan.promise,
      lines: plan.lines.map(({ sizeForCheck: _size, ...line }, i) => ({ ...line, id: ids[i]! })),
    };
    mails.push({ ...confirmationMail(view, plan.customer, ACCOUNT_URL), at: plan.paidAt });

    // The order's status follows its shirts: each change as followShirts records it.
    const life = plan.life!;
    const firstCut = life.shirts
      .flatMap((shirt) => shirt.moves)
      .reduce<Date | null>((first, move) => (first === null || move.at < first ? move.at : first), null);
    const statusSteps: [OrderStatus, OrderStatus, Date | null, Actor][] = [
      ["paid", "in_production", firstCut, workshop],
      ["in_production", "shipped", life.shippedAt, service],
      ["shipped", "delivered", life.deliveredAt, service],
    ];
    for (const [from, to, at, actor] of statusSteps) {
      if (!at) break;
      audits.push({
        at,
        staffId: actor.id,
        staffName: actor.name,
        action: "order.status_changed",
        entity: "order",
        entityId: String(orderId),
        before: { status: from },
        after: { status: to },
      });
    }
    const toCustomer = { number, customerName: plan.customer.name, customerEmail: plan.customer.email };
    if (life.shippedAt) {
      const carrier = random.pick(CARRIERS);
      const trackingNumber = carrier.number(random);
      const parcel = { carrier: carrier.carrier, trackingNumber, trackingUrl: carrier.url(trackingNumber) };
      shipmentRows.push({
        orderId,
        ...parcel,
        staffId: service.id,
        staffName: service.name,
        shippedAt: life.shippedAt,
        deliveredAt: life.deliveredAt,
      });
      audits.push({
        at: life.shippedAt,
        staffId: service.id,
        staffName: service.name,
        action: "order.shipped",
        entity: "order",
        entityId: String(orderId),
        after: parcel,
      });
      mails.push({
        ...shippingMail({ ...toCustomer, promise: plan.promise }, parcel, ACCOUNT_URL),
        at: life.shippedAt,
      });
      if (life.deliveredAt) {
        audits.push({
          at: life.deliveredAt,
          staffId: service.id,
          staffName: service.name,
          action: "order.delivered",
          entity: "order",
          entityId: String(orderId),
          after: { deliveredOn: shopDate(life.deliveredAt) },
        });
      }
    }
    // A few notes: most for staff only, some for the customer (e-mailed to them).
    if (random.chance(0.05)) {
      const visibility = random.chance(0.7) ? ("internal" as const) : ("customer" as const);
      const text = random.pick(visibility === "internal" ? INTERNAL_NOTES : CUSTOMER_NOTES);
      const at = new Date(Math.min(plan.paidAt.getTime() + random.between(1, 72) * HOUR_MS, now.getTime()));
      noteRows.push({ orderId, staffId: service.id, staffName: service.name, visibility, text, createdAt: at });
      audits.push({
        at,
        staffId: service.id,
        staffName: service.name,
        action: "order.note_added",
        entity: "order",
        entityId: String(orderId),
        after: { visibility, text },
      });
      if (visibility === "customer") mails.push({ ...noteMail(toCustomer, text, ACCOUNT_URL), at });
    }
  });
  // All sent: the shop started on this database must not mail generated customers.
  // Their text only: the shop's timeline shows it, and nobody opens the HTML of a generated mail.
  const outbox: (typeof mailOutbox.$inferInsert)[] = mails.map(({ at, ...mail }) => ({
    to: mail.to,
    subject: mail.subject,
    text: letterText(mail, GENERATED_FOOTER),
    status: "sent",
    attempts: 1,
    createdAt: at,
    nextAttemptAt: at,
    sentAt: new Date(at.getTime() + 30_000),
  }));
  return { payments: paymentRows, shipments: shipmentRows, notes: noteRows, outbox, audits };
}
