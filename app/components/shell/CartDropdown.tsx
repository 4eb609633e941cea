import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/styles";

/**
 * The header cart: the number of shirts and, on hover or focus, the lines with View Cart and
 * Checkout. The cart itself (lines, quantities) comes with the cart module; until a visitor
 * has one, it shows the empty state.
 */
export function CartDropdown() {
  const count: number = 0;
  return (
    <div className="group relative">
      <Link
        to="/cart"
        className="relative flex items-center gap-1.5 py-2 text-sm font-medium text-ink hover:text-navy"
        aria-label={`Cart, ${count} ${count === 1 ? "shirt" : "shirts"}`}
      >
        <ShoppingBag aria-hidden className="size-5" />
        <span className="absolute -top-0.5 -right-2.5 flex size-5 items-center justify-center rounded-full bg-navy text-[11px] font-semibold text-white">
          {count}
        </span>
      </Link>
      <div className="invisible absolute top-full right-0 z-40 w-80 translate-y-1 border border-line bg-white p-5 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
        <p className="text-center text-sm text-ink-soft">Your cart is empty!</p>
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
