import { type BodyMeasures, type Fit, finishedShirtMeasures, roundHalfCm } from "./estimator";
import type { ShirtMeasures, Size } from "./size";
import { chartBody, SIZE_CHART_FITS } from "./size-chart";
import { smartBody } from "./smart-size";

/*
 * What the workshop cuts to for an ordered size (the production sheet): the
 * finished measurements, and beside them the body they were made for when the shop knows it,
 * so the sheet can show the ease of the fit point by point. Pure: the same rules as the size
 * calculator (estimator.ts), never a second copy of them.
 */

export type MeasurePoint = keyof ShirtMeasures;

export type WorkshopMeasures = {
  /** What the finished shirt measures at each point, cm. */
  finished: ShirtMeasures;
  /**
   * The body at the same points, cm: predicted from a smart size's answers, or the size chart's
   * typical man for a quick size's collar (his sleeve is not the customer's, so none). Null for
   * measurements the customer gave himself: the shop never saw the body.
   */
  body: { source: "answers" | "size-chart"; points: Partial<Record<MeasurePoint, number>> } | null;
  /** The ease of the fit: finished minus body, cm, at each point where both are known. */
  ease: Partial<Record<MeasurePoint, number>>;
};

/** The body measured at the points of a shirt, as finishedShirtMeasures adds ease to it. */
function bodyAtShirtPoints(body: BodyMeasures): Record<MeasurePoint, number> {
  return {
    neck: roundHalfCm(body.neckCm),
    chest: roundHalfCm(body.chestCm),
    waist: roundHalfCm(body.waistCm),
    shoulders: roundHalfCm((body.shoulderBreadthCm + body.bideltoidBreadthCm) / 2),
    sleeves: roundHalfCm(body.sleeveCm),
    back: roundHalfCm(body.backWaistLengthCm),
    cuffs: roundHalfCm(body.wristCm),
    hips: roundHalfCm(body.hipCm),
    biceps: roundHalfCm(body.bicepsCm),
  };
}

function withEase(
  finished: ShirtMeasures,
  body: { source: "answers" | "size-chart"; points: Partial<Record<MeasurePoint, number>> } | null,
): WorkshopMeasures {
  const ease: Partial<Record<MeasurePoint, number>> = {};
  for (const point of Object.keys(body?.points ?? {}) as MeasurePoint[]) {
    const made = finished[point];
    const measured = body?.points[point];
    if (made !== undefined && measured !== undefined) ease[point] = roundHalfCm(made - measured);
  }
  return { finished, body, ease };
}

export function workshopMeasures(size: Size): WorkshopMeasures {
  if (size.kind === "manual") return withEase(size.measures, null);
  if (size.kind === "smart")
    return withEase(size.measures, { source: "answers", points: bodyAtShirtPoints(smartBody(size)) });
  // A quick size is the chart's column for its collar in its fit, with the customer's sleeve.
  const fit = size.fit as Fit;
  const chart = SIZE_CHART_FITS.find((candidate) => candidate.fit === fit);
  if (!chart) throw new RangeError(`No size chart for fit ${size.fit}`);
  const body = chartBody(chart, size.neckCm);
  const chartShirt = finishedShirtMeasures(body, fit);
  // The quick size's sleeve runs from the shoulder seam: add the half yoke back (size.ts).
  const finished = { ...chartShirt, sleeves: roundHalfCm(size.sleeveCm + chartShirt.shoulders / 2) };
  const { sleeves: _notHis, ...points } = bodyAtShirtPoints(body);
  return withEase(finished, { source: "size-chart", points });
}
