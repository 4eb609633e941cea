import { ZoomIn, ZoomOut } from "lucide-react";
import { type PointerEvent, useState } from "react";
import { StaticShirt } from "~/components/shirt/StaticShirt";
import type { ShirtView } from "~/components/shirt/types";
import { SHIRT_VIEWS } from "~/components/shirt/views";
import type { ShirtLook } from "~/modules/design/look";

/** How much the zoom enlarges the drawing. */
const ZOOM = 2.2;

/**
 * The product page's pictures (spec 001 section 2: up to four, with zoom): the front, back,
 * collar and cuff drawings of the shirt. The zoom follows the pointer; from the keyboard it
 * enlarges the centre.
 */
export function ProductPictures({ look }: { look: ShirtLook }) {
  const [view, setView] = useState<ShirtView>("front");
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState("50% 50%");
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  const current = SHIRT_VIEWS.find((option) => option.view === view)?.label ?? "Front";
  return (
    <div className="grid gap-3 self-start md:grid-cols-[88px_minmax(0,1fr)] md:gap-4 lg:sticky lg:top-6">
      <div className="relative order-1 self-start md:order-2">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the picture is a shortcut for the Zoom button below, which keyboards use. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the Zoom button below is the keyboard's way. */}
        <div
          className={`aspect-square overflow-hidden border border-line bg-white ${zoomed ? "cursor-zoom-out" : "cursor-zoom-in"}`}
          onPointerMove={zoomed ? follow : undefined}
          onClick={() => setZoomed((value) => !value)}
        >
          <div
            className="size-full p-6 transition-transform duration-200"
            style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: origin }}
          >
            <StaticShirt look={look} view={view} className="size-full" />
          </div>
        </div>
        <button
          type="button"
          aria-pressed={zoomed}
          onClick={() => {
            setOrigin("50% 50%");
            setZoomed((value) => !value);
          }}
          className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-sm border border-line bg-white/95 px-3 py-2 text-xs font-semibold text-navy shadow-sm hover:border-navy"
        >
          {zoomed ? <ZoomOut aria-hidden className="size-4" /> : <ZoomIn aria-hidden className="size-4" />}
          Zoom
          <span className="sr-only"> on the {current.toLowerCase()} view</span>
        </button>
      </div>
      <ul aria-label="Views" className="order-2 grid grid-cols-4 gap-2 md:order-1 md:grid-cols-1 md:content-start">
        {SHIRT_VIEWS.map((option) => (
          <li key={option.view}>
            <button
              type="button"
              aria-pressed={view === option.view}
              onClick={() => {
                setView(option.view);
                setZoomed(false);
              }}
              className="block w-full border border-line bg-white p-1.5 text-center text-[11px] font-medium text-ink-soft hover:border-navy aria-pressed:border-navy aria-pressed:text-navy aria-pressed:ring-1 aria-pressed:ring-navy"
            >
              <span aria-hidden className="block aspect-square">
                <StaticShirt look={look} view={option.view} className="size-full" />
              </span>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
