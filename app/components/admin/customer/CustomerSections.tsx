import { getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import { OrderActionForm } from "~/components/admin/order/OrderActionForm";
import { OrderSection as Section } from "~/components/admin/order/OrderSection";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { LabelledValues } from "~/components/ui/LabelledValues";
import { inputStyles } from "~/components/ui/styles";
import { customerNoteSchema, sizeCorrectionSchema } from "~/modules/customers/forms";
import type { CustomerPage } from "~/modules/pages/admin/customer.server";
import { FITS } from "~/modules/sizing/size";

/*
 * The panels of a customer's page in the back office (routes/admin/customer.tsx), each with
 * the forms of what service does there. Forms post their `intent` to the page's action.
 */

type LastResult = SubmissionResult<string[]> | undefined;

const emptyLine = "text-sm text-ink-soft";

/** Who the customer is and how to reach them, and a password-reset link to mail them. */
export function ProfileSection({ page, resetErrors }: { page: CustomerPage; resetErrors?: string[] }) {
  const { customer } = page;
  return (
    <Section id="profile-title" title="Profile">
      <p className="font-medium">{customer.name}</p>
      <p className="text-sm break-all">
        <a href={`mailto:${customer.email}`} className="text-navy underline underline-offset-4">
          {customer.email}
        </a>
      </p>
      {customer.phone ? <p className="text-sm">{customer.phone}</p> : null}
      <p className="mt-2 text-sm text-ink-soft">Customer since {customer.since}</p>
      <p className="text-sm text-ink-soft">
        {customer.subscribed ? "Subscribed to the newsletter" : "Not subscribed to the newsletter"}
      </p>
      <OrderActionForm
        intent="reset"
        errors={resetErrors}
        intro={
          <p className="text-sm text-ink-soft">
            For a customer who cannot sign in: the link works once, within an hour.
          </p>
        }
        submit={{ label: "Mail a password-reset link", busy: "Sending…", style: "secondary" }}
        className="mt-4 grid gap-2 border-t border-line pt-4"
      />
    </Section>
  );
}

/** What the customer spent per currency (refunds deducted), and when they first and last ordered. */
export function SpentSection({ page }: { page: CustomerPage }) {
  return (
    <Section id="spent-title" title="Orders and spending">
      {page.spent.length === 0 ? (
        <p className={emptyLine}>No paid order yet.</p>
      ) : (
        <>
          <LabelledValues
            className="text-sm"
            rows={page.spent.map((total) => ({
              label: `${total.orders} order${total.orders === 1 ? "" : "s"} in ${total.currencyCode}`,
              value: total.refunded ? `${total.net} (after ${total.refunded} refunded)` : total.net,
            }))}
          />
          <LabelledValues
            className="mt-3 text-sm"
            rows={[
              { label: "First order", value: page.firstOrder ?? "—" },
              { label: "Latest order", value: page.lastOrder ?? "—" },
            ]}
          />
        </>
      )}
    </Section>
  );
}

/** The customer's delivery and billing addresses, as their account keeps them. */
export function AddressesSection({ page }: { page: CustomerPage }) {
  return (
    <Section id="addresses-title" title="Addresses">
      {page.addresses.length === 0 ? (
        <p className={emptyLine}>No address saved.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
          {page.addresses.map((address) => (
            <div key={address.kind}>
              <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
                {address.kind === "shipping" ? "Delivery address" : "Billing address"}
              </h3>
              <address className="text-sm not-italic">
                {[
                  `${address.firstName} ${address.lastName}`.trim(),
                  address.company,
                  address.line1,
                  address.line2,
                  `${address.postcode} ${address.city}`.trim(),
                  address.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

/** The form of a new note. */
function NoteForm({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useShopForm({ id: "note", schema: customerNoteSchema, lastResult });
  return (
    <OrderActionForm
      form={form}
      submit={{ label: "Add the note", busy: "Saving…", style: "primary" }}
      className="grid gap-3"
    >
      <Field id={fields.text.id} label="Note (staff only)" required error={fields.text.errors?.[0]}>
        <textarea {...getTextareaProps(fields.text)} rows={3} className={inputStyles} />
      </Field>
    </OrderActionForm>
  );
}

/** Service's notes about the customer (staff only), a form to add one first. */
export function CustomerNotesSection({ page, lastResult }: { page: CustomerPage; lastResult: LastResult }) {
  return (
    <Section id="notes-title" title="Notes">
      {/* Once a note is added the form starts empty again: the note shows in the list. */}
      <NoteForm key={page.notes.length} lastResult={lastResult} />
      {page.notes.length > 0 ? (
        <ul className="mt-5 grid gap-3 text-sm">
          {page.notes.map((note) => (
            <li key={note.id} className="border-t border-line pt-3">
              <p className="text-xs text-ink-soft">
                {note.staffName} · {note.createdAt}
              </p>
              <p className="whitespace-pre-line break-words">{note.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The customer's orders, the latest first, each with where its shirts are. */
export function CustomerOrdersSection({ page }: { page: CustomerPage }) {
  return (
    <Section id="orders-title" title="Orders">
      {page.orders.length === 0 ? (
        <p className={emptyLine}>No order yet.</p>
      ) : (
        <ul className="grid gap-3 text-sm">
          {page.orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-line pt-3"
            >
              <span>
                <Link to={`/admin/orders/${order.id}`} className="font-medium text-navy underline underline-offset-4">
                  {order.number}
                </Link>
                <span className="ml-2 text-ink-soft">{order.placed}</span>
              </span>
              <span>
                {order.status} · {order.total}
              </span>
              <span className="w-full text-xs text-ink-soft">
                {order.shirts} shirt{order.shirts === 1 ? "" : "s"}
                {order.stages.length > 0 ? `: ${order.stages.join(", ")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page.moreOrders > 0 ? (
        <p className="mt-3 text-sm">
          <Link
            to={`/admin/orders?q=${encodeURIComponent(page.customer.email)}`}
            className="text-navy underline underline-offset-4"
          >
            {page.moreOrders} older order{page.moreOrders === 1 ? "" : "s"} in the order list
          </Link>
        </p>
      ) : null}
    </Section>
  );
}

type SavedSize = CustomerPage["sizes"][number];

const MEASURE_INPUTS = [
  ["neck", "Neck"],
  ["chest", "Chest"],
  ["waist", "Waist"],
  ["shoulders", "Shoulders"],
  ["sleeves", "Sleeves (centre back to cuff)"],
  ["back", "Back"],
  ["cuffs", "Cuffs"],
  ["hips", "Hips"],
  ["biceps", "Biceps"],
] as const;

/** The values of a saved size as its correction form starts from. */
function correctionDefaults(size: SavedSize): Record<string, string> {
  const saved = size.size;
  if (saved.kind === "rapid") {
    return { fit: String(saved.fit), neckCm: String(saved.neckCm), sleeveCm: String(saved.sleeveCm) };
  }
  if (saved.kind !== "smart") return {};
  return Object.fromEntries(
    MEASURE_INPUTS.map(([key]) => [key, saved.measures[key] === undefined ? "" : String(saved.measures[key])]),
  );
}

/** A saved size corrected by hand: its values, and why (the customer is e-mailed both). */
function SizeCorrectionForm({ size, lastResult }: { size: SavedSize; lastResult: LastResult }) {
  const [form, fields] = useShopForm({
    id: `size-${size.id}`,
    schema: sizeCorrectionSchema,
    lastResult,
    defaultValue: { kind: size.kind, profileId: String(size.id), reason: "", ...correctionDefaults(size) },
  });
  const measureFields = fields as unknown as Record<string, Parameters<typeof TextField>[0]["field"]>;
  return (
    <OrderActionForm
      form={form}
      intent="size"
      submit={{ label: "Save and tell the customer", busy: "Saving…", style: "primary" }}
      className="mt-3 grid gap-3"
    >
      <input type="hidden" name="kind" value={size.kind} />
      <input type="hidden" name="profileId" value={size.id} />
      {size.kind === "rapid" ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id={`${form.id}-fit`} label="Fit" required>
            <select
              id={`${form.id}-fit`}
              name="fit"
              defaultValue={correctionDefaults(size).fit}
              className={inputStyles}
            >
              {Object.entries(FITS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <TextField field={measureFields.neckCm!} label="Collar (cm)" type="number" required step="1" />
          <TextField field={measureFields.sleeveCm!} label="Sleeve (cm)" type="number" required step="1" />
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          {MEASURE_INPUTS.map(([key, label]) => (
            <TextField
              key={key}
              field={measureFields[key]!}
              label={`${label} (cm)`}
              type="number"
              step="0.5"
              required={key !== "biceps"}
            />
          ))}
        </div>
      )}
      <Field id={fields.reason.id} label="Why (the customer reads it)" required error={fields.reason.errors?.[0]}>
        <textarea {...getTextareaProps(fields.reason)} rows={2} className={inputStyles} />
      </Field>
    </OrderActionForm>
  );
}

/** The customer's saved sizes, each with its history and a form to correct it. */
export function SizesSection({ page, lastResult }: { page: CustomerPage; lastResult: LastResult }) {
  const postedProfile = (lastResult?.initialValue as Record<string, unknown> | undefined)?.profileId;
  return (
    <Section id="sizes-title" title="Saved sizes">
      {page.sizes.length === 0 ? (
        <p className={emptyLine}>No saved size.</p>
      ) : (
        <ul className="grid gap-6">
          {page.sizes.map((size) => {
            const answered = postedProfile === String(size.id) ? lastResult : undefined;
            return (
              <li key={size.id} className="border-t border-line pt-4">
                <h3 className="font-medium">
                  {size.name}{" "}
                  <span className="text-sm font-normal text-ink-soft">
                    ({size.kind === "smart" ? "smart size" : "quick size"})
                  </span>
                </h3>
                <LabelledValues rows={size.rows} className="mt-2 max-w-xl text-sm" />
                {size.history.length > 0 ? (
                  <div className="mt-3">
                    <h4 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">History</h4>
                    <ul className="mt-1 grid gap-2 text-sm">
                      {size.history.map((change) => (
                        <li key={`${change.at}-${change.by}-${change.changes.join()}`}>
                          <p className="text-xs text-ink-soft">
                            {change.at} ·{" "}
                            {change.claimId ? (
                              <Link to={`/admin/claims/${change.claimId}`} className="underline underline-offset-4">
                                {change.by}
                              </Link>
                            ) : (
                              change.by
                            )}
                          </p>
                          <p>{change.changes.join("; ")}</p>
                          {change.reason ? <p className="text-ink-soft">“{change.reason}”</p> : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {size.kind === "smart" || size.kind === "rapid" ? (
                  // Once corrected, the form closes and starts again from the new values.
                  <details key={size.history.length} className="mt-3" open={answered !== undefined}>
                    <summary className="cursor-pointer text-sm font-medium text-navy">Correct this size</summary>
                    <SizeCorrectionForm size={size} lastResult={answered} />
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** The customer's fit claims and contact messages, each a link to its own page. */
export function ClaimsAndMessagesSection({ page }: { page: CustomerPage }) {
  return (
    <Section id="claims-title" title="Fit claims and messages">
      {page.claims.length === 0 && page.messages.length === 0 ? (
        <p className={emptyLine}>No fit claim and no message.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {page.claims.map((claim) => (
            <li key={`claim-${claim.id}`} className="flex flex-wrap justify-between gap-2 border-t border-line pt-2">
              <Link to={`/admin/claims/${claim.id}`} className="text-navy underline underline-offset-4">
                Fit claim on {claim.order}
              </Link>
              <span className="text-ink-soft">
                {claim.status} · {claim.filed}
              </span>
            </li>
          ))}
          {page.messages.map((message) => (
            <li
              key={`message-${message.id}`}
              className="flex flex-wrap justify-between gap-2 border-t border-line pt-2"
            >
              <Link to={`/admin/messages/${message.id}`} className="text-navy underline underline-offset-4">
                Message: {message.subject}
              </Link>
              <span className="text-ink-soft">
                {message.status} · {message.received}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The mails the shop sent the customer, the latest first, each of which can be sent again. */
export function MailsSection({ page, resendErrors }: { page: CustomerPage; resendErrors?: string[] }) {
  return (
    <Section id="mails-title" title="Mails sent">
      {page.mails.length === 0 ? (
        <p className={emptyLine}>No mail sent to this address.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {page.mails.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
              <span className="min-w-0 break-words">
                {mail.subject}
                <span className="block text-xs text-ink-soft">
                  {mail.status} · {mail.at}
                </span>
              </span>
              <OrderActionForm
                intent="resend"
                submit={{ label: "Send again", busy: "Sending…", style: "secondary" }}
                className="shrink-0"
              >
                <input type="hidden" name="mailId" value={mail.id} />
              </OrderActionForm>
            </li>
          ))}
        </ul>
      )}
      {resendErrors ? <p className="mt-2 text-sm text-danger">{resendErrors.join(" ")}</p> : null}
    </Section>
  );
}

/** The customer's data on their request (GDPR articles 15, 17 and 20): the archive, and the erasure. */
export function CustomerDataSection({ page }: { page: CustomerPage }) {
  const base = `/admin/customers/${page.customer.id}`;
  return (
    <Section id="data-title" title="Their data">
      <p className="text-sm text-ink-soft">
        On the customer's request: everything the shop holds about them as one file (JSON, invoices and credit notes),
        or its erasure.
      </p>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <a href={`${base}/data`} className="font-medium text-navy underline underline-offset-4" download>
          Download their data
        </a>
        <Link to={`${base}/erase`} className="font-medium text-danger underline underline-offset-4">
          Erase their data…
        </Link>
      </p>
    </Section>
  );
}
