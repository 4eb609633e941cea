import { type Letter, type LetterTo, letter } from "~/modules/mail/letter";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";

/*
 * The e-mails the workshop and delivery send the customer, in the shop's mail layout like the order
 * confirmation: the parcel leaving with its tracking link, a note from the shop, and a promise
 * moved to new dates.
 */

type OrderToCustomer = LetterTo & { number: string };

const followUp = (accountUrl: string) => ({
  intro: "You can follow your orders in your account:",
  label: "Your orders",
  url: accountUrl,
});

export function shippingMail(
  order: OrderToCustomer & { promise: DeliveryPromise | null },
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string },
  accountUrl: string,
): Letter {
  return letter(
    order,
    `Your order ${order.number} is on its way`,
    [
      `Your shirts have left our workshop: order ${order.number} is with ${parcel.carrier}, tracking number ${parcel.trackingNumber}.`,
      "",
      { kind: "button", label: "Follow your parcel", url: parcel.trackingUrl },
      ...(order.promise ? ["", `${formatPromise(order.promise)}.`] : []),
    ],
    followUp(accountUrl),
  );
}

export function noteMail(order: OrderToCustomer, note: string, accountUrl: string): Letter {
  return letter(
    order,
    `A message about your order ${order.number}`,
    [`About your order ${order.number}:`, "", note],
    followUp(accountUrl),
  );
}

export function movedPromiseMail(order: OrderToCustomer, promise: DeliveryPromise, accountUrl: string): Letter {
  return letter(
    order,
    `New delivery dates for your order ${order.number}`,
    [
      `We have had to change the delivery dates of your order ${order.number}.`,
      "",
      `${formatPromise(promise)}.`,
      "",
      "We are sorry for the wait. Contact us if the new dates do not suit you.",
    ],
    followUp(accountUrl),
  );
}
