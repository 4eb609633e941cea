import type { AddressSnapshot } from "~/db/schema/orders";

/*
 * The parcel's label: the one piece of a customer's contact data the workshop sees, when it
 * packs. Name and postal address only: never the e-mail, the phone or the billing address.
 */

export type ShippingLabel = { name: string; lines: string[] };

export function shippingLabel(address: AddressSnapshot): ShippingLabel {
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    lines: [
      address.company,
      address.line1,
      address.line2,
      `${address.postcode} ${address.city}`.trim(),
      address.country.toUpperCase(),
    ].filter((line) => line.trim() !== ""),
  };
}
