import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartLines, carts, users } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import type { Customer } from "~/modules/accounts/accounts.server";
import { payWithTestCard, startPayment } from "~/modules/checkout/checkout.server";
import { buyNowForm, customerWithCart } from "~/modules/checkout/test-support.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { TEST_CARD_ACCEPTED } from "~/modules/payments/test-card";
import { mailsTo, paidOrder } from "~/modules/production/test-support.server";
import { changeSetting } from "~/modules/settings/settings.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { cartReminderResults, sendDueCartReminders } from "./reminders.server";

const database = databaseForTests({ seed: true });

const REMINDER = "Your shirts are waiting in your cart";
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;
const remindersTo = async (customer: Customer) =>
  (await mailsTo(customer.email)).filter((mail) => mail.subject === REMINDER);

/** Makes the customer's cart look untouched for `minutes`. */
async function leaveCart(customer: Customer, minutes: number) {
  const cart = database.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id));
  await database.db
    .update(cartLines)
    .set({ updatedAt: new Date(Date.now() - minutes * 60_000) })
    .where(inArray(cartLines.cartId, cart));
}

const agree = (customer: Customer) =>
  database.db.update(users).set({ cartReminders: true }).where(eq(users.id, customer.id));

let design: NonNullable<Awaited<ReturnType<typeof defaultDesignFor>>>;

beforeAll(async () => {
  design = (await defaultDesignFor(1))!;
  await changeSetting(SHOP_ACTOR, "cartReminderAfterMinutes", 60);
});

describe("the reminder of a cart left behind", () => {
  it("is sent once, with the shirts, their prices and the way back, to a customer who agreed", async () => {
    const agreed = await customerWithCart(design, [2, 1]);
    const silent = await customerWithCart(design, [1]);
    await agree(agreed);
    await leaveCart(agreed, 61);
    await leaveCart(silent, 61 * 24);
    expect(await sendDueCartReminders()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await remindersTo(agreed);
    expect(more).toEqual([]);
    expect(mail?.text).toContain("Quantity: 2");
    expect(mail?.text).toMatch(/Total: £\d/);
    expect(mail?.text).toMatch(/Back to my cart: http\S+\/cart/);
    // Each shirt drawn as the customer designed it: the drawing's address carries the design.
    expect(mail?.text).toMatch(/\[.+\] http\S+\/cart/);
    expect(await remindersTo(silent)).toEqual([]);

    // Changed and left again: still no second reminder for the same cart.
    await leaveCart(agreed, 120);
    await sendDueCartReminders();
    expect(await remindersTo(agreed)).toHaveLength(1);
  });

  it("waits for the set time, and none once the cart is ordered", async () => {
    const recent = await customerWithCart(design, [1]);
    await agree(recent);
    await leaveCart(recent, 30);
    await sendDueCartReminders();
    expect(await remindersTo(recent)).toEqual([]);

    // paidOrder pays the whole cart: what was bought leaves it, nothing is left to remind of.
    const { customer } = await paidOrder([1]);
    await agree(customer);
    await leaveCart(customer, 61);
    await sendDueCartReminders();
    expect(await remindersTo(customer)).toEqual([]);
  });

  it("counts the reminders sent and the carts ordered after one", async () => {
    const before = await cartReminderResults(new Date(Date.now() - 86_400_000));
    // The carts reminded above were never ordered, whatever other orders were paid since.
    expect(before).toMatchObject({ ordered: 0 });
    expect(before.sent).toBeGreaterThan(0);
    const { customer } = await paidOrder([1]);
    await agree(customer);
    // A new cart after the order, left, reminded, then ordered.
    const [cart] = await database.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, customer.id));
    const [line] = await database.db.select().from(cartLines).limit(1);
    const { id: _id, ...copy } = line!;
    await database.db.insert(cartLines).values({ ...copy, cartId: cart!.id });
    await leaveCart(customer, 61);
    await sendDueCartReminders();
    expect(await remindersTo(customer)).toHaveLength(1);
    expect(await cartReminderResults(new Date(Date.now() - 86_400_000))).toEqual({
      sent: before.sent + 1,
      ordered: before.ordered,
    });
    // The customer comes back and pays the cart.
    const form = await buyNowForm(customer, EUR);
    const started = await startPayment(customer, "203.0.113.9", EUR, form);
    if (!started.ok || started.kind !== "started") throw new Error("The payment did not start.");
    expect(await payWithTestCard(started, TEST_CARD_ACCEPTED)).toMatchObject({ ok: true });
    expect(await cartReminderResults(new Date(Date.now() - 86_400_000))).toEqual({
      sent: before.sent + 1,
      ordered: before.ordered + 1,
    });
  });
});
