import { Link } from "react-router";
import { z } from "zod";
import { EmptyList } from "~/components/admin/ListTable";
import { PrintButton } from "~/components/production/PrintButton";
import { ProductionSheet } from "~/components/production/ProductionSheet";
import { privatePageHeaders } from "~/infra/headers";
import { readChosenOrders } from "~/modules/orders/staff-filters";
import { printableSheet } from "~/modules/production/qr.server";
import { readShirtCards, type SheetSelection, sheetUnitIds } from "~/modules/production/shirt-cards.server";
import { formatDay, shopDate } from "~/modules/shop/calendar";
import { filterDay } from "~/modules/shop/day-filter";
import { privatePageMeta } from "~/modules/shop/identity";
import { orderNumber } from "~/modules/shop/order-number";
import { SHIRT_STAGES, stageLabel } from "~/modules/shop/stages";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/production-sheets";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Production sheets", "The day's production sheets as one document, to print on A4.");

export const headers = privatePageHeaders;

/**
 * ?stage=queued, ?date=2026-12-14 (the shirts of the orders paid that day), or ?orders=12&orders=15
 * (the shirts of orders ticked on the order list, still in the workshop); today by default.
 */
const selectionSchema = z.union([z.object({ stage: z.enum(SHIRT_STAGES) }), z.object({ date: filterDay("Day") })]);

/** What the page was asked for, or null when it could not be read. */
function askedSelection(params: URLSearchParams): SheetSelection | null {
  if (params.has("orders")) {
    const orderIds = readChosenOrders(params);
    return orderIds && orderIds.length > 0 ? { orderIds } : null;
  }
  const parsed = selectionSchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}

function titleOf(selection: SheetSelection): string {
  if ("stage" in selection) return `Shirts at ${stageLabel(selection.stage).toLowerCase()}`;
  if ("date" in selection) return `Shirts of the orders paid on ${formatDay(selection.date)}`;
  const numbers = selection.orderIds.map(orderNumber);
  return numbers.length <= 3
    ? `Shirts of order${numbers.length === 1 ? "" : "s"} ${numbers.join(", ")}`
    : `Shirts of the ${numbers.length} orders chosen`;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  const params = new URL(request.url).searchParams;
  const asked = params.has("stage") || params.has("date") || params.has("orders");
  const read = askedSelection(params);
  const selection: SheetSelection = read ?? { date: shopDate(new Date()) };
  const { unitIds, total } = await sheetUnitIds(selection);
  const cards = await readShirtCards(unitIds);
  const sheets = await Promise.all(cards.map(printableSheet));
  return {
    title: titleOf(selection),
    sheets,
    total,
    refused: asked && read === null,
    fromOrders: "orderIds" in selection,
  };
}

export default function ProductionSheetsPage({ loaderData }: Route.ComponentProps) {
  const { title, sheets, total, refused, fromOrders } = loaderData;
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
            {fromOrders ? (
              <Link to="/admin/orders" className="text-navy underline underline-offset-4">
                Back to orders
              </Link>
            ) : (
              <Link to="/admin/production" className="text-navy underline underline-offset-4">
                Back to production
              </Link>
            )}
            {sheets.length > 0 ? <PrintButton label="Print all sheets" /> : null}
          </div>
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            That date, stage or choice of orders was not understood (dates are written DD/MM/YYYY, at most 100 orders):
            showing today's sheets.
          </p>
        ) : null}
      </div>
      {sheets.length === 0 ? (
        <EmptyList>
          {fromOrders
            ? "No shirt of these orders is in the workshop: they are not paid yet, already shipped or cancelled."
            : "No shirt to print here."}
        </EmptyList>
      ) : (
        sheets.map((sheet) => <ProductionSheet key={sheet.card.unitId} {...sheet} />)
      )}
    </div>
  );
}
