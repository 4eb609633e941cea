import { MEASURE_KEYS } from "~/modules/sizing/cross-check";
import { MEASURE_FIELDS } from "~/modules/sizing/forms";
import { type ShirtMeasures, sleeveFromShoulderSeamCm } from "~/modules/sizing/size";

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/**
 * The result table (spec: neck, chest, waist, shoulders, sleeves, back, cuffs, hips) plus
 * biceps, as a list of terms: the finished shirt the workshop sews, not the body.
 */
export function MeasuresTable({ measures, caption }: { measures: ShirtMeasures; caption: string }) {
  return (
    <div>
      <p className="pb-2 text-sm text-ink-soft">{caption}</p>
      <dl className="grid grid-cols-2 border-t border-l border-line bg-white sm:grid-cols-3">
        {[...MEASURE_KEYS, "biceps" as const].map((key) => {
          const value = measures[key];
          if (value === undefined) return null;
          return (
            <div key={key} className="border-r border-b border-line px-3 py-2.5">
              <dt className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
                {key === "biceps" ? "Biceps" : MEASURE_FIELDS[key].name}
              </dt>
              <dd
                className="font-serif text-2xl font-semibold text-ink lining-nums tabular-nums"
                data-testid={`measure-${key}`}
              >
                {number.format(value)} <span className="font-sans text-sm font-normal text-ink-soft">cm</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-2 text-xs text-ink-soft">
        Sleeves run from the centre back of the collar to the end of the cuff: about{" "}
        {number.format(sleeveFromShoulderSeamCm(measures))} cm from the shoulder seam, as a quick size counts it.
      </p>
    </div>
  );
}
