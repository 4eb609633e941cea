import { CallToAction } from "~/components/content/CallToAction";
import { GuideSection } from "~/components/content/GuideSection";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { orNotFound } from "~/infra/refusal";
import { getGuidePage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/custom-shirts-options";

/** The options page: what each collar, cuff, pocket, placket, back, bottom and monogram choice is for. */
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data.page.meta);

export async function loader() {
  return { page: orNotFound(await getGuidePage("custom-shirts-options")) };
}

export default function CustomShirtsOptionsPage({ loaderData: { page } }: Route.ComponentProps) {
  const { buttons, collarBones, monogram } = page.buttonsAndMonogram;
  return (
    <>
      <PageHeader title={page.title}>
        <LinkedText text={page.intro} />
      </PageHeader>

      <Container className="grid gap-10 py-12 md:grid-cols-[180px_minmax(0,1fr)] md:gap-14 md:py-16">
        <nav aria-label="On this page" className="md:sticky md:top-8 md:self-start">
          <p className="text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">On this page</p>
          <ul className="mt-3 flex flex-wrap gap-2 md:grid md:gap-2">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-sm border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0"
                >
                  {section.title}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#buttons-monogram"
                className="block rounded-sm border border-line bg-white px-3 py-1.5 text-sm text-ink-soft hover:border-navy hover:text-navy md:border-0 md:bg-transparent md:p-0"
              >
                {page.buttonsAndMonogram.title}
              </a>
            </li>
          </ul>
        </nav>

        <div className="grid gap-16">
          {page.sections.map((section) => (
            <GuideSection
              key={section.id}
              section={{ ...section, intro: <LinkedText text={section.intro} /> }}
              headerClassName="sm:grid-cols-[minmax(0,1fr)_180px]"
            >
              <ul
                className={`mt-6 grid gap-4 sm:grid-cols-2 ${section.options.length % 2 === 0 ? "" : "lg:grid-cols-3"}`}
              >
                {section.options.map((option) => (
                  <li key={option.name} className="flex flex-col border border-line bg-white p-5">
                    <h3 className="text-2xl">{option.name}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-soft">
                      <LinkedText text={option.text} />
                    </p>
                    <p className="mt-4 border-t border-line pt-3 text-xs font-medium uppercase tracking-[0.12em] text-navy">
                      <span className="sr-only">Best for: </span>
                      {option.bestFor}
                    </p>
                  </li>
                ))}
              </ul>
            </GuideSection>
          ))}

          <section id="buttons-monogram" aria-labelledby="buttons-monogram-title" className="scroll-mt-8">
            <h2 id="buttons-monogram-title" className="text-3xl md:text-4xl">
              {page.buttonsAndMonogram.title}
            </h2>
            <div className="mt-6 grid gap-8 lg:grid-cols-2">
              <div>
                <h3 className="text-2xl">{buttons.title}</h3>
                <p className="mt-2 text-ink-soft">
                  <LinkedText text={buttons.text} />
                </p>
                <h3 className="mt-8 text-2xl">{collarBones.title}</h3>
                <p className="mt-2 text-ink-soft">
                  <LinkedText text={collarBones.text} />
                </p>
              </div>
              <div className="border border-line bg-linen/60 p-6">
                <h3 className="text-2xl">{monogram.title}</h3>
                <p className="mt-2 text-ink-soft">
                  <LinkedText text={monogram.text} />
                </p>
                <ol className="mt-4 grid gap-2 text-sm">
                  {monogram.positions.map((position, index) => (
                    <li key={position} className="flex items-baseline gap-3">
                      <span className="w-4 shrink-0 font-semibold text-navy tabular-nums">{index + 1}</span>
                      {position}
                    </li>
                  ))}
                </ol>
                <p className="mt-4 text-sm text-ink-soft">
                  <LinkedText text={monogram.advice} />
                </p>
              </div>
            </div>
          </section>
        </div>
      </Container>

      <CallToAction title={page.callToAction.title} action={page.callToAction.action}>
        <LinkedText text={page.callToAction.text} />
      </CallToAction>
    </>
  );
}
