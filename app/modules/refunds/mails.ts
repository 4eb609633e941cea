import { type Letter, type LetterTo, letter } from "~/modules/mail/letter";

/*
 * The e-mails of money going back, in the shop's mail layout like the order's other letters:
 * a refund made, and an order cancelled by the shop.
 */

type OrderToCustomer = LetterTo & { number: string };

const followUp = (accountUrl: string) => ({
  intro: "You can see your orders and their refunds in your account:",
  label: "Your orders",
  url: accountUrl,
});

/** A refund confirmed by the provider: the amount, the order, and where the money goes. */
export function refundMail(
  order: OrderToCustomer,
  refund: { amount: string; providerName: string },
  accountUrl: string,
): Letter {
  return letter(
    order,
    `Refund of ${refund.amount} for your order ${order.number}`,
    [
      `We have refunded ${refund.amount} for your order ${order.number}.`,
      "",
      `The money goes back the way you paid (${refund.providerName}). Depending on your bank it can take up to 10 days to show on your statement.`,
    ],
    followUp(accountUrl),
  );
}

/** The shop cancelled the order before its shirts were cut: what is left of the payment goes back in full. */
export function cancellationMail(order: OrderToCustomer, refund: string | null, accountUrl: string): Letter {
  return letter(
    order,
    `Your order ${order.number} is cancelled`,
    [
      `Your order ${order.number} has been cancelled before any of its shirts were cut.`,
      ...(refund
        ? ["", `We are refunding ${refund} in full; a separate e-mail confirms the refund once it is made.`]
        : []),
      "",
      "We are sorry. Contact us if you have any question.",
    ],
    followUp(accountUrl),
  );
}
