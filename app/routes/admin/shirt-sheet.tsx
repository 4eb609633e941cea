import { Link } from "react-router";
import { PrintButton } from "~/components/production/PrintButton";
import { ProductionSheet } from "~/components/production/ProductionSheet";
import { privatePageHeaders } from "~/infra/headers";
import { orNotFound } from "~/infra/refusal";
import { printableSheet } from "~/modules/production/qr.server";
import { findShirtCard } from "~/modules/production/shirt-cards.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/shirt-sheet";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data ? `Sheet ${data.card.orderNumber} · ${data.card.unitLabel}` : "Production sheet",
    "A shirt's production sheet, to print on A4.",
  );

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.production);
  return printableSheet(orNotFound(await findShirtCard(params.unitId)));
}

export default function ShirtSheetPage({ loaderData }: Route.ComponentProps) {
  const { card, qrSvg, shirtUrl } = loaderData;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl">Production sheet</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`/admin/shirts/${card.unitId}`} className="text-navy underline underline-offset-4">
            Back to the shirt
          </Link>
          <PrintButton label="Print the sheet" />
        </div>
      </div>
      <ProductionSheet card={card} qrSvg={qrSvg} shirtUrl={shirtUrl} />
    </div>
  );
}
