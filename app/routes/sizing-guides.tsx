import { Link } from "react-router";
import { SizeChartTable } from "~/components/sizing/SizeChartTable";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonStyles } from "~/components/ui/styles";
import { UnitSwitch } from "~/components/ui/UnitSwitch";
import { sizeGuideTables } from "~/modules/catalog/size-guide";
import { pageMeta } from "~/modules/shop/identity";
import { parseUnit } from "~/modules/sizing/units";
import type { Route } from "./+types/sizing-guides";

/** The standard size charts (spec 001 section 2 "Size chart"), in centimetres or inches. */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Standard Sizes for Shirt Fits — size charts",
    description:
      "Our standard shirt sizes for the slim, regular and classic fits: chest, waist, hips, collar, sleeve, back, biceps, cuff and shoulders for every collar size, in centimetres or inches.",
    keywords: "shirt size chart, collar size chart, slim fit shirt sizes, regular fit shirt sizes, classic fit shirt",
  });

export function loader({ request }: Route.LoaderArgs) {
  const unit = parseUnit(new URL(request.url).searchParams.get("unit"), "cm");
  return { unit, charts: sizeGuideTables() };
}

export default function SizingGuidesPage({ loaderData: { unit, charts } }: Route.ComponentProps) {
  const unitName = unit === "cm" ? "centimetres" : "inches";
  return (
    <>
      <PageHeader title="Standard Sizes for Shirt Fits" breadcrumb={[{ label: "Size charts" }]}>
        Every shirt, standard sizes included, is made from scratch for you in about two weeks, with customisation at no
        extra charge. Pick the fit you like and your collar size, or give us your own measurements.
      </PageHeader>
      <Container className="py-12 md:py-16">
        <div id="charts" className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
          <div className="max-w-2xl text-ink-soft">
            <p>
              Widths are measured on the shirt laid flat, from side to side; lengths from the centre of the back. The
              collar is measured from the centre of the button to the far end of the buttonhole.
            </p>
            <nav aria-label="Fits" className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
              {charts.map((chart) => (
                <a
                  key={chart.name}
                  href={`#${chart.name.toLowerCase()}`}
                  className="text-navy underline-offset-4 hover:underline"
                >
                  {chart.name} fit
                </a>
              ))}
            </nav>
          </div>
          <UnitSwitch unit={unit} anchor="charts" label="Show the charts in:" />
        </div>

        {charts.map((chart) => (
          <section
            key={chart.name}
            id={chart.name.toLowerCase()}
            aria-labelledby={`${chart.name}-title`}
            className="mt-12 scroll-mt-6"
          >
            <h2 id={`${chart.name}-title`} className="text-3xl">
              {chart.name} fit
            </h2>
            <div className="mt-4 overflow-x-auto border border-line bg-white">
              <SizeChartTable
                table={chart}
                unit={unit}
                caption={`${chart.name} fit: finished shirt measurements per collar size, in ${unitName}`}
                spacing="roomy"
              />
            </div>
          </section>
        ))}

        <div className="mt-14 flex flex-col items-start justify-between gap-6 border border-line bg-linen p-8 md:flex-row md:items-center">
          <div>
            <h2 className="text-3xl">Between two sizes?</h2>
            <p className="mt-2 max-w-xl text-ink-soft">
              Choose your collar and fit, then adjust any measure when you design your shirt — or let our size
              calculator work out all eight from your height, weight and build.
            </p>
          </div>
          <Link to="/men-shirts" className={buttonStyles.primary}>
            Start designing
          </Link>
        </div>
      </Container>
    </>
  );
}
