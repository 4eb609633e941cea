import { data } from "react-router";
import { csvDownload } from "~/infra/download";
import { subscriberFiltersSchema, subscribersCsv } from "~/modules/content/subscribers.server";
import { shopDate } from "~/modules/shop/calendar";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/subscribers-export";

/** The subscribers the list's search selects, as CSV (a resource route), streamed as they are read. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.subscribers);
  const parsed = subscriberFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "This search could not be read.", { status: 400 });
  return csvDownload(subscribersCsv(parsed.data.q), `subscribers-${shopDate(new Date())}.csv`);
}
