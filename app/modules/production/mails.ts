import { type LetterTo, letter } from "~/modules/mail/letter";
import type { MailMessage } from "~/modules/mail/mail.server";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";

/*
 * The e-mails the workshop and delivery send the customer, plain text like the order
 * confirmation: the parcel leaving with its tracking link, a note from the shop, and a promise
 * moved to new dates.
 */

type OrderToCustomer = LetterTo & { number: string };

const followUp = (accountUrl: string) => `You can follow your orders in your account: ${accountUrl}`;

export function shippingMail(
  order: OrderToCustomer & { promise: DeliveryPromise | null },
  parcel: { carrier: string; trackingNumber: string; trackingUrl: string },
  accountUrl: string,
): MailMessage {
  return letter(
    order,
    `Your order ${order.number} is on its way`,
    [
      `Your shirts have left our workshop: order ${order.number} is with ${parcel.carrier}, tracking number ${parcel.trackingNumber}.`,
      "",
      `Follow your parcel: ${parcel.trackingUrl}`,
      ...(order.promise ? ["", `${formatPromise(order.promise)}.`] : []),
    ],
    followUp(accountUrl),
  );
}

export function noteMail(order: OrderToCustomer, note: string, accountUrl: string): MailMessage {
  return letter(
    order,
    `A message about your order ${order.number}`,
    [`About your order ${order.number}:`, "", note],
    followUp(accountUrl),
  );
}

export function movedPromiseMail(order: OrderToCustomer, promise: DeliveryPromise, accountUrl: string): MailMessage {
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
