import { LabelledValues } from "~/components/ui/LabelledValues";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { OrderLineCard } from "./OrderLineCard";

/** The order's lines, each as a card, and what they came to with delivery. */
export function ShirtsOrdered({ order }: { order: OrderPageOrder }) {
  return (
    <section aria-labelledby="lines-title" className="grid gap-4">
      <h2 id="lines-title" className="text-2xl">
        Shirts ordered
      </h2>
      {order.lines.map((line) => (
        <OrderLineCard key={line.id} line={line} />
      ))}
      <LabelledValues
        className="border border-line bg-white p-4 text-sm"
        rows={[
          { label: "Subtotal", value: order.subtotal },
          { label: `Delivery (${order.deliveryName})`, value: order.delivery },
          { label: "Total", value: order.total },
        ]}
      />
    </section>
  );
}
