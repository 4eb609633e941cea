import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { CampaignShirts } from "~/components/admin/CampaignShirts";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS_LABELS,
  campaignSchema,
  editRefusal,
  MAX_CAMPAIGN_SHIRTS,
  sendRefusal,
} from "~/modules/campaigns/campaigns";
import {
  campaignCounts,
  confirmedSubscriberCount,
  getCampaign,
  sendTestCampaign,
  startSending,
  updateCampaign,
} from "~/modules/campaigns/campaigns.server";
import { listModelsForStaff } from "~/modules/catalog/catalogue-editor.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/campaign";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Campaign: ${loaderData.campaign.subject}` : "Campaign", "A newsletter campaign.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.campaigns);
  const id = parseId(params.id);
  if (id === null) throw data(CAMPAIGN_MESSAGES.unknown, { status: 404 });
  const campaign = orNotFound(await getCampaign(id));
  const [counts, confirmed, models] = await Promise.all([
    campaignCounts(id),
    confirmedSubscriberCount(),
    listModelsForStaff(),
  ]);
  return {
    campaign: {
      id: campaign.id,
      subject: campaign.subject,
      body: campaign.body,
      shirtModelIds: campaign.shirtModelIds,
      status: CAMPAIGN_STATUS_LABELS[campaign.status],
      sendStartedAt: campaign.sendStartedAt ? formatDateTime(campaign.sendStartedAt) : null,
      mailsPerMinute: campaign.mailsPerMinute,
    },
    counts,
    confirmed,
    shirts: models.filter((model) => model.active).map(({ id, name, category }) => ({ id, name, category })),
    editRefusal: editRefusal(campaign.status),
    sendRefusal: sendRefusal(campaign.status, confirmed),
    staffEmail: staff.email,
  };
}

const INTENTS = ["save", "test", "send"] as const;
type Intent = (typeof INTENTS)[number];

/** Save the draft, send it to oneself, or send it to the subscribers (once); each audited. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.campaigns);
  const id = parseId(params.id);
  if (id === null) throw data(CAMPAIGN_MESSAGES.unknown, { status: 404 });
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  const done = () => redirect(`/admin/campaigns/${id}?done=${intent}`);
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: campaignSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await updateCampaign(staff, id, submission.value);
    return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
  }
  const outcome = intent === "test" ? await sendTestCampaign(staff, id) : await startSending(staff, id);
  return outcome.ok ? done() : refusalResponse(outcome, { extra: { intent } });
}

const DONE_MESSAGES: Record<Intent | "created", string> = {
  created: "Draft saved. Preview it, send it to yourself, then send it to the subscribers.",
  save: "Draft saved.",
  test: "Test sent to your own address.",
  send: "Sending started. The mails leave the outbox at the set pace; the figures below follow them.",
};

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, counts, confirmed, staffEmail } = loaderData;
  const intent = actionData && "intent" in actionData ? actionData.intent : null;
  const [form, fields] = useShopForm({
    id: `campaign-${campaign.id}`,
    schema: campaignSchema,
    lastResult: intent === "save" ? actionData?.result : undefined,
    defaultValue: { subject: campaign.subject, body: campaign.body },
  });
  const saving = useIsPending({ intent: "save" });
  const testing = useIsPending({ intent: "test" });
  const sending = useIsPending({ intent: "send" });
  const otherRefusal =
    actionData && intent !== "save" && "refusal" in actionData ? actionData.refusal?.message : undefined;

  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={campaign.subject}
        intro={
          campaign.sendStartedAt
            ? `${campaign.status} · sending started ${campaign.sendStartedAt}, ${campaign.mailsPerMinute} mails a minute`
            : `${campaign.status} · ${confirmed} confirmed subscriber${confirmed === 1 ? "" : "s"} would receive it`
        }
        back={{ to: "/admin/campaigns", label: "Campaigns" }}
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        {otherRefusal ? <FormAlert errors={[otherRefusal]} /> : null}
      </div>

      {campaign.sendStartedAt ? (
        <section aria-labelledby="figures-title" className="mb-6 border border-line bg-white p-5">
          <h2 id="figures-title" className="text-2xl">
            Figures
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
            {(
              [
                ["Recipients", counts.recipients],
                ["Queued", counts.queued],
                ["Sent", counts.sent],
                ["Failed", counts.failed],
                ["Unsubscribed since", counts.unsubscribed],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="border border-line p-3">
                <dt className="text-ink-soft">{label}</dt>
                <dd className="mt-1 text-2xl" data-testid={`figure-${label}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <div className="mb-6 flex flex-wrap gap-3">
        <a
          href={`/admin/campaigns/${campaign.id}/preview`}
          target="_blank"
          rel="noreferrer"
          className={buttonStyles.secondary}
        >
          Preview the mail
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="test" />
          <button type="submit" className={buttonStyles.secondary} disabled={testing}>
            {testing ? "Sending the test…" : `Send a test to ${staffEmail}`}
          </button>
        </Form>
      </div>

      {loaderData.editRefusal === null ? (
        <Panel id="draft-title" title="Draft">
          <Form key={form.id} method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
            <FormAlert id={form.errorId} errors={form.errors} />
            <input type="hidden" name="intent" value="save" />
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
              shirts={loaderData.shirts}
              chosen={campaign.shirtModelIds}
              max={MAX_CAMPAIGN_SHIRTS}
              error={fields.shirtModelIds.errors?.[0]}
            />
            <div>
              <button type="submit" className={buttonStyles.secondary} disabled={saving}>
                {saving ? "Saving…" : "Save the draft"}
              </button>
            </div>
          </Form>
        </Panel>
      ) : (
        <section aria-labelledby="text-title" className="border border-line bg-white p-5">
          <h2 id="text-title" className="text-2xl">
            Text as sent
          </h2>
          <p className="mt-3 font-mono text-sm break-words whitespace-pre-wrap">{campaign.body}</p>
        </section>
      )}

      {loaderData.sendRefusal === null ? (
        <Panel id="send-title" title="Send" className="mt-6">
          <p className="mt-1 text-sm text-ink-soft">
            Goes once to the {confirmed} confirmed subscriber{confirmed === 1 ? "" : "s"}, each with a link to
            unsubscribe in one click. Save your changes first: what is saved is sent.
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className={buttonStyles.primary} disabled={sending}>
              {sending ? "Starting…" : `Send to ${confirmed} subscriber${confirmed === 1 ? "" : "s"}`}
            </button>
          </Form>
        </Panel>
      ) : campaign.sendStartedAt === null ? (
        <p className="mt-6 text-sm text-ink-soft">{loaderData.sendRefusal}</p>
      ) : null}
    </div>
  );
}
