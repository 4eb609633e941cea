import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/client.server";
import {
  carts,
  contactMessages,
  contactReplies,
  creditNotes,
  designDrafts,
  invoices,
  mailOutbox,
  newsletterCampaignRecipients,
  newsletterSubscribers,
  orderLines,
  orderNotes,
  orders,
  paymentEvents,
  payments,
  rateLimits,
  refunds,
  users,
  verifications,
} from "~/db/schema";
import { invalidate } from "~/infra/invalidation.server";
import { logger } from "~/infra/logger.server";
import { type Done, refuse, refuseFields } from "~/infra/refusal";
import { type Customer, checkPassword, signOut } from "~/modules/accounts/accounts.server";
import { readOrIssueInvoice } from "~/modules/invoices/invoices.server";
import { deleteMailFiles } from "~/modules/mail/transport.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { ERASED_TEXT, type ErasureRequester, erasureRefusal, redactionPattern } from "./rules";

/*
 * Erasing a customer (GDPR article 17; decision 031): one command for the customer's own
 * "Delete my account" and for customer service acting on a request. Table by table:
 *
 * - users: deleted; with it (foreign keys cascade) the sessions, the password, the addresses,
 *   the saved sizes and their history, the cart and its lines, the fit claims and their photos;
 * - design_drafts: those under the customer's cart tokens, deleted;
 * - verifications (reset links), rate_limits (counts keyed by e-mail or id): deleted;
 * - contact_messages and their contact_replies from the customer's address, the newsletter
 *   subscription, mail_outbox rows to, from or naming the address and their .eml copies: deleted;
 * - orders: kept for the books without name, e-mail, phone or addresses (the delivery country
 *   stays: the VAT depends on it); order lines lose the name of a smart size; staff notes and
 *   refund notes have the customer's names, e-mail and phone replaced; the payment providers'
 *   webhook payloads of the customer's payments are emptied (the event ids stay, so a replayed
 *   webhook is still recognised);
 * - invoices and credit notes: kept (accounting law, ten years) with the name and billing
 *   address printed on them, without the e-mail and the delivery address (country kept);
 * - audit_log: append only and chained; it names records by id, and the erasure itself is
 *   recorded by the customer's id alone.
 */

/** Who erases: the customer themself, or a staff member on the customer's request (audited). */
export type Eraser = { kind: "customer" } | { kind: "staff"; staff: Actor };

/** What an erasure left: the number of invoices and credit notes kept. */
export type Erased = { invoicesKept: number; creditNotesKept: number };

const UNKNOWN_CUSTOMER = "This customer is not known: their data may already have been erased.";

/** An address kept on an order after its customer left: the country only, for the shop's accounts. */
const countryOnly = (address: SQL) =>
  sql`jsonb_build_object('lastName', '', 'firstName', '', 'company', '', 'line1', '', 'line2', '', 'city', '', 'postcode', '', 'country', coalesce(${address}->>'country', ''))`;

/** Whether `needle` (lower-cased) appears in a text column, case aside. */
const mentions = (column: SQL | typeof mailOutbox.text, needle: string) =>
  sql`position(${needle} in lower(${column}::text)) > 0`;

/**
 * Erases the customer `userId`: removes or anonymises their personal data in every table (see
 * above) in one transaction, then deletes the .eml copies of their mail. Refused while one of
 * their orders is under way or awaits its payment (rules.ts `erasureRefusal`).
 */
export async function eraseCustomer(userId: string, by: Eraser): Promise<Done<Erased>> {
  const requester: ErasureRequester = by.kind;
  const outcome = await db().transaction(async (tx): Promise<Done<Erased & { mailIds: number[] }>> => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return refuse(404, UNKNOWN_CUSTOMER);
    const own = await tx
      .select({
        id: orders.id,
        status: orders.status,
        paidAt: orders.paidAt,
        name: orders.customerName,
        email: orders.customerEmail,
        phone: orders.customerPhone,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id)
      .for("update");
    const refusal = erasureRefusal(own, requester);
    if (refusal) return refuse(409, refusal);

    const orderIds = own.map((order) => order.id);
    const email = user.email.toLowerCase();
    // An order paid before invoices existed gets its invoice now, while it still has the name to print.
    for (const order of own) if (order.paidAt) await readOrIssueInvoice(tx, order.id);
    const kept = await anonymiseOrders(tx, orderIds, email, [
      user.name,
      user.email,
      user.phone ?? "",
      ...own.flatMap((order) => [order.name, order.email, order.phone]),
    ]);

    const tokens = await tx.select({ token: carts.token }).from(carts).where(eq(carts.userId, userId));
    if (tokens.length > 0) {
      await tx.delete(designDrafts).where(
        inArray(
          designDrafts.token,
          tokens.map((row) => row.token),
        ),
      );
    }
    const fromCustomer = tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(contactReplies).where(inArray(contactReplies.messageId, fromCustomer));
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
    // A campaign not yet mailed to them leaves them out; one that was keeps its count, without the address.
    const received = sql`lower(${newsletterCampaignRecipients.email}) = ${email}`;
    await tx.delete(newsletterCampaignRecipients).where(and(received, isNull(newsletterCampaignRecipients.mailId)));
    await tx.update(newsletterCampaignRecipients).set({ email: "" }).where(received);
    const mails = await tx
      .delete(mailOutbox)
      .where(
        or(
          sql`lower(${mailOutbox.to}) = ${email}`,
          sql`lower(${mailOutbox.replyTo}) = ${email}`,
          mentions(sql`${mailOutbox.subject}`, email),
          mentions(sql`${mailOutbox.text}`, email),
          mentions(sql`coalesce(${mailOutbox.html}, '')`, email),
        ),
      )
      .returning({ id: mailOutbox.id });
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.value, userId),
          mentions(sql`${verifications.identifier}`, email),
          mentions(sql`${verifications.value}`, email),
        ),
      );
    await tx
      .delete(rateLimits)
      .where(or(mentions(sql`${rateLimits.key}`, email), sql`position(${userId} in ${rateLimits.key}) > 0`));
    // Sessions, password, addresses, sizes and their history, cart, claims and their photos go
    // with the user (foreign keys cascade); the orders' user_id is set to null.
    await tx.delete(users).where(eq(users.id, userId));
    if (by.kind === "staff") {
      // The customer's id alone: the entry says that an erasure happened and who did it.
      await recordAudit(tx, by.staff, { action: "customer.erased", entity: "customer", entityId: userId });
    }
    return { ok: true, ...kept, mailIds: mails.map((mail) => mail.id) };
  });
  if (!outcome.ok) return outcome;
  await invalidate("sessions", "customers");
  const { mailIds, ...erased } = outcome;
  try {
    await deleteMailFiles(mailIds);
  } catch (error) {
    logger.error({ err: error, count: mailIds.length }, "an erased customer's mail files could not all be deleted");
  }
  return erased;
}

/**
 * The orders of an erased customer, within `tx`: their snapshots, lines, notes, refunds,
 * payments' webhook payloads, invoices and credit notes lose what identifies the customer,
 * but the invoices' and credit notes' name and billing address.
 */
async function anonymiseOrders(tx: Transaction, orderIds: number[], email: string, terms: string[]): Promise<Erased> {
  if (orderIds.length === 0) return { invoicesKept: 0, creditNotesKept: 0 };
  const ofCustomer = inArray(orders.id, orderIds);
  await tx
    .update(orders)
    .set({
      customerName: "Deleted customer",
      // A hash of what was bought and where to; only a pending order needs it, and none is.
      fingerprint: "erased",
      customerEmail: "",
      customerPhone: "",
      shippingAddress: countryOnly(sql`${orders.shippingAddress}`),
      billingAddress: countryOnly(sql`${orders.billingAddress}`),
    })
    .where(ofCustomer);
  // A smart size is named after the person it fits.
  await tx
    .update(orderLines)
    .set({ size: sql`jsonb_set(${orderLines.size}, '{name}', '"Erased"')` })
    .where(and(inArray(orderLines.orderId, orderIds), sql`${orderLines.size}->>'kind' = 'smart'`));
  const pattern = redactionPattern(terms);
  if (pattern !== null) {
    await tx
      .update(orderNotes)
      .set({ text: sql`regexp_replace(${orderNotes.text}, ${pattern}, ${ERASED_TEXT}, 'gi')` })
      .where(and(inArray(orderNotes.orderId, orderIds), sql`${orderNotes.text} ~* ${pattern}`));
    await tx
      .update(refunds)
      .set({ note: sql`regexp_replace(${refunds.note}, ${pattern}, ${ERASED_TEXT}, 'gi')` })
      .where(and(inArray(refunds.orderId, orderIds), sql`${refunds.note} ~* ${pattern}`));
  }
  const references = await tx
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(inArray(payments.orderId, orderIds));
  await tx
    .update(paymentEvents)
    .set({ payload: { erased: true } })
    .where(
      or(
        mentions(sql`${paymentEvents.payload}`, email),
        ...references.map(({ ref }) => sql`position(${ref} in ${paymentEvents.payload}::text) > 0`),
      ),
    );
  const keptInvoices = await tx
    .update(invoices)
    .set({
      document: sql`jsonb_set(jsonb_set(${invoices.document}, '{buyer,email}', '""'), '{buyer,shippingAddress}', ${countryOnly(sql`${invoices.document}->'buyer'->'shippingAddress'`)})`,
    })
    .where(inArray(invoices.orderId, orderIds))
    .returning({ id: invoices.id });
  const keptNotes =
    keptInvoices.length === 0
      ? []
      : await tx
          .update(creditNotes)
          .set({ document: sql`jsonb_set(${creditNotes.document}, '{buyer,email}', '""')` })
          .where(
            inArray(
              creditNotes.invoiceId,
              keptInvoices.map((invoice) => invoice.id),
            ),
          )
          .returning({ id: creditNotes.id });
  return { invoicesKept: keptInvoices.length, creditNotesKept: keptNotes.length };
}

/**
 * The customer's own "Delete my account" (/account): their password checked, then the erasure.
 * Returns the headers that clear the session cookie.
 */
export async function deleteOwnAccount(
  request: Request,
  customer: Customer,
  password: string,
): Promise<Done<{ headers: Headers }>> {
  const wrong = await checkPassword(customer, password, "password");
  if (wrong) return wrong;
  const erased = await eraseCustomer(customer.id, { kind: "customer" });
  if (!erased.ok) return erased;
  return { ok: true, headers: await signOut(request) };
}

/**
 * Customer service erasing a customer on their request (/admin/customers/:id/erase): the staff
 * member types the customer's e-mail address to confirm which customer goes.
 */
export async function eraseOnRequest(staff: Actor, userId: string, confirmation: string): Promise<Done<Erased>> {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return refuse(404, UNKNOWN_CUSTOMER);
  if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
    return refuseFields({ confirmation: ["Type the customer's e-mail address exactly, to confirm the erasure."] });
  }
  return eraseCustomer(userId, { kind: "staff", staff });
}

/** The customer an erasure page names: their name and e-mail, or null. */
export async function customerToErase(userId: string): Promise<{ id: string; name: string; email: string } | null> {
  const [user] = await db()
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
