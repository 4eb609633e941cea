import { AlertTriangle, ChevronRight, Printer, RefreshCcw } from "lucide-react";
import { Form, Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { DateField } from "~/components/admin/DateField";
import { EmptyList } from "~/components/admin/ListTable";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { productionQueue } from "~/modules/production/queue.server";
import { formatDay, shopDate } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { formatPromise } from "~/modules/shop/promise";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/production";

export const meta: Route.MetaFunction = () => privatePageMeta("Production", "The workshop's shirts by stage.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  const today = shopDate(new Date());
  const queue = await productionQueue({ today });
  return { today, stages: queue.stages };
}

export default function ProductionPage({ loaderData }: Route.ComponentProps) {
  const { today, stages } = loaderData;
  const total = stages.reduce((sum, stage) => sum + stage.total, 0);
  return (
    <div>
      <AdminPageHeader
        title="Production"
        intro="Every shirt in the workshop by stage, the oldest promise first. Tap a shirt to move it on."
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
      <nav aria-label="Stages" className="mb-6">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {stages.map((stage) => (
            <li key={stage.stage}>
              <a
                href={`#stage-${stage.stage}`}
                className="block border border-line bg-white px-3 py-2.5 hover:border-navy"
              >
                <span className="block text-sm text-ink-soft">{stage.label}</span>
                <span className="text-2xl font-semibold">{stage.total}</span>
                {stage.late > 0 ? (
                  <span className="ml-2 inline-flex items-center gap-1 text-sm font-semibold text-danger">
                    <AlertTriangle aria-hidden className="size-3.5" />
                    {stage.late} late
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {total === 0 ? <EmptyList>No shirt in the workshop: paid orders appear here, queued.</EmptyList> : null}
      <div className="grid gap-6 xl:grid-cols-5 xl:gap-3">
        {stages.map((stage) => (
          <section key={stage.stage} id={`stage-${stage.stage}`} aria-labelledby={`title-${stage.stage}`}>
            <h2 id={`title-${stage.stage}`} className="mb-2 flex items-baseline gap-2 text-2xl">
              {stage.label}
              <span className="font-sans text-sm font-normal text-ink-soft">
                {stage.total} {stage.total === 1 ? "shirt" : "shirts"}
              </span>
            </h2>
            {stage.shirts.length === 0 ? (
              <p className="border border-dashed border-line p-3 text-sm text-ink-soft">None.</p>
            ) : (
              <ol className="grid gap-2">
                {stage.shirts.map((shirt) => (
                  <li key={shirt.unitId}>
                    <Link
                      to={`/admin/shirts/${shirt.unitId}`}
                      className={`flex items-center gap-2 border bg-white p-3 hover:border-navy ${
                        shirt.late ? "border-danger border-l-4" : "border-line"
                      }`}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold">
                          {shirt.orderNumber} · {shirt.unitLabel}
                        </span>
                        <span className="block truncate text-sm">{shirt.name}</span>
                        {shirt.remakeOf ? (
                          <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-navy">
                            <RefreshCcw aria-hidden className="size-3.5" />
                            Remake of {shirt.remakeOf}
                          </span>
                        ) : null}
                        {shirt.waitingForCloth ? (
                          <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-danger">
                            <AlertTriangle aria-hidden className="size-3.5" />
                            Waiting for cloth: do not cut
                          </span>
                        ) : null}
                        {shirt.late ? (
                          <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-danger">
                            <AlertTriangle aria-hidden className="size-3.5" />
                            Late: promised by {shirt.promise ? formatDay(shirt.promise.latest) : "–"}
                          </span>
                        ) : (
                          <span className="block text-sm text-ink-soft">
                            {shirt.promise ? formatPromise(shirt.promise) : "No promise"}
                          </span>
                        )}
                      </span>
                      <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-soft" />
                    </Link>
                  </li>
                ))}
              </ol>
            )}
            {stage.total > stage.shirts.length ? (
              <p className="mt-2 text-sm text-ink-soft">
                The {stage.shirts.length} with the oldest promise of {stage.total}.
              </p>
            ) : null}
          </section>
        ))}
      </div>
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
