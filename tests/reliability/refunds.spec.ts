import { expect } from "@playwright/test";
import { addShirt, openCheckout, openConfirmation, type ShopCustomer, startCardPayment } from "./customer";
import { test } from "./fixtures";
import { audit, printCounts, readLedger } from "./ledger";
import { sleep } from "./shop-process";
import { newServiceStaff, refundOnOrderPage } from "./staff";

/*
 * Refunds held against what Stripe refunded. Customer service refunds one order
 * six times at the same moment, for more than it paid together; every refund webhook is
 * delivered again and again, at once; a refund made in Stripe's dashboard arrives twice; the
 * shop is killed after Stripe made a refund and before the shop read the answer (a proxy
 * drops it), and the sweeper settles the refund left pending with its own key. Each provider
 * refund counts once, and nothing is refunded past what was paid. Webhooks by hand.
 */

const SHARE = "15";
const SHARE_MINOR = 1500;

async function paidOrder(customer: ShopCustomer, succeed: (paymentIntentId: string) => unknown) {
  await addShirt(customer.request);
  const started = await startCardPayment(customer.request, await openCheckout(customer.request));
  succeed(started.providerRef);
  // The customer's return asks Stripe and settles the order (no webhook needed).
  expect(await openConfirmation(customer.request, started.orderId)).toBe("paid");
  return started;
}

test("concurrent refunds, replayed refund webhooks, a dashboard refund and a crash before the answer: each refund counted once, never past what was paid", async ({
  launch,
}) => {
  test.setTimeout(120_000);
  const { shop, stripe, proxy } = await launch.stripeShop({ autoDeliver: false, throughProxy: true });
  const customer = await launch.customer(shop);
  const first = await paidOrder(customer, (id) => stripe.succeed(id));
  const second = await paidOrder(customer, (id) => stripe.succeed(id));
  const staff = await newServiceStaff(shop);

  // More refunds at once than the order paid for: the order's lock lets through only those that fit.
  const paidMinor = stripe.paymentIntents().find((intent) => intent.id === first.providerRef)?.amount ?? 0;
  const fitting = Math.floor(paidMinor / SHARE_MINOR);
  const attempts = fitting + 2;
  const answers = await Promise.all(
    Array.from({ length: attempts }, () => refundOnOrderPage(staff, first.orderId, SHARE)),
  );
  expect(answers.filter((answer) => answer === "refunded")).toHaveLength(fitting);
  expect(answers.filter((answer) => answer === "refused")).toHaveLength(2);

  // Every refund event so far, three times over, the copies at the same moment.
  const refundEvents = () =>
    stripe.events().filter((event) => event.type.startsWith("refund.") || event.type === "charge.refunded");
  const replays = (
    await Promise.all(refundEvents().flatMap((event) => [stripe.deliver(event), stripe.deliver(event, { times: 2 })]))
  ).flat();
  expect(replays.filter((delivery) => delivery.status !== 200)).toEqual([]);

  // A refund made in Stripe's dashboard, its events delivered twice at once.
  const seen = new Set(refundEvents().map((event) => event.id));
  stripe.refundInDashboard(second.providerRef, 500);
  const dashboardEvents = refundEvents().filter((event) => !seen.has(event.id));
  await Promise.all(dashboardEvents.flatMap((event) => [stripe.deliver(event), stripe.deliver(event)]));

  // Stripe refunds; the shop dies before it reads the answer, and starts again.
  if (!proxy) throw new Error("the shop should reach Stripe through the proxy");
  let killed: Promise<void> | null = null;
  proxy.cutAfter("POST", "/v1/refunds", () => {
    killed = shop.kill();
    return killed;
  });
  await expect(refundOnOrderPage(staff, second.orderId, "10")).rejects.toThrow();
  expect(proxy.cuts()).toBe(1);
  // The staff member's connection broke with the process; its exit may come a moment later.
  await killed;
  await shop.start();
  // The sweeper sends the pending refund again with its key: Stripe answers the refund it made.
  const startedAt = Date.now();
  for (;;) {
    const page = await (await staff.get(`/admin/orders/${second.orderId}`)).text();
    if (!page.includes("Waiting for the provider")) break;
    if (Date.now() - startedAt > 30_000) throw new Error("the pending refund was not settled within 30 s");
    await sleep(250);
  }
  const lateEvents = refundEvents().filter((event) => !seen.has(event.id) && !dashboardEvents.includes(event));
  await Promise.all(lateEvents.flatMap((event) => [stripe.deliver(event), stripe.deliver(event)]));

  await staff.dispose();
  await shop.stop();
  const ledger = await readLedger(shop.dataDir);
  const providerRefunds = stripe.refunds();
  const result = audit(ledger, { paymentIntents: stripe.paymentIntents(), refunds: providerRefunds });
  printCounts("Refunds: at once, replayed webhooks, a dashboard refund, a crash before the answer", {
    "refunds asked at once": attempts,
    "refund requests at Stripe": stripe.refundCalls(),
    "webhook deliveries": stripe.deliveries().length,
    ...result.counts,
  });
  expect(result.lost).toEqual([]);
  expect(result.duplicated).toEqual([]);
  expect(result.overRefunded).toEqual([]);
  // The refunds that fit, the dashboard's and the crashed one: each made once at Stripe, each
  // counted once by the shop.
  expect(providerRefunds.map((refund) => [refund.payment_intent, refund.amount, refund.status])).toEqual([
    ...Array.from({ length: fitting }, () => [first.providerRef, SHARE_MINOR, "succeeded"]),
    [second.providerRef, 500, "succeeded"],
    [second.providerRef, 1000, "succeeded"],
  ]);
  // At least twice for the crashed one; on a slow machine the sweeper (every second) may also
  // send again a refund whose answer is late: with its key, Stripe answers the same refund.
  expect(stripe.refundCalls()).toBeGreaterThanOrEqual(fitting + 2);
  expect(result.counts).toMatchObject({
    "refunds succeeded": fitting + 2,
    "refunds pending": 0,
    "refunds failed": 0,
    "orders paid": 2,
  });
});
