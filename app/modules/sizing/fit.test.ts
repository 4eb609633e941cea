import { describe, expect, it } from "vitest";
import {
  applyModel,
  cholesky,
  FEATURES,
  fitLinearModel,
  hashId,
  isHoldout,
  morphologyFromWaistResidual,
  ols,
  quantile,
  solveCholesky,
  summariseErrors,
} from "./fit";

/** A small deterministic pseudo-random generator (mulberry32), for reproducible synthetic data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("cholesky", () => {
  it("factorises a symmetric positive definite matrix and solves with it", () => {
    const a = [
      [4, 12, -16],
      [12, 37, -43],
      [-16, -43, 98],
    ];
    const l = cholesky(a);
    expect(l).toEqual([
      [2, 0, 0],
      [6, 1, 0],
      [-8, 5, 3],
    ]);
    const x = solveCholesky(l, [1, 2, 3]);
    a.forEach((row, i) => {
      expect(row.reduce((s, v, j) => s + v * x[j]!, 0)).toBeCloseTo([1, 2, 3][i]!, 10);
    });
  });

  it("rejects a singular matrix", () => {
    expect(() =>
      cholesky([
        [1, 2],
        [2, 4],
      ]),
    ).toThrow(/positive definite/);
  });
});

describe("ols", () => {
  it("recovers exact coefficients, even with badly scaled features", () => {
    const next = random(1);
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 200; i++) {
      const h = 150 + 50 * next();
      const w = 50 + 80 * next();
      x.push([h, w, h * w]);
      y.push(3 - 0.2 * h + 0.5 * w + 0.001 * h * w);
    }
    const fit = ols(x, y);
    expect(fit.intercept).toBeCloseTo(3, 6);
    expect(fit.coefficients[0]).toBeCloseTo(-0.2, 8);
    expect(fit.coefficients[1]).toBeCloseTo(0.5, 8);
    expect(fit.coefficients[2]).toBeCloseTo(0.001, 10);
  });

  it("matches the closed form of simple regression on noisy data", () => {
    const next = random(2);
    const xs = Array.from({ length: 500 }, () => 10 * next());
    const ys = xs.map((v) => 2 + 3 * v + (next() - 0.5));
    const mx = xs.reduce((s, v) => s + v, 0) / xs.length;
    const my = ys.reduce((s, v) => s + v, 0) / ys.length;
    const slope = xs.reduce((s, v, i) => s + (v - mx) * (ys[i]! - my), 0) / xs.reduce((s, v) => s + (v - mx) ** 2, 0);
    const fit = ols(
      xs.map((v) => [v]),
      ys,
    );
    expect(fit.coefficients[0]).toBeCloseTo(slope, 10);
    expect(fit.intercept).toBeCloseTo(my - slope * mx, 10);
  });

  it("rejects constant or collinear features and too few rows", () => {
    expect(() => ols([[1], [1], [1]], [1, 2, 3])).toThrow(/constant/);
    expect(() =>
      ols(
        [
          [1, 2],
          [2, 4],
          [3, 6],
          [4, 8],
        ],
        [1, 2, 3, 4],
      ),
    ).toThrow(/positive definite/);
    expect(() => ols([[1]], [1])).toThrow(/more rows/);
  });
});

describe("features and linear models", () => {
  it("computes the named features", () => {
    const x = { heightCm: 180, weightKg: 81, age: 30, neckCm: 40 };
    expect(FEATURES.bmi(x)).toBeCloseTo(25, 10);
    expect(FEATURES.heightWeight(x)).toBe(14580);
    expect(FEATURES.ageBmi(x)).toBeCloseTo(750, 8);
    expect(FEATURES.neck(x)).toBe(40);
    expect(() => FEATURES.neck({ heightCm: 180, weightKg: 81, age: 30 })).toThrow(/neckCm/);
  });

  it("fits and applies a model on named features", () => {
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      heightCm: 160 + i,
      weightKg: 60 + ((i * 7) % 40),
      age: 20 + (i % 30),
    }));
    const y = inputs.map((x) => 10 + 0.5 * x.heightCm + 0.25 * x.weightKg - 0.1 * x.age);
    const model = fitLinearModel(["height", "weight", "age"], inputs, y);
    expect(applyModel(model, { heightCm: 180, weightKg: 80, age: 40 })).toBeCloseTo(10 + 90 + 20 - 4, 8);
  });
});

describe("metrics", () => {
  it("computes quantiles by linear interpolation (numpy's default)", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([4, 1, 3, 2, 5], 0.9)).toBeCloseTo(4.6, 10);
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it("summarises absolute errors against a tolerance", () => {
    const summary = summariseErrors([-1, 2, -3, 0.5, 2.0000000001], 2);
    expect(summary.n).toBe(5);
    expect(summary.mae).toBeCloseTo(1.7, 8);
    expect(summary.within).toBe(0.8);
  });
});

describe("split and classes", () => {
  it("holds out subject ids leaving 3 when divided by 5", () => {
    expect([10028, 10033, 10027, 10030].map(isHoldout)).toEqual([true, true, false, false]);
  });

  it("hashes ids deterministically to well-spread folds", () => {
    expect(hashId(12345)).toBe(hashId(12345));
    const counts = [0, 0, 0, 0, 0];
    for (let id = 10000; id < 20000; id++) counts[hashId(id) % 5]!++;
    for (const c of counts) expect(c).toBeGreaterThan(1800);
  });

  it("maps a waist residual to morphology 1-4 by the quartile thresholds", () => {
    const t = [-3, 0, 3];
    expect([-10, -3, -1, 0, 2, 3.1, 20].map((r) => morphologyFromWaistResidual(r, t))).toEqual([1, 1, 2, 2, 3, 4, 4]);
  });
});
