import { asc, eq, inArray, sql } from "drizzle-orm";
import { strToU8, type Zippable, zipSync } from "fflate";
import { db } from "~/db/client.server";
import {
  accounts,
  addresses,
  cartLines,
  cartReminders,
  carts,
  contactMessages,
  contactReplies,
  countries,
  creditNotes,
  customerNotes,
  designDrafts,
  fitClaimPhotos,
  fitClaims,
  invoices,
  mailOutbox,
  measurementProfileChanges,
  measurementProfiles,
  newsletterSubscribers,
  orderLines,
  orderNotes,
  orders,
  payments,
  refunds,
  sessions,
  shipments,
  shirtUnits,
  users,
} from "~/db/schema";
import { createRateLimit } from "~/infra/rate-limit.server";
import { type Done, refuse, tooManyRequests } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { documentFileName } from "~/modules/invoices/document";
import { renderCreditNotePdf, renderInvoicePdf } from "~/modules/invoices/pdf.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { KEPT_AFTER_ERASURE, withoutSecretLinks } from "./rules";

/*
 * A customer's data as one zip file (GDPR articles 15 and 20; decision 031): `customer-data.json`
 * with everything the shop holds about them, table by table in named sections, their invoices
 * and credit notes as PDF files and their fit claims' photos. Every column is named: no password
 * hash, session token, unsubscribe secret or cart token leaves the database this way.
 */

/** The archive's file name and bytes. */
export type DataArchive = { fileName: string; bytes: Uint8Array };

/** The JSON file's name inside the archive. */
export const ARCHIVE_JSON = "customer-data.json";

// Building the archive renders every invoice: a few a quarter of an hour is plenty for one person.
const limitArchives = createRateLimit({ name: "data-archive", points: 5, durationSeconds: 900 });

const README = `Your data at Atelier Sartorial

${ARCHIVE_JSON}: everything we hold about you, as JSON (a machine-readable format):
  profile, sign-in (when, from which browser; never your password), addresses, saved sizes and
  their history, cart, its reminders and designs in progress, orders with their lines, payments,
  refunds, shirts and parcels, fit claims, contact messages and our answers, our customer
  service's notes about you, newsletter subscription, and the e-mails we sent you (links that act for you, such as a password reset, left out).
invoices/, credit-notes/: your invoices and credit notes as PDF files.
claim-photos/: the photos you sent with fit claims.

If you delete your account: ${KEPT_AFTER_ERASURE}
`;

/**
 * Everything the shop holds about the customer `userId` as a zip, or null when there is no such
 * customer (any more).
 */
export async function customerDataArchive(userId: string, at: Date = new Date()): Promise<DataArchive | null> {
  const [profile] = await db()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      gender: users.gender,
      phone: users.phone,
      billingSameAsShipping: users.billingSameAsShipping,
      cartReminders: users.cartReminders,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) return null;
  const email = profile.email.toLowerCase();

  const [signIn, signedInSessions, savedAddresses, sizes, sizeHistory, cart, drafts] = await Promise.all([
    db()
      .select({ method: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db()
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db()
      .select({
        kind: addresses.kind,
        lastName: addresses.lastName,
        firstName: addresses.firstName,
        company: addresses.company,
        line1: addresses.line1,
        line2: addresses.line2,
        city: addresses.city,
        postcode: addresses.postcode,
        country: countries.name,
        updatedAt: addresses.updatedAt,
      })
      .from(addresses)
      .innerJoin(countries, eq(countries.id, addresses.countryId))
      .where(eq(addresses.userId, userId)),
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
        sizeId: measurementProfileChanges.profileId,
        previousSize: measurementProfileChanges.previousSize,
        newSize: measurementProfileChanges.newSize,
        fitClaimId: measurementProfileChanges.claimId,
        correctedBy: measurementProfileChanges.staffName,
        reason: measurementProfileChanges.reason,
        createdAt: measurementProfileChanges.createdAt,
      })
      .from(measurementProfileChanges)
      .where(eq(measurementProfileChanges.userId, userId))
      .orderBy(asc(measurementProfileChanges.id)),
    db()
      .select({
        lineId: cartLines.id,
        modelId: cartLines.modelId,
        fabricId: cartLines.fabricId,
        design: cartLines.design,
        size: cartLines.size,
        quantity: cartLines.quantity,
        addedAt: cartLines.createdAt,
      })
      .from(carts)
      .innerJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartLines.id)),
    db()
      .select({
        subject: designDrafts.subject,
        design: designDrafts.design,
        size: designDrafts.size,
        updatedAt: designDrafts.updatedAt,
      })
      .from(designDrafts)
      .where(
        inArray(designDrafts.token, db().select({ token: carts.token }).from(carts).where(eq(carts.userId, userId))),
      ),
  ]);

  const own = await db()
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      cancelledAt: orders.cancelledAt,
      cancelReason: orders.cancelReason,
      currency: orders.currencyCode,
      euroRate: orders.rate,
      subtotalMinor: orders.subtotalMinor,
      deliveryMinor: orders.deliveryMinor,
      totalMinor: orders.totalMinor,
      delivery: orders.deliveryName,
      paymentProvider: orders.paymentProvider,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
      promisedEarliest: orders.promisedEarliest,
      promisedLatest: orders.promisedLatest,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  const orderIds = own.map((order) => order.id);
  const ofOrders = <T extends { orderId: number | null }>(rows: T[], orderId: number) =>
    rows.filter((row) => row.orderId === orderId).map(({ orderId: _orderId, ...row }) => row);

  const [lines, units, paid, refunded, parcels, notes, invoiceRows, creditNoteRows, claims] = await Promise.all([
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: orderLines.orderId,
            id: orderLines.id,
            name: orderLines.name,
            design: orderLines.design,
            choices: orderLines.designLabels,
            size: orderLines.size,
            quantity: orderLines.quantity,
            unitPriceMinor: orderLines.unitPriceMinor,
            lineTotalMinor: orderLines.lineTotalMinor,
          })
          .from(orderLines)
          .where(inArray(orderLines.orderId, orderIds))
          .orderBy(asc(orderLines.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: shirtUnits.orderId,
            lineId: shirtUnits.orderLineId,
            unitNumber: shirtUnits.unitNumber,
            stage: shirtUnits.stage,
            stageChangedAt: shirtUnits.stageChangedAt,
          })
          .from(shirtUnits)
          .where(inArray(shirtUnits.orderId, orderIds))
          .orderBy(asc(shirtUnits.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: payments.orderId,
            provider: payments.provider,
            reference: payments.providerRef,
            status: payments.status,
            amountMinor: payments.amountMinor,
            currency: payments.currencyCode,
            createdAt: payments.createdAt,
            updatedAt: payments.updatedAt,
          })
          .from(payments)
          .where(inArray(payments.orderId, orderIds))
          .orderBy(asc(payments.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: refunds.orderId,
            amountMinor: refunds.amountMinor,
            currency: refunds.currencyCode,
            status: refunds.status,
            reason: refunds.reason,
            createdAt: refunds.createdAt,
            succeededAt: refunds.succeededAt,
          })
          .from(refunds)
          .where(inArray(refunds.orderId, orderIds))
          .orderBy(asc(refunds.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: shipments.orderId,
            carrier: shipments.carrier,
            trackingNumber: shipments.trackingNumber,
            trackingUrl: shipments.trackingUrl,
            shippedAt: shipments.shippedAt,
            deliveredAt: shipments.deliveredAt,
          })
          .from(shipments)
          .where(inArray(shipments.orderId, orderIds)),
    orderIds.length === 0
      ? []
      : db()
          .select({
            orderId: orderNotes.orderId,
            visibility: orderNotes.visibility,
            text: orderNotes.text,
            writtenBy: orderNotes.staffName,
            createdAt: orderNotes.createdAt,
          })
          .from(orderNotes)
          .where(inArray(orderNotes.orderId, orderIds))
          .orderBy(asc(orderNotes.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({ orderId: invoices.orderId, id: invoices.id, document: invoices.document })
          .from(invoices)
          .where(inArray(invoices.orderId, orderIds))
          .orderBy(asc(invoices.id)),
    orderIds.length === 0
      ? []
      : db()
          .select({ orderId: refunds.orderId, document: creditNotes.document })
          .from(creditNotes)
          .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
          .where(inArray(refunds.orderId, orderIds))
          .orderBy(asc(creditNotes.id)),
    db()
      .select({
        id: fitClaims.id,
        orderId: fitClaims.orderId,
        status: fitClaims.status,
        corrections: fitClaims.corrections,
        comment: fitClaims.comment,
        orderedSize: fitClaims.orderedSize,
        correctedSize: fitClaims.correctedSize,
        createdAt: fitClaims.createdAt,
        decidedAt: fitClaims.decidedAt,
        declineReason: fitClaims.declineReason,
        remakeOrderId: fitClaims.remakeOrderId,
      })
      .from(fitClaims)
      .where(eq(fitClaims.userId, userId))
      .orderBy(asc(fitClaims.id)),
  ]);

  const claimIds = claims.map((claim) => claim.id);
  const [photos, messages, subscription, mails, serviceNotes, reminders] = await Promise.all([
    claimIds.length === 0
      ? []
      : db()
          .select({
            claimId: fitClaimPhotos.claimId,
            position: fitClaimPhotos.position,
            contentType: fitClaimPhotos.contentType,
            data: fitClaimPhotos.data,
          })
          .from(fitClaimPhotos)
          .where(inArray(fitClaimPhotos.claimId, claimIds))
          .orderBy(asc(fitClaimPhotos.claimId), asc(fitClaimPhotos.position)),
    db()
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        subject: contactMessages.subject,
        message: contactMessages.message,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`)
      .orderBy(asc(contactMessages.id)),
    db()
      .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    db()
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        status: mailOutbox.status,
        queuedAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email}`)
      .orderBy(asc(mailOutbox.id)),
    db()
      .select({ text: customerNotes.text, writtenBy: customerNotes.staffName, createdAt: customerNotes.createdAt })
      .from(customerNotes)
      .where(eq(customerNotes.userId, userId))
      .orderBy(asc(customerNotes.id)),
    db()
      .select({ shirts: cartReminders.shirts, sentAt: cartReminders.sentAt })
      .from(cartReminders)
      .where(eq(cartReminders.userId, userId))
      .orderBy(asc(cartReminders.id)),
  ]);
  const replies =
    messages.length === 0
      ? []
      : await db()
          .select({
            messageId: contactReplies.messageId,
            answeredBy: contactReplies.staffName,
            body: contactReplies.body,
            createdAt: contactReplies.createdAt,
          })
          .from(contactReplies)
          .where(
            inArray(
              contactReplies.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(contactReplies.id));

  const files: Zippable = {};
  // PDF and JPEG files are compressed already: stored as they are.
  const stored = (bytes: Uint8Array) => [bytes, { level: 0 }] as [Uint8Array, { level: 0 }];
  const invoiceFiles = new Map<number, string>();
  for (const invoice of invoiceRows) {
    const name = `invoices/${documentFileName("invoice", invoice.document.number)}`;
    files[name] = stored(await renderInvoicePdf(invoice.document));
    invoiceFiles.set(invoice.orderId, name);
  }
  const creditNoteFiles: { orderId: number | null; number: string; file: string }[] = [];
  for (const note of creditNoteRows) {
    const name = `credit-notes/${documentFileName("credit-note", note.document.number)}`;
    files[name] = stored(await renderCreditNotePdf(note.document));
    creditNoteFiles.push({ orderId: note.orderId, number: note.document.number, file: name });
  }
  const photoFiles = photos.map((photo) => {
    const name = `claim-photos/claim-${photo.claimId}-${photo.position}.${photo.contentType === "image/png" ? "png" : "jpg"}`;
    files[name] = stored(new Uint8Array(photo.data));
    return { claimId: photo.claimId, file: name };
  });

  const data = {
    about: {
      shop: "Atelier Sartorial",
      exportedAt: at.toISOString(),
      amounts: "Amounts are integer minor units (cents) of the order's currency.",
      keptAfterErasure: KEPT_AFTER_ERASURE,
    },
    profile,
    signIn: { methods: signIn, sessions: signedInSessions },
    addresses: savedAddresses,
    sizes: sizes.map((size) => ({ ...size, history: sizeHistory.filter((change) => change.sizeId === size.id) })),
    cart: { lines: cart, designsInProgress: drafts, remindersSent: reminders },
    orders: own.map((order) => ({
      number: orderNumber(order.id),
      ...order,
      lines: ofOrders(lines, order.id),
      shirts: ofOrders(units, order.id),
      payments: ofOrders(paid, order.id),
      refunds: ofOrders(refunded, order.id),
      parcel: ofOrders(parcels, order.id)[0] ?? null,
      notes: ofOrders(notes, order.id),
      invoice: invoiceRows.find((invoice) => invoice.orderId === order.id)
        ? {
            number: invoiceRows.find((invoice) => invoice.orderId === order.id)!.document.number,
            file: invoiceFiles.get(order.id),
          }
        : null,
      creditNotes: creditNoteFiles
        .filter((note) => note.orderId === order.id)
        .map(({ orderId: _orderId, ...note }) => note),
    })),
    fitClaims: claims.map((claim) => ({
      ...claim,
      order: orderNumber(claim.orderId),
      photos: photoFiles.filter((photo) => photo.claimId === claim.id).map((photo) => photo.file),
    })),
    contactMessages: messages.map((message) => ({
      ...message,
      replies: replies
        .filter((reply) => reply.messageId === message.id)
        .map(({ messageId: _messageId, ...reply }) => reply),
    })),
    customerServiceNotes: serviceNotes,
    newsletter: subscription[0] ? { subscribed: true, ...subscription[0] } : { subscribed: false },
    mailsSent: mails.map((mail) => ({ ...mail, text: withoutSecretLinks(mail.text) })),
  };
  files[ARCHIVE_JSON] = strToU8(JSON.stringify(data, null, 2));
  files["README.txt"] = strToU8(README);
  return { fileName: `atelier-sartorial-my-data-${shopDate(at)}.zip`, bytes: zipSync(files, { level: 6 }) };
}

/** The signed-in customer's own archive (/account/data), a few times a quarter of an hour. */
export async function archiveForCustomer(customer: Customer): Promise<Done<{ archive: DataArchive }>> {
  const limited = await limitArchives(`customer:${customer.id}`);
  if (limited) return tooManyRequests(limited);
  const archive = await customerDataArchive(customer.id);
  return archive ? { ok: true, archive } : refuse(404, "Your account was not found.");
}

/**
 * A customer's archive for customer service, on the customer's request
 * (/admin/customers/:id/data), audited by the customer's id alone.
 */
export async function archiveOnRequest(staff: Actor, userId: string): Promise<Done<{ archive: DataArchive }>> {
  const archive = await customerDataArchive(userId);
  if (!archive) return refuse(404, "This customer is not known: their data may have been erased.");
  await recordAudit(db(), staff, { action: "customer.data_exported", entity: "customer", entityId: userId });
  return { ok: true, archive };
}
