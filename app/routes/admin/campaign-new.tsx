import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { CampaignShirts } from "~/components/admin/CampaignShirts";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { campaignSchema, MAX_CAMPAIGN_SHIRTS } from "~/modules/campaigns/campaigns";
import { createCampaign } from "~/modules/campaigns/campaigns.server";
import { listModelsForStaff } from "~/modules/catalog/catalogue-editor.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/campaign-new";

export const meta: Route.MetaFunction = () => privatePageMeta("New campaign", "Write a newsletter campaign.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.campaigns);
  return { shirts: await shirtChoices() };
}

/** The shirts on sale a campaign may show. */
async function shirtChoices() {
  const models = await listModelsForStaff();
  return models.filter((model) => model.active).map(({ id, name, category }) => ({ id, name, category }));
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.campaigns);
  const submission = parseWithZod(await readForm(request), { schema: campaignSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const created = await createCampaign(staff, submission.value);
  return created.ok
    ? redirect(`/admin/campaigns/${created.id}?done=created`)
    : refusalResponse(created, { submission });
}

export default function NewCampaignPage({ loaderData: { shirts }, actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({ id: "campaign", schema: campaignSchema, lastResult: actionData?.result });
  const saving = useIsPending();
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="New campaign"
        intro="A draft first: you can preview it and send it to yourself before it goes to the subscribers."
        back={{ to: "/admin/campaigns", label: "Campaigns" }}
      />
      <Form method="post" {...getFormProps(form)} className="grid gap-4 border border-line bg-white p-5">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField field={fields.subject} label="Subject" required maxLength={200} />
        <Field
          id={fields.body.id}
          label="Text"
          required
          hint="Markdown: ## for a heading, **bold**, [a link](/fabrics), - for a list."
          error={fields.body.errors?.[0]}
        >
          <textarea {...getTextareaProps(fields.body)} rows={14} className={`${inputStyles} font-mono text-sm`} />
        </Field>
        <CampaignShirts
          shirts={shirts}
          chosen={[]}
          max={MAX_CAMPAIGN_SHIRTS}
          error={fields.shirtModelIds.errors?.[0]}
        />
        <div>
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : "Save the draft"}
          </button>
        </div>
      </Form>
    </div>
  );
}
