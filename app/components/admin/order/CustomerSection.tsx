import { Link } from "react-router";
import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { OrderSection } from "./OrderSection";

type Address = OrderPageOrder["shippingAddress"];

function AddressLines({ address }: { address: Address }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const town = `${address.postcode} ${address.city}`.trim();
  const lines = [name, address.company, address.line1, address.line2, town, address.country].filter(Boolean);
  return (
    <address className="text-sm not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Who ordered: how to reach them and where the parcel and the invoice go. */
export function CustomerSection({ order }: { order: OrderPageOrder }) {
  return (
    <OrderSection id="customer-title" title="Customer">
      <p className="font-medium">
        {order.customer.accountId ? (
          <Link to={`/admin/customers/${order.customer.accountId}`} className="text-navy underline underline-offset-4">
            {order.customer.name}
          </Link>
        ) : (
          order.customer.name
        )}
      </p>
      <p className="text-sm break-all">
        <a href={`mailto:${order.customer.email}`} className="text-navy underline underline-offset-4">
          {order.customer.email}
        </a>
      </p>
      {order.customer.phone ? <p className="text-sm">{order.customer.phone}</p> : null}
      {order.customer.accountId ? null : <p className="text-xs text-ink-soft">Their account was deleted.</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Delivery address</h3>
          <AddressLines address={order.shippingAddress} />
        </div>
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Billing address</h3>
          <AddressLines address={order.billingAddress} />
        </div>
      </div>
    </OrderSection>
  );
}
