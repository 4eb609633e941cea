import { GuideContents } from "~/components/content/GuideContents";
import { GuideLayout } from "~/components/content/GuideLayout";
import { GuideSection } from "~/components/content/GuideSection";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
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
    <GuideLayout page={page}>
      <Container className="grid gap-10 py-12 md:grid-cols-[180px_minmax(0,1fr)] md:gap-14 md:py-16">
        <GuideContents
          title="On this page"
          entries={[...page.sections, { id: "buttons-monogram", title: page.buttonsAndMonogram.title }]}
        />

        <div className="grid gap-16">
          {page.sections.map((section) => (
            <GuideSection key={section.id} section={section}>
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

          <GuideSection section={{ id: "buttons-monogram", title: page.buttonsAndMonogram.title }}>
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
          </GuideSection>
        </div>
      </Container>
    </GuideLayout>
  );
}
