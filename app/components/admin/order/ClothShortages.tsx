import { Link } from "react-router";
import type { OrderPage } from "~/modules/pages/admin/order.server";

/** Shirts of the order paid while their cloth was short: restock the fabric or cancel the order. */
export function ClothShortages({ shortages }: { shortages: OrderPage["shortages"] }) {
  if (shortages.length === 0) return null;
  return (
    <div role="status" className="border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
      <p className="font-semibold">Waiting for cloth: the stock could not give it when this order was paid.</p>
      <ul className="mt-1 list-disc pl-5">
        {shortages.map((shortage) => (
          <li key={shortage.key}>
            <Link to={shortage.fabricHref} className="underline underline-offset-4">
              {shortage.text}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-ink">
        Cloth recorded on the fabric's page goes to these shirts first. Otherwise cancel the order: it is refunded in
        full.
      </p>
    </div>
  );
}
