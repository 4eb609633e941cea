import { data } from "react-router";
import { csvDownload } from "~/infra/download";
import { readChosenOrders, readOrderFilters } from "~/modules/orders/staff-filters";
import { ordersCsv } from "~/modules/orders/staff-list.server";
import { shopDate } from "~/modules/shop/calendar";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/orders-export";

/**
 * The order list as CSV (a resource route): exactly the orders its filters select, every page
 * of them, or the orders ticked on the list (`orders`), streamed from the database as they are read.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  const params = new URL(request.url).searchParams;
  const filters = readOrderFilters(params);
  if (!filters) throw data("These filters could not be read (dates are written DD/MM/YYYY).", { status: 400 });
  const orderIds = readChosenOrders(params);
  if (!orderIds) throw data("The orders chosen could not be read (at most 100 at a time).", { status: 400 });
  const today = shopDate(new Date());
  return csvDownload(ordersCsv(filters, { today, orderIds }), `orders-${today}.csv`);
}
