import { useId } from "react";
import type { FabricLook } from "~/modules/design/look";
import { cloth } from "./fabricPattern";
import { svgId } from "./geometry";

/**
 * A square of cloth (about 5 cm of it) with its colours, motif and weave, and a soft fold so
 * it reads as fabric. Pure function of its props; pattern ids come from useId so any number
 * of swatches can share a page and the server and browser markup match.
 */
export function FabricSwatch({
  fabric,
  size,
  className,
}: {
  fabric: FabricLook;
  /** Width and height in CSS pixels; omit to size with CSS (className). */
  size?: number;
  className?: string;
}) {
  const id = svgId(useId());
  const c = cloth(fabric, id, { k: 2, m: 1 });
  const sheen = c.sheen;
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      role="img"
      aria-label={fabric.name}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        {c.defs}
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity={0.14 + sheen * 0.5} />
          <stop offset={0.3 - sheen * 0.3} stopColor="#fff" stopOpacity={sheen * 0.6} />
          <stop offset="0.52" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.66" stopColor="#000" stopOpacity="0.1" />
          <stop offset="0.72" stopColor="#fff" stopOpacity={0.07 + sheen * 0.5} />
          <stop offset="0.8" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.12" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={c.fill} />
      <rect width="100" height="100" fill={`url(#${id}g)`} />
    </svg>
  );
}
