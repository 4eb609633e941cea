import { type ReactNode, useEffect, useState } from "react";
import type { ShirtLook } from "~/modules/design/look";

/*
 * Drawings that never change once on the page (a gallery card, a cart line) are not hydrated
 * (a gallery page hydrated 24 drawings of hundreds of SVG elements each before it
 * answered a tap). The server draws them; in the browser, a StaticDrawing present at the first
 * render keeps the server's markup as it is (an element whose inner HTML React leaves alone),
 * and one that appears later (a client-side navigation, a filter) draws its children as usual.
 * Its children must be a pure function of what the caller keys it by: a new look is a new
 * StaticDrawing (`key`), never new children for the same one.
 */

/** True in the browser until the page's first render has been committed. */
let hydrating = typeof document !== "undefined";

/** Called once by the root after the page's first render: drawings that appear from now on are drawn. */
export function useEndOfHydration() {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/** What a StaticDrawing of a shirt is keyed by: its look and view. */
export function drawingKey(look: ShirtLook, view: string): string {
  return `${view}:${JSON.stringify(look)}`;
}

export function StaticDrawing({ className, children }: { className?: string; children: ReactNode }) {
  const [keptFromServer] = useState(hydrating);
  return keptFromServer ? (
    // React keeps an element's inner HTML when it hydrates one set this way: the server's drawing stays.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: nothing is injected.
    <div className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <div className={className}>{children}</div>
  );
}
