import { Link } from "react-router";
import { PrintButton } from "~/components/production/PrintButton";
import { SheetTable } from "~/components/production/SheetTable";
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
      <article
        aria-label={`Packing slip, order ${slip.orderNumber}`}
        className="packing-slip mx-auto w-full max-w-[210mm] border border-line bg-white p-6 shadow-sm sm:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-ink pb-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">Packing slip</p>
            <h2 className="mt-1 font-sans text-2xl font-bold tracking-normal">Order {slip.orderNumber}</h2>
            <p>{slip.deliveryName}</p>
          </div>
          <section aria-label="Shipping label" className="min-w-64 border-2 border-ink p-4">
            <p className="text-xs font-semibold tracking-[0.16em] uppercase">Ship to</p>
            <address className="mt-1 text-lg leading-snug not-italic">
              <strong>{slip.label.name}</strong>
              {slip.label.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        </header>
        <h3 className="sheet-heading mt-6">In this parcel</h3>
        <SheetTable columns={["Shirt", "Number", "Packed"]} className="text-[15px]">
          {slip.shirts.map((shirt) => (
            <tr key={shirt.unitId}>
              <th scope="row">{shirt.name}</th>
              <td className="whitespace-nowrap">
                {slip.orderNumber} · {shirt.unitLabel}
              </td>
              <td>
                <span aria-hidden className="mr-2 inline-block size-4 border border-ink align-middle" />
                <span className={shirt.stage === "packed" ? "" : "font-semibold text-danger"}>
                  {shirt.stage === "packed" ? "Packed" : `Not packed: ${shirt.stageLabel.toLowerCase()}`}
                </span>
              </td>
            </tr>
          ))}
        </SheetTable>
        <p className="mt-6 text-sm">
          {slip.shirts.length} {slip.shirts.length === 1 ? "shirt" : "shirts"}. Thank you for your order.
        </p>
      </article>
    </div>
  );
}
