/**
 * Accuracy of the size estimator (npm run sizing:evaluate -- [csv] [--holdout]): for a CSV in
 * the ANSUR extract's format, each body measure's mean absolute error, 90th percentile absolute
 * error and share within 2 cm (1 cm for neck, neck base and wrist), next to predicting the
 * training average; reported height/weight, no morphology; plus the neck base with the measured
 * neck given. Default CSV: the training extract (mostly men the model was fitted on, so
 * optimistic); --holdout keeps only the holdout men (subject_id % 5 === 3), never used for fitting.
 */
import coefficientsJson from "../app/modules/sizing/coefficients.json";
import { predictBody } from "../app/modules/sizing/estimator";
import type { SizingCoefficients } from "../app/modules/sizing/fit";
import { readAnsurCsv, resolveCsvPath } from "./sizing/csv";
import { evaluate, formatEvaluation } from "./sizing/evaluate";
import { type Sample, splitRows, toSample } from "./sizing/train";

const args = process.argv.slice(2);
const holdoutOnly = args.includes("--holdout");
const csvPath = resolveCsvPath(args.find((a) => !a.startsWith("--")));
const coefficients = coefficientsJson as SizingCoefficients;

const rows = readAnsurCsv(csvPath);
let samples: Sample[];
if (holdoutOnly) {
  samples = splitRows(rows).holdout;
} else {
  samples = rows.map(toSample).filter((s): s is Sample => s !== null);
}
const missing = rows.filter((r) => r.heightCmReported === null || r.weightKgReported === null).length;

console.log(`Data: ${csvPath}`);
console.log(
  holdoutOnly
    ? `Holdout men (subject_id % 5 === 3, never used for fitting): ${samples.length}.`
    : `All ${samples.length} men with a reported height and weight (those of the training part were used for fitting: in-sample figures).`,
);
console.log(`${missing} row(s) without reported height/weight left out. Baseline: the training average.\n`);
console.log(formatEvaluation(evaluate(samples, predictBody, coefficients.trainingMeans)));
