/**
 * Fits the size estimator (npm run sizing:fit [-- <csv>]): reads the ANSUR II men extract, holds
 * out subject_id % 5 === 3, fits ordinary least squares on reported height and weight (features
 * chosen by 5-fold cross-validation on the training part), writes
 * app/modules/sizing/coefficients.json and prints the holdout accuracy and the morphology gain.
 * The CSV defaults to ../shared/anthropometry/ansur2-men-train.csv; override with an argument
 * or SIZING_CSV.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, readAnsurCsv, resolveCsvPath } from "./sizing/csv";
import { evaluate, evaluateMorphology, formatEvaluation, formatMorphologyGain, LABELS } from "./sizing/evaluate";
import { formatJson } from "./sizing/json";
import { fitSizing, splitRows } from "./sizing/train";

const COEFFICIENTS_PATH = path.join(REPO_ROOT, "app/modules/sizing/coefficients.json");

const csvPath = resolveCsvPath(process.argv[2]);
const split = splitRows(readAnsurCsv(csvPath));
console.log(`Data: ${csvPath}`);
console.log(
  `Training ${split.train.length} men, holdout ${split.holdout.length} (subject_id % 5 === 3); ` +
    `left out: ${split.missingReported} without reported height/weight, ${split.grossErrors} training men whose reported ` +
    "height/weight is grossly off the measured one.\n",
);

const { coefficients, reports } = fitSizing(split.train);
writeFileSync(COEFFICIENTS_PATH, formatJson(coefficients));
console.log(`Wrote ${path.relative(process.cwd(), COEFFICIENTS_PATH)}\n`);

console.log("Features kept (5-fold cross-validated MAE on the training part, cm):");
for (const r of reports) {
  const neck = r.withNeck
    ? `; neck given: +${r.withNeck.features.slice(r.base.features.length).join(", ")} ${r.withNeck.cvMae.toFixed(3)}`
    : "";
  console.log(`  ${LABELS[r.key].padEnd(22)} ${r.base.features.join(", ")}  ${r.base.cvMae.toFixed(3)}${neck}`);
}
console.log("\nMorphology offsets (cross-validated MAE on the training part without → with the class, cm):");
for (const r of reports) {
  const offsets = coefficients.morphology.offsets[r.key]?.base.map((o) => o.toFixed(2)).join(" / ") ?? "not used";
  console.log(
    `  ${LABELS[r.key].padEnd(22)} ${r.morphology.without.toFixed(3)} → ${r.morphology.with.toFixed(3)}  offsets 1-4: ${offsets}`,
  );
}

// The estimator reads the file just written (imported only now, so a first run needs no file).
const { createEstimator } = await import("../app/modules/sizing/estimator");
const estimator = createEstimator(coefficients);
console.log("\nHoldout (men never used for fitting), reported height/weight, no morphology:");
console.log(formatEvaluation(evaluate(split.holdout, estimator.predictBody, coefficients.trainingMeans)));
console.log("\nHoldout, what the morphology answer gains:");
console.log(
  formatMorphologyGain(
    evaluateMorphology(split.holdout, estimator.predictBody, estimator.classifyMorphology).filter(
      (l) => coefficients.morphology.offsets[l.key],
    ),
  ),
);
