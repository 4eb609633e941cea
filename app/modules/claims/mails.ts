import { type Letter, type LetterTo, letter } from "~/modules/mail/letter";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";

/*
 * The e-mails of a fit claim, in the shop's mail layout like the shop's other order mails: the
 * claim received, a remake approved with its new dates, an alteration refund, a claim declined
 * with the reason.
 */

type ClaimToCustomer = LetterTo & { orderNumber: string; shirtName: string };

const followUp = (historyUrl: string) => ({
  intro: "You can follow your claim in your order history:",
  label: "Your order history",
  url: historyUrl,
});

export function claimReceivedMail(claim: ClaimToCustomer, corrections: string[], historyUrl: string): Letter {
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
    followUp(historyUrl),
  );
}

export function remakeMail(
  claim: ClaimToCustomer,
  remake: { orderNumber: string; promise: DeliveryPromise | null },
  historyUrl: string,
): Letter {
  return letter(
    claim,
    `We are remaking your shirt of order ${claim.orderNumber}`,
    [
      `Under our perfect fit guarantee, we are making your ${claim.shirtName} again, free of charge, in your corrected measurements: order ${remake.orderNumber}.`,
      ...(remake.promise ? ["", `${formatPromise(remake.promise)}.`] : []),
      "",
      "We have also saved the corrected measurements in your sizes, so your next shirt starts from them.",
    ],
    followUp(historyUrl),
  );
}

export function alterationMail(claim: ClaimToCustomer, amount: string, historyUrl: string): Letter {
  return letter(
    claim,
    `An alteration refund for your shirt of order ${claim.orderNumber}`,
    [
      `Under our perfect fit guarantee, we are refunding you ${amount} toward having your ${claim.shirtName} of order ${claim.orderNumber} altered by a tailor of your choice.`,
      "",
      "The money goes back the way you paid; we e-mail you again once it is on its way.",
    ],
    followUp(historyUrl),
  );
}

export function declinedMail(claim: ClaimToCustomer, reason: string, historyUrl: string): Letter {
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
    followUp(historyUrl),
  );
}
