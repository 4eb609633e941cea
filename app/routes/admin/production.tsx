import { AlertTriangle, Printer, Search } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { DateField } from "~/components/admin/DateField";
import { EmptyList } from "~/components/admin/ListTable";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { type KeptFilter, QueueCard } from "~/components/production/QueueCard";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse } from "~/infra/refusal";
import { EMPTY_STAGE, parseQueueFilter, QUEUE_MAX_SHOWN, QUEUE_PAGE_SIZE, queueHref } from "~/modules/production/queue";
import { productionQueue } from "~/modules/production/queue.server";
import { moveShirtToNextStage } from "~/modules/production/stage-moves.server";
import { shopDate } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/production";

export const meta: Route.MetaFunction = () => privatePageMeta("Production", "The workshop's shirts by stage.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  const today = shopDate(new Date());
  const filter = parseQueueFilter(new URL(request.url).searchParams);
  const queue = await productionQueue({ today, stage: filter.stage, search: filter.search, perStage: filter.show });
  return { today, filter, stages: queue.stages };
}

/** A card's one-tap move (the shirt's own page does the same): back to the queue as it was filtered. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.production);
  const form = await readForm(request);
  const moved = await moveShirtToNextStage(staff, { unitId: form.get("unitId"), from: form.get("from") });
  if (!moved.ok) return refusalResponse(moved);
  const kept = parseQueueFilter(
    new URLSearchParams(["stage", "q", "show"].map((name) => [name, String(form.get(name) ?? "")])),
  );
  const back = queueHref({ stage: kept.stage, q: kept.search?.text, show: kept.show });
  return redirect(`${back}${back.includes("?") ? "&" : "?"}done=${moved.stage}`);
}

const DONE_MESSAGES = {
  cutting: "Moved to cutting.",
  sewing: "Moved to sewing.",
  quality_check: "Moved to quality check: it waits for its check.",
};

export default function ProductionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { today, filter, stages } = loaderData;
  const q = filter.search?.text ?? "";
  const kept: KeptFilter = { stage: filter.stage, q, show: filter.show };
  const total = stages.reduce((sum, stage) => sum + stage.total, 0);
  const shown = filter.stage ? stages.filter((stage) => stage.stage === filter.stage) : stages;
  return (
    <div>
      <AdminPageHeader
        title="Production"
        intro="Every shirt in the workshop by stage, the oldest promise first. Move a shirt on from its card, or tap it for its page."
        actions={
          <>
            <Link to={`/admin/production/sheets?date=${today}`} className={buttonStyles.primary}>
              <Printer aria-hidden className="size-4" />
              Today's sheets
            </Link>
            <Link to="/admin/production/sheets?stage=queued" className={buttonStyles.secondary}>
              Sheets of queued shirts
            </Link>
          </>
        }
      />
      <Form method="get" role="search" aria-label="Shirts" className="mb-4">
        {filter.stage ? <input type="hidden" name="stage" value={filter.stage} /> : null}
        <label htmlFor="queue-search" className="mb-1.5 block text-sm font-medium">
          Order or shirt number
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="queue-search"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            autoComplete="off"
            aria-describedby="queue-search-hint"
            className={`${inputStyles} min-h-12 min-w-0 flex-1 basis-48 sm:max-w-md`}
          />
          <button type="submit" className={`${buttonStyles.primary} min-h-12`}>
            <Search aria-hidden className="size-4" />
            Find
          </button>
          {q ? (
            <Link to={queueHref({ stage: filter.stage })} className={`${buttonStyles.secondary} min-h-12`}>
              Clear
            </Link>
          ) : null}
        </div>
        <p id="queue-search-hint" className="mt-1 text-sm text-ink-soft">
          As on the sheet: AS000042 or 42 for an order, “Shirt no. 7” for one shirt.
        </p>
      </Form>
      <nav aria-label="Stages" className="mb-6">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          <StageTab
            label="All"
            total={total}
            late={stages.reduce((sum, stage) => sum + stage.late, 0)}
            current={!filter.stage}
            href={queueHref({ stage: null, q })}
          />
          {stages.map((stage) => (
            <StageTab
              key={stage.stage}
              label={stage.label}
              total={stage.total}
              late={stage.late}
              current={filter.stage === stage.stage}
              href={queueHref({ stage: stage.stage, q })}
            />
          ))}
        </ul>
      </nav>
      <div className="mb-4 grid gap-3 empty:hidden">
        <DoneBanner messages={DONE_MESSAGES} hidden={Boolean(actionData?.refusal)} />
        {actionData?.refusal?.message ? <FormAlert errors={[actionData.refusal.message]} /> : null}
      </div>
      {total === 0 && !filter.search ? (
        <EmptyList>No shirt in the workshop: paid orders appear here, queued.</EmptyList>
      ) : total === 0 ? (
        <EmptyList>
          No shirt in the workshop matches “{q}”. Search by order number (AS000042 or 42) or by the shirt number on its
          sheet.
        </EmptyList>
      ) : (
        <div className={filter.stage ? "" : "grid gap-6 xl:grid-cols-5 xl:gap-3"}>
          {shown.map((stage) => (
            <section key={stage.stage} id={`stage-${stage.stage}`} aria-labelledby={`title-${stage.stage}`}>
              <h2 id={`title-${stage.stage}`} className="mb-2 flex items-baseline gap-2 text-2xl">
                {stage.label}
                <span className="font-sans text-sm font-normal text-ink-soft">
                  {stage.total} {stage.total === 1 ? "shirt" : "shirts"}
                </span>
              </h2>
              {stage.shirts.length === 0 ? (
                <p className="border border-dashed border-line p-3 text-sm text-ink-soft">
                  {filter.search
                    ? `None of the shirts found is at ${stage.label.toLowerCase()}.`
                    : EMPTY_STAGE[stage.stage]}
                </p>
              ) : (
                <ol className={filter.stage ? "grid gap-3 sm:grid-cols-2 xl:grid-cols-3" : "grid gap-2"}>
                  {stage.shirts.map((shirt) => (
                    <QueueCard key={shirt.unitId} shirt={shirt} kept={kept} narrow={!filter.stage} />
                  ))}
                </ol>
              )}
              {stage.total > stage.shirts.length ? (
                <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                  The {stage.shirts.length} with the oldest promise of {stage.total}.
                  {filter.stage && stage.shirts.length < QUEUE_MAX_SHOWN ? (
                    <Link
                      to={queueHref({ stage: stage.stage, q, show: filter.show + QUEUE_PAGE_SIZE })}
                      preventScrollReset
                      className={`${buttonStyles.secondary} min-h-12 w-full sm:w-auto`}
                    >
                      Show {Math.min(QUEUE_PAGE_SIZE, stage.total - stage.shirts.length)} more
                    </Link>
                  ) : !filter.stage ? (
                    <Link
                      to={queueHref({ stage: stage.stage, q })}
                      className="inline-flex min-h-11 items-center font-medium text-navy underline underline-offset-4"
                    >
                      All {stage.label.toLowerCase()}
                    </Link>
                  ) : null}
                </p>
              ) : null}
            </section>
          ))}
        </div>
      )}
      <Form method="get" action="/admin/production/sheets" className="mt-8 flex flex-wrap items-end gap-2">
        <DateField
          id="sheets-date"
          name="date"
          label="Sheets of the shirts paid on"
          value={today}
          inputClassName="w-auto"
        />
        <button type="submit" className={buttonStyles.secondary}>
          Open the sheets
        </button>
      </Form>
    </div>
  );
}

/** A stage of the filter: its name, its shirts' count and how many are late; large enough for a thumb. */
function StageTab({
  label,
  total,
  late,
  current,
  href,
}: {
  label: string;
  total: number;
  late: number;
  current: boolean;
  href: string;
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={current ? "page" : undefined}
        className={`flex h-full min-h-16 flex-col justify-center border px-3 py-2 ${
          current ? "border-navy bg-navy text-white" : "border-line bg-white hover:border-navy"
        }`}
      >
        <span className={`block text-sm ${current ? "text-white" : "text-ink-soft"}`}>{label}</span>
        <span className="flex items-baseline gap-2">
          <span className="text-2xl font-semibold tabular-nums">{total}</span>
          {late > 0 ? (
            <span
              className={`inline-flex items-center gap-1 text-sm font-semibold ${current ? "text-white" : "text-danger"}`}
            >
              <AlertTriangle aria-hidden className="size-3.5" />
              {late} late
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
