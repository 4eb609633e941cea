import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { customerToErase, eraseOnRequest } from "~/modules/privacy/erase.server";
import { eraseRequestSchema } from "~/modules/privacy/forms";
import { KEPT_AFTER_ERASURE } from "~/modules/privacy/rules";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/customer-erase";

export const meta: Route.MetaFunction = () => privatePageMeta("Erase a customer's data", "A customer's erasure.");

export const headers = privatePageHeaders;

const UNKNOWN = "This customer is not known: their data may already have been erased.";

/** The customer whose erasure customer service confirms (GDPR article 17, on the customer's request). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.customers);
  const customer = await customerToErase(params.id);
  if (!customer) throw data(UNKNOWN, { status: 404 });
  return { customer };
}

/** Erases the customer once the staff member typed their e-mail address; audited (`customer.erased`). */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.customers);
  const submission = parseWithZod(await readForm(request), { schema: eraseRequestSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const outcome = await eraseOnRequest({ id: staff.id, name: staff.name }, params.id, submission.value.confirmation);
  if (!outcome.ok) return refusalResponse(outcome, { submission });
  return redirect("/admin/customers?done=erased");
}

export default function CustomerErasePage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const [form, fields] = useShopForm({
    id: "erase-customer",
    schema: eraseRequestSchema,
    lastResult: actionData?.result,
  });
  const erasing = useIsPending();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="Erase a customer's data"
        intro={<>On the customer's request. This cannot be undone.</>}
        back={{ to: `/admin/customers/${customer.id}`, label: customer.name }}
      />
      <Panel id="erase-title" title={`${customer.name} · ${customer.email}`}>
        <p className="mt-2 text-sm text-ink-soft">
          Their account, sessions, addresses, saved sizes and history, cart, fit claims and photos, contact messages,
          newsletter subscription and the copies of our e-mails to them are deleted; their orders lose their name,
          contact details and addresses. {KEPT_AFTER_ERASURE} Refused while one of their orders awaits its payment or is
          still being made or delivered.
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          To send them their data first:{" "}
          <a href={`/admin/customers/${customer.id}/data`} className="text-navy underline underline-offset-4">
            download the customer's data
          </a>
          .
        </p>
        <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            id={fields.confirmation.id}
            label="Type the customer's e-mail address to confirm"
            required
            error={fields.confirmation.errors?.[0]}
          >
            <input
              {...getInputProps(fields.confirmation, { type: "text" })}
              autoComplete="off"
              className={inputStyles}
            />
          </Field>
          <div>
            <button type="submit" className={buttonStyles.danger} disabled={erasing}>
              {erasing ? "Erasing…" : "Erase this customer's data"}
            </button>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
