import { Link } from "react-router";
import { GuideLayout } from "~/components/content/GuideLayout";
import { GuideSection } from "~/components/content/GuideSection";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { PointCards } from "~/components/content/PointCards";
import { Container } from "~/components/ui/Container";
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
    <GuideLayout page={page}>
      <Container className="grid gap-16 py-12 md:py-16">
        <GuideSection section={{ id: "steps", title: page.stepsTitle }}>
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
        </GuideSection>

        <GuideSection section={{ id: "good-to-know", title: page.goodToKnow.title }}>
          <PointCards points={page.goodToKnow.points} />
        </GuideSection>
      </Container>
    </GuideLayout>
  );
}
