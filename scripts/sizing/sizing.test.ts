import { describe, expect, it } from "vitest";
import { BODY_MEASURE_KEYS, type BodyMeasures } from "../../app/modules/sizing/fit";
import { type AnsurRow, parseAnsurCsv } from "./csv";
import { evaluate } from "./evaluate";
import { formatJson } from "./json";
import { crossValidatedResiduals, forwardSelect, type Sample, splitRows } from "./train";

const HEADER =
  "subject_id,age,height_cm,weight_kg,height_cm_reported,weight_kg_reported,neck_cm,neck_base_cm,chest_cm,waist_cm," +
  "hip_cm,shoulder_breadth_cm,bideltoid_breadth_cm,sleeve_spine_wrist_cm,sleeve_outseam_cm,back_waist_length_cm," +
  "wrist_cm,hand_cm,biceps_flexed_cm";

describe("parseAnsurCsv", () => {
  it("reads the extract's rows, with missing reported values as null", () => {
    const rows = parseAnsurCsv(
      `${HEADER}\n10027,41,177.6,81.5,180.3,81.6,40.0,43.6,107.4,93.3,97.9,40.1,49.3,88.3,60.0,50.1,17.5,21.4,36.9\r\n` +
        "10032,35,170.2,72.6,172.7,,38.0,42.0,102.1,87.0,94.4,39.4,47.9,86.8,56.4,43.2,16.7,20.3,33.8\n\n",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ subjectId: 10027, age: 41, heightCmReported: 180.3, weightKgReported: 81.6 });
    expect(rows[0]!.measures).toMatchObject({ neckCm: 40, sleeveCm: 88.3, bicepsCm: 36.9, backWaistLengthCm: 50.1 });
    expect(rows[1]!.weightKgReported).toBeNull();
  });

  it("rejects a missing column, an empty measure and a non-number", () => {
    expect(() => parseAnsurCsv("subject_id,age\n1,2")).toThrow(/lacks column/);
    const line = "10027,41,177.6,81.5,180.3,81.6,40.0,43.6,107.4,93.3,97.9,40.1,49.3,88.3,60.0,50.1,17.5,21.4,36.9";
    expect(() => parseAnsurCsv(`${HEADER}\n${line.replace("107.4", "")}`)).toThrow(/line 2: empty chest_cm/);
    expect(() => parseAnsurCsv(`${HEADER}\n${line.replace("107.4", "abc")}`)).toThrow(/not a number/);
  });
});

function body(value: number): BodyMeasures {
  return Object.fromEntries(BODY_MEASURE_KEYS.map((k) => [k, value])) as BodyMeasures;
}

function row(subjectId: number, reported: [number | null, number | null], measured: [number, number]): AnsurRow {
  return {
    subjectId,
    age: 30,
    heightCm: measured[0],
    weightKg: measured[1],
    heightCmReported: reported[0],
    weightKgReported: reported[1],
    measures: body(40),
  };
}

describe("splitRows", () => {
  it("holds out id % 5 === 3, drops missing reports and gross typing errors from training only", () => {
    const split = splitRows([
      row(11, [180, 80], [178, 80]),
      row(12, [null, 80], [178, 80]),
      row(13, [238.8, 80], [177.5, 80]), // holdout keeps it
      row(14, [238.8, 80], [177.5, 80]), // training drops it
      row(16, [180, 60], [180, 80]), // 20 kg off: dropped
      row(17, [185, 92], [178, 80]), // 7 cm, 12 kg off: kept
    ]);
    expect(split.train.map((s) => s.subjectId)).toEqual([11, 17]);
    expect(split.holdout.map((s) => s.subjectId)).toEqual([13]);
    expect(split.missingReported).toBe(1);
    expect(split.grossErrors).toBe(2);
    expect(split.train[0]!.input).toEqual({ heightCm: 180, weightKg: 80, age: 30, neckCm: 40 });
  });
});

/** Synthetic men whose chest depends on weight and age², plus noise; other measures constant. */
function synthetic(n: number): Sample[] {
  let seed = 7;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 4294967296;
  };
  return Array.from({ length: n }, (_, i) => {
    const heightCm = 160 + 40 * next();
    const weightKg = 55 + 60 * next();
    const age = 18 + 40 * next();
    const b = body(40);
    b.chestCm = 60 + 0.5 * weightKg + 0.01 * age * age + (next() - 0.5);
    return { subjectId: 10000 + i, input: { heightCm, weightKg, age, neckCm: 40 }, body: b };
  });
}

describe("feature selection", () => {
  it("adds the feature that helps out of sample and nothing else", () => {
    const samples = synthetic(600);
    const selection = forwardSelect(samples, "chestCm", ["height", "weight", "age"], ["bmi", "age2", "logHeight"]);
    expect(selection.features).toEqual(["height", "weight", "age", "age2"]);
    expect(selection.cvMae).toBeLessThan(0.3); // noise alone: uniform ±0.5, MAE 0.25
  });

  it("computes residuals only out of fold", () => {
    const samples = synthetic(100);
    const residuals = crossValidatedResiduals(samples, ["height", "weight", "age", "age2"], "chestCm");
    expect(residuals.every(Number.isFinite)).toBe(true);
  });
});

describe("evaluate", () => {
  it("scores a predictor against the average and counts rejected inputs", () => {
    const samples = synthetic(50);
    const predict = (input: { heightCm: number; weightKg: number; age: number }) => {
      if (input.weightKg > 110) throw new RangeError("too heavy");
      const b = body(40);
      b.chestCm = 60 + 0.5 * input.weightKg + 0.01 * input.age * input.age;
      return b;
    };
    const result = evaluate(samples, predict, body(40));
    const rejected = samples.filter((s) => s.input.weightKg > 110).length;
    expect(result.rejected).toBe(rejected);
    expect(result.evaluated).toBe(50 - rejected);
    const chest = result.lines.find((l) => l.key === "chestCm")!;
    expect(chest.model.mae).toBeLessThan(0.5);
    expect(chest.model.within).toBe(1);
    expect(chest.baseline.mae).toBeGreaterThan(5);
    expect(result.lines.filter((l) => l.key === "neckBaseCm").map((l) => l.withNeck)).toEqual([false, true]);
  });
});

describe("formatJson", () => {
  it("lays JSON out as biome formats it", () => {
    const numbers = Array.from({ length: 12 }, (_, i) => 0.123456789012345 * (i + 1));
    const text = formatJson({ a: [1, 2], b: { c: "x", d: null, e: [] }, f: numbers, g: [{ h: 1 }] });
    expect(JSON.parse(text)).toEqual({ a: [1, 2], b: { c: "x", d: null, e: [] }, f: numbers, g: [{ h: 1 }] });
    expect(text).toContain('"a": [1, 2],');
    expect(text).toContain('"g": [\n    {\n      "h": 1\n    }\n  ]');
    for (const line of text.split("\n")) expect(line.length).toBeLessThanOrEqual(120);
    expect(text.endsWith("}\n")).toBe(true);
  });
});
