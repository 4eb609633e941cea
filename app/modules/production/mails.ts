import type { MailMessage } from "~/modules/mail/mail.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";

/*
 * The e-mails the workshop and delivery send the customer (issue 13), plain text like the
 * order confirmation: the parcel leaving with its tracking link, a note from the shop, and a
 * promise moved to new dates.
 */

type OrderToCustomer = { number: string; customerName: string; customerEmail: string };

function letter(order: OrderToCustomer, subject: string, body: string[], accountUrl: string): MailMessage {
  const text = [
    `Dear ${order.customerName},`,
    "",
    ...body,
    "",
    `You can follow your orders in your account: ${accountUrl}`,
    "",
    SHOP_NAME,
  ].join("\n");
  return { to: order.customerEmail, subject, text };
}

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
    accountUrl,
  );
}

export function noteMail(order: OrderToCustomer, note: string, accountUrl: string): MailMessage {
  return letter(
    order,
    `A message about your order ${order.number}`,
    [`About your order ${order.number}:`, "", note],
    accountUrl,
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
    accountUrl,
  );
}
