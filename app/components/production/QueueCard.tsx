import { AlertTriangle, ArrowRight, ChevronRight, ClipboardCheck, RefreshCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { useIsPending } from "~/components/forms/hooks";
import { queueCardAction } from "~/modules/production/queue";
import type { QueueShirt } from "~/modules/production/queue.server";
import { formatDay } from "~/modules/shop/calendar";
import { type DeliveryPromise, formatPromise } from "~/modules/shop/promise";
import { stageLabel } from "~/modules/shop/stages";

/** The queue's filter, sent back with a move so that the queue comes back as it was. */
export type KeptFilter = { stage: string | null; q: string; show: number };

/** A tap target a thumb finds: at least 44 px high, the card's whole width. */
const TAP_TARGET =
  "flex min-h-12 w-full items-center justify-center gap-2 rounded-sm px-3 py-3 text-center font-semibold disabled:opacity-60";

/**
 * A shirt of the workshop's queue: what it is (a link to its phone page) and, below, its next
 * step as one large button that posts without JavaScript, like the shirt's own page.
 */
export function QueueCard({ shirt, kept, narrow }: { shirt: QueueShirt; kept: KeptFilter; narrow: boolean }) {
  // In the five columns of the whole queue a wide screen's button has a fifth of it.
  const tapTarget = `${TAP_TARGET} ${narrow ? "text-base xl:text-sm" : "text-base"}`;
  const action = queueCardAction(shirt.stage);
  const titleId = `shirt-${shirt.unitId}`;
  const moving = useIsPending({ intent: "move", values: { unitId: String(shirt.unitId) } });
  const blockedByCloth = shirt.waitingForCloth && shirt.stage === "queued";
  return (
    <li
      className={`flex flex-col border bg-white ${shirt.late ? "border-danger border-l-4" : "border-line"}`}
      data-testid="queue-card"
    >
      <Link to={`/admin/shirts/${shirt.unitId}`} className="flex flex-1 items-center gap-2 p-3 hover:bg-linen/60">
        <span className="min-w-0 flex-1">
          <span id={titleId} className="block font-semibold tabular-nums">
            {shirt.orderNumber} · {shirt.unitLabel}
          </span>
          <span className="block truncate text-sm">{shirt.name}</span>
          <span className="block text-sm text-ink-soft tabular-nums">Shirt no. {shirt.unitId}</span>
          {shirt.remakeOf ? (
            <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-navy">
              <RefreshCcw aria-hidden className="size-3.5" />
              Remake of {shirt.remakeOf}
            </span>
          ) : null}
          {shirt.waitingForCloth ? (
            <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-danger">
              <AlertTriangle aria-hidden className="size-3.5" />
              Waiting for cloth: do not cut
            </span>
          ) : null}
          <PromiseLine late={shirt.late} promise={shirt.promise} />
        </span>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-soft" />
      </Link>
      <div className="border-t border-line p-2">
        {action.kind === "move" && !blockedByCloth ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="unitId" value={shirt.unitId} />
            <input type="hidden" name="from" value={shirt.stage} />
            {kept.stage ? <input type="hidden" name="stage" value={kept.stage} /> : null}
            {kept.q ? <input type="hidden" name="q" value={kept.q} /> : null}
            <input type="hidden" name="show" value={kept.show} />
            <button
              type="submit"
              disabled={moving}
              aria-describedby={titleId}
              className={`${tapTarget} bg-navy text-white hover:bg-navy-dark`}
            >
              {moving ? "Moving…" : `Move to ${stageLabel(action.to).toLowerCase()}`}
              <ArrowRight aria-hidden className="size-5" />
            </button>
          </Form>
        ) : action.kind === "check" ? (
          <Link
            to={`/admin/shirts/${shirt.unitId}`}
            aria-describedby={titleId}
            className={`${tapTarget} border border-navy text-navy hover:bg-navy hover:text-white`}
          >
            <ClipboardCheck aria-hidden className="size-5" />
            Record its quality check
          </Link>
        ) : (
          <p className="flex min-h-12 items-center justify-center px-2 text-center text-sm text-ink-soft">
            {blockedByCloth ? "Cut once its cloth is received." : "Leaves with its order's parcel."}
          </p>
        )}
      </div>
    </li>
  );
}

function PromiseLine({ late, promise }: { late: boolean; promise: DeliveryPromise | null }) {
  if (late) {
    return (
      <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-danger">
        <AlertTriangle aria-hidden className="size-3.5" />
        Late: promised by {promise ? formatDay(promise.latest) : "–"}
      </span>
    );
  }
  return <span className="block text-sm text-ink-soft">{promise ? formatPromise(promise) : "No promise"}</span>;
}
