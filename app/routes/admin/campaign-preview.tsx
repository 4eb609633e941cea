import { data } from "react-router";
import { parseId } from "~/infra/ids";
import { CAMPAIGN_MESSAGES } from "~/modules/campaigns/campaigns";
import { previewCampaign } from "~/modules/campaigns/campaigns.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/campaign-preview";

/** The campaign's mail as a page of its own: the HTML its readers receive, in the shop's layout. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.campaigns);
  const id = parseId(params.id);
  const html = id === null ? null : await previewCampaign(id);
  if (html === null) throw data(CAMPAIGN_MESSAGES.unknown, { status: 404 });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      // A mail runs no script: the page may not either.
      "Content-Security-Policy": "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:",
    },
  });
}
