import { and, asc, count, desc, eq, inArray, isNotNull, max, min, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  addresses,
  contactMessages,
  countries,
  customerNotes,
  fitClaims,
  mailOutbox,
  measurementProfileChanges,
  measurementProfiles,
  orders,
  shirtUnits,
  users,
} from "~/db/schema";
import { CLAIM_STATUS_LABELS } from "~/modules/claims/corrections";
import { MESSAGE_STATUS_LABELS, subjectLabel } from "~/modules/content/inbox";
import { formatMoney } from "~/modules/money/money";
import { formatDateTime, formatDay } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { orderStatusLabel } from "~/modules/shop/order-status";
import { SHIRT_STAGES, type ShirtStage, stageLabel } from "~/modules/shop/stages";
import { changeLine, describeSize, sizeChanges } from "~/modules/sizing/describe";
import type { Size } from "~/modules/sizing/size";

/*
 * (Subqueries name their tables in plain SQL: in a select of one table Drizzle writes a column
 * without its table, and "id" inside a subquery would be the subquery's own.)
 *
 * A customer's page in the back office: who they are, where they live, their sizes and how
 * they changed, their orders and claims, what they wrote and what the shop mailed them, the
 * service's notes, and what they spent. A fixed number of queries (twelve) whatever the
 * number of customers, orders and mails; the longest lists show their latest entries.
 */

/** How many orders and mails the page lists, the latest first; the rest are a search away. */
export const CUSTOMER_PAGE_LIMIT = 50;

export async function loadCustomerPage(userId: string) {
  const [customer] = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      gender: users.gender,
      createdAt: users.createdAt,
      subscribed: sql<boolean>`exists (select 1 from newsletter_subscribers n where n.email = lower("users"."email"))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!customer) return null;

  const email = customer.email.toLowerCase();
  const [addressRows, profiles, changes, orderRows, orderCount, stages, totals, claims, messages, mails, notes] =
    await Promise.all([
      db()
        .select({
          kind: addresses.kind,
          firstName: addresses.firstName,
          lastName: addresses.lastName,
          company: addresses.company,
          line1: addresses.line1,
          line2: addresses.line2,
          postcode: addresses.postcode,
          city: addresses.city,
          country: countries.name,
        })
        .from(addresses)
        .innerJoin(countries, eq(countries.id, addresses.countryId))
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.kind)),
      db()
        .select({
          id: measurementProfiles.id,
          name: measurementProfiles.name,
          size: measurementProfiles.size,
          createdAt: measurementProfiles.createdAt,
          updatedAt: measurementProfiles.updatedAt,
        })
        .from(measurementProfiles)
        .where(eq(measurementProfiles.userId, userId))
        .orderBy(asc(measurementProfiles.id)),
      db()
        .select({
          profileId: measurementProfileChanges.profileId,
          previousSize: measurementProfileChanges.previousSize,
          newSize: measurementProfileChanges.newSize,
          claimId: measurementProfileChanges.claimId,
          staffName: measurementProfileChanges.staffName,
          reason: measurementProfileChanges.reason,
          createdAt: measurementProfileChanges.createdAt,
        })
        .from(measurementProfileChanges)
        .where(eq(measurementProfileChanges.userId, userId))
        .orderBy(desc(measurementProfileChanges.createdAt), desc(measurementProfileChanges.id)),
      db()
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          totalMinor: orders.totalMinor,
          currencyCode: orders.currencyCode,
          shirts:
            sql<number>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = "orders"."id")`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(CUSTOMER_PAGE_LIMIT),
      db().select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
      db()
        .select({ orderId: shirtUnits.orderId, stage: shirtUnits.stage, shirts: count() })
        .from(shirtUnits)
        .where(
          inArray(
            shirtUnits.orderId,
            db()
              .select({ id: orders.id })
              .from(orders)
              .where(eq(orders.userId, userId))
              .orderBy(desc(orders.createdAt), desc(orders.id))
              .limit(CUSTOMER_PAGE_LIMIT),
          ),
        )
        .groupBy(shirtUnits.orderId, shirtUnits.stage),
      db()
        .select({
          currencyCode: orders.currencyCode,
          orders: count(),
          totalMinor: sql<number>`sum(${orders.totalMinor})`.mapWith(Number),
          refundedMinor:
            sql<number>`coalesce(sum((select sum(r.amount_minor) from refunds r where r.order_id = "orders"."id" and r.status = 'succeeded')), 0)`.mapWith(
              Number,
            ),
          first: min(orders.createdAt),
          last: max(orders.createdAt),
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
        .groupBy(orders.currencyCode)
        .orderBy(asc(orders.currencyCode)),
      db()
        .select({
          id: fitClaims.id,
          orderId: fitClaims.orderId,
          status: fitClaims.status,
          createdAt: fitClaims.createdAt,
        })
        .from(fitClaims)
        .where(eq(fitClaims.userId, userId))
        .orderBy(desc(fitClaims.createdAt)),
      db()
        .select({
          id: contactMessages.id,
          subject: contactMessages.subject,
          status: contactMessages.status,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(eq(sql`lower(${contactMessages.email})`, email))
        .orderBy(desc(contactMessages.createdAt))
        .limit(CUSTOMER_PAGE_LIMIT),
      db()
        .select({
          id: mailOutbox.id,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, customer.email))
        .orderBy(desc(mailOutbox.id))
        .limit(CUSTOMER_PAGE_LIMIT),
      db()
        .select({
          id: customerNotes.id,
          staffName: customerNotes.staffName,
          text: customerNotes.text,
          createdAt: customerNotes.createdAt,
        })
        .from(customerNotes)
        .where(eq(customerNotes.userId, userId))
        .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id)),
    ]);

  const stagesOf = new Map<number, Map<ShirtStage, number>>();
  for (const row of stages) {
    const byStage = stagesOf.get(row.orderId) ?? new Map<ShirtStage, number>();
    byStage.set(row.stage, row.shirts);
    stagesOf.set(row.orderId, byStage);
  }
  const first = totals.reduce<Date | null>((a, t) => (t.first && (!a || t.first < a) ? t.first : a), null);
  const last = totals.reduce<Date | null>((a, t) => (t.last && (!a || t.last > a) ? t.last : a), null);

  return {
    customer: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone ?? "",
      gender: customer.gender ?? "",
      since: formatDay(customer.createdAt),
      subscribed: customer.subscribed,
    },
    addresses: addressRows,
    sizes: profiles.map((profile) => ({
      id: profile.id,
      name: profile.name,
      kind: profile.size.kind,
      size: profile.size,
      rows: describeSize(profile.size).rows,
      history: changes
        .filter((change) => change.profileId === profile.id)
        .map((change) => ({
          at: formatDateTime(change.createdAt),
          by: change.staffName ?? (change.claimId ? `Fit claim #${change.claimId}` : "The shop"),
          claimId: change.claimId,
          reason: change.reason,
          changes: change.previousSize
            ? sizeChanges(change.previousSize as Size, change.newSize).map(changeLine)
            : ["Saved from a fit claim's corrections."],
        })),
    })),
    orders: orderRows.map((order) => ({
      id: order.id,
      number: orderNumber(order.id),
      placed: formatDay(order.createdAt),
      status: orderStatusLabel(order.status),
      total: formatMoney(order.totalMinor, order.currencyCode),
      shirts: order.shirts,
      stages: SHIRT_STAGES.flatMap((stage) => {
        const shirts = stagesOf.get(order.id)?.get(stage);
        return shirts ? [`${shirts} ${stageLabel(stage).toLowerCase()}`] : [];
      }),
    })),
    moreOrders: Math.max(0, (orderCount[0]?.total ?? 0) - orderRows.length),
    spent: totals.map((total) => ({
      currencyCode: total.currencyCode,
      orders: total.orders,
      net: formatMoney(total.totalMinor - total.refundedMinor, total.currencyCode),
      refunded: total.refundedMinor > 0 ? formatMoney(total.refundedMinor, total.currencyCode) : null,
    })),
    firstOrder: first ? formatDay(first) : null,
    lastOrder: last ? formatDay(last) : null,
    claims: claims.map((claim) => ({
      id: claim.id,
      order: orderNumber(claim.orderId),
      status: CLAIM_STATUS_LABELS[claim.status],
      filed: formatDay(claim.createdAt),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      subject: subjectLabel(message.subject),
      status: MESSAGE_STATUS_LABELS[message.status],
      received: formatDateTime(message.createdAt),
    })),
    mails: mails.map((mail) => ({
      id: mail.id,
      subject: mail.subject,
      status: mail.status === "sent" ? "Sent" : mail.status === "failed" ? "Failed" : "Waiting to be sent",
      at: formatDateTime(mail.sentAt ?? mail.createdAt),
    })),
    notes: notes.map((note) => ({ ...note, createdAt: formatDateTime(note.createdAt) })),
  };
}

export type CustomerPage = NonNullable<Awaited<ReturnType<typeof loadCustomerPage>>>;
