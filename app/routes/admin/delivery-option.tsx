import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useLocation } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { SettingsTabs } from "~/components/admin/SettingsForms";
import { FormAlert } from "~/components/forms/FormMessages";
import { HundredthsField } from "~/components/forms/HundredthsField";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { FieldMessage } from "~/components/ui/Field";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse } from "~/infra/refusal";
import { getDeliveryOption, saveDeliveryOption } from "~/modules/settings/delivery.server";
import { DELIVERY_MESSAGES, deliveryOptionSchema, feeForForm } from "~/modules/settings/forms";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES, canOpen } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/delivery-option";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.option ? `Delivery: ${loaderData.option.name}` : "New delivery option",
    "A delivery option.",
  );

export const headers = privatePageHeaders;

/** The option of the address: `new` for a new one, else an id (anything else is no page). */
function optionIdOf(param: string | undefined): number | null | undefined {
  if (param === "new") return null;
  return parseId(param) ?? undefined;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.storefrontSettings);
  const canOpenInvoicing = canOpen(staff.role, "settings");
  const id = optionIdOf(params.id);
  if (id === undefined) throw data(DELIVERY_MESSAGES.unknown, { status: 404 });
  if (id === null) return { option: null, canOpenInvoicing };
  const option = orNotFound(await getDeliveryOption(id));
  return { option: { ...option, fee: feeForForm(option.feeCents) }, canOpenInvoicing };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.storefrontSettings);
  const id = optionIdOf(params.id);
  if (id === undefined) throw data(DELIVERY_MESSAGES.unknown, { status: 404 });
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: deliveryOptionSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  // The module reads the form as typed (fees in euros), checking it again as the authority.
  const outcome = await saveDeliveryOption(staff, id, Object.fromEntries(form));
  if (!outcome.ok) return refusalResponse(outcome, { submission });
  return redirect("/admin/settings?done=delivery#delivery-title");
}

function Checkbox({ field, label, hint }: { field: Parameters<typeof getInputProps>[0]; label: string; hint: string }) {
  const error = field.errors?.[0];
  return (
    <div>
      <label className="flex items-start gap-3 text-sm">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          aria-describedby={`${field.id}-hint${error ? ` ${field.id}-error` : ""}`}
          className="mt-0.5 size-4 shrink-0"
        />
        <span>
          <span className="font-medium">{label}</span>
          <span id={`${field.id}-hint`} className="block text-ink-soft">
            {hint}
          </span>
        </span>
      </label>
      <FieldMessage id={`${field.id}-error`} error={error} />
    </div>
  );
}

export default function DeliveryOptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { option, canOpenInvoicing } = loaderData;
  const [form, fields] = useShopForm({
    id: "delivery-option",
    schema: deliveryOptionSchema,
    lastResult: actionData?.result,
    defaultValue: option
      ? {
          name: option.name,
          description: option.description,
          fee: option.fee,
          minDays: String(option.minDays),
          maxDays: String(option.maxDays),
          sortOrder: String(option.sortOrder),
          isDefault: option.isDefault ? "on" : undefined,
          active: option.active ? "on" : undefined,
        }
      : { minDays: "5", maxDays: "7", sortOrder: "10", active: "on" },
  });
  const saving = useIsPending();
  const { pathname } = useLocation();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={option ? option.name : "New delivery option"}
        intro="The checkout shows the name, the description and the fee. The working days on the way make the delivery promise of orders paid from now on."
        back={{ to: "/admin/settings#delivery-title", label: "Settings" }}
      />
      <SettingsTabs pathname={pathname} canOpenInvoicing={canOpenInvoicing} />
      <Form method="post" {...getFormProps(form)} className="grid gap-5 border border-line bg-white p-4 sm:p-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="Name" required autoComplete="off" />
        <TextField
          field={fields.description}
          label="Description"
          hint="One line under the name at checkout, such as the carrier and tracking."
          autoComplete="off"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <HundredthsField field={fields.fee} label="Fee (euros)" required hint="0 for free delivery." />
          <TextField
            field={fields.sortOrder}
            label="Position at checkout"
            type="number"
            required
            hint="Lower comes first."
          />
          <TextField field={fields.minDays} label="Shortest time on the way (working days)" type="number" required />
          <TextField field={fields.maxDays} label="Longest time on the way (working days)" type="number" required />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">At checkout</legend>
          <Checkbox
            field={fields.active}
            label="Offered at checkout"
            hint="Untick to stop offering it; orders keep it."
          />
          <Checkbox
            field={fields.isDefault}
            label="Default"
            hint="Chosen when the customer arrives at checkout. Making this the default takes it from the current one."
          />
        </fieldset>
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : option ? "Save the option" : "Add the option"}
          </button>
        </div>
      </Form>
    </div>
  );
}
