import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  backSeed,
  bottomSeed,
  buttonSeed,
  collarSeed,
  cuffSeed,
  embroideryPositionSeed,
  embroiderySymbolSeed,
  fabricSeed,
  motifSeed,
  placketSeed,
  pocketSeed,
  shirtModelSeed,
  weaveSeed,
} from "~/db/seed/catalogue";
import type { EmbroideryLook, FabricLook, ShirtLook } from "~/modules/design/look";
import { type DrawingFamily, hasDrawing } from "./drawings";
import { FabricSwatch } from "./FabricSwatch";
import { type OptionFamily, OptionIcon } from "./OptionIcon";
import { ShirtPreview } from "./ShirtPreview";
import type { ShirtView } from "./types";

/** Every option family's drawing keys in the seed. */
const OPTION_DRAWINGS: [OptionFamily, string[]][] = [
  ["collar", collarSeed.map((r) => r.drawing)],
  ["cuff", cuffSeed.map((r) => r.drawing)],
  ["pocket", pocketSeed.map((r) => r.drawing)],
  ["placket", placketSeed.map((r) => r.drawing)],
  ["back", backSeed.map((r) => r.drawing)],
  ["bottom", bottomSeed.map((r) => r.drawing)],
  ["button", buttonSeed.map((r) => r.drawing)],
  ["embroidery-symbol", embroiderySymbolSeed.map((r) => r.drawing)],
  ["embroidery-position", embroideryPositionSeed.map((r) => r.drawing)],
];

const byId = <T extends { id?: number }>(rows: T[], id: number | null | undefined): T => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`missing seed row ${id}`);
  return row;
};

function fabricLook(f: (typeof fabricSeed)[number]): FabricLook {
  return {
    pattern: byId(motifSeed, f.motifId).pattern,
    texture: byId(weaveSeed, f.weaveId).texture,
    primaryHex: f.primaryHex,
    secondaryHex: f.secondaryHex ?? null,
    name: f.name,
  };
}

const fabrics = fabricSeed.map(fabricLook);

function modelLook(m: (typeof shirtModelSeed)[number], fabric?: FabricLook): ShirtLook {
  const collar = byId(collarSeed, m.collarId);
  const cuff = byId(cuffSeed, m.cuffId);
  return {
    fabric: fabric ?? fabricLook(byId(fabricSeed, m.fabricId)),
    collar: collar.drawing,
    cuff: cuff.drawing,
    pocket: byId(pocketSeed, m.pocketId).drawing,
    placket: byId(placketSeed, m.placketId).drawing,
    back: byId(backSeed, m.backId).drawing,
    bottom: byId(bottomSeed, m.bottomId).drawing,
    buttonHex: byId(buttonSeed, m.buttonId).hex,
    embroidery: null,
    labels: { collar: `${collar.name} collar`, cuff: cuff.name },
  };
}

/** A gallery page's worth: 48 cards, each a front and a back, cycling models and fabrics. */
const gallery: { key: string; look: ShirtLook }[] = Array.from({ length: 48 }, (_, i) => ({
  key: `card-${i}`,
  look: modelLook(
    shirtModelSeed[i % shirtModelSeed.length]!,
    i < shirtModelSeed.length ? undefined : fabrics[(i * 7) % fabrics.length],
  ),
}));

const base = gallery[0]!.look;

const monogram = (position: string, symbol: string | null = "anchor"): EmbroideryLook => ({
  text: "JDM",
  fontFamily: "Georgia, 'Times New Roman', serif",
  hex: "#1F2B44",
  symbol,
  symbolHex: "#B22234",
  position,
});

/** Ids defined in the markup and the ids it references. */
function ids(html: string) {
  const defined = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
  const referenced = [...html.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  return { defined, referenced };
}

describe("shirt drawings", () => {
  it("keep a gallery page of 48 cards (front and back) small", () => {
    const html = renderToString(
      <ul>
        {gallery.map(({ key, look }) => (
          <li key={key}>
            <ShirtPreview look={look} />
            <ShirtPreview look={look} view="back" />
          </li>
        ))}
      </ul>,
    );
    const perCard = html.length / gallery.length;
    console.info(
      `gallery of 48 cards: ${(html.length / 1024).toFixed(1)} KB, ${(perCard / 1024).toFixed(2)} KB per card`,
    );
    expect(html.length).toBeLessThan(560 * 1024);
    expect((html.match(/<svg/g) ?? []).length).toBe(96);
    // Every url(#...) on the page points at an id defined on the page, and ids never repeat.
    const { defined, referenced } = ids(html);
    expect(new Set(defined).size).toBe(defined.length);
    for (const ref of referenced) expect(defined).toContain(ref);
  });

  it("draw every drawing key of the seed without falling back", () => {
    const families: [DrawingFamily, (string | null | undefined)[]][] = [
      ...OPTION_DRAWINGS,
      ["motif", motifSeed.map((r) => r.pattern)],
      ["texture", weaveSeed.map((r) => r.texture)],
    ];
    for (const [family, keys] of families) {
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(hasDrawing(family, key ?? ""), `${family} ${key}`).toBe(true);
    }
    expect(collarSeed).toHaveLength(29);
    expect(cuffSeed).toHaveLength(9);
  });

  it("fall back to the default drawing for an unknown key", () => {
    expect(hasDrawing("collar", "no-such-collar")).toBe(false);
    expect(hasDrawing("collar", "toString")).toBe(false);
    const unknown = renderToString(<ShirtPreview look={{ ...base, collar: "no-such-collar" }} view="collar" />);
    const classic = renderToString(<ShirtPreview look={{ ...base, collar: "classic" }} view="collar" />);
    expect(unknown).toBe(classic);
    expect(() =>
      renderToString(
        <ShirtPreview
          look={{
            ...base,
            fabric: { ...base.fabric, pattern: "?", texture: "?", primaryHex: "oops", secondaryHex: null },
            cuff: "?",
            pocket: "?",
            placket: "?",
            back: "?",
            bottom: "?",
            embroidery: { ...monogram("?"), symbol: "?" },
          }}
        />,
      ),
    ).not.toThrow();
  });

  it("draw each of the 29 collars and 9 cuffs differently", () => {
    const collars = collarSeed.map((c) =>
      renderToString(<ShirtPreview look={{ ...base, collar: c.drawing }} view="collar" />),
    );
    expect(new Set(collars).size).toBe(29);
    const cuffs = cuffSeed.map((c) => renderToString(<ShirtPreview look={{ ...base, cuff: c.drawing }} view="cuff" />));
    expect(new Set(cuffs).size).toBe(9);
    for (const family of ["pocket", "placket", "back", "bottom"] as const) {
      const seedRows = { pocket: pocketSeed, placket: placketSeed, back: backSeed, bottom: bottomSeed }[family];
      const view: ShirtView = family === "back" ? "back" : "front";
      const out = seedRows.map((r) =>
        renderToString(<ShirtPreview look={{ ...base, [family]: r.drawing }} view={view} />),
      );
      expect(new Set(out).size, family).toBe(seedRows.length);
    }
  });

  it("tell two fabrics apart", () => {
    const markup = fabrics.map((f) => renderToString(<FabricSwatch fabric={f} />).replace(/aria-label="[^"]*"/, ""));
    expect(new Set(markup).size).toBe(fabrics.length);
    const a = renderToString(<ShirtPreview look={{ ...base, fabric: fabrics[0]! }} />);
    const b = renderToString(<ShirtPreview look={{ ...base, fabric: fabrics[1]! }} />);
    expect(a).not.toBe(b);
  });

  it("give two swatches on one page distinct, valid pattern ids", () => {
    const html = renderToString(
      <div>
        <FabricSwatch fabric={fabrics[40]!} />
        <FabricSwatch fabric={fabrics[40]!} />
      </div>,
    );
    const { defined, referenced } = ids(html);
    expect(defined.length).toBeGreaterThanOrEqual(4);
    expect(new Set(defined).size).toBe(defined.length);
    for (const id of defined) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
    for (const ref of referenced) expect(defined).toContain(ref);
    expect(html).toContain('role="img"');
    expect(html).toContain(`aria-label="${fabrics[40]!.name}"`);
  });

  it("name the shirt and the view, and draw the monogram where asked", () => {
    const html = renderToString(<ShirtPreview look={{ ...base, embroidery: monogram("second-button") }} />);
    expect(html).toContain(
      `aria-label="Shirt in ${base.fabric.name}, ${base.labels.collar}, ${base.labels.cuff}, front view"`,
    );
    expect(html).toContain(">JDM</text>");
    for (const p of embroideryPositionSeed) {
      const view: ShirtView = p.drawing.endsWith("cuff") ? "cuff" : "front";
      const out = renderToString(<ShirtPreview look={{ ...base, embroidery: monogram(p.drawing) }} view={view} />);
      expect(out, p.drawing).toContain(">JDM</text>");
    }
    const back = renderToString(<ShirtPreview look={{ ...base, embroidery: monogram("hem") }} view="back" />);
    expect(back).not.toContain("JDM");
  });

  it("render every option icon, in line art and in cloth", () => {
    for (const [family, keys] of OPTION_DRAWINGS) {
      const out = keys.map((k) => renderToString(<OptionIcon family={family} drawing={k} />));
      expect(new Set(out).size, family).toBe(keys.length);
      for (const html of out) {
        expect(html).toContain('aria-hidden="true"');
        expect(html.length).toBeLessThan(6 * 1024);
      }
    }
    const inCloth = renderToString(<OptionIcon family="collar" drawing="spread" fabric={fabrics[60]} />);
    expect(inCloth).toContain("url(#");
  });
});
