import { markDelivered } from "~/modules/production/dispatch.server";
import { orderIdSchema } from "~/modules/production/forms";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/** The shipped parcel arrived today. */
export function deliveredAction(post: OrderPost) {
  return answerOrderForm(post, "delivered", orderIdSchema, (order) => markDelivered(post.staff, order));
}
