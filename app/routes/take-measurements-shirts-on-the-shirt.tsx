import { Link } from "react-router";
import { CallToAction } from "~/components/content/CallToAction";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { UnitSwitch } from "~/components/ui/UnitSwitch";
import { pageMeta } from "~/modules/content/meta";
import { fromCm, parseUnit } from "~/modules/sizing/units";
import type { Route } from "./+types/take-measurements-shirts-on-the-shirt";

/** The guide to measuring a shirt that already fits, with typical ranges in inches (default) or centimetres. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "How to measure a shirt that fits you well",
    description:
      "Measure a shirt you already own, laid flat: collar, chest, waist, shoulders, sleeve, cuff and length. Where to measure, how, the mistakes to avoid, and typical ranges in inches or centimetres.",
    keywords:
      "how to measure a shirt, shirt measurements, measure shirt laid flat, shirt collar size, shirt sleeve length, made to measure shirt size",
  });

/** Typical finished-shirt measures of our customers, in cm (chest, waist: all the way round). */
const MEASURES = [
  {
    key: "neck",
    name: "Neck (collar)",
    min: 36,
    max: 48,
    where: "The collar band, the part that goes round your neck.",
    how: "Unbutton the collar and lay it open and flat. Measure along the middle of the band from the centre of the button to the far end of the buttonhole.",
    mistake:
      "Measuring to the near end of the buttonhole, or along the folded collar leaf: both give a collar about 1 cm too tight.",
  },
  {
    key: "chest",
    name: "Chest",
    min: 96,
    max: 136,
    where: "Straight across the front, 2.5 cm (1 in) below the armholes.",
    how: "Button the shirt completely and lay it face up. Measure from one side seam to the other, then double the figure.",
    mistake:
      "Forgetting to double the flat measurement, or measuring right in the armpit seam, where the sleeve widens it.",
  },
  {
    key: "waist",
    name: "Waist",
    min: 86,
    max: 130,
    where: "The narrowest point of the shirt, usually level with the fourth or fifth button.",
    how: "Measure straight across from side seam to side seam and double the figure, as for the chest.",
    mistake: "Measuring at the hem instead of the waist, or pulling the fabric taut: let the shirt lie naturally.",
  },
  {
    key: "shoulder",
    name: "Shoulders",
    min: 42,
    max: 54,
    where: "Across the back, from one shoulder seam to the other.",
    how: "Turn the shirt face down. Measure in a straight line from the point where the sleeve joins the shoulder on one side to the same point on the other.",
    mistake: "Following the curve of the collar, or measuring on the front, where the collar leaves get in the way.",
  },
  {
    key: "sleeve",
    name: "Sleeve",
    min: 60,
    max: 72,
    where: "Along the top of the sleeve, from the shoulder seam to the end of the cuff.",
    how: "Lay the sleeve flat and straight, without creases. Measure along its outer edge, cuff included.",
    mistake: "Starting from the centre of the back, as some brands do, or stopping at the seam above the cuff.",
  },
  {
    key: "cuff",
    name: "Cuff",
    min: 22,
    max: 28,
    where: "The cuff, opened flat.",
    how: "Unbutton the cuff and measure from the centre of the button to the far end of the buttonhole. With two buttons side by side, use the one you fasten.",
    mistake: "Measuring the whole cuff from edge to edge, which adds the overlap of 2 to 3 cm.",
  },
  {
    key: "length",
    name: "Length",
    min: 74,
    max: 86,
    where: "Down the centre of the back, from the collar seam to the hem.",
    how: "Lay the shirt face down and measure straight down the middle, from where the collar joins the shirt to the lowest point of the hem.",
    mistake:
      "Measuring from the top of the collar, or at the side of a curved hem, which is several centimetres shorter.",
  },
];

export function loader({ request }: Route.LoaderArgs) {
  const unit = parseUnit(new URL(request.url).searchParams.get("unit"), "in");
  return {
    unit,
    ranges: MEASURES.map((measure) => ({
      key: measure.key,
      name: measure.name,
      min: fromCm(measure.min, unit),
      max: fromCm(measure.max, unit),
    })),
  };
}

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export default function TakeMeasurementsPage({ loaderData: { unit, ranges } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Measure a shirt that fits you" breadcrumb={[{ label: "Measure a shirt you own" }]}>
        The surest way to a perfect fit is a shirt you already love wearing. Lay it flat, take seven measurements and we
        will reproduce its fit, with the collar, cuffs and fabric you choose.
      </PageHeader>

      <Container className="py-12 md:py-16">
        <section aria-labelledby="before-title" className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,380px)]">
          <div>
            <h2 id="before-title" className="text-3xl md:text-4xl">
              Before you start
            </h2>
            <ul className="mt-5 grid gap-3 text-ink-soft">
              <li className="border-l-2 border-brass pl-4">
                Choose a shirt that fits you well today, ideally one that has been washed a few times: it will not
                shrink any further.
              </li>
              <li className="border-l-2 border-brass pl-4">
                Lay it on a large, flat table, button it completely, and smooth it with your hands without stretching
                it.
              </li>
              <li className="border-l-2 border-brass pl-4">
                Use a tailor's soft tape measure, keep it straight, and note each figure as you go.
              </li>
              <li className="border-l-2 border-brass pl-4">
                If the shirt is a little tight or loose somewhere, measure it anyway and adjust the figure: add or
                remove the difference you would like.
              </li>
            </ul>
          </div>
          <figure className="border border-line bg-white p-5">
            <Illustration name="flat-shirt" className="w-full" />
            <figcaption className="mt-3 text-center text-sm text-ink-soft">
              The seven measurements, numbered as in the guide below.
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="guide-title" className="mt-16">
          <h2 id="guide-title" className="text-3xl md:text-4xl">
            The seven measurements
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-2">
            {MEASURES.map((measure, index) => (
              <li key={measure.key} className="border border-line bg-white p-5 md:p-6">
                <h3 className="flex items-center gap-3 text-2xl">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-navy font-sans text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  {measure.name}
                </h3>
                <dl className="mt-4 grid gap-3 text-sm">
                  <div>
                    <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-ink">Where</dt>
                    <dd className="mt-0.5 text-ink-soft">{measure.where}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-ink">How</dt>
                    <dd className="mt-0.5 text-ink-soft">{measure.how}</dd>
                  </div>
                  <div className="bg-linen/70 p-3">
                    <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-navy">Common mistake</dt>
                    <dd className="mt-0.5 text-ink-soft">{measure.mistake}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </section>

        <section id="ranges" aria-labelledby="ranges-title" className="mt-16 max-w-3xl scroll-mt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="ranges-title" className="text-3xl md:text-4xl">
                Typical ranges
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">
                Check your figures against the usual measurements of a finished shirt. A figure outside the range is not
                necessarily wrong, but it is worth measuring again.
              </p>
            </div>
            <UnitSwitch unit={unit} anchor="ranges" label="Show the ranges in:" />
          </div>
          <div className="mt-6 overflow-x-auto border border-line bg-white">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">
                Typical shirt measurements, in {unit === "in" ? "inches" : "centimetres"}
              </caption>
              <thead className="bg-linen/60 text-xs uppercase tracking-[0.12em] text-ink-soft">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Measurement
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    From
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    To
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ranges.map((range, index) => (
                  <tr key={range.key}>
                    <th scope="row" className="px-4 py-3 font-medium text-ink">
                      <span className="inline-block w-6 text-ink-soft tabular-nums">{index + 1}</span>
                      {range.name}
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {number.format(range.min)} {unit}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {number.format(range.max)} {unit}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-ink-soft">
            Chest and waist are given all the way round (twice the flat measurement). 1 in = 2.54 cm. The "Measure your
            shirt" form of the configurator takes centimetres; it also asks for the hips, measured flat across the
            bottom of the shirt and doubled.
          </p>
        </section>
      </Container>

      <CallToAction title="Your measurements are ready?">
        Choose a fabric and enter them when you design your shirt. Our{" "}
        <Link to="/perfect-fit-guarantee" className="text-navy underline underline-offset-2 hover:text-brass">
          perfect fit guarantee
        </Link>{" "}
        covers every shirt made to the measurements you give us.
      </CallToAction>
    </>
  );
}
