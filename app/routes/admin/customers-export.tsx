import { readListFilters } from "~/components/admin/BadFilters";
import { csvDownload } from "~/infra/download";
import { customerFiltersQuery, customerFiltersSchema } from "~/modules/customers/filters";
import { recordCustomerListExport } from "~/modules/customers/service.server";
import { customersCsv } from "~/modules/customers/staff-list.server";
import { shopDate } from "~/modules/shop/calendar";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/customers-export";

/**
 * The customer list as CSV (a resource route): exactly the customers its filters select, every
 * page of them, streamed as they are read. Customers' data leaving the shop: audited.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.customers);
  const filters = readListFilters(customerFiltersSchema, request);
  await recordCustomerListExport(staff, customerFiltersQuery(filters));
  return csvDownload(customersCsv(filters), `customers-${shopDate(new Date())}.csv`);
}
