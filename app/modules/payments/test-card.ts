/*
 * The test provider's cards (browser-safe: the checkout form explains them). Like a payment
 * provider's test mode, a few well-known numbers decide the outcome; no money moves and the
 * number is never stored.
 */

/** Accepted: the payment succeeds. */
export const TEST_CARD_ACCEPTED = "4242424242424242";
/** Declined by the "bank". */
export const TEST_CARD_DECLINED = "4000000000000002";

export const CARD_DECLINED_MESSAGE = "Your card was declined.";
export const UNKNOWN_TEST_CARD_MESSAGE =
  "This is a test payment: please use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a declined card).";

/** A card number as typed, without its spaces and dashes. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** What the test "bank" answers for a card number. */
export function testCardOutcome(digits: string): "accepted" | "declined" | "unknown" {
  if (digits === TEST_CARD_ACCEPTED) return "accepted";
  if (digits === TEST_CARD_DECLINED) return "declined";
  return "unknown";
}
