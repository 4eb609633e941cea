import { SHOP_NAME } from "~/modules/shop/identity";
import type { MailMessage } from "./mail.server";

/** The customer an order's letters go to. */
export type LetterTo = { customerName: string; customerEmail: string };

/**
 * A letter to a customer about their order, in plain text so that it reads the same in every
 * mail client: the greeting, the body, where to follow it up on the site, and the shop's name.
 */
export function letter(to: LetterTo, subject: string, body: string[], followUp: string): MailMessage {
  const text = [`Dear ${to.customerName},`, "", ...body, "", followUp, "", SHOP_NAME].join("\n");
  return { to: to.customerEmail, subject, text };
}
