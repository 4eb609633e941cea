import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { EmptyList, ListTable } from "~/components/admin/ListTable";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { CAMPAIGN_STATUS_LABELS } from "~/modules/campaigns/campaigns";
import { listCampaigns } from "~/modules/campaigns/campaigns.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/campaigns";

export const meta: Route.MetaFunction = () => privatePageMeta("Campaigns", "The newsletter's campaigns.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.campaigns);
  const rows = await listCampaigns();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: CAMPAIGN_STATUS_LABELS[row.status],
      when: formatDateTime(row.sendStartedAt ?? row.updatedAt),
      sent: row.sendStartedAt !== null,
    })),
  };
}

export default function CampaignsPage({ loaderData: { rows } }: Route.ComponentProps) {
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Campaigns"
        intro="Newsletters to the confirmed subscribers: written as drafts, previewed, tested on yourself, then sent once."
        actions={
          <Link to="/admin/campaigns/new" className={buttonStyles.primary}>
            <Plus aria-hidden className="size-4" />
            New campaign
          </Link>
        }
      />
      {rows.length === 0 ? (
        <EmptyList>No campaign yet.</EmptyList>
      ) : (
        <ListTable
          caption="Campaigns"
          columns={["Subject", { name: "Status", className: "w-28" }, { name: "Date", className: "w-44" }]}
          className="w-full table-fixed border border-line bg-white text-sm"
        >
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              <td className="px-3 py-2 break-words">
                <Link to={`/admin/campaigns/${row.id}`} className="text-navy underline underline-offset-4">
                  {row.subject}
                </Link>
              </td>
              <td className="px-3 py-2">{row.status}</td>
              <td className="px-3 py-2">
                {row.sent ? "Sent " : "Changed "}
                {row.when}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
