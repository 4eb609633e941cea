import { shipOrder } from "~/modules/production/dispatch.server";
import { shipmentSchema } from "~/modules/production/forms";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/** The parcel leaves with its tracking, once every shirt is packed; the customer is e-mailed the link. */
export function shipAction(post: OrderPost) {
  return answerOrderForm(post, "ship", shipmentSchema, (shipment) => shipOrder(post.staff, shipment));
}
