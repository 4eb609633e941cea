import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { ColumnHeads, numeric } from "~/components/admin/ListTable";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { HundredthsField } from "~/components/forms/HundredthsField";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { approveRemake, decideAlterationRefund, declineClaim } from "~/modules/claims/decisions.server";
import {
  alterationDecisionSchema,
  CLAIM_MESSAGES,
  declineDecisionSchema,
  remakeDecisionSchema,
} from "~/modules/claims/forms";
import { getClaimForStaff } from "~/modules/pages/admin/claims.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/claim";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Claim ${loaderData.claim.id}` : "Claim", "A fit claim.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.claims);
  return { claim: orNotFound(await getClaimForStaff(params.id)) };
}

const INTENTS = ["remake", "alteration", "decline"] as const;

/** The decisions on a claim, told apart by `intent`; the claim is the one of the address. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.claims);
  const claimId = parseId(params.id);
  if (claimId === null) throw data(CLAIM_MESSAGES.unknownClaim, { status: 404 });
  const form = await readForm(request);
  form.set("claimId", String(claimId));
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  if (intent === "remake") {
    const submission = parseWithZod(form, { schema: remakeDecisionSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await approveRemake(staff, submission.value);
    return outcome.ok
      ? redirect(`/admin/claims/${claimId}?done=remake`)
      : refusalResponse(outcome, { submission, extra: { intent } });
  }
  if (intent === "alteration") {
    const submission = parseWithZod(form, { schema: alterationDecisionSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const { amount, note } = submission.value;
    const outcome = await decideAlterationRefund(staff, { claimId, amountMinor: amount, note });
    if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent } });
    return redirect(
      `/admin/claims/${claimId}?done=${outcome.status === "succeeded" ? "alteration" : "alteration_pending"}`,
    );
  }
  const submission = parseWithZod(form, { schema: declineDecisionSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
  const outcome = await declineClaim(staff, submission.value);
  return outcome.ok
    ? redirect(`/admin/claims/${claimId}?done=decline`)
    : refusalResponse(outcome, { submission, extra: { intent } });
}

const DONE_MESSAGES = {
  remake:
    "Remake approved: the shirt is in the workshop's queue, the customer's size is corrected and they have been e-mailed.",
  alteration: "Alteration refund made: the money is on its way back to the customer, who has been e-mailed.",
  alteration_pending:
    "Alteration refund decided and sent to the payment provider: it counts once the provider confirms it. The customer has been e-mailed.",
  decline: "Claim declined: the customer has been e-mailed the reason.",
};

export default function ClaimPage({ loaderData: { claim }, actionData }: Route.ComponentProps) {
  const remakeRefusal = actionData && "intent" in actionData && actionData.intent === "remake" ? actionData : null;
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/claims", label: "Fit claims" }}
        title={`Claim ${claim.id}`}
        intro={
          <>
            {claim.statusLabel} · filed {claim.filed} by {claim.customer.name} ({claim.customer.email})
          </>
        }
        actions={
          <Link to={`/admin/orders/${claim.orderId}`} className={buttonStyles.secondary}>
            Order {claim.orderNumber}
          </Link>
        }
      />
      <DoneBanner messages={DONE_MESSAGES} />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="shirt-title" className="border border-line bg-white p-4">
            <div className="grid grid-cols-[72px_minmax(0,1fr)] gap-4">
              <ShirtPreview
                look={claim.shirt.look}
                view="front"
                className="aspect-square w-full border border-line p-1"
              />
              <div>
                <h2 id="shirt-title" className="text-2xl">
                  {claim.shirt.name}
                </h2>
                <p className="text-sm text-ink-soft">
                  Shirt {claim.unitLabel} of order {claim.orderNumber}
                  {claim.delivered ? ` · delivered ${claim.delivered}` : ""}
                </p>
                {claim.sizeKind === "smart" ? (
                  <p className="mt-1 text-sm">Made to a smart size (the size calculator's).</p>
                ) : null}
              </div>
            </div>
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Ordered finished measurements and the claimed corrections, cm</caption>
              <ColumnHeads
                columns={["Point", numeric("Ordered"), "Claimed", numeric("Corrected")]}
                className="border-b border-line text-xs tracking-wide text-ink-soft uppercase"
                cellClassName="py-2 pr-2 last:pr-0"
              />
              <tbody>
                {claim.points.map((point) => (
                  <tr key={point.point} className={`border-b border-line/60 ${point.words ? "bg-brass/10" : ""}`}>
                    <th scope="row" className="py-2 pr-2 font-normal">
                      {point.label}
                    </th>
                    <td className="py-2 pr-2 text-right">{point.orderedCm}</td>
                    <td className="py-2 pr-2">{point.words ?? "—"}</td>
                    <td className={`py-2 text-right ${point.words ? "font-semibold" : ""}`}>{point.correctedCm}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <Panel id="comment-title" title="The customer's words" compact>
            <p className="mt-2 whitespace-pre-line">{claim.comment || "No comment."}</p>
            {claim.photoIds.length > 0 ? (
              <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {claim.photoIds.map((photoId, index) => (
                  <li key={photoId}>
                    <a href={`/admin/claims/photos/${photoId}`} target="_blank" rel="noreferrer">
                      <img
                        src={`/admin/claims/photos/${photoId}`}
                        alt={`The shirt worn, as the customer sent it (${index + 1} of ${claim.photoIds.length})`}
                        className="aspect-square w-full border border-line object-cover"
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-soft">No photos.</p>
            )}
          </Panel>
        </div>

        <Panel id="decision-title" title="Decision" compact className="grid content-start gap-4">
          {claim.decision ? (
            <div className="text-sm">
              <p className="font-semibold">{claim.statusLabel}</p>
              <p className="text-ink-soft">
                {claim.decision.at} by {claim.decision.by}
              </p>
              {claim.decision.remake ? (
                <p className="mt-2">
                  Remake:{" "}
                  <Link to={`/admin/orders/${claim.decision.remake.orderId}`} className="text-navy underline">
                    order {claim.decision.remake.orderNumber}
                  </Link>
                </p>
              ) : null}
              {claim.decision.alterationRefund ? (
                <p className="mt-2">
                  Alteration refund of <span className="font-semibold">{claim.decision.alterationRefund.amount}</span> ·{" "}
                  {claim.decision.alterationRefund.statusLabel} ·{" "}
                  <Link to={`/admin/orders/${claim.orderId}`} className="text-navy underline">
                    on order {claim.orderNumber}
                  </Link>
                </p>
              ) : null}
              {claim.decision.declineReason ? (
                <p className="mt-2 whitespace-pre-line">Reason given: {claim.decision.declineReason}</p>
              ) : null}
            </div>
          ) : (
            <>
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="intent" value="remake" />
                <input type="hidden" name="claimId" value={claim.id} />
                <p className="text-sm">
                  A new shirt at no charge, cut to the corrected measurements, queued in the workshop. The customer's
                  saved size takes the correction.
                </p>
                {remakeRefusal?.refusal?.message ? <FormAlert errors={[remakeRefusal.refusal.message]} /> : null}
                <RemakeButton />
              </Form>
              <AlterationForm
                claimId={claim.id}
                alteration={claim.alteration}
                lastResult={
                  actionData && "intent" in actionData && actionData.intent === "alteration"
                    ? actionData.result
                    : undefined
                }
              />
              <DeclineForm
                claimId={claim.id}
                lastResult={
                  actionData && "intent" in actionData && actionData.intent === "decline"
                    ? actionData.result
                    : undefined
                }
              />
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}

function RemakeButton() {
  const pending = useIsPending({ intent: "remake" });
  return (
    <button type="submit" className={buttonStyles.primary} disabled={pending}>
      {pending ? "Approving…" : "Approve a remake"}
    </button>
  );
}

function AlterationForm({
  claimId,
  alteration,
  lastResult,
}: {
  claimId: number;
  alteration: { percent: number; price: string; cap: string; currency: string };
  lastResult: Parameters<typeof useShopForm>[0]["lastResult"];
}) {
  const [form, fields] = useShopForm({ id: "alteration", schema: alterationDecisionSchema, lastResult });
  const pending = useIsPending({ intent: "alteration" });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2 border-t border-line pt-4">
      <input type="hidden" name="intent" value="alteration" />
      <input type="hidden" name="claimId" value={claimId} />
      <h3 className="font-medium">Alteration refund</h3>
      <p className="text-sm">
        Part of the shirt's price back so the customer has it altered by a tailor: at most {alteration.percent}% of{" "}
        {alteration.price}, that is <span className="font-semibold">{alteration.cap}</span>. It goes back through the
        order's payment provider like any refund.
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <HundredthsField
        field={fields.amount}
        label={`Amount (${alteration.currency})`}
        hint={`Up to ${alteration.cap}.`}
        required
        placeholder="0.00"
      />
      <Field id={fields.note.id} label="Note (staff only)" error={fields.note.errors?.[0]}>
        <textarea {...getTextareaProps(fields.note)} rows={2} className={inputStyles} />
      </Field>
      <button type="submit" className={buttonStyles.secondary} disabled={pending}>
        {pending ? "Refunding…" : "Refund for an alteration and e-mail the customer"}
      </button>
    </Form>
  );
}

function DeclineForm({
  claimId,
  lastResult,
}: {
  claimId: number;
  lastResult: Parameters<typeof useShopForm>[0]["lastResult"];
}) {
  const [form, fields] = useShopForm({ id: "decline", schema: declineDecisionSchema, lastResult });
  const pending = useIsPending({ intent: "decline" });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2 border-t border-line pt-4">
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="claimId" value={claimId} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        id={fields.reason.id}
        label="Reason for declining"
        hint="The customer reads it in their order history and e-mail."
        error={fields.reason.errors?.[0]}
      >
        <textarea {...getTextareaProps(fields.reason)} rows={4} className={inputStyles} />
      </Field>
      <button type="submit" className={buttonStyles.secondary} disabled={pending}>
        {pending ? "Declining…" : "Decline the claim"}
      </button>
    </Form>
  );
}
