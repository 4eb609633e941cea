import { SheetTable } from "~/components/production/SheetTable";
import type { PackingSlip } from "~/modules/production/packing.server";

/**
 * An order's packing slip, one A4 page when printed: the shipping label and the shirts in the
 * parcel, each packed or not yet. Alone (a packed shirt's slip) or one after another (the
 * slips of the orders chosen on the order list).
 */
export function PackingSlipSheet({
  slip,
}: {
  slip: Pick<PackingSlip, "orderNumber" | "deliveryName" | "label" | "shirts">;
}) {
  return (
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
  );
}
