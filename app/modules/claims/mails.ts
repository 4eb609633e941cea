import type { MailMessage } from "~/modules/mail/mail.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";

/*
 * The e-mails of a fit claim (issue 14), plain text like the shop's other order mails: the
 * claim received, a remake approved with its new dates, an alteration refund, a claim declined
 * with the reason.
 */

type ClaimToCustomer = { orderNumber: string; shirtName: string; customerName: string; customerEmail: string };

function letter(claim: ClaimToCustomer, subject: string, body: string[], historyUrl: string): MailMessage {
  const text = [
    `Dear ${claim.customerName},`,
    "",
    ...body,
    "",
    `You can follow your claim in your order history: ${historyUrl}`,
    "",
    SHOP_NAME,
  ].join("\n");
  return { to: claim.customerEmail, subject, text };
}

export function claimReceivedMail(claim: ClaimToCustomer, corrections: string[], historyUrl: string): MailMessage {
  return letter(
    claim,
    `We have your fit claim for order ${claim.orderNumber}`,
    [
      `Thank you for telling us how your ${claim.shirtName} of order ${claim.orderNumber} fits. You told us:`,
      "",
      ...corrections.map((line) => `- ${line}`),
      "",
      "Our team compares it with the measurements you ordered and answers you within two business days.",
    ],
    historyUrl,
  );
}

export function remakeMail(
  claim: ClaimToCustomer,
  remake: { orderNumber: string; promise: DeliveryPromise | null },
  historyUrl: string,
): MailMessage {
  return letter(
    claim,
    `We are remaking your shirt of order ${claim.orderNumber}`,
    [
      `Under our perfect fit guarantee, we are making your ${claim.shirtName} again, free of charge, in your corrected measurements: order ${remake.orderNumber}.`,
      ...(remake.promise ? ["", `${formatPromise(remake.promise)}.`] : []),
      "",
      "We have also saved the corrected measurements in your sizes, so your next shirt starts from them.",
    ],
    historyUrl,
  );
}

export function alterationMail(claim: ClaimToCustomer, amount: string, historyUrl: string): MailMessage {
  return letter(
    claim,
    `An alteration refund for your shirt of order ${claim.orderNumber}`,
    [
      `Under our perfect fit guarantee, we are refunding you ${amount} toward having your ${claim.shirtName} of order ${claim.orderNumber} altered by a tailor of your choice.`,
      "",
      "The money goes back the way you paid; we e-mail you again once it is on its way.",
    ],
    historyUrl,
  );
}

export function declinedMail(claim: ClaimToCustomer, reason: string, historyUrl: string): MailMessage {
  return letter(
    claim,
    `About your fit claim for order ${claim.orderNumber}`,
    [
      `We have looked closely at your claim for your ${claim.shirtName} of order ${claim.orderNumber}, and we cannot remake it under the guarantee:`,
      "",
      reason,
      "",
      "Reply to this e-mail or contact us if you would like to talk it over.",
    ],
    historyUrl,
  );
}
