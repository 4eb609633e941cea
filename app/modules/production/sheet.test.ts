import { describe, expect, it } from "vitest";
import type { ShirtMeasures } from "~/modules/sizing/size";
import {
  type CodedOptions,
  checkPoints,
  fabricMetres,
  motifMatching,
  positionWords,
  qualityVerdict,
  sheetOptions,
  TOLERANCES_CM,
  workshopInstructions,
} from "./sheet";

const ORDERED: ShirtMeasures = {
  neck: 41.5,
  chest: 110,
  waist: 100,
  shoulders: 46,
  sleeves: 88,
  back: 80,
  cuffs: 21,
  hips: 108,
};
const SIZE = { kind: "manual" as const, fit: 2, measures: ORDERED };
const NO_DEFECT = { text: "", recut: false };

describe("fabric for a shirt", () => {
  it("is the lay of back and sleeve plus the small parts, more for stripes and more again for checks", () => {
    expect(fabricMetres("plain", ORDERED)).toBe(1.95);
    expect(fabricMetres("bengal-stripe", ORDERED)).toBe(2.15);
    expect(fabricMetres("gingham", ORDERED)).toBe(2.35);
    expect(motifMatching("dots")).toBe("none");
  });

  it("is more for a chest too wide to lay front and back side by side", () => {
    expect(fabricMetres("plain", { ...ORDERED, chest: 130 })).toBe(2.45);
  });
});

describe("the quality check", () => {
  const points = checkPoints(SIZE);
  const exact = Object.fromEntries(points.map(({ point, ordered }) => [point, ordered]));

  it("checks every ordered point with its tolerance", () => {
    expect(points.map((point) => point.point)).toEqual([
      "neck",
      "chest",
      "waist",
      "hips",
      "shoulders",
      "sleeves",
      "back",
      "cuffs",
    ]);
    expect(points.find((point) => point.point === "neck")).toEqual({ point: "neck", ordered: 41.5, toleranceCm: 0.5 });
    expect(TOLERANCES_CM.chest).toBe(1);
  });

  it("passes within the tolerances, the edges included", () => {
    const verdict = qualityVerdict(points, { ...exact, neck: 42, chest: 109 }, NO_DEFECT);
    expect(verdict.passed).toBe(true);
  });

  it("sends a shirt too large back to sewing, with the reason", () => {
    const verdict = qualityVerdict(points, { ...exact, waist: 102 }, NO_DEFECT);
    expect(verdict).toMatchObject({
      passed: false,
      sendBackTo: "sewing",
      reason: "Waist 2 cm too large (ordered 100 cm, measured 102 cm, ±1 cm)",
    });
  });

  it("sends a shirt too small back to cutting: a seam cannot give it back", () => {
    const verdict = qualityVerdict(points, { ...exact, waist: 102, neck: 40.5 }, NO_DEFECT);
    expect(verdict).toMatchObject({ passed: false, sendBackTo: "cutting" });
    if (!verdict.passed) expect(verdict.reason).toContain("Collar 1 cm too small");
  });

  it("fails on a defect the workshop found, back to cutting when the fabric must be recut", () => {
    expect(qualityVerdict(points, exact, { text: "Crooked pocket", recut: false })).toMatchObject({
      passed: false,
      sendBackTo: "sewing",
      reason: "Crooked pocket",
    });
    expect(qualityVerdict(points, exact, { text: "", recut: true })).toMatchObject({
      sendBackTo: "cutting",
      reason: "Fabric to be recut",
    });
  });

  it("refuses a check with a point not measured", () => {
    const { neck: _neck, ...partial } = exact;
    expect(() => qualityVerdict(points, partial, NO_DEFECT)).toThrow(RangeError);
  });
});

describe("the sheet's words", () => {
  const DESIGN = {
    modelId: 1,
    fabricId: 5,
    collarId: 7,
    collarBonesId: 1,
    collarFastnessId: 2,
    cuffId: 3,
    pocketId: 1,
    placketId: 1,
    backId: 2,
    bottomId: 1,
    buttonId: 12,
    embroidery: {
      typeId: 2,
      text: "JDM",
      styleId: 1,
      colourId: 4,
      symbolId: 1,
      symbolColourId: null,
      positionId: null,
    },
  };

  it("codes each option with its row's code, the fabric by its reference, and leaves written texts uncoded", () => {
    const none = new Map<number, { code: string }>();
    const codes: CodedOptions = {
      collars: new Map([[7, { code: "CO-CUT" }]]),
      buttons: new Map([[12, { code: "BU-12" }]]),
      cuffs: none,
      pockets: none,
      plackets: none,
      backs: none,
      bottoms: none,
      collarBones: none,
      collarFastnesses: none,
      embroideryTypes: none,
      embroideryStyles: none,
      embroideryColours: none,
      embroiderySymbols: none,
      embroideryPositions: none,
    };
    const options = sheetOptions(
      DESIGN,
      [
        { label: "Fabric", value: "Sky poplin (F-101)" },
        { label: "Collar", value: "Cutaway" },
        { label: "Buttons", value: "Mother of pearl" },
        { label: "Embroidery text", value: "“JDM”" },
      ],
      "F-101",
      codes,
    );
    expect(options.map((option) => option.code)).toEqual(["F-101", "CO-CUT", "BU-12", null]);
  });

  it("tells the workshop to match a motif, where the monogram goes and why a shirt came back", () => {
    expect(positionWords("second-button")).toBe("Second button");
    expect(
      workshopInstructions({
        pattern: "gingham",
        monogram: { text: "JDM", position: "Left cuff" },
        sentBack: { to: "sewing", reason: "Sleeves 2 cm too large" },
      }),
    ).toEqual([
      "Match the checks across the side seams, collar points, placket, pocket and yoke.",
      "Embroider “JDM” at the left cuff before assembly.",
      "Back from the quality check to sewing: Sleeves 2 cm too large.",
    ]);
    expect(workshopInstructions({ pattern: "plain", monogram: null, sentBack: null })).toEqual([]);
  });
});
