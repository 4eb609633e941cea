import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { cardDigits } from "~/modules/payments/test-card";

/*
 * The checkout's forms: Buy now (all providers) and the test provider's card. One schema
 * each, used by the page for instant messages and by the server as the authority.
 */

export const CHECKOUT_MESSAGES = {
  chooseDelivery: "Please choose a delivery option.",
  choosePayment: "Please choose a payment method.",
  cardNumber: "Please enter the 16 digits of the card number.",
  cardExpiry: "Please enter the expiry date as MM / YY.",
  cardExpired: "This card has expired.",
  cardCvc: "Please enter the 3 or 4 digit security code.",
  cartChanged:
    "Your cart or its delivery fees changed since this page was opened (perhaps in another tab). Please check your order below and click Buy now again.",
  cartEmpty: "Your cart is empty!",
  notOnSale: "A shirt in your cart can no longer be made as it is: please modify or remove it to check out.",
  unknownOrder: "This order could not be found in your account.",
} as const;

/** What every Buy now sends: the choices and the version of the cart the page showed. */
export const buyNowSchema = z.object({
  deliveryOptionId: idSchema(CHECKOUT_MESSAGES.chooseDelivery),
  paymentMethodId: idSchema(CHECKOUT_MESSAGES.choosePayment),
  cartVersion: z.string().regex(/^[0-9a-f]{32}$/, { error: CHECKOUT_MESSAGES.cartChanged }),
});

/** Whether MM / YY is this month or later, at `now`. */
export function expiryIsCurrent(month: number, year: number, now: Date): boolean {
  const fullYear = 2000 + year;
  return fullYear > now.getFullYear() || (fullYear === now.getFullYear() && month >= now.getMonth() + 1);
}

/** The test provider's card fields. */
export const testCardSchema = z.object({
  cardNumber: z
    .string({ error: CHECKOUT_MESSAGES.cardNumber })
    .transform(cardDigits)
    .pipe(z.string().regex(/^\d{16}$/, { error: CHECKOUT_MESSAGES.cardNumber })),
  cardExpiry: z
    .string({ error: CHECKOUT_MESSAGES.cardExpiry })
    .regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/, { error: CHECKOUT_MESSAGES.cardExpiry })
    .refine(
      (value) => {
        const [month, year] = value.split("/").map((part) => Number(part.trim()));
        return expiryIsCurrent(month ?? 0, year ?? 0, new Date());
      },
      { error: CHECKOUT_MESSAGES.cardExpired },
    ),
  cardCvc: z.string({ error: CHECKOUT_MESSAGES.cardCvc }).regex(/^\d{3,4}$/, { error: CHECKOUT_MESSAGES.cardCvc }),
});

export const testCardBuySchema = buyNowSchema.extend(testCardSchema.shape);
