import { useId } from "react";
import type { ShirtLook } from "~/modules/design/look";
import { cloth } from "./fabricPattern";
import { svgId } from "./geometry";
import { clothPaint, Outlined } from "./paint";
import { CLOTH_SCALE, LINE_WIDTH, SLEEVE_ANGLE, scene, VIEW_BOX, VOLUME_X } from "./scenes";
import type { ShirtView } from "./types";

/**
 * A made-to-measure shirt drawn flat, as a fashion technical sketch, in its own cloth:
 * the whole front or back, or a close-up of the collar or the cuff. Pure function of its
 * props (pattern ids from useId), identical on the server and in the browser.
 */
export function ShirtPreview({
  look,
  view = "front",
  className,
}: {
  look: ShirtLook;
  view?: ShirtView;
  className?: string;
}) {
  const id = svgId(useId());
  const whole = view === "front" || view === "back";
  const c = cloth(look.fabric, id, {
    ...CLOTH_SCALE[view],
    ox: view === "cuff" ? 100 : 200,
    variants: whole ? { t: { rot: 90 }, l: { rot: SLEEVE_ANGLE }, r: { rot: -SLEEVE_ANGLE } } : undefined,
  });
  const fills = whole
    ? { cloth: c.fill, yoke: c.variant.t!, sleeveL: c.variant.l!, sleeveR: c.variant.r! }
    : { cloth: c.fill, yoke: c.fill, sleeveL: c.fill, sleeveR: c.fill };
  const p = clothPaint(fills, c.ground, look.buttonHex, LINE_WIDTH[view], !whole, c.sheen, `url(#${id}v)`);
  const [x1, x2] = VOLUME_X[view];
  const a = Math.round(p.shadeOp * 1.7 * 1000) / 1000;
  const label = `Shirt in ${look.fabric.name}, ${look.labels.collar}, ${look.labels.cuff}, ${view} view`;
  return (
    <svg viewBox={VIEW_BOX[view]} className={className} role="img" aria-label={label}>
      <defs>
        {c.defs}
        <linearGradient id={`${id}v`} gradientUnits="userSpaceOnUse" x1={x1} y1="0" x2={x2} y2="0">
          <stop offset="0" stopColor={p.shade} stopOpacity={a} />
          <stop offset=".24" stopColor={p.shade} stopOpacity="0" />
          <stop offset=".5" stopColor="#fff" stopOpacity={Math.round(c.sheen * 60) / 100} />
          <stop offset=".76" stopColor={p.shade} stopOpacity="0" />
          <stop offset="1" stopColor={p.shade} stopOpacity={a} />
        </linearGradient>
      </defs>
      <Outlined p={p}>{scene(view, look, p)}</Outlined>
    </svg>
  );
}
