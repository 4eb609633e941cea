import { Camera, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { EmptyList } from "~/components/admin/ListTable";
import { privatePageHeaders } from "~/infra/headers";
import type { CLAIM_STATUSES } from "~/modules/claims/corrections";
import { claimFilterSchema } from "~/modules/claims/forms";
import { listClaimsForStaff } from "~/modules/pages/admin/claims.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/claims";

export const meta: Route.MetaFunction = () => privatePageMeta("Fit claims", "Claims under the perfect fit guarantee.");

export const headers = privatePageHeaders;

const FILTERS = [
  { value: "open", label: "Waiting" },
  { value: "remake", label: "Remade" },
  { value: "alteration", label: "Alteration refunds" },
  { value: "declined", label: "Declined" },
  { value: "all", label: "All" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.claims);
  const status = claimFilterSchema.parse(new URL(request.url).searchParams.get("status") ?? "open");
  return { status, claims: await listClaimsForStaff(status) };
}

const STATUS_STYLES: Record<(typeof CLAIM_STATUSES)[number], string> = {
  open: "bg-brass/15 text-ink",
  remake: "bg-navy/10 text-navy",
  alteration: "bg-navy/10 text-navy",
  declined: "bg-line/60 text-ink-soft",
};

export default function ClaimsPage({ loaderData: { status, claims } }: Route.ComponentProps) {
  return (
    <div>
      <AdminPageHeader
        title="Fit claims"
        intro="Shirts customers report as not fitting, under the perfect fit guarantee. Newest first."
      />
      <nav aria-label="Claims by status" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter.value}
            to={`/admin/claims?status=${filter.value}`}
            aria-current={filter.value === status ? "page" : undefined}
            className="rounded-sm border border-line bg-white px-4 py-2 text-sm font-semibold text-navy hover:border-navy aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-white"
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {claims.length === 0 ? (
        <EmptyList>No claim here.</EmptyList>
      ) : (
        <ul className="grid gap-2">
          {claims.map((claim) => (
            <li key={claim.id}>
              <Link
                to={`/admin/claims/${claim.id}`}
                className="flex items-center gap-3 border border-line bg-white p-4 hover:border-navy"
              >
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <span className="font-semibold text-navy">Claim {claim.id}</span>
                    <span className="text-sm">Order {claim.orderNumber}</span>
                    <span className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[claim.status]}`}>
                      {claim.statusLabel}
                    </span>
                  </span>
                  <span className="mt-1 block text-sm">
                    {claim.customerName} · {claim.shirt}
                  </span>
                  <span className="mt-1 block text-sm text-ink-soft">{claim.corrections.join(" · ")}</span>
                  <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink-soft">
                    <span>Filed {claim.filed}</span>
                    {claim.photos > 0 ? (
                      <span className="inline-flex items-center gap-1">
                        <Camera aria-hidden className="size-3.5" />
                        {claim.photos} photo{claim.photos === 1 ? "" : "s"}
                      </span>
                    ) : null}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-soft" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
