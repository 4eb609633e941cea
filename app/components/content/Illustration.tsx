import type { ReactNode } from "react";
import { type DrawingKey, isDrawingKey } from "~/modules/content/drawings";

/** Line-art drawings of the shop (it has no photos): navy and brass strokes with soft linen fills. */
const NAVY = "#1f3550";
const BRASS = "#9a7440";
const LINEN = "#f1ece3";
const PAPER = "#faf8f4";

type Drawing = { label: string; viewBox?: string; art: ReactNode };

/** A soft shadow under an object standing on the ground. */
function Ground({ cx = 120, cy = 162, rx = 92 }: { cx?: number; cy?: number; rx?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={7} fill={LINEN} stroke="none" />;
}

/** A tape measure ribbon along a path: two edges and its graduation. */
function Tape({ d, edge }: { d: string; edge: string }) {
  return (
    <g stroke={BRASS}>
      <path d={d} fill="none" />
      <path d={edge} fill="none" />
      <path d={d} fill="none" strokeWidth={3} strokeDasharray="0.8 4" transform="translate(0 3)" opacity={0.8} />
    </g>
  );
}

/** A fabric swatch in its own 60 x 90 frame, folded over a card at the top. */
function Swatch({ transform, pattern }: { transform: string; pattern: "plain" | "stripe" | "check" }) {
  const stripes = [10, 18, 26, 34, 42, 50];
  return (
    <g transform={transform}>
      <path d="M0 0 H60 V86 Q46 92 30 88 T0 90 Z" fill={pattern === "plain" ? LINEN : "#fff"} />
      {pattern === "plain" ? <path d="M8 30 Q20 26 30 32 M34 56 Q44 52 52 58" stroke={BRASS} opacity={0.6} /> : null}
      {pattern === "stripe"
        ? stripes.map((x) => <path key={x} d={`M${x} 16 V88`} stroke={x % 16 === 10 ? NAVY : BRASS} strokeWidth={1} />)
        : null}
      {pattern === "check" ? (
        <g strokeWidth={1}>
          {[28, 44, 60, 76].map((y) => (
            <path key={y} d={`M0 ${y} H60`} stroke={BRASS} />
          ))}
          {[12, 30, 48].map((x) => (
            <path key={x} d={`M${x} 16 V89`} stroke={NAVY} opacity={0.7} />
          ))}
        </g>
      ) : null}
      <rect x={0} y={0} width={60} height={16} fill={PAPER} />
      <circle cx={30} cy={8} r={2.5} />
    </g>
  );
}

/** A shirt front seen flat, for the three fits; half widths at the chest, the waist and the hem. */
function FitShirt({
  cx,
  chest,
  waist,
  hem,
  label,
}: {
  cx: number;
  chest: number;
  waist: number;
  hem: number;
  label: string;
}) {
  const body = `M${cx - 9} 30 L${cx - 24} 38 L${cx - chest - 12} 112 L${cx - chest - 4} 115 L${cx - chest} 60 L${cx - waist} 98 L${cx - hem} 138 Q${cx} 148 ${cx + hem} 138 L${cx + waist} 98 L${cx + chest} 60 L${cx + chest + 4} 115 L${cx + chest + 12} 112 L${cx + 24} 38 L${cx + 9} 30 Q${cx} 34 ${cx - 9} 30 Z`;
  return (
    <g>
      <path d={body} fill={LINEN} />
      <path d={`M${cx - 9} 30 L${cx - 4} 44 L${cx} 40 L${cx + 4} 44 L${cx + 9} 30`} fill="#fff" />
      <path d={`M${cx} 40 V144`} />
      {[58, 80, 102, 124].map((y) => (
        <circle key={y} cx={cx + 2.5} cy={y} r={1.2} fill={BRASS} stroke="none" />
      ))}
      <text
        x={cx}
        y={166}
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontSize={12}
        fill={NAVY}
        stroke="none"
        letterSpacing={1}
      >
        {label}
      </text>
    </g>
  );
}

/** A numbered badge on a measuring line. */
function Badge({ x, y, n }: { x: number; y: number; n: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={7} fill={NAVY} stroke="none" />
      <text
        x={x}
        y={y + 3.2}
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={9}
        fill="#fff"
        stroke="none"
      >
        {n}
      </text>
    </g>
  );
}

/** A measuring line with dots at both ends. */
function Measure({ d, ends }: { d: string; ends: [number, number][] }) {
  return (
    <g stroke={BRASS}>
      <path d={d} fill="none" />
      {ends.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={2} fill={BRASS} stroke="none" />
      ))}
    </g>
  );
}

const DRAWINGS: Record<DrawingKey, Drawing> = {
  collar: {
    label: "Illustration: a shirt collar and its neckband, close-up",
    art: (
      <>
        <circle cx={120} cy={92} r={76} fill={LINEN} stroke="none" />
        <path d="M76 64 Q48 72 24 90 M164 64 Q192 72 216 90" />
        <path d="M90 56 Q120 44 150 56 L150 64 Q120 54 90 64 Z" fill="#fff" />
        <path d="M108 78 H132 V100 H108 Z" fill="#fff" />
        <circle cx={120} cy={89} r={3} stroke={BRASS} />
        <path d="M78 50 C72 70 74 94 84 120 L116 96 Q104 80 94 62 Z" fill="#fff" />
        <path d="M162 50 C168 70 166 94 156 120 L124 96 Q136 80 146 62 Z" fill="#fff" />
        <path d="M78 50 C90 36 150 36 162 50" />
        <path
          d="M83 56 C79 74 81 94 88 113 M157 56 C161 74 159 94 152 113"
          stroke={BRASS}
          strokeDasharray="2 3"
          strokeWidth={1}
        />
        <path d="M114 100 V170 M126 100 V170" />
        <circle cx={120} cy={128} r={3} stroke={BRASS} />
        <circle cx={120} cy={156} r={3} stroke={BRASS} />
      </>
    ),
  },
  cuff: {
    label: "Illustration: a French cuff with a cufflink beside a button cuff",
    art: (
      <>
        <Ground cy={150} rx={100} />
        <path d="M42 18 L34 80 M100 18 L104 80" />
        <path d="M56 80 L60 62 M80 80 L78 64" stroke={BRASS} strokeWidth={1} />
        <path d="M28 80 H108 Q112 102 108 126 H28 Q24 102 28 80 Z" fill="#fff" />
        <path d="M28 104 H108" strokeDasharray="3 3" strokeWidth={1} />
        <path d="M96 80 Q102 103 96 126" />
        <circle cx={98} cy={103} r={7} fill={LINEN} stroke={BRASS} />
        <circle cx={98} cy={103} r={2.5} fill={BRASS} stroke="none" />
        <path d="M150 18 L142 80 M208 18 L210 80" />
        <path d="M166 80 L170 64 M182 80 L183 66" stroke={BRASS} strokeWidth={1} />
        <rect x={136} y={80} width={80} height={40} rx={7} fill="#fff" />
        <rect x={140} y={84} width={72} height={32} rx={5} stroke={BRASS} strokeDasharray="2 3" strokeWidth={1} />
        <circle cx={198} cy={100} r={4.5} fill={LINEN} />
        <path d="M196.5 98.5 L199.5 101.5 M199.5 98.5 L196.5 101.5" strokeWidth={1} />
        <path d="M148 100 H164" stroke={BRASS} />
      </>
    ),
  },
  fabric: {
    label: "Illustration: three folded fabric swatches, plain, striped and checked",
    art: (
      <>
        <Ground cy={158} rx={96} />
        <Swatch transform="translate(30 52) rotate(-9)" pattern="plain" />
        <Swatch transform="translate(90 38)" pattern="stripe" />
        <Swatch transform="translate(156 30) rotate(9)" pattern="check" />
      </>
    ),
  },
  fit: {
    label: "Illustration: three shirt silhouettes, slim, regular and loose",
    art: (
      <>
        <FitShirt cx={44} chest={19} waist={14} hem={17} label="Slim" />
        <FitShirt cx={120} chest={22} waist={20} hem={22} label="Regular" />
        <FitShirt cx={196} chest={25} waist={26} hem={27} label="Loose" />
      </>
    ),
  },
  linen: {
    label: "Illustration: a relaxed linen shirt on a hanger",
    art: (
      <>
        <circle cx={120} cy={96} r={74} fill={LINEN} stroke="none" />
        <path d="M120 32 V22 Q120 12 128 12 Q135 12 134 20" stroke={BRASS} />
        <path
          d="M104 32 L68 52 L44 100 L60 108 L76 80 L78 156 Q120 166 162 156 L164 80 L180 108 L196 100 L172 52 L136 32 Q120 40 104 32 Z"
          fill="#fff"
        />
        <path d="M47 93 L63 100 M193 93 L177 100" />
        <path d="M104 32 L96 50 L112 56 L120 74 L128 56 L144 50 L136 32" fill={LINEN} />
        <path d="M120 74 V160" />
        <circle cx={123} cy={104} r={1.6} fill={BRASS} stroke="none" />
        <circle cx={123} cy={128} r={1.6} fill={BRASS} stroke="none" />
        <path
          d="M92 106 Q99 114 95 126 M150 96 Q143 106 148 118 M98 146 Q108 141 116 146"
          stroke={BRASS}
          strokeWidth={1}
        />
      </>
    ),
  },
  business: {
    label: "Illustration: a business shirt worn with a tie",
    art: (
      <>
        <circle cx={120} cy={96} r={76} fill={LINEN} stroke="none" />
        <path d="M94 38 L52 54 Q40 60 38 74 L32 172 H208 L202 74 Q200 60 188 54 L146 38 Z" fill="#fff" />
        <path d="M54 84 L58 172 M186 84 L182 172" strokeWidth={1} />
        <path d="M64 96 H86 V120 Q75 124 64 120 Z" />
        <path d="M96 34 Q120 28 144 34" />
        <path d="M113 60 H127 L124 74 H116 Z" fill={NAVY} />
        <path d="M116 74 L110 140 L120 152 L130 140 L124 74 Z" fill={NAVY} />
        <path d="M114 104 L126 96 M113 120 L127 111 M112 136 L128 126" stroke={BRASS} />
        <path d="M96 34 L86 52 L104 82 L116 62 Z M144 34 L154 52 L136 82 L124 62 Z" fill="#fff" />
        <path d="M120 154 V172" />
      </>
    ),
  },
  workshop: {
    label: "Illustration: a tailor's sewing machine with scissors and a tape measure",
    art: (
      <>
        <Ground cy={146} rx={104} />
        <rect x={40} y={124} width={134} height={16} rx={3} fill="#fff" />
        <path d="M138 124 V78 H78 V102 H54 V66 Q54 56 64 56 H156 Q166 56 166 66 V124 Z" fill={LINEN} />
        <path d="M84 67 H146" stroke={BRASS} strokeDasharray="2 3" strokeWidth={1} />
        <circle cx={172} cy={78} r={11} fill={PAPER} />
        <circle cx={172} cy={78} r={3} />
        <rect x={102} y={44} width={9} height={12} rx={1.5} fill={BRASS} stroke="none" />
        <path d="M106 44 Q86 34 62 56" stroke={BRASS} strokeWidth={1} />
        <path d="M64 102 V118 M56 119 H74" />
        <Tape d="M18 166 Q54 146 92 160 T170 158" edge="M18 174 Q54 154 92 168 T170 166" />
        <circle cx={186} cy={152} r={6} />
        <circle cx={190} cy={168} r={6} />
        <path d="M191 155 L230 150 M195 165 L230 150" />
        <circle cx={204} cy={157} r={1.4} fill={NAVY} />
      </>
    ),
  },
  measure: {
    label: "Illustration: a tape measure around the chest of a shirt",
    art: (
      <>
        <circle cx={120} cy={96} r={76} fill={LINEN} stroke="none" />
        <path d="M96 36 L54 52 Q42 58 40 72 L34 172 H206 L200 72 Q198 58 186 52 L144 36 Q120 44 96 36 Z" fill="#fff" />
        <path d="M96 36 L90 52 L110 62 L120 76 L130 62 L150 52 L144 36" fill={LINEN} />
        <path d="M120 76 V172" />
        <circle cx={123} cy={128} r={1.6} fill={BRASS} stroke="none" />
        <circle cx={123} cy={154} r={1.6} fill={BRASS} stroke="none" />
        <Tape d="M30 94 Q120 112 210 94" edge="M30 102 Q120 120 210 102" />
        <path d="M30 94 Q20 96 22 106 Q24 114 34 112" stroke={BRASS} />
        <path d="M210 93 H218 V104 H210 Z" stroke={BRASS} fill={BRASS} />
      </>
    ),
  },
  "flat-shirt": {
    label:
      "Diagram: a shirt laid flat with numbered measuring lines: 1 collar, 2 chest, 3 waist, 4 shoulders, 5 sleeve, 6 cuff, 7 length",
    viewBox: "0 0 260 220",
    art: (
      <>
        <path
          d="M110 26 L72 36 L30 138 L54 148 L84 76 L86 194 Q130 206 174 194 L176 76 L206 148 L230 138 L188 36 L150 26 Q130 32 110 26 Z"
          fill={LINEN}
        />
        <path d="M30 138 L24 154 L48 164 L54 148 Z M230 138 L236 154 L212 164 L206 148 Z" fill="#fff" />
        <path d="M110 26 Q130 18 150 26" />
        <path d="M110 26 L104 36 L122 48 L130 44 L138 48 L156 36 L150 26" fill="#fff" />
        <path d="M130 44 V200" />
        {[64, 96, 128, 160, 190].map((y) => (
          <circle key={y} cx={133} cy={y} r={1.5} fill={NAVY} stroke="none" />
        ))}
        <Measure
          d="M108 20 Q130 10 152 20"
          ends={[
            [108, 20],
            [152, 20],
          ]}
        />
        <Measure
          d="M86 84 H174"
          ends={[
            [86, 84],
            [174, 84],
          ]}
        />
        <Measure
          d="M86 130 H175"
          ends={[
            [86, 130],
            [175, 130],
          ]}
        />
        <Measure
          d="M72 36 H188"
          ends={[
            [72, 36],
            [188, 36],
          ]}
        />
        <Measure
          d="M194 34 L242 152"
          ends={[
            [194, 34],
            [242, 152],
          ]}
        />
        <Measure
          d="M21 160 L45 170"
          ends={[
            [21, 160],
            [45, 170],
          ]}
        />
        <Measure
          d="M158 28 V196"
          ends={[
            [158, 28],
            [158, 196],
          ]}
        />
        <Badge x={96} y={12} n={1} />
        <Badge x={106} y={84} n={2} />
        <Badge x={106} y={130} n={3} />
        <Badge x={176} y={36} n={4} />
        <Badge x={226} y={88} n={5} />
        <Badge x={20} y={178} n={6} />
        <Badge x={158} y={162} n={7} />
      </>
    ),
  },
};

/** One of the shop's drawings by name; an unknown name draws the workshop. */
export function Illustration({ name, className }: { name: string; className?: string }) {
  const drawing = isDrawingKey(name) ? DRAWINGS[name] : DRAWINGS.workshop;
  return (
    <svg
      viewBox={drawing.viewBox ?? "0 0 240 180"}
      role="img"
      aria-label={drawing.label}
      className={className}
      fill="none"
      stroke={NAVY}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing.art}
    </svg>
  );
}
