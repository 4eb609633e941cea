import { Link } from "react-router";
import { PackingSlipSheet } from "~/components/production/PackingSlipSheet";
import { PrintButton } from "~/components/production/PrintButton";
import { privatePageHeaders } from "~/infra/headers";
import { orNotFound } from "~/infra/refusal";
import { openPackingSlip } from "~/modules/production/packing.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/packing-slip";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data ? `Packing slip ${data.slip.orderNumber}` : "Packing slip", "An order's packing slip.");

export const headers = privatePageHeaders;

/**
 * The workshop packs, so it may open this: the label is the only contact data on it (no e-mail,
 * phone or prices). Opened from a packed shirt's page by an address that cannot be guessed from
 * another order's; not found for any other address, or once no shirt of the order is packed.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  return { slip: orNotFound(await openPackingSlip(params.reference)) };
}

export default function PackingSlipPage({ loaderData }: Route.ComponentProps) {
  const { slip } = loaderData;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl">Packing slip</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/production" className="text-navy underline underline-offset-4">
            Back to production
          </Link>
          <PrintButton label="Print the slip" />
        </div>
      </div>
      <PackingSlipSheet slip={slip} />
    </div>
  );
}
