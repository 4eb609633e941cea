import type { ReactNode } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      // VISITOR_SLOT_TAG (modules/pages/visitor.ts)
      "visitor-slot": { children?: ReactNode };
    }
  }
}

/**
 * Marks a piece of the shell that shows the visitor (their name, their cart): the page cache
 * serves every visitor one copy of the page with these pieces drawn for them (decision 025).
 * The element has no box of its own (app.css), so the layout is as if it were not there.
 */
export function VisitorSlot({ children }: { children?: ReactNode }) {
  return <visitor-slot>{children}</visitor-slot>;
}
