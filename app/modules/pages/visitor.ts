import type { CartSummary } from "~/modules/cart/cart.server";

/** The shell's personal part (modules/pages/shell.server.ts `loadVisitor`): the header's greeting and cart. */
export type Visitor = { customer: { name: string } | null; cart: CartSummary };

/**
 * The tag around each piece of the shell drawn from the Visitor. The page cache cuts a page at
 * these tags into what every visitor shares and what is one visitor's (server/page-cache.ts), so
 * a slot never holds another one, and nothing outside a slot may depend on the visitor.
 */
export const VISITOR_SLOT_TAG = "visitor-slot";

/** The root loader sends the Visitor as JSON text: the page cache replaces it whole. */
export function parseVisitor(json: string): Visitor {
  return JSON.parse(json) as Visitor;
}
