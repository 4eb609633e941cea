import { lineAmounts } from "~/modules/cart/pricing";
import { NO_EMBROIDERY, NO_SYMBOL } from "~/modules/design/constants";
import { designFromModel, type ShirtDesign } from "~/modules/design/design";
import { designLabels } from "~/modules/design/design.server";
import { shirtLook } from "~/modules/design/look";
import { embroideryIssues } from "~/modules/design/rules";
import type { CurrencyCode } from "~/modules/money/money";
import { type OrderLineView, orderAmounts } from "~/modules/orders/orders.server";
import { type OrderStatus, statusFollowingShirts } from "~/modules/shop/order-status";
import { type DeliveryPromise, promiseAtPayment } from "~/modules/shop/promise";
import { finishedShirtMeasures } from "~/modules/sizing/estimator";
import type { Size } from "~/modules/sizing/size";
import { smartBody } from "~/modules/sizing/smart-size";
import { DAY_MS, MINUTE_MS, type ShopContext } from "./orders-context";
import { type Customer, FIRST_NAMES, LAST_NAMES } from "./orders-customers";
import { workshopLife } from "./orders-workshop";
import type { Random } from "./random";

/*
 * The orders and their lines, planned in memory before anything is stored: when each order was
 * placed, its shirts built from the catalogue the way checkout builds them (design, drawing and
 * labels from the design module, prices from the cart's rules), whether it was paid, its dated
 * promise, and where its shirts stand today.
 */

/** The period the orders are spread over. */
const HISTORY_DAYS = 548;
/** The time a customer has to pay; the sweeper cancels an order still unpaid after it. */
export const PAYMENT_TIMEOUT_MS = 60 * MINUTE_MS;

/** Order times over the period, oldest first, growing towards now (a shop that sells more each month). */
export function orderTimes(random: Random, n: number, now: Date): Date[] {
  const times = Array.from({ length: n }, () => now.getTime() - HISTORY_DAYS * DAY_MS * (1 - Math.sqrt(random.next())));
  return times.sort((a, b) => a - b).map((t) => new Date(Math.min(t, now.getTime() - MINUTE_MS)));
}

const activeIds = (family: Map<number, { id: number; active?: boolean }>) =>
  [...family.values()].filter((option) => option.active !== false).map((option) => option.id);

/** A design a customer could have ordered: the model's, often with other options, some with a monogram. */
function designFor(random: Random, context: ShopContext, model: ShopContext["models"][number]): ShirtDesign {
  const design = designFromModel(model.row);
  const { options } = context;
  if (random.chance(0.4)) {
    design.collarId = random.pick(activeIds(options.collars));
    design.cuffId = random.pick(activeIds(options.cuffs));
  }
  if (random.chance(0.25)) design.pocketId = random.pick(activeIds(options.pockets));
  if (random.chance(0.2)) design.buttonId = random.pick(activeIds(options.buttons));
  if (random.chance(0.15)) {
    const types = activeIds(options.embroideryTypes).filter((id) => id !== NO_EMBROIDERY);
    const styles = activeIds(options.embroideryStyles);
    const colours = [...options.embroideryColours.keys()];
    if (types.length > 0 && styles.length > 0 && colours.length > 0) {
      design.embroidery = {
        ...design.embroidery,
        typeId: random.pick(types),
        text: `${random.pick(FIRST_NAMES)[0]}.${random.pick(LAST_NAMES)[0]}.`,
        styleId: random.pick(styles),
        colourId: random.pick(colours),
      };
    }
  }
  if (random.chance(0.05)) {
    const symbols = activeIds(options.embroiderySymbols).filter((id) => id !== NO_SYMBOL);
    const positions = [...options.embroideryPositions.keys()];
    const colours = [...options.embroideryColours.keys()];
    if (symbols.length > 0 && positions.length > 0 && colours.length > 0) {
      design.embroidery = {
        ...design.embroidery,
        symbolId: random.pick(symbols),
        symbolColourId: random.pick(colours),
        positionId: random.pick(positions),
      };
    }
  }
  // The generator only makes designs the shop would accept.
  return embroideryIssues(design.embroidery).length === 0 ? design : designFromModel(model.row);
}

/** A size as the three ways of sizing make them: mostly quick sizes, then calculated ones. */
function sizeFor(random: Random, customerName: string): Size {
  const fit = random.int(1, 3);
  const neckCm = random.int(37, 46);
  const roll = random.next();
  if (roll < 0.55) return { kind: "rapid", fit, neckCm, sleeveCm: random.int(62, 70) };
  const heightCm = random.int(165, 195);
  const bmi = random.between(20, 31);
  const answers = {
    heightCm,
    weightKg: Math.round(bmi * (heightCm / 100) ** 2),
    age: random.int(22, 70),
    morphology: random.int(1, 4),
    fit,
    neckCm,
  };
  const measures = finishedShirtMeasures(smartBody(answers), fit as 1 | 2 | 3);
  if (roll < 0.9) return { kind: "smart", name: customerName.split(" ")[0] ?? "Me", ...answers, measures };
  return { kind: "manual", fit, measures };
}

type PlannedLine = Omit<OrderLineView, "id"> & { sizeForCheck: Size };

/**
 * One order as checkout, payment and the workshop would have left it by `now`: an unpaid
 * order still waits within the payment's time, an older one was cancelled by the sweeper.
 */
export function planOrder(random: Random, context: ShopContext, now: Date, createdAt: Date, customer: Customer) {
  const currency = context.currencies.get(customer.currency) ?? { code: "EUR" as CurrencyCode, rate: 1 };
  const delivery = random.chance(0.8) ? context.deliveries[0]! : random.pick(context.deliveries);
  const method = random.chance(0.75) ? context.methods[0]! : random.pick(context.methods);
  const lineCount = random.chance(0.6) ? 1 : random.chance(0.7) ? 2 : 3;
  const lines: PlannedLine[] = Array.from({ length: lineCount }, () => {
    const model = random.pick(context.models);
    const design = designFor(random, context, model);
    const fabric = context.fabrics.get(design.fabricId);
    if (!fabric) throw new Error(`Fabric ${design.fabricId} of model ${model.row.modelId} is not on sale.`);
    const quantity = random.chance(0.7) ? 1 : random.int(2, 3);
    const size = sizeFor(random, customer.name);
    const { unitMinor, lineMinor } = lineAmounts(fabric.priceCents, quantity, currency.rate);
    return {
      modelId: model.row.modelId,
      name: model.name,
      design,
      labels: designLabels(design, fabric, context.options).map(({ label, value }) => ({ label, value })),
      look: shirtLook(design, fabric, context.options),
      size,
      quantity,
      unitPriceMinor: unitMinor,
      lineTotalMinor: lineMinor,
      sizeForCheck: size,
    };
  });
  const amounts = orderAmounts(
    lines.map((line) => ({ lineMinor: line.lineTotalMinor })),
    delivery.feeCents,
    currency.rate,
  );
  const age = now.getTime() - createdAt.getTime();
  // Unpaid: still waiting within the payment's time, else cancelled by the sweeper; 4 % never pay.
  const unpaid = age < PAYMENT_TIMEOUT_MS ? random.chance(0.5) : random.chance(0.04);
  const paidAt = unpaid
    ? null
    : new Date(Math.min(createdAt.getTime() + random.between(0.5, 8) * MINUTE_MS, now.getTime()));
  const promise: DeliveryPromise | null = paidAt ? promiseAtPayment(paidAt, context.leadDays, delivery) : null;
  const life = paidAt
    ? workshopLife(
        random,
        paidAt,
        lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.size)),
        context.leadDays,
        delivery,
        random.chance(0.08),
        now,
      )
    : null;
  const stages = life?.shirts.map((shirt) => shirt.moves.at(-1)?.to ?? "queued") ?? [];
  const status: OrderStatus = paidAt
    ? statusFollowingShirts("paid", stages)
    : age < PAYMENT_TIMEOUT_MS
      ? "pending_payment"
      : "cancelled";
  return { createdAt, customer, currency, delivery, method, lines, amounts, paidAt, promise, life, status };
}

export type OrderPlan = ReturnType<typeof planOrder>;
