import { data } from "react-router";
import { csvDownload } from "~/infra/download";
import { readFabricFilters } from "~/modules/catalog/fabric-forms";
import { fabricsCsv } from "~/modules/catalog/fabric-import.server";
import { shopDate } from "~/modules/shop/calendar";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/fabrics-export";

/**
 * The fabric list as CSV (a resource route): exactly the fabrics its filters select, every
 * page of them, streamed as they are read, in the columns the import reads back.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.fabrics);
  const filters = readFabricFilters(new URL(request.url).searchParams);
  if (!filters) throw data("These filters could not be read.", { status: 400 });
  return csvDownload(fabricsCsv(filters), `fabrics-${shopDate(new Date())}.csv`);
}
