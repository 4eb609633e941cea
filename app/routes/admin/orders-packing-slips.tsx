import { Link } from "react-router";
import { EmptyList } from "~/components/admin/ListTable";
import { PackingSlipSheet } from "~/components/production/PackingSlipSheet";
import { PrintButton } from "~/components/production/PrintButton";
import { privatePageHeaders } from "~/infra/headers";
import { readChosenOrders } from "~/modules/orders/staff-filters";
import { findPackingSlips } from "~/modules/production/packing.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/orders-packing-slips";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Packing slips", "The packing slips and labels of the orders chosen, to print on A4.");

export const headers = privatePageHeaders;

/**
 * The packing slips and shipping labels of the orders ticked on the order list (?orders=12&orders=15),
 * one A4 page each. Staff of the orders area only: unlike a packed shirt's slip, this address
 * names orders by their ids, so the workshop (which sees an address only while packing) cannot
 * open it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  const orderIds = readChosenOrders(new URL(request.url).searchParams);
  if (!orderIds) return { slips: [], skipped: [], refused: true };
  return { ...(await findPackingSlips(orderIds)), refused: false };
}

export default function OrdersPackingSlipsPage({ loaderData }: Route.ComponentProps) {
  const { slips, skipped, refused } = loaderData;
  return (
    <div>
      <div className="mb-4 grid gap-2 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-3xl">Packing slips</h1>
            <p className="text-ink-soft">
              {slips.length} {slips.length === 1 ? "slip" : "slips"} with {slips.length === 1 ? "its" : "their"}{" "}
              shipping label, one per page.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/admin/orders" className="text-navy underline underline-offset-4">
              Back to orders
            </Link>
            {slips.length > 0 ? <PrintButton label="Print all slips" /> : null}
          </div>
        </div>
        {refused ? (
          <p role="alert" className="text-sm text-danger">
            The orders chosen could not be read (at most 100 at a time): choose them again on the order list.
          </p>
        ) : null}
        {skipped.length > 0 ? (
          <p className="text-sm text-ink-soft">
            No slip for {skipped.join(", ")}: not paid yet, already shipped or cancelled.
          </p>
        ) : null}
      </div>
      {slips.length === 0 ? (
        <EmptyList>No order to pack here.</EmptyList>
      ) : (
        slips.map((slip) => <PackingSlipSheet key={slip.orderId} slip={slip} />)
      )}
    </div>
  );
}
