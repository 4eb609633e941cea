import { Link } from "react-router";
import { GuideLayout } from "~/components/content/GuideLayout";
import { GuideSection } from "~/components/content/GuideSection";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { PointCards } from "~/components/content/PointCards";
import { Container } from "~/components/ui/Container";
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
    <GuideLayout page={page}>
      <Container className="grid gap-16 py-12 md:py-16">
        <section
          aria-labelledby="promise-title"
          className="grid items-center gap-10 md:grid-cols-[minmax(0,1fr)_300px]"
        >
          <div>
            <h2 id="promise-title" className="text-3xl md:text-4xl">
              {promise.title}
            </h2>
            <PointCards points={promise.points} />
          </div>
          <Illustration name="measure" className="mx-auto hidden w-full max-w-xs md:block" />
        </section>

        <section aria-labelledby="covers-title" className="grid gap-10 md:grid-cols-2">
          <Cases id="covers-title" {...covered} />
          <Cases {...notCovered} />
        </section>

        <GuideSection section={{ id: "claim", title: claim.title }}>
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
        </GuideSection>

        <GuideSection section={{ id: "terms", title: terms.title }}>
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
        </GuideSection>
      </Container>
    </GuideLayout>
  );
}

/** What the guarantee covers, or does not: a titled list of cases, and a note under it. */
function Cases({ id, title, cases, note }: { id?: string; title: string; cases: string[]; note?: string }) {
  return (
    <div>
      <h2 id={id} className="text-3xl">
        {title}
      </h2>
      <ul className="mt-4 grid list-disc gap-2 pl-5 text-ink-soft marker:text-brass">
        {cases.map((text) => (
          <li key={text}>
            <LinkedText text={text} />
          </li>
        ))}
      </ul>
      {note ? (
        <p className="mt-4 text-sm text-ink-soft">
          <LinkedText text={note} />
        </p>
      ) : null}
    </div>
  );
}
