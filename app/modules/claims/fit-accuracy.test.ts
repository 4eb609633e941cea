import { describe, expect, it } from "vitest";
import { fitAccuracy } from "./fit-accuracy";

describe("the measured fit accuracy", () => {
  it("counts per point how many claims corrected it, in which direction, and by how much", () => {
    const report = fitAccuracy([{ neck: 1, sleeves: -2 }, { neck: 1.5 }, { neck: -1, chest: 4 }, {}]);
    expect(report.claims).toBe(4);
    const neck = report.points.find((point) => point.point === "neck");
    expect(neck).toEqual({
      point: "neck",
      corrected: 3,
      tooSmall: 2,
      tooLarge: 1,
      meanCm: 0.5,
      medianCm: 1,
      meanAbsoluteCm: 1.17,
      distribution: [
        { cm: -1, claims: 1 },
        { cm: 1, claims: 1 },
        { cm: 1.5, claims: 1 },
      ],
    });
    const sleeves = report.points.find((point) => point.point === "sleeves");
    expect(sleeves).toMatchObject({ corrected: 1, tooSmall: 0, tooLarge: 1, meanCm: -2, medianCm: -2 });
  });

  it("takes the median of an even count as the mean of the two middle values", () => {
    const report = fitAccuracy([{ chest: 2 }, { chest: 4 }, { chest: 4 }, { chest: 10 }]);
    expect(report.points.find((point) => point.point === "chest")).toMatchObject({
      medianCm: 4,
      meanCm: 5,
      distribution: [
        { cm: 2, claims: 1 },
        { cm: 4, claims: 2 },
        { cm: 10, claims: 1 },
      ],
    });
  });

  it("says nothing of a point no claim corrected", () => {
    const report = fitAccuracy([]);
    expect(report.claims).toBe(0);
    expect(
      report.points.every((point) => point.corrected === 0 && point.meanCm === null && point.medianCm === null),
    ).toBe(true);
  });
});
