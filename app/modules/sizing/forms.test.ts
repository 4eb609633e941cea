import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { MEASURE_KEYS } from "./cross-check";
import { heightProblem, measuresFormSchema, REQUIRED, rapidSizeFormSchema, smartSizeFormSchema } from "./forms";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** The field messages a form gets back, as the page shows them. */
function errors(schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) {
  return parseWithZod(form(values), { schema }).reply().error ?? {};
}

const SMART = {
  name: "Work shirts",
  height: "71",
  heightUnit: "in",
  weight: "82",
  age: "35",
  morphology: "2",
  fit: "1",
  neckCm: "40",
};

describe("the smart size form", () => {
  it("says 'Required value' beside each missing answer", () => {
    expect(errors(smartSizeFormSchema, { heightUnit: "in" })).toEqual({
      name: [REQUIRED],
      height: [REQUIRED],
      weight: [REQUIRED],
      age: [REQUIRED],
      morphology: [REQUIRED],
      fit: [REQUIRED],
      neckCm: [REQUIRED],
    });
    expect(errors(smartSizeFormSchema, { ...SMART, name: "   " })).toEqual({ name: [REQUIRED] });
  });

  it("accepts a complete form, in inches or in cm", () => {
    const inches = parseWithZod(form(SMART), { schema: smartSizeFormSchema });
    expect(inches.status).toBe("success");
    expect(inches.status === "success" && inches.value).toEqual({
      name: "Work shirts",
      height: 71,
      heightUnit: "in",
      weight: 82,
      age: 35,
      morphology: 2,
      fit: 1,
      neckCm: 40,
    });
    expect(
      parseWithZod(form({ ...SMART, height: "180.3", heightUnit: "cm" }), { schema: smartSizeFormSchema }).status,
    ).toBe("success");
  });

  it("gives a readable message for answers outside human ranges", () => {
    expect(errors(smartSizeFormSchema, { ...SMART, weight: "20", age: "8" })).toEqual({
      weight: ["Please enter a weight between 40 and 200 kg."],
      age: ["Please enter an age between 16 and 99 years."],
    });
    expect(errors(smartSizeFormSchema, { ...SMART, age: "35.5", weight: "heavy" })).toEqual({
      weight: ["Please enter a number."],
      age: ["Please enter your age in whole years."],
    });
    expect(errors(smartSizeFormSchema, { ...SMART, morphology: "5", fit: "0", neckCm: "61" })).toEqual({
      morphology: [REQUIRED],
      fit: [REQUIRED],
      neckCm: [REQUIRED],
    });
  });

  it("checks the height in the unit it was typed in, and spots centimetres typed as inches", () => {
    expect(errors(smartSizeFormSchema, { ...SMART, height: "300", heightUnit: "cm" })).toEqual({
      height: ["Please enter a height between 140 and 220 cm."],
    });
    expect(errors(smartSizeFormSchema, { ...SMART, height: "40" })).toEqual({
      height: ["Please enter a height between 55.2 and 86.6 inches (140 to 220 cm)."],
    });
    expect(errors(smartSizeFormSchema, { ...SMART, height: "180" })).toEqual({
      height: ["That looks like centimetres: choose cm, or enter your height in inches (55.2 to 86.6)."],
    });
    // The height check runs even while other answers are missing.
    expect(errors(smartSizeFormSchema, { height: "180", heightUnit: "in" }).height).toEqual([
      "That looks like centimetres: choose cm, or enter your height in inches (55.2 to 86.6).",
    ]);
  });

  it("converts inches at 2.54 to the two decimals the calculator takes", () => {
    expect(heightProblem(55.2, "in")).toBeNull(); // 140.21 cm
    expect(heightProblem(55.1, "in")).not.toBeNull(); // 139.95 cm
    expect(heightProblem(86.6, "in")).toBeNull(); // 219.96 cm
    expect(heightProblem(86.7, "in")).not.toBeNull(); // 220.22 cm
    expect(heightProblem(140, "cm")).toBeNull();
  });

  it("refuses a weight that does not go with the height (BMI outside 15 to 60)", () => {
    expect(errors(smartSizeFormSchema, { ...SMART, height: "150", heightUnit: "cm", weight: "190" })).toEqual({
      weight: [
        "190 kg at 150 cm is outside what the calculator can size (a body mass index of 15 to 60). Please check your height and weight.",
      ],
    });
  });
});

describe("the rapid size form", () => {
  it("needs the fit, the neckline and the sleeve", () => {
    expect(errors(rapidSizeFormSchema, {})).toEqual({ fit: [REQUIRED], neckCm: [REQUIRED], sleeveCm: [REQUIRED] });
    expect(errors(rapidSizeFormSchema, { fit: "2", neckCm: "41", sleeveCm: "59" })).toEqual({ sleeveCm: [REQUIRED] });
    expect(parseWithZod(form({ fit: "2", neckCm: "41", sleeveCm: "66" }), { schema: rapidSizeFormSchema }).status).toBe(
      "success",
    );
  });
});

describe("'Measure your shirt'", () => {
  const MEASURES = {
    neck: "41",
    chest: "112",
    waist: "104",
    shoulders: "46",
    sleeves: "92",
    back: "79.5",
    cuffs: "20.5",
    hips: "114",
  };

  it("needs all eight measures", () => {
    expect(Object.keys(errors(measuresFormSchema, {}))).toEqual([...MEASURE_KEYS]);
    expect(errors(measuresFormSchema, { ...MEASURES, back: "" })).toEqual({ back: [REQUIRED] });
  });

  it("keeps them within what a shirt can measure, to one decimal", () => {
    expect(errors(measuresFormSchema, { ...MEASURES, neck: "16", sleeves: "130", cuffs: "20.25" })).toEqual({
      neck: ["Please enter a measure between 30 and 66 cm."],
      sleeves: ["Please enter a measure between 65 and 125 cm."],
      cuffs: ["Please use at most one decimal, e.g. 41.5."],
    });
    const parsed = parseWithZod(form({ ...MEASURES, confirmed: "chest=112" }), { schema: measuresFormSchema });
    expect(parsed.status === "success" && parsed.value.confirmed).toBe("chest=112");
  });
});
