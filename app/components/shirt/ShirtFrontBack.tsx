import type { ShirtLook } from "~/modules/design/look";
import { ShirtPreview } from "./ShirtPreview";

/**
 * A shirt's front and back side by side, each captioned, as the back office and the workshop's
 * sheets show what to make. `drawingClassName` sizes each drawing (a sheet caps their height in
 * print); `className` lays the pair out.
 */
export function ShirtFrontBack({
  look,
  className = "grid grid-cols-2 gap-2",
  drawingClassName = "h-auto w-full",
}: {
  look: ShirtLook;
  className?: string;
  drawingClassName?: string;
}) {
  return (
    <div className={className}>
      {(["front", "back"] as const).map((view) => (
        <figure key={view}>
          <ShirtPreview look={look} view={view} className={drawingClassName} />
          <figcaption className="text-center text-xs text-ink-soft">{view === "front" ? "Front" : "Back"}</figcaption>
        </figure>
      ))}
    </div>
  );
}
