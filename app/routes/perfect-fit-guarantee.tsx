import { Link } from "react-router";
import { CallToAction } from "~/components/content/CallToAction";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { buttonStyles } from "~/components/ui/styles";
import { orNotFound } from "~/infra/refusal";
import { getGuidePage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/perfect-fit-guarantee";

/** The perfect fit guarantee and the shop's terms (spec 001 section 9). */
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data.page.meta);

export async function loader() {
  return { page: orNotFound(await getGuidePage("perfect-fit-guarantee")) };
}

export default function PerfectFitGuaranteePage({ loaderData: { page } }: Route.ComponentProps) {
  const { promise, covered, notCovered, claim, terms } = page;
  return (
    <>
      <PageHeader title={page.title}>
        <LinkedText text={page.intro} />
      </PageHeader>

      <Container className="py-12 md:py-16">
        <section
          aria-labelledby="promise-title"
          className="grid items-center gap-10 md:grid-cols-[minmax(0,1fr)_300px]"
        >
          <div>
            <h2 id="promise-title" className="text-3xl md:text-4xl">
              {promise.title}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {promise.points.map((point) => (
                <li key={point.title} className="border-t-2 border-brass bg-white p-5">
                  <h3 className="text-xl">{point.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">
                    <LinkedText text={point.text} />
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <Illustration name="measure" className="mx-auto hidden w-full max-w-xs md:block" />
        </section>

        <section aria-labelledby="covers-title" className="mt-16 grid gap-10 md:grid-cols-2">
          <div>
            <h2 id="covers-title" className="text-3xl">
              {covered.title}
            </h2>
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink-soft marker:text-brass">
              {covered.cases.map((text) => (
                <li key={text}>
                  <LinkedText text={text} />
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-3xl">{notCovered.title}</h2>
            <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink-soft marker:text-brass">
              {notCovered.cases.map((text) => (
                <li key={text}>
                  <LinkedText text={text} />
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-ink-soft">
              <LinkedText text={notCovered.note} />
            </p>
          </div>
        </section>

        <section aria-labelledby="claim-title" className="mt-16">
          <h2 id="claim-title" className="text-3xl md:text-4xl">
            {claim.title}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {claim.steps.map((step, index) => (
              <li key={step.title} className="border border-line bg-white p-5 md:p-6">
                <span aria-hidden className="font-serif text-4xl font-semibold text-brass lining-nums">
                  {index + 1}
                </span>
                <h3 className="mt-1 text-xl">{step.title}</h3>
                <p className="mt-2 text-sm text-ink-soft">
                  <LinkedText text={step.text} />
                </p>
              </li>
            ))}
          </ol>
          <Link to="/contact" className={`${buttonStyles.secondary} mt-6`}>
            {claim.contactLabel}
          </Link>
        </section>

        <section aria-labelledby="terms-title" className="mt-16">
          <h2 id="terms-title" className="text-3xl md:text-4xl">
            {terms.title}
          </h2>
          <dl className="mt-6 divide-y divide-line border-y border-line">
            {terms.items.map((item) => (
              <div key={item.term} className="grid gap-1 py-4 sm:grid-cols-[200px_minmax(0,1fr)] sm:gap-6">
                <dt className="font-serif text-xl font-semibold text-ink">{item.term}</dt>
                <dd className="text-ink-soft">
                  <LinkedText text={item.detail} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-ink-soft">
            <LinkedText text={terms.note} />
          </p>
        </section>
      </Container>

      <CallToAction title={page.callToAction.title} action={page.callToAction.action}>
        <LinkedText text={page.callToAction.text} />
      </CallToAction>
    </>
  );
}
