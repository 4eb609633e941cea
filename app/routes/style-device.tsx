import { GuideContents } from "~/components/content/GuideContents";
import { GuideLayout } from "~/components/content/GuideLayout";
import { GuideSection } from "~/components/content/GuideSection";
import { Illustration } from "~/components/content/Illustration";
import { LinkedText } from "~/components/content/LinkedText";
import { Container } from "~/components/ui/Container";
import { orNotFound } from "~/infra/refusal";
import { getGuidePage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/style-device";

/** The style advice page: fits, collars, cuffs and fabrics, with an in-page table of contents. */
export const meta: Route.MetaFunction = ({ data }) => pageMeta(data.page.meta);

export async function loader() {
  return { page: orNotFound(await getGuidePage("style-device")) };
}

export default function StyleDevicePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <GuideLayout page={page}>
      <Container className="grid gap-10 py-12 md:grid-cols-[200px_minmax(0,1fr)] md:gap-14 md:py-16">
        <GuideContents
          title="Contents"
          entries={[...page.sections, { id: "combinations", title: page.combinations.label }]}
        />

        <div className="grid min-w-0 gap-16">
          {page.sections.map((section) => (
            <GuideSection key={section.id} section={section}>
              {section.id === "fabrics" ? (
                <ul className="mt-5 flex flex-wrap gap-2 md:hidden">
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <a
                        href={`#${item.id}`}
                        className="block rounded-full border border-line bg-white px-3 py-1 text-xs text-ink-soft hover:border-navy hover:text-navy"
                      >
                        {item.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className={`mt-6 grid gap-4 sm:grid-cols-2 ${section.items.length === 3 ? "lg:grid-cols-3" : ""}`}>
                {section.items.map((item) => (
                  <article key={item.id} id={item.id} className="scroll-mt-8 border border-line bg-white p-5">
                    <h3 className="text-2xl">{item.name}</h3>
                    <p className="mt-2 text-sm text-ink-soft">
                      <LinkedText text={item.text} />
                    </p>
                  </article>
                ))}
              </div>
            </GuideSection>
          ))}

          <GuideSection section={{ id: "combinations", ...page.combinations }}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {page.combinations.items.map((combination) => (
                <li key={combination.title} className="border border-line bg-linen/60 p-5">
                  <Illustration name={combination.illustration} className="mx-auto w-full max-w-[200px]" />
                  <h3 className="mt-3 text-2xl">{combination.title}</h3>
                  <p className="mt-2 text-sm text-ink-soft">
                    <LinkedText text={combination.text} />
                  </p>
                </li>
              ))}
            </ul>
          </GuideSection>
        </div>
      </Container>
    </GuideLayout>
  );
}
