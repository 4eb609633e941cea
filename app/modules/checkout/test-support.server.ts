import type { Customer } from "~/modules/accounts/accounts.server";
import { saveCheckoutAddresses } from "~/modules/accounts/accounts.server";
import { createTestCustomer } from "~/modules/accounts/test-support.server";
import { addLine, cartOwner } from "~/modules/cart/cart.server";
import type { ShirtDesign } from "~/modules/design/design";
import type { DisplayCurrency } from "~/modules/money/money";
import type { Size } from "~/modules/sizing/size";
import { loadCheckout } from "./checkout.server";

/*
 * Helpers for the checkout's integration tests (never imported by the shop): customers
 * ready to pay, and the form a checkout page would send.
 */

export const TEST_SIZE: Size = { kind: "rapid", fit: 2, neckCm: 41, sleeveCm: 66 };
export const TEST_PASSWORD = "correct horse battery";

let customers = 0;

/** A new customer with a complete delivery address and one line per quantity in the cart (in `size`). */
export async function customerWithCart(
  design: ShirtDesign,
  quantities: number[] = [1],
  size: Size = TEST_SIZE,
): Promise<Customer> {
  customers++;
  const name = `Buyer ${customers}`;
  const email = `buyer${customers}-${process.pid}@example.com`;
  const id = await createTestCustomer({ name, email, password: TEST_PASSWORD });
  const customer = { id, name, email };
  await saveCheckoutAddresses(customer, {
    intent: "profile",
    billingSame: "1",
    shipping: {
      lastName: "Rossi",
      firstName: "Marco",
      company: "",
      line1: "12 Via Roma",
      line2: "",
      city: "Milano",
      postcode: "20121",
      countryId: 1,
    },
  });
  const owner = await cartOwner(new Request("http://localhost/"), customer);
  for (const quantity of quantities) {
    const added = await addLine(owner, { design, size, quantity });
    if (!added.ok) throw new Error(added.message);
  }
  return customer;
}

/** What Buy now sends from the checkout page as it shows now, and that page. */
export async function buyNowForm(
  customer: Customer,
  currency: DisplayCurrency,
  options: { deliveryOptionId?: number; paymentMethodId?: number } = {},
) {
  const checkout = await loadCheckout(customer, currency);
  if (checkout.kind !== "ready") throw new Error(`the checkout is ${checkout.kind}`);
  return {
    deliveryOptionId: options.deliveryOptionId ?? checkout.defaultDeliveryId,
    paymentMethodId: options.paymentMethodId ?? 1,
    cartVersion: checkout.cartVersion,
    checkout,
  };
}
