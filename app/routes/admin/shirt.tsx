import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, ArrowRight, Printer } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { ColumnHeads } from "~/components/admin/ListTable";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { ShirtFrontBack } from "~/components/shirt/ShirtFrontBack";
import { Field, FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, orNotFound, refusalResponse } from "~/infra/refusal";
import { qualityCheckSchema } from "~/modules/production/forms";
import { findPackingSlip } from "~/modules/production/packing.server";
import { POINT_NAMES } from "~/modules/production/sheet";
import { findShirtCard } from "~/modules/production/shirt-cards.server";
import { moveShirtToNextStage, recordQualityCheck } from "~/modules/production/stage-moves.server";
import { formatDay, formatShopTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { stageLabel } from "~/modules/shop/stages";
import type { MeasurePoint } from "~/modules/sizing/workshop";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/shirt";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data ? `Shirt ${data.card.orderNumber} · ${data.card.unitLabel}` : "Shirt",
    "A shirt in the workshop: its stage, what to make and its timeline.",
  );

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  const card = orNotFound(await findShirtCard(params.unitId));
  // The label is the one piece of the customer's contact data the workshop sees, and only to pack.
  const parcel = card.stage === "packed" ? await findPackingSlip(card.orderId) : null;
  return { card, parcel };
}

/** The page's two forms: the one-tap move, and the quality check at that stage. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.production);
  const form = await readForm(request);
  if (form.get("intent") === "check") {
    form.set("unitId", params.unitId);
    const submission = parseWithZod(form, { schema: qualityCheckSchema });
    if (submission.status !== "success")
      return refusalResponse(INVALID_FORM, { submission, extra: { intent: "check" } });
    const checked = await recordQualityCheck(staff, submission.value);
    if (!checked.ok) return refusalResponse(checked, { submission, extra: { intent: "check" } });
    return redirect(`/admin/shirts/${params.unitId}?done=${checked.passed ? "passed" : "failed"}`);
  }
  const moved = await moveShirtToNextStage(staff, { unitId: params.unitId, from: form.get("from") });
  if (!moved.ok) return refusalResponse(moved, { extra: { intent: "move" } });
  return redirect(`/admin/shirts/${params.unitId}?done=moved`);
}

const DONE_MESSAGES = {
  moved: "Moved on.",
  passed: "Quality check passed: the shirt is packed.",
  failed: "Quality check failed: the shirt is sent back.",
};

export default function ShirtPage({ loaderData, actionData }: Route.ComponentProps) {
  const { card, parcel } = loaderData;
  const lastMove = card.timeline.at(-1);
  const moveRefusal = actionData && actionData.intent === "move" ? actionData.refusal : undefined;
  const checkResult = actionData && actionData.intent === "check" ? actionData.result : undefined;
  const moving = useIsPending({ intent: "move" });
  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-5 flex items-start justify-between gap-3">
        <div>
          {/* The order number in the body type: its figures must read at a glance at the table. */}
          <h1 className="font-sans text-2xl font-bold tracking-normal tabular-nums sm:text-3xl">
            {card.orderNumber} · {card.unitLabel}
          </h1>
          <p className="text-ink-soft">{card.name}</p>
        </div>
        <Link to={`/admin/shirts/${card.unitId}/sheet`} className={`${buttonStyles.secondary} shrink-0 px-4`}>
          <Printer aria-hidden className="size-4" />
          Sheet
        </Link>
      </div>
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES}>
          {" "}
          Now at <strong>{card.stageLabel.toLowerCase()}</strong>.
          {/* Only a failed check leaves a reason on the shirt's last move: the one just made. */}
          {lastMove?.reason ? ` Reason: ${lastMove.reason}.` : ""}
        </DoneBanner>
        {moveRefusal?.message ? <FormAlert errors={[moveRefusal.message]} /> : null}
      </div>

      <section aria-labelledby="stage-title" className="mb-6 border border-line bg-white p-4">
        <h2 id="stage-title" className="text-sm font-semibold tracking-[0.12em] text-ink-soft uppercase">
          Stage
        </h2>
        <p className="mt-1 text-3xl font-semibold" data-testid="stage">
          {card.stageLabel}
        </p>
        {card.late ? (
          <p className="mt-2 inline-flex items-center gap-1.5 font-semibold text-danger">
            <AlertTriangle aria-hidden className="size-4" /> Late: past its promise
          </p>
        ) : null}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="font-medium">Ship by</dt>
          <dd>{card.shipBy ? formatDay(card.shipBy) : "–"}</dd>
          <dt className="font-medium">Promise</dt>
          <dd>{card.promiseText ?? "–"}</dd>
          {card.remakeOf ? (
            <>
              <dt className="font-medium">Remake of</dt>
              <dd className="font-semibold">Order {card.remakeOf}</dd>
            </>
          ) : null}
        </dl>
        {card.nextByTap ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="from" value={card.stage} />
            <button
              type="submit"
              disabled={moving}
              className="flex w-full items-center justify-center gap-3 rounded-sm bg-navy px-6 py-5 text-lg font-semibold text-white hover:bg-navy-dark disabled:opacity-60"
            >
              {moving ? "Moving…" : `Move to ${stageLabel(card.nextByTap).toLowerCase()}`}
              <ArrowRight aria-hidden className="size-5" />
            </button>
          </Form>
        ) : card.stage === "quality_check" ? null : (
          <p className="mt-3 text-sm text-ink-soft">
            {card.stage === "packed"
              ? "Packed: it leaves when the office ships the order."
              : "It has left the workshop."}
          </p>
        )}
      </section>

      {card.stage === "quality_check" ? <QualityCheckForm card={card} lastResult={checkResult} /> : null}

      {parcel ? (
        <section aria-labelledby="label-title" className="mb-6 border-2 border-ink bg-white p-4">
          <h2 id="label-title" className="text-2xl">
            Shipping label
          </h2>
          <address className="mt-2 text-lg not-italic">
            <strong>{parcel.label.name}</strong>
            {parcel.label.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="mt-2 text-sm">
            {parcel.deliveryName} · {parcel.shirts.filter((shirt) => shirt.stage === "packed").length} of{" "}
            {parcel.shirts.length} shirts packed
          </p>
          <Link to={parcel.slipPath} className="mt-3 inline-block text-navy underline underline-offset-4">
            Packing slip
          </Link>
        </section>
      ) : null}

      <Panel id="make-title" title="What to make" compact className="mb-6">
        <ShirtFrontBack look={card.look} className="mt-3 grid grid-cols-2 gap-2 sm:max-w-md" />
        <h3 className="mt-4 text-lg">Fabric</h3>
        <p>
          {card.fabric
            ? `${card.fabric.reference} · ${card.fabric.name} · ${card.fabric.metres.toFixed(2)} m`
            : "No longer in the catalogue: see the order."}
        </p>
        <h3 className="mt-4 text-lg">Options</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {card.options.map((option) => (
            <div key={option.label} className="contents">
              <dt className="font-medium">{option.label}</dt>
              <dd>
                {option.value}
                {option.code && !option.value.includes(option.code) ? (
                  <span className="ml-2 font-mono text-ink-soft">{option.code}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        {card.instructions.length > 0 ? (
          <>
            <h3 className="mt-4 text-lg">Special instructions</h3>
            <ul className="list-disc pl-5 text-sm">
              {card.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="mt-4 text-lg">Measurements (cm)</h3>
        <p className="text-sm text-ink-soft">{card.size.summary}</p>
        <table className="mt-2 w-full text-left text-sm">
          <ColumnHeads
            columns={["Point", "Body", "Ease", "Finished"]}
            className="border-b border-line"
            cellClassName="py-1 font-medium"
          />
          <tbody>
            {(Object.keys(card.measurements.finished) as MeasurePoint[]).map((point) => (
              <tr key={point} className="border-b border-line/60">
                <th scope="row" className="py-1 font-normal">
                  {POINT_NAMES[point]}
                </th>
                <td>{card.measurements.body?.points[point] ?? "–"}</td>
                <td>{card.measurements.ease[point] ?? "–"}</td>
                <td className="font-semibold">{card.measurements.finished[point]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>

      <Panel id="timeline-title" title="Timeline" compact className="mb-6">
        {card.timeline.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">Queued since the order was paid; not moved yet.</p>
        ) : (
          <ol className="mt-2 grid gap-2 text-sm">
            {card.timeline.map((event) => (
              <li key={`${event.at.toISOString()}-${event.to}`} className="border-t border-line pt-2">
                <time dateTime={event.at.toISOString()} className="text-ink-soft">
                  {formatShopTime(event.at)}
                </time>{" "}
                {stageLabel(event.from)} → <strong>{stageLabel(event.to)}</strong> by {event.staffName}
                {event.reason ? <span className="block text-danger">Reason: {event.reason}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <p>
        <Link to="/admin/production" className="text-navy underline underline-offset-4">
          Back to the production queue
        </Link>
      </p>
    </div>
  );
}

function QualityCheckForm({
  card,
  lastResult,
}: {
  card: Route.ComponentProps["loaderData"]["card"];
  lastResult: Parameters<typeof useShopForm>[0]["lastResult"];
}) {
  const [form, fields] = useShopForm({ id: "quality-check", schema: qualityCheckSchema, lastResult });
  const measured = fields.measured.getFieldset();
  const checking = useIsPending({ intent: "check" });
  return (
    <section aria-labelledby="check-title" className="mb-6 border-2 border-navy bg-white p-4">
      <h2 id="check-title" className="text-2xl">
        Quality check
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        Measure the finished shirt at each point. Within its tolerance everywhere and no defect: it is packed. Otherwise
        it goes back with the reason.
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="check" />
        <input type="hidden" name="unitId" value={card.unitId} />
        {/* One row a point, its measured value on the right: the form fits a phone at the table. */}
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {card.checkPoints.map((point) => {
            const field = measured[point.point];
            return (
              <div key={point.point} className="grid grid-cols-[1fr_6.5rem] items-center gap-x-3">
                <label htmlFor={field.id} className="text-sm font-medium">
                  {`${POINT_NAMES[point.point]}: ${point.ordered} cm ± ${point.toleranceCm}`}
                </label>
                <input
                  {...getInputProps(field, { type: "text" })}
                  inputMode="decimal"
                  autoComplete="off"
                  className={inputStyles}
                />
                <FieldMessage id={field.errorId} error={field.errors?.[0]} className="col-span-2" />
              </div>
            );
          })}
        </div>
        <Field id={fields.defect.id} label="Defect found (leave empty if none)" error={fields.defect.errors?.[0]}>
          <textarea
            id={fields.defect.id}
            name={fields.defect.name}
            defaultValue={fields.defect.initialValue}
            rows={2}
            className={inputStyles}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={fields.recut.name} className="size-5" />
          The fabric must be recut (flaw, motif not matching)
        </label>
        <button type="submit" className={`${buttonStyles.primary} py-4 text-base`} disabled={checking}>
          {checking ? "Recording…" : "Record the check"}
        </button>
      </Form>
    </section>
  );
}
