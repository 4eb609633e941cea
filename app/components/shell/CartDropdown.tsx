import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { buttonStyles } from "~/components/ui/styles";
import type { Visitor } from "~/modules/pages/visitor";

/**
 * The header cart: the number of shirts and, on hover or focus, the lines with View Cart and
 * Checkout (spec 000 section 2 "Shell on every page"). No JavaScript: the panel opens while
 * the pointer is over it or focus is inside it.
 */
export function CartDropdown({ cart }: { cart: Visitor["cart"] }) {
  const { count } = cart;
  return (
    <div className="group relative">
      <Link
        to="/cart"
        className="relative flex items-center gap-1.5 py-2 text-sm font-medium text-ink hover:text-navy"
        aria-label={`Cart, ${count} ${count === 1 ? "shirt" : "shirts"}`}
      >
        <ShoppingBag aria-hidden className="size-5" />
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -top-0.5 -right-2.5 flex size-5 items-center justify-center rounded-full bg-navy text-[11px] font-semibold text-white"
        >
          {count}
        </span>
      </Link>
      <div className="invisible absolute top-full right-0 z-40 w-80 translate-y-1 border border-line bg-white p-5 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
        {cart.lines.length === 0 ? (
          <p className="text-center text-sm text-ink-soft">Your cart is empty!</p>
        ) : (
          <>
            <ul className="grid max-h-72 gap-3 overflow-y-auto">
              {cart.lines.map((line) => (
                <li key={line.id} className="flex items-center gap-3 text-sm">
                  <FabricSwatch fabric={line.fabric} size={40} className="shrink-0 rounded-sm border border-line" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-ink">{line.name}</span>
                    <span className="text-ink-soft">Quantity {line.quantity}</span>
                  </span>
                  <span className="font-medium tabular-nums">{line.linePrice}</span>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex justify-between border-t border-line pt-3 text-sm font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{cart.total}</span>
            </p>
          </>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Link to="/cart" className={`${buttonStyles.secondary} px-3`}>
            View Cart
          </Link>
          <Link to="/checkout" className={`${buttonStyles.primary} px-3`}>
            Checkout
          </Link>
        </div>
      </div>
    </div>
  );
}
