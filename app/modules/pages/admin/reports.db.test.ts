import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countQueries } from "~/db/query-count.server";
import {
  cartReminders,
  fitClaims,
  newsletterCampaignRecipients,
  newsletterCampaigns,
  orderLines,
  orders,
  payments,
  refunds,
  shirtModels,
} from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder, unitsOf } from "~/modules/production/test-support.server";
import { cellCsv, type Figure } from "~/modules/reports/figures";
import { reportFiltersSchema } from "~/modules/reports/filters";
import { reportFigure, salesReport } from "./reports.server";

/*
 * The owner's reports against a small known shop: three orders of two customers in two
 * currencies over October and November 2026, a refund, a remake and an alteration refund, and a
 * cart reminder that brought its order.
 */

const database = databaseForTests({ seed: true });

const filters = reportFiltersSchema("2026-11-30").parse({ from: "2026-10-01", to: "2026-11-30", grain: "month" });

const csvRows = (figure: Figure | null | undefined) =>
  (figure?.table.allRows ?? figure?.table.rows ?? []).map((row) => row.map(cellCsv));

let modelName = "";

beforeAll(async () => {
  const a = await paidOrder([2]);
  const b = await paidOrder([1]);
  const c = await paidOrder([1, 1]);
  const remake = await paidOrder([1]);
  const set = (id: number, values: Partial<typeof orders.$inferInsert>) =>
    database.db.update(orders).set(values).where(eq(orders.id, id));
  const at = (iso: string) => new Date(iso);
  await set(a.orderId, {
    totalMinor: 10_000,
    createdAt: at("2026-10-05T09:00:00Z"),
    paidAt: at("2026-10-05T10:00:00Z"),
  });
  // Customer a's second order, ten days after the first.
  await set(c.orderId, {
    userId: a.customer.id,
    totalMinor: 15_000,
    createdAt: at("2026-10-15T09:00:00Z"),
    paidAt: at("2026-10-15T10:00:00Z"),
  });
  await set(b.orderId, {
    currencyCode: "GBP",
    rate: 0.85,
    totalMinor: 20_000,
    createdAt: at("2026-11-03T09:00:00Z"),
    paidAt: at("2026-11-03T10:00:00Z"),
  });
  await set(remake.orderId, { totalMinor: 0, paidAt: at("2026-11-04T10:00:00Z") });

  // A refund of b (its alteration refund), made in November.
  const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, b.orderId));
  const [refund] = await database.db
    .insert(refunds)
    .values({
      orderId: b.orderId,
      paymentId: payment!.id,
      provider: payment!.provider,
      amountMinor: 5_000,
      currencyCode: "GBP",
      status: "succeeded",
      reason: "alteration",
      idempotencyKey: "reports-test-refund",
      succeededAt: at("2026-11-10T10:00:00Z"),
    })
    .returning({ id: refunds.id });

  // Two fit claims: one on a shirt of a, remade; one on b's shirt, partly refunded.
  const claim = async (orderId: number, userId: string, outcome: Partial<typeof fitClaims.$inferInsert>) => {
    const [unit] = await unitsOf(orderId);
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await database.db.insert(fitClaims).values({
      unitId: unit!.id,
      orderId,
      orderLineId: line!.id,
      userId,
      corrections: {},
      orderedSize: line!.size,
      correctedSize: line!.size,
      ...outcome,
    });
  };
  await claim(a.orderId, a.customer.id, { status: "remake", remakeOrderId: remake.orderId });
  await claim(b.orderId, b.customer.id, { status: "alteration", alterationRefundId: refund!.id });

  // A reminder of a's cart two days before it was ordered.
  const [ordered] = await database.db.select({ cartId: orders.cartId }).from(orders).where(eq(orders.id, a.orderId));
  await database.db
    .insert(cartReminders)
    .values({ cartId: ordered!.cartId!, userId: a.customer.id, shirts: 2, sentAt: at("2026-10-03T09:00:00Z") });

  // A campaign on 1 October to a and b: a ordered within 14 days (5 October), b unsubscribed.
  const [campaign] = await database.db
    .insert(newsletterCampaigns)
    .values({ subject: "Autumn flannels", body: "Warm.", status: "sent", sendStartedAt: at("2026-10-01T08:00:00Z") })
    .returning({ id: newsletterCampaigns.id });
  await database.db.insert(newsletterCampaignRecipients).values([
    { campaignId: campaign!.id, subscriberId: 1, email: a.customer.email, position: 0 },
    {
      campaignId: campaign!.id,
      subscriberId: 2,
      email: b.customer.email,
      position: 1,
      unsubscribedAt: at("2026-10-02T08:00:00Z"),
    },
  ]);

  const [model] = await database.db.select({ name: shirtModels.name }).from(shirtModels).where(eq(shirtModels.id, 1));
  modelName = model!.name;
});

describe("the owner's reports", () => {
  it("answer in five queries whatever the number of orders", async () => {
    const { queries } = await countQueries(database.db, () => salesReport(filters));
    expect(queries).toBe(5);
  });

  it("count paid orders per month and currency, remakes left out", async () => {
    const { figures } = await salesReport(filters);
    const orders = figures.sales.find((figure) => figure.id === "orders");
    expect(orders?.table.columns.map((column) => column.name)).toEqual(["Month", "EUR", "GBP", "All currencies"]);
    expect(orders?.table.rows.map((row) => row.map(cellCsv))).toEqual([
      ["Oct 2026", "2", "0", "2"],
      ["Nov 2026", "0", "1", "1"],
      ["Total", "2", "1", "3"],
    ]);
    expect(orders?.chart?.series).toEqual([
      { name: "EUR", values: [2, 0] },
      { name: "GBP", values: [0, 1] },
    ]);
  });

  it("net the refunds from the revenue in the order's currency, with the average order", async () => {
    const report = await salesReport(filters);
    const gbp = report.figures.sales.find((figure) => figure.id === "revenue-gbp");
    expect(gbp?.table.rows.map((row) => row.map(cellCsv))).toEqual([
      ["Oct 2026", "0", "0.00", "0.00", "0.00", "—"],
      ["Nov 2026", "1", "200.00", "50.00", "150.00", "200.00"],
      ["Total", "1", "200.00", "50.00", "150.00", "200.00"],
    ]);
    expect(report.summary.currencies).toEqual([
      { currency: "EUR", orders: 2, netMinor: 25_000, averageMinor: 12_500 },
      { currency: "GBP", orders: 1, netMinor: 15_000, averageMinor: 20_000 },
    ]);
  });

  it("rank models, fabrics and options by shirts sold, with each model's remake and alteration refund rates", async () => {
    const { figures } = await salesReport(filters);
    const [best, rates] = figures.models;
    expect(best?.table.rows.map((row) => row.map(cellCsv))).toEqual([[modelName, "5", "1.0000"]]);
    expect(rates?.table.rows.map((row) => row.map(cellCsv))).toEqual([
      [modelName, "5", "2", "1", "0.2000", "1", "0.2000"],
    ]);
    expect(figures.fabrics[0]?.table.rows.map((row) => cellCsv(row[1]!))).toEqual(["5"]);
    const collar = figures.options[0]?.table.rows.find((row) => row[0] === "Collar");
    expect(collar?.slice(2).map(cellCsv)).toEqual(["5", "1.0000"]);
  });

  it("say how many customers ordered again and after how long", async () => {
    const report = await salesReport(filters);
    expect(report.summary.customers).toEqual({ customers: 2, repeat: 1, share: 0.5, medianDays: 10 });
    expect(report.figures.customers[0]?.table.rows[0]?.map(cellCsv)).toEqual(["Within 30 days", "1", "1.0000"]);
  });

  it("count the reminders and what the carts they brought back were ordered for", async () => {
    const { figures } = await salesReport(filters);
    expect(figures.reminders[0]?.table.rows.map((row) => row.map(cellCsv))).toEqual([
      ["Oct 2026", "1", "1", "1.0000", "100.00"],
      ["Nov 2026", "0", "0", "", "0.00"],
      ["Total", "1", "1", "1.0000", "100.00"],
    ]);
  });

  it("count what each campaign brought: recipients, unsubscriptions, orders within 14 days and their revenue", async () => {
    const { figures } = await salesReport(filters);
    const [campaigns] = figures.campaigns;
    expect(campaigns?.table.columns.map((column) => column.name)).toEqual([
      "Campaign",
      "Recipients",
      "Sent",
      "Unsubscribed",
      "Ordered",
      "Share ordered",
      "Revenue EUR",
    ]);
    // a ordered twice within the fortnight: the first order (100.00) counts, once.
    expect(csvRows(campaigns)).toEqual([["Autumn flannels (Thu, 1 Oct 2026)", "2", "0", "1", "1", "0.5000", "100.00"]]);
    expect(csvRows(await reportFigure(filters, "campaigns"))).toEqual(csvRows(campaigns));
  });

  it("export one figure with every row, reading only its own section", async () => {
    const { result, queries } = await countQueries(database.db, () => reportFigure(filters, "revenue-eur"));
    expect(queries).toBe(1);
    expect(csvRows(result).at(-1)).toEqual(["Total", "2", "250.00", "0.00", "250.00", "125.00"]);
    expect(await reportFigure(filters, "nothing")).toBeNull();
  });
});
