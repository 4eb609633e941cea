import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "~/components/account/Messages";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { approveRemake, decideAlterationRefund, declineClaim, getClaimForStaff } from "~/modules/claims/claims.server";
import { CLAIM_STATUS_LABELS, correctionWords } from "~/modules/claims/corrections";
import {
  alterationDecisionSchema,
  CLAIM_MESSAGES,
  declineDecisionSchema,
  remakeDecisionSchema,
} from "~/modules/claims/forms";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { refundStatusLabel } from "~/modules/shop/refund-reasons";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/claim";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Claim ${loaderData.claim.id}` : "Claim", "A fit claim.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.claims);
  const claim = orNotFound(await getClaimForStaff(params.id));
  return {
    claim: {
      ...claim,
      statusLabel: CLAIM_STATUS_LABELS[claim.status],
      filed: formatDateTime(claim.createdAt),
      delivered: claim.deliveredAt ? formatDateTime(claim.deliveredAt) : null,
      points: claim.points.map((point) => ({
        ...point,
        words: point.correctionCm === null ? null : correctionWords(point.point, point.correctionCm),
      })),
      decision: claim.decision
        ? {
            ...claim.decision,
            at: formatDateTime(claim.decision.at),
            alterationRefund: claim.decision.alterationRefund
              ? {
                  ...claim.decision.alterationRefund,
                  statusLabel: refundStatusLabel(claim.decision.alterationRefund.status),
                }
              : null,
          }
        : null,
    },
  };
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

const DONE: Record<string, string> = {
  remake:
    "Remake approved: the shirt is in the workshop's queue, the customer's size is corrected and they have been e-mailed.",
  alteration: "Alteration refund made: the money is on its way back to the customer, who has been e-mailed.",
  alteration_pending:
    "Alteration refund decided and sent to the payment provider: it counts once the provider confirms it. The customer has been e-mailed.",
  decline: "Claim declined: the customer has been e-mailed the reason.",
};

export default function ClaimPage({ loaderData: { claim }, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const done = DONE[searchParams.get("done") ?? ""];
  const remakeRefusal = actionData && "intent" in actionData && actionData.intent === "remake" ? actionData : null;
  return (
    <div>
      <p className="mb-3">
        <Link to="/admin/claims" className="inline-flex items-center gap-1 text-sm font-semibold text-navy underline">
          <ArrowLeft aria-hidden className="size-4" /> Fit claims
        </Link>
      </p>
      <AdminPageHeader
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
      {done ? <FormSuccess>{done}</FormSuccess> : null}

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
              <thead>
                <tr className="border-b border-line text-xs tracking-wide text-ink-soft uppercase">
                  <th scope="col" className="py-2 pr-2">
                    Point
                  </th>
                  <th scope="col" className="py-2 pr-2 text-right">
                    Ordered
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Claimed
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Corrected
                  </th>
                </tr>
              </thead>
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

          <section aria-labelledby="comment-title" className="border border-line bg-white p-4">
            <h2 id="comment-title" className="text-2xl">
              The customer's words
            </h2>
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
          </section>
        </div>

        <section aria-labelledby="decision-title" className="grid content-start gap-4 border border-line bg-white p-4">
          <h2 id="decision-title" className="text-2xl">
            Decision
          </h2>
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
        </section>
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
      <Field
        id={fields.amount.id}
        label={`Amount (${alteration.currency})`}
        hint={`Up to ${alteration.cap}.`}
        required
        error={fields.amount.errors?.[0]}
      >
        <input
          {...getInputProps(fields.amount, { type: "text" })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className={inputStyles}
        />
      </Field>
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
