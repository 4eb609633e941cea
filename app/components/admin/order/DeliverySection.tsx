import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { OrderSection } from "./OrderSection";

/** The promise and the parcel (shipping, delivery and a new promise are in the actions bar). */
export function DeliverySection({ order }: { order: OrderPageOrder }) {
  return (
    <OrderSection id="delivery-title" title="Delivery">
      <p className="text-sm">
        {order.promiseText ?? "No promise yet: the order is not paid."}
        {order.late ? (
          <span className="ml-2 rounded-sm bg-danger/10 px-1.5 py-0.5 text-xs font-semibold text-danger">Late</span>
        ) : null}
      </p>
      {order.shipment ? (
        <div className="mt-3 text-sm">
          <p>
            Shipped {order.shipment.shipped} by {order.shipment.staffName} with {order.shipment.carrier}.
          </p>
          <p className="break-all">
            Tracking{" "}
            <a
              href={order.shipment.trackingUrl}
              className="text-navy underline underline-offset-4"
              rel="noreferrer noopener"
              target="_blank"
            >
              {order.shipment.trackingNumber}
            </a>
          </p>
          {order.shipment.delivered ? <p>Delivered {order.shipment.delivered}.</p> : null}
        </div>
      ) : null}

      {order.shipment || order.canShip || !order.promise ? null : (
        <p className="mt-3 text-xs text-ink-soft">The order can ship once all its shirts are packed.</p>
      )}
    </OrderSection>
  );
}
