import type { ShirtLook } from "~/modules/design/look";
import { ShirtPreview } from "./ShirtPreview";
import { drawingKey, StaticDrawing } from "./StaticDrawing";
import type { ShirtView } from "./types";

/**
 * One view of a shirt that never changes once on the page (a gallery card, a cart or checkout
 * line, the product page's pictures): kept as the server drew it. A new look or view is a new
 * drawing, hence the key.
 */
export function StaticShirt({ look, view, className }: { look: ShirtLook; view: ShirtView; className?: string }) {
  return (
    <StaticDrawing key={drawingKey(look, view)} className={className}>
      <ShirtPreview look={look} view={view} className="size-full" />
    </StaticDrawing>
  );
}
