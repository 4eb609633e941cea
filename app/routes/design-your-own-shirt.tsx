import { Link } from "react-router";
import { CallToAction } from "~/components/content/CallToAction";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { orNotFound } from "~/infra/refusal";
import { getGuidePage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/design-your-own-shirt";

/** How to create a shirt, in the 8 steps of the spec: fabric, sleeve, cuff, pocket, fit, collar, measurements, purchase. */
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data.page.meta);

export async function loader() {
  return { page: orNotFound(await getGuidePage("design-your-own-shirt")) };
}

export default function DesignYourOwnShirtPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title}>
        <LinkedText text={page.intro} />
      </PageHeader>

      <Container className="py-12 md:py-16">
        <h2 className="text-3xl md:text-4xl">{page.stepsTitle}</h2>
        <ol className="mt-8 grid gap-5 lg:grid-cols-2">
          {page.steps.map((step, index) => (
            <li key={step.title} className="flex gap-5 border border-line bg-white p-5 md:p-6">
              <span
                aria-hidden
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy text-lg font-semibold text-white tabular-nums"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-2xl">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-ink-soft">
                  <LinkedText text={step.text} />
                </p>
                {step.link ? (
                  <Link
                    to={step.link.to}
                    className="mt-3 inline-block text-sm text-navy underline underline-offset-2 hover:text-brass"
                  >
                    {step.link.label}
                  </Link>
                ) : null}
              </div>
              {step.illustration ? (
                <Illustration name={step.illustration} className="hidden w-28 shrink-0 self-center sm:block" />
              ) : null}
            </li>
          ))}
        </ol>

        <section aria-labelledby="good-to-know" className="mt-16 grid gap-6 md:grid-cols-3">
          <h2 id="good-to-know" className="text-3xl md:col-span-3">
            {page.goodToKnow.title}
          </h2>
          {page.goodToKnow.points.map((point) => (
            <div key={point.title} className="border-t-2 border-brass pt-4">
              <h3 className="text-xl">{point.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">
                <LinkedText text={point.text} />
              </p>
            </div>
          ))}
        </section>
      </Container>

      <CallToAction title={page.callToAction.title} action={page.callToAction.action}>
        <LinkedText text={page.callToAction.text} />
      </CallToAction>
    </>
  );
}
