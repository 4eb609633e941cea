import { SHOP_NAME } from "~/modules/content/meta";
import type { MailMessage } from "~/modules/mail/mail.server";

/*
 * The e-mails of money going back (issue 14), plain text like the order's other letters.
 */

type OrderToCustomer = { number: string; customerName: string; customerEmail: string };

function letter(order: OrderToCustomer, subject: string, body: string[], accountUrl: string): MailMessage {
  const text = [
    `Dear ${order.customerName},`,
    "",
    ...body,
    "",
    `You can see your orders and their refunds in your account: ${accountUrl}`,
    "",
    SHOP_NAME,
  ].join("\n");
  return { to: order.customerEmail, subject, text };
}

/** A refund confirmed by the provider: the amount, the order, and where the money goes. */
export function refundMail(
  order: OrderToCustomer,
  refund: { amount: string; providerName: string },
  accountUrl: string,
): MailMessage {
  return letter(
    order,
    `Refund of ${refund.amount} for your order ${order.number}`,
    [
      `We have refunded ${refund.amount} for your order ${order.number}.`,
      "",
      `The money goes back the way you paid (${refund.providerName}). Depending on your bank it can take up to 10 days to show on your statement.`,
    ],
    accountUrl,
  );
}
