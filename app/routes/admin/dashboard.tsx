import { Link, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { privatePageHeaders } from "~/infra/headers";
import { loadDashboard } from "~/modules/pages/admin/dashboard.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { canOpen, homeOf, STAFF_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => privatePageMeta("Today", "The shop today at a glance.");

export const headers = privatePageHeaders;

/** The back office's first page; the workshop, who may not see revenue, starts at its queue. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, STAFF_ROLES);
  if (!canOpen(staff.role, "dashboard")) throw redirect(homeOf(staff.role));
  return loadDashboard(staff.role);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function Figure({ label, value, to, alert }: { label: string; value: string; to?: string; alert?: boolean }) {
  const body = (
    <>
      <span className="block text-xs font-semibold tracking-wide text-ink-soft uppercase">{label}</span>
      <span className={`mt-1 block text-3xl font-semibold tabular-nums ${alert ? "text-danger" : ""}`}>{value}</span>
    </>
  );
  return (
    <li className="border border-line bg-white">
      {to ? (
        <Link to={to} className="block p-4 hover:bg-linen">
          {body}
        </Link>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const {
    toStart,
    stages,
    lateShirts,
    lateOrders,
    shippedThisWeek,
    revenue,
    weekStart,
    unmatchedPayments,
    shortages,
    reminders,
  } = loaderData;
  return (
    <div className="max-w-6xl">
      <AdminPageHeader title="Today" intro={`The shop at a glance. This week began on Monday ${weekStart}.`} />
      {unmatchedPayments > 0 ? (
        <p role="status" className="mb-4 border border-danger/30 bg-danger/5 p-4 text-sm">
          {plural(unmatchedPayments, "payment")} matched no order.{" "}
          <Link to="/admin/payments/unmatched" className="font-medium text-navy underline underline-offset-4">
            Attach or refund {unmatchedPayments === 1 ? "it" : "them"}
          </Link>
        </p>
      ) : null}
      {shortages.length > 0 ? (
        <section aria-labelledby="shortages-title" className="mb-4 border border-danger/30 bg-danger/5 p-4 text-sm">
          <h2 id="shortages-title" className="font-sans text-base font-semibold text-danger">
            Paid shirts waiting for cloth
          </h2>
          <p className="mt-1 max-w-prose">
            The stock could not give their cloth when they were paid. Record the cloth received on the fabric's page (it
            goes to them first), or cancel the order: the terms promise a refund within 20 days.
          </p>
          <ul className="mt-2 grid gap-1">
            {shortages.map((shortage) => (
              <li key={shortage.key}>
                <Link to={shortage.orderHref} className="font-medium text-navy underline underline-offset-4">
                  {shortage.orderNumber}
                </Link>
                : {plural(shortage.shirts, "shirt")} of{" "}
                <Link to={shortage.fabricHref} className="text-navy underline underline-offset-4">
                  {shortage.fabricName}
                </Link>{" "}
                ({shortage.metres}), since {shortage.since}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Orders to start" value={String(toStart.total)} to="/admin/orders?status=paid&sort=promise" />
        <Figure label="Late shirts" value={String(lateShirts)} alert={lateShirts > 0} to="/admin/production" />
        <Figure label="Late orders" value={String(lateOrders)} alert={lateOrders > 0} to="/admin/orders?late=1" />
        <Figure label="Shipped this week" value={String(shippedThisWeek)} />
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Panel id="revenue-title" title="Revenue this week">
          {revenue.length === 0 ? (
            <p className="mt-2 text-ink-soft">No order paid yet this week.</p>
          ) : (
            <dl className="mt-3 grid gap-2">
              {revenue.map((row) => (
                <div
                  key={row.currencyCode}
                  className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-2"
                >
                  <dt className="text-ink-soft">
                    {row.currencyCode} · {plural(row.orders, "order")}
                  </dt>
                  <dd className="text-xl font-semibold tabular-nums">{row.total}</dd>
                </div>
              ))}
            </dl>
          )}
          <h3 id="reminders-title" className="mt-6 font-sans text-sm font-semibold">
            Carts left behind, last {reminders.days} days
          </h3>
          <dl aria-labelledby="reminders-title" className="mt-2 grid gap-2">
            <div className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-2">
              <dt className="text-ink-soft">Reminders sent</dt>
              <dd className="tabular-nums">{reminders.sent}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-2">
              <dt className="text-ink-soft">Carts ordered within 14 days of one</dt>
              <dd className="tabular-nums">{reminders.ordered}</dd>
            </div>
          </dl>
        </Panel>

        <Panel id="stages-title" title="Shirts in the workshop">
          <dl className="mt-3 grid gap-2">
            {stages.map((stage) => (
              <div key={stage.stage} className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-2">
                <dt>
                  <Link to={`/admin/orders?stage=${stage.stage}`} className="text-navy underline underline-offset-4">
                    {stage.label}
                  </Link>
                </dt>
                <dd className="tabular-nums">
                  {stage.total}
                  {stage.late > 0 ? <span className="ml-2 text-sm text-danger">{stage.late} late</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>

        <Panel id="start-title" title="Orders to start">
          <p className="mt-1 text-sm text-ink-soft">Paid, no shirt cut yet; the nearest promise first.</p>
          {toStart.orders.length === 0 ? (
            <p className="mt-3 text-ink-soft">Every paid order is under way.</p>
          ) : (
            <ul className="mt-3 grid gap-2 text-sm">
              {toStart.orders.map((order) => (
                <li key={order.id} className="border-b border-line/60 pb-2">
                  <Link to={`/admin/orders/${order.id}`} className="font-medium text-navy underline underline-offset-4">
                    {order.number}
                  </Link>{" "}
                  {order.customerName}
                  {order.promise ? (
                    <span className={`block text-xs ${order.late ? "text-danger" : "text-ink-soft"}`}>
                      {order.promise}
                      {order.late ? " (late)" : ""}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {toStart.total > toStart.orders.length ? (
            <p className="mt-3 text-sm">
              <Link to="/admin/orders?status=paid&sort=promise" className="text-navy underline underline-offset-4">
                All {toStart.total} orders to start
              </Link>
            </p>
          ) : null}
        </Panel>
      </div>
    </div>
  );
}
