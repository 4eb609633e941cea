import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { orderNoteSchema } from "~/modules/production/forms";
import { OrderActionForm } from "./OrderActionForm";
import { OrderSection } from "./OrderSection";

const VISIBILITIES = [
  ["internal", "Staff only"],
  ["customer", "The customer too (e-mailed, shown in their order history)"],
] as const;

/** A note to add (for staff, or for the customer too), then the order's notes, the latest first. */
export function NotesSection({
  order,
  lastResult,
}: {
  order: OrderPageOrder;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useShopForm({
    id: "note",
    schema: orderNoteSchema,
    lastResult,
    defaultValue: { visibility: "internal" },
  });
  return (
    <OrderSection id="notes-title" title="Notes">
      <OrderActionForm
        orderId={order.id}
        form={form}
        submit={{ label: "Add the note", busy: "Saving…", style: "primary" }}
        className="grid gap-3"
      >
        <Field id={fields.text.id} label="Note" required error={fields.text.errors?.[0]}>
          <textarea {...getTextareaProps(fields.text)} rows={3} className={inputStyles} />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Who may read it</legend>
          {VISIBILITIES.map(([value, label]) => (
            <label key={value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={fields.visibility.name}
                value={value}
                defaultChecked={(fields.visibility.initialValue ?? "internal") === value}
                className="mt-1"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </OrderActionForm>
      {order.notes.length > 0 ? (
        <ul className="mt-5 grid gap-3 text-sm">
          {order.notes.map((note) => (
            <li key={note.id} className="border-t border-line pt-3">
              <p className="text-xs text-ink-soft">
                {note.visibility === "customer" ? "For the customer" : "Internal"} · {note.staffName} · {note.createdAt}
              </p>
              <p className="whitespace-pre-line break-words">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </OrderSection>
  );
}
