import { data } from "react-router";
import { csvDownload } from "~/infra/download";
import { reportFigure } from "~/modules/pages/admin/reports.server";
import { cellCsv } from "~/modules/reports/figures";
import { reportFiltersSchema } from "~/modules/reports/filters";
import { shopDate } from "~/modules/shop/calendar";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/reports-export";

/**
 * One figure of the reports as CSV (a resource route): its table for the period of the address,
 * every row of it (the page shows the first ten of the best models; the file has them all).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.reports);
  const params = new URL(request.url).searchParams;
  const { figure: id, ...period } = Object.fromEntries(params);
  const filters = reportFiltersSchema(shopDate(new Date())).safeParse(period);
  if (!filters.success) {
    throw data(filters.error.issues.map((issue) => issue.message).join(" "), { status: 400 });
  }
  const figure = /^[a-z0-9-]{1,40}$/.test(id ?? "") ? await reportFigure(filters.data, id ?? "") : null;
  if (!figure) throw data("There is no such figure in the reports.", { status: 404 });
  const rows = figure.table.allRows ?? figure.table.rows;
  return csvDownload(
    {
      columns: figure.table.columns.map((column) => column.name),
      records: (async function* () {
        for (const row of rows) yield row.map(cellCsv);
      })(),
    },
    `report-${figure.id}-${filters.data.from}-to-${filters.data.to}.csv`,
  );
}
