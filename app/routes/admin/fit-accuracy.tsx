import { AdminPageHeader } from "~/components/admin/AdminShell";
import { type Column, EmptyList, ListTable, numeric } from "~/components/admin/ListTable";
import { privatePageHeaders } from "~/infra/headers";
import { fitAccuracyReport } from "~/modules/pages/admin/fit-accuracy.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/fit-accuracy";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Fit accuracy", "How often and by how much fit claims corrected the size calculator.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.fitAccuracy);
  return fitAccuracyReport();
}

const COLUMNS: Column[] = [
  "Measurement",
  ...["Corrected", "Too small", "Too large", "Mean", "Median", "Mean size"].map(numeric),
  "Corrections (cm × claims)",
];

const signed = (cm: number | null) => (cm === null ? "—" : `${cm > 0 ? "+" : ""}${cm} cm`);

export default function FitAccuracyPage({ loaderData: { claims, allClaims, points } }: Route.ComponentProps) {
  return (
    <div>
      <AdminPageHeader
        title="Fit accuracy"
        intro={`The size calculator measured against what customers told us: ${claims} fit claim${claims === 1 ? "" : "s"} on shirts made to a smart size (of ${allClaims} claims in all). A + correction means the shirt was too small there, a − one too large.`}
      />
      {claims === 0 ? (
        <EmptyList>No claim on a smart size yet: the calculator has not been corrected.</EmptyList>
      ) : (
        <div className="overflow-x-auto border border-line bg-white">
          <ListTable
            caption="Corrections per measurement, over all claims on smart sizes"
            columns={COLUMNS}
            className="w-full min-w-[40rem] text-left text-sm"
          >
            {points.map((point) => (
              <tr key={point.point} className="border-t border-line">
                <th scope="row" className="px-3 py-2 font-medium">
                  {point.label}
                </th>
                <td className="px-3 py-2 text-right">
                  {point.corrected}
                  <span className="block text-xs text-ink-soft">
                    {Math.round((point.corrected / claims) * 100)}% of claims
                  </span>
                </td>
                <td className="px-3 py-2 text-right">{point.tooSmall}</td>
                <td className="px-3 py-2 text-right">{point.tooLarge}</td>
                <td className="px-3 py-2 text-right">{signed(point.meanCm)}</td>
                <td className="px-3 py-2 text-right">{signed(point.medianCm)}</td>
                <td className="px-3 py-2 text-right">
                  {point.meanAbsoluteCm === null ? "—" : `${point.meanAbsoluteCm} cm`}
                </td>
                <td className="px-3 py-2">
                  {point.distribution.length === 0
                    ? "—"
                    : point.distribution.map((entry) => `${signed(entry.cm)} × ${entry.claims}`).join(", ")}
                </td>
              </tr>
            ))}
          </ListTable>
        </div>
      )}
    </div>
  );
}
