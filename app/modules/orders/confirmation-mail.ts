import { type Block, type Letter, letter } from "~/modules/mail/letter";
import { formatMoney } from "~/modules/money/money";
import { formatPromise } from "~/modules/shop/promise";
import { describeSize } from "~/modules/sizing/describe";
import type { OrderView } from "./orders.server";

/** What every confirmation promises about making and delivery (spec 000 section 1, the cart page). */
export const DELIVERY_PROMISE =
  "Every shirt is cut and sewn to your measurements in our Italian factory, then sent to you with tracked delivery across Europe in 5-7 working days.";

/**
 * The order confirmation e-mail (spec 000 section 4 "confirmation"): the order number, every
 * shirt with its options and the measures the factory will sew, the totals and the
 * delivery promise.
 */
export function confirmationMail(
  order: OrderView,
  customer: { name: string; email: string },
  accountUrl: string,
): Letter {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const address = order.shippingAddress;
  const lines = order.lines.map(
    (line, index): Block => ({
      kind: "table",
      heading: `${index + 1}. ${line.name} × ${line.quantity}: ${money(line.lineTotalMinor)} (${money(line.unitPriceMinor)} each)`,
      rows: [...line.labels, ...describeSize(line.size).rows],
    }),
  );
  return letter(
    { customerName: customer.name, customerEmail: customer.email },
    `Your order ${order.number}`,
    [
      `Thank you for your order ${order.number}. We have received your payment and your shirts are going into production.`,
      "",
      ...lines,
      {
        kind: "table",
        rows: [
          { label: "Subtotal", value: money(order.subtotalMinor) },
          { label: order.deliveryName, value: order.deliveryMinor === 0 ? "free" : money(order.deliveryMinor) },
          { label: "Total paid", value: money(order.totalMinor) },
        ],
      },
      "Delivery to:",
      `${address.firstName} ${address.lastName}`,
      ...[address.company, address.line1, address.line2, `${address.postcode} ${address.city}`, address.country].filter(
        (part) => part.trim() !== "",
      ),
      "",
      DELIVERY_PROMISE,
      ...(order.promise ? [`${formatPromise(order.promise)}.`] : []),
    ],
    { intro: "You can follow your orders in your account:", label: "Your orders", url: accountUrl },
  );
}
