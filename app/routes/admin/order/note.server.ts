import { addOrderNote } from "~/modules/production/dispatch.server";
import { orderNoteSchema } from "~/modules/production/forms";
import { answerOrderForm, type OrderPost } from "./answer-form.server";

/** A note on the order, for staff or for the customer too (e-mailed to them). */
export function noteAction(post: OrderPost) {
  return answerOrderForm(post, "note", orderNoteSchema, (note) => addOrderNote(post.staff, note));
}
