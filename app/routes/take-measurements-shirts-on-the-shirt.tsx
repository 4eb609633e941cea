import { GuideLayout } from "~/components/content/GuideLayout";
import { GuideSection } from "~/components/content/GuideSection";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
import { UnitSwitch } from "~/components/ui/UnitSwitch";
import { orNotFound } from "~/infra/refusal";
import { getGuidePage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import { fromCm, parseUnit } from "~/modules/sizing/units";
import type { Route } from "./+types/take-measurements-shirts-on-the-shirt";

/** The guide to measuring a shirt that already fits, with typical ranges in inches (default) or centimetres. */
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data.page.meta);

export async function loader({ request }: Route.LoaderArgs) {
  const page = orNotFound(await getGuidePage("take-measurements-shirts-on-the-shirt"));
  const unit = parseUnit(new URL(request.url).searchParams.get("unit"), "in");
  return {
    page,
    unit,
    ranges: page.measures.items.map((measure) => ({
      key: measure.key,
      name: measure.name,
      min: fromCm(measure.min, unit),
      max: fromCm(measure.max, unit),
    })),
  };
}

const number = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** The table's two columns of figures: where each typical range starts and ends. */
const BOUNDS = [
  { key: "min", label: "From" },
  { key: "max", label: "To" },
] as const;

export default function TakeMeasurementsPage({ loaderData: { page, unit, ranges } }: Route.ComponentProps) {
  const { beforeYouStart, measures } = page;
  return (
    <GuideLayout page={page} breadcrumb={[{ label: page.breadcrumb }]}>
      <Container className="grid gap-16 py-12 md:py-16">
        <section aria-labelledby="before-title" className="grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,380px)]">
          <div>
            <h2 id="before-title" className="text-3xl md:text-4xl">
              {beforeYouStart.title}
            </h2>
            <ul className="mt-5 grid gap-3 text-ink-soft">
              {beforeYouStart.tips.map((tip) => (
                <li key={tip} className="border-l-2 border-brass pl-4">
                  <LinkedText text={tip} />
                </li>
              ))}
            </ul>
          </div>
          <figure className="border border-line bg-white p-5">
            <Illustration name="flat-shirt" className="w-full" />
            <figcaption className="mt-3 text-center text-sm text-ink-soft">
              <LinkedText text={beforeYouStart.caption} />
            </figcaption>
          </figure>
        </section>

        <GuideSection section={{ id: "guide", title: measures.title }}>
          <ol className="mt-8 grid gap-5 md:grid-cols-2">
            {measures.items.map((measure, index) => (
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
                    <dd className="mt-0.5 text-ink-soft">
                      <LinkedText text={measure.where} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-ink">How</dt>
                    <dd className="mt-0.5 text-ink-soft">
                      <LinkedText text={measure.how} />
                    </dd>
                  </div>
                  <div className="bg-linen/70 p-3">
                    <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-navy">Common mistake</dt>
                    <dd className="mt-0.5 text-ink-soft">
                      <LinkedText text={measure.mistake} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </GuideSection>

        <section id="ranges" aria-labelledby="ranges-title" className="max-w-3xl scroll-mt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="ranges-title" className="text-3xl md:text-4xl">
                {page.ranges.title}
              </h2>
              <p className="mt-2 max-w-2xl text-ink-soft">
                <LinkedText text={page.ranges.intro} />
              </p>
            </div>
            <UnitSwitch unit={unit} anchor="ranges" label={page.ranges.unitLabel} />
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
                  {BOUNDS.map((bound) => (
                    <th key={bound.key} scope="col" className="px-4 py-3 text-right font-semibold">
                      {bound.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ranges.map((range, index) => (
                  <tr key={range.key}>
                    <th scope="row" className="px-4 py-3 font-medium text-ink">
                      <span className="inline-block w-6 text-ink-soft tabular-nums">{index + 1}</span>
                      {range.name}
                    </th>
                    {BOUNDS.map((bound) => (
                      <td key={bound.key} className="px-4 py-3 text-right tabular-nums">
                        {number.format(range[bound.key])} {unit}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-ink-soft">
            <LinkedText text={page.ranges.note} />
          </p>
        </section>
      </Container>
    </GuideLayout>
  );
}
