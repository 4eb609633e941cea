import { movePromise } from "~/modules/production/dispatch.server";
import { movePromiseSchema } from "~/modules/production/forms";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/** New delivery dates for an order still on its way; the customer is e-mailed them. */
export function promiseAction(post: OrderPost) {
  return answerOrderForm(post, "promise", movePromiseSchema, (dates) => movePromise(post.staff, dates));
}
