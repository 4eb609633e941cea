import { Link } from "react-router";
import { z } from "zod";
import { EmptyList } from "~/components/admin/ListTable";
import { PrintButton } from "~/components/production/PrintButton";
import { ProductionSheet } from "~/components/production/ProductionSheet";
import { privatePageHeaders } from "~/infra/headers";
import { printableSheet } from "~/modules/production/qr.server";
import { readShirtCards, type SheetSelection, sheetUnitIds } from "~/modules/production/shirt-cards.server";
import { formatDay, shopDate } from "~/modules/shop/calendar";
import { filterDay } from "~/modules/shop/day-filter";
import { privatePageMeta } from "~/modules/shop/identity";
import { SHIRT_STAGES, stageLabel } from "~/modules/shop/stages";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/production-sheets";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Production sheets", "The day's production sheets as one document, to print on A4.");

export const headers = privatePageHeaders;

/** ?stage=queued, or ?date=2026-12-14 (the shirts of the orders paid that day); today by default. */
const selectionSchema = z.union([z.object({ stage: z.enum(SHIRT_STAGES) }), z.object({ date: filterDay("Day") })]);

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  const params = new URL(request.url).searchParams;
  const parsed = selectionSchema.safeParse(Object.fromEntries(params));
  const asked = params.has("stage") || params.has("date");
  const selection: SheetSelection = parsed.success ? parsed.data : { date: shopDate(new Date()) };
  const { unitIds, total } = await sheetUnitIds(selection);
  const cards = await readShirtCards(unitIds);
  const sheets = await Promise.all(cards.map(printableSheet));
  const title =
    "stage" in selection
      ? `Shirts at ${stageLabel(selection.stage).toLowerCase()}`
      : `Shirts of the orders paid on ${formatDay(selection.date)}`;
  return { title, sheets, total, refused: asked && !parsed.success };
}

export default function ProductionSheetsPage({ loaderData }: Route.ComponentProps) {
  const { title, sheets, total, refused } = loaderData;
  return (
    <div>
      <div className="mb-4 grid gap-2 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-3xl">Production sheets</h1>
            <p className="text-ink-soft">
              {title}: {sheets.length === total ? total : `${sheets.length} of ${total} (oldest promise first)`}{" "}
              {total === 1 ? "sheet" : "sheets"}, one per page.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/admin/production" className="text-navy underline underline-offset-4">
              Back to production
            </Link>
            {sheets.length > 0 ? <PrintButton label="Print all sheets" /> : null}
          </div>
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            That date or stage was not understood (dates are written YYYY-MM-DD): showing today's sheets.
          </p>
        ) : null}
      </div>
      {sheets.length === 0 ? (
        <EmptyList>No shirt to print here.</EmptyList>
      ) : (
        sheets.map((sheet) => <ProductionSheet key={sheet.card.unitId} {...sheet} />)
      )}
    </div>
  );
}
