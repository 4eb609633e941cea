import { useId } from "react";
import type { MeasureKey } from "~/modules/sizing/cross-check";

/*
 * The sizing screens' drawings, as SVG: the four body shapes of the morphology answer and the
 * help picture of each of the eight measures.
 */

/**
 * Chest and belly of each body shape, drawn in profile: how far the front of the chest and of
 * the belly come forward. The four are men of the same height and weight (docs/decisions/003:
 * the answer is the belly compared with men of one's own height and weight), so only the
 * front line moves: 1 flat, 2 lean athletic (a fuller chest over a flat stomach), 3 some
 * belly, 4 full belly.
 */
const SHAPES: Record<1 | 2 | 3 | 4, { chest: number; belly: number }> = {
  1: { chest: 66, belly: 62 },
  2: { chest: 72, belly: 63 },
  3: { chest: 68, belly: 74 },
  4: { chest: 70, belly: 82 },
};

/** One of the four body shapes, in profile, facing right. Decorative: its radio button names it. */
export function MorphologyFigure({ morphology, className }: { morphology: 1 | 2 | 3 | 4; className?: string }) {
  const { chest, belly } = SHAPES[morphology];
  const back = "M 40 32 C 33 35, 29 42, 28 54 C 27 68, 32 80, 31 92 C 30 102, 26 106, 26 114 C 26 121, 29 125, 32 128";
  const front = `L 61 128 C 62 120, ${belly} 116, ${belly} 100 C ${belly} 86, ${chest - 2} 80, ${chest - 1} 68 C ${chest} 60, ${chest - 1} 46, 58 40 L 54 32 Z`;
  return (
    <svg viewBox="10 2 86 148" className={className} aria-hidden="true" focusable="false">
      {/* Where a flat front would be: the belly is read against it. */}
      <line x1="64" y1="40" x2="64" y2="132" stroke="currentColor" strokeOpacity="0.35" strokeDasharray="3 3" />
      <ellipse cx="46" cy="17" rx="10" ry="12" fill="currentColor" fillOpacity="0.15" stroke="currentColor" />
      <path
        d={`${back} L 34 148 L 60 148 ${front}`}
        fill="currentColor"
        fillOpacity="0.15"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M 43 44 C 45 66, 46 84, 46 104"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.45"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A shirt laid flat, as the guides draw it. */
const SHIRT =
  "M60 12 L40 20 L14 86 L28 92 L44 50 L44 118 Q70 126 96 118 L96 50 L112 92 L126 86 L100 20 L80 12 Q70 18 60 12 Z";

/** Where each measure is taken on the shirt (or on its collar or cuff band laid open). */
const MEASURE_LINES: Record<MeasureKey, { band: boolean; points: string }> = {
  neck: { band: true, points: "24,78 120,78" },
  cuffs: { band: true, points: "24,78 120,78" },
  chest: { band: false, points: "45,52 95,52" },
  waist: { band: false, points: "45,82 95,82" },
  hips: { band: false, points: "45,110 95,110" },
  shoulders: { band: false, points: "41,24 99,24" },
  sleeves: { band: false, points: "70,15 100,21 125,84" },
  back: { band: false, points: "70,15 70,120" },
};

/** The help picture of one measure: where the tape goes, in brass over the drawn shirt. */
export function MeasureHelp({ measure, className }: { measure: MeasureKey; className?: string }) {
  const marker = `m${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const line = MEASURE_LINES[measure];
  return (
    <svg viewBox="0 0 140 130" className={className} aria-hidden="true" focusable="false">
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <circle cx="5" cy="5" r="4" fill="#7a5a2a" />
        </marker>
      </defs>
      {line.band ? (
        <g stroke="#1f3550" fill="none" strokeWidth="1.5">
          <rect x="10" y="48" width="120" height="22" rx="6" fill="#f1ece3" />
          <circle cx="24" cy="59" r="4.5" fill="#faf8f4" />
          <line x1="108" y1="59" x2="120" y2="59" strokeWidth="2.5" strokeLinecap="round" />
          <text x="70" y="36" textAnchor="middle" fontSize="11" fill="#4a4f59" stroke="none">
            {measure === "neck" ? "collar laid open" : "cuff laid open"}
          </text>
        </g>
      ) : (
        <g stroke="#1f3550" strokeWidth="1.5" strokeLinejoin="round">
          <path d={SHIRT} fill="#f1ece3" />
          <path d="M60 12 Q70 22 80 12" fill="none" />
          <line x1="70" y1="18" x2="70" y2="122" strokeOpacity="0.4" />
          <rect x="13" y="80" width="15" height="10" transform="rotate(21 20 85)" fill="#faf8f4" />
          <rect x="112" y="80" width="15" height="10" transform="rotate(-21 120 85)" fill="#faf8f4" />
        </g>
      )}
      <polyline
        points={line.points}
        fill="none"
        stroke="#7a5a2a"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        markerStart={`url(#${marker})`}
        markerEnd={`url(#${marker})`}
      />
    </svg>
  );
}
