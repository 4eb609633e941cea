import { eq } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import {
  cartReminders,
  carts,
  contactMessages,
  contactReplies,
  customerNotes,
  designDrafts,
  measurementProfileChanges,
  measurementProfiles,
  newsletterCampaignRecipients,
  newsletterCampaigns,
  orderNotes,
  paymentEvents,
  payments,
  rateLimits,
  staffUsers,
  users,
} from "~/db/schema";
import { type Customer, requestPasswordReset, saveCheckoutAddresses, signIn } from "~/modules/accounts/accounts.server";
import { createTestCustomer } from "~/modules/accounts/test-support.server";
import { addLine, cartOwner } from "~/modules/cart/cart.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm } from "~/modules/checkout/test-support.server";
import { fileClaim } from "~/modules/claims/customer-claims.server";
import { cameraPhoto, claimForm } from "~/modules/claims/test-support.server";
import { sendContactMessage } from "~/modules/content/contact.server";
import { subscribe } from "~/modules/content/newsletter.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import { markDelivered, shipOrder } from "~/modules/production/dispatch.server";
import { packAllShirts, unitsOf } from "~/modules/production/test-support.server";
import { refundOrder } from "~/modules/refunds/refunds.server";
import { calculateSmartSize } from "~/modules/sizing/smart-size";

/*
 * Helpers for the privacy area's integration tests (never imported by the shop): a customer
 * with data in every table that holds personal data, each value of theirs unique in the
 * database, so that a search for it finds only them.
 */

const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;
let made = 0;

/** A staff member of customer service, as a row the audit log and refunds may name. */
export async function serviceStaff(): Promise<{ id: string; name: string; role: "service" }> {
  made++;
  const staff = { id: `privacy-service-${made}-${process.pid}`, name: `Sam Service ${made}`, role: "service" as const };
  await db()
    .insert(staffUsers)
    .values({ ...staff, email: `sam-${made}-${process.pid}@shop.test` });
  return staff;
}

/** The values of a customer with everything: what a search for their data looks for. */
export type RichCustomer = Customer & {
  password: string;
  phone: string;
  /** Words of their billing address, kept on their invoices. */
  billing: { lastName: string; line1: string; city: string };
  /** Words of their delivery address, which nothing keeps. */
  shipping: { lastName: string; line1: string; city: string };
  orderId: number;
  claimId: number;
};

/**
 * A customer with data everywhere: a profile with phone, shipping and billing addresses, a session,
 * a reset link, a saved smart size and its history, a cart line and a design in progress, a
 * delivered order (invoice, a refund with its credit note, staff notes naming them, the provider's
 * webhook payload), a fit claim with a photo, a contact message with an answer, the newsletter,
 * the mails all this sent, and rate-limit counts keyed by their address.
 */
export async function customerWithEverything(): Promise<RichCustomer> {
  config.rateLimits = false;
  made++;
  const tag = `${made}x${process.pid}`;
  const name = `Zebedee Quixote${tag}`;
  const email = `zebedee.quixote${tag}@example.org`;
  const password = "quixote windmills 42";
  const phone = `+39 333 55${tag}`;
  const id = await createTestCustomer({ name, email, password });
  await db().update(users).set({ phone, gender: "M" }).where(eq(users.id, id));
  const customer: Customer = { id, name, email };
  const shipping = { lastName: `Shipwright${tag}`, line1: `7 Vicolo Unico${tag}`, city: `Shipton${tag}` };
  const billing = { lastName: `Billingsley${tag}`, line1: `1 Billing Lane${tag}`, city: `Quixoteville${tag}` };
  await saveCheckoutAddresses(customer, {
    intent: "profile",
    billingSame: "0",
    shipping: { ...shipping, firstName: "Zebedee", company: "", line2: "", postcode: "20121", countryId: 1 },
    billing: {
      ...billing,
      firstName: "Zebedee",
      company: `Quixote Ltd${tag}`,
      line2: "",
      postcode: "20122",
      countryId: 1,
    },
  });
  const signedIn = await signIn(
    { request: new Request("http://localhost/login"), clientIp: "10.9.9.9" },
    { email, password },
  );
  if (!signedIn.ok) throw new Error("the customer could not sign in");
  await requestPasswordReset({ request: new Request("http://localhost/login"), clientIp: "10.9.9.9" }, email);

  // A smart size is named: the name goes into the cart, the order and the saved size.
  const size = calculateSmartSize({
    name: `For ${name}`,
    height: 180,
    heightUnit: "cm",
    weight: 82,
    age: 35,
    morphology: 2,
    fit: 2,
    neckCm: 41,
  });
  const [profile] = await db()
    .insert(measurementProfiles)
    .values({ userId: id, name: `Office of ${name}`, size })
    .returning({ id: measurementProfiles.id });
  await db()
    .insert(measurementProfileChanges)
    .values({ profileId: profile!.id, userId: id, previousSize: null, newSize: size });

  const design = await defaultDesignFor(1);
  if (!design) throw new Error("The seed has no shirt model 1.");
  const owner = await cartOwner(new Request("http://localhost/"), customer);
  const added = await addLine(owner, { design, size, quantity: 1 });
  if (!added.ok) throw new Error(added.message);
  const form = await buyNowForm(customer, EUR);
  const started = await startPayment(customer, "203.0.113.9", EUR, form);
  if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
  const paid = await payWithTestCard(started, TEST_CARD_ACCEPTED);
  if (!paid.ok) throw new Error(paid.message);
  const orderId = paid.order.id;

  const staff = await serviceStaff();
  await packAllShirts(orderId, staff);
  const shipped = await shipOrder(staff, {
    orderId,
    carrier: "BRT",
    trackingNumber: `BRT${orderId}`,
    trackingUrl: "https://tracking.example.com/BRT",
  });
  if (!shipped.ok) throw new Error(shipped.message);
  const delivered = await markDelivered(staff, { orderId });
  if (!delivered.ok) throw new Error(delivered.message);
  const refunded = await refundOrder(staff, orderId, {
    amountMinor: 500,
    reason: "goodwill",
    note: `${name} called about a loose button`,
  });
  if (!refunded.ok) throw new Error(refunded.message);
  await db()
    .insert(orderNotes)
    .values({ orderId, staffId: staff.id, staffName: staff.name, visibility: "internal", text: `Call ${phone} first` });

  // The next cart and a design in progress, kept under the customer's cart token.
  const next = await addLine(owner, { design, size, quantity: 2 });
  if (!next.ok) throw new Error(next.message);
  const [cart] = await db().select({ token: carts.token }).from(carts).where(eq(carts.userId, id));
  await db().insert(designDrafts).values({ token: cart!.token, subject: "model:1", design, size });
  // Agreed to reminders, and reminded of that cart; a note of customer service's about them.
  await db().update(users).set({ cartReminders: true }).where(eq(users.id, id));
  const [cartRow] = await db().select({ id: carts.id }).from(carts).where(eq(carts.userId, id));
  await db().insert(cartReminders).values({ cartId: cartRow!.id, userId: id, shirts: 2 });
  await db()
    .insert(customerNotes)
    .values({ userId: id, staffId: staff.id, staffName: staff.name, text: `${name} prefers a longer tail` });

  const [unit] = await unitsOf(orderId);
  const filed = await fileClaim(customer, claimForm(unit!.id, { neck: ["larger", 1] }, `Please, ${name} needs room`), [
    await cameraPhoto(800, 600),
  ]);
  if (!filed.ok) throw new Error(filed.message);

  await sendContactMessage({ name, email, phone, subject: undefined, message: `Hello, this is ${name}.` });
  const [message] = await db()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.email, email));
  await db()
    .insert(contactReplies)
    .values({ messageId: message!.id, staffId: staff.id, staffName: staff.name, body: `Dear ${name}, thank you.` });
  await subscribe(email);
  // A campaign mailed to them, and another not yet.
  const campaigns = await db()
    .insert(newsletterCampaigns)
    .values([
      { subject: "Linen is back", body: "New linen.", status: "sent" },
      { subject: "Flannel", body: "Warm flannel.", status: "sending" },
    ])
    .returning({ id: newsletterCampaigns.id });
  await db()
    .insert(newsletterCampaignRecipients)
    .values([
      { campaignId: campaigns[0]!.id, subscriberId: 0, email, position: 0, mailId: 0 },
      { campaignId: campaigns[1]!.id, subscriberId: 0, email, position: 0 },
    ]);

  const [payment] = await db()
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  await db()
    .insert(paymentEvents)
    .values({
      provider: "stripe",
      eventId: `evt_${tag}`,
      type: "payment_intent.succeeded",
      payload: { data: { object: { id: payment!.ref, receipt_email: email, billing_details: { name } } } },
    });
  await db()
    .insert(rateLimits)
    .values([
      { key: `rate-limit:sign-in:10.9.9.9|${email}`, points: 1 },
      { key: `rate-limit:password-check:customer:${id}`, points: 1 },
    ]);
  return { ...customer, password, phone, billing, shipping, orderId, claimId: filed.claimId };
}
