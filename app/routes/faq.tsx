import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { RichText } from "~/components/ui/RichText";
import { buttonStyles } from "~/components/ui/styles";
import { orNotFound } from "~/infra/refusal";
import { getContentPage, listFaq } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, keywords: data.page.metaKeywords });

export async function loader() {
  const [page, groups] = await Promise.all([getContentPage("page", "faq"), listFaq()]);
  return { page: orNotFound(page), groups };
}

/** Questions grouped by category; each answer opens in place (native disclosure: no JavaScript needed). */
export default function FaqPage({ loaderData: { page, groups } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.name}>
        <RichText html={page.bodyHtml} />
      </PageHeader>
      <Container className="grid gap-12 py-12 md:grid-cols-[220px_minmax(0,1fr)] md:py-16">
        <nav aria-label="FAQ topics" className="hidden md:block">
          <ul className="sticky top-8 grid gap-2 text-sm">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#faq-${group.id}`} className="text-ink-soft hover:text-navy">
                  {group.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {groups.map((group) => (
            <section key={group.id} id={`faq-${group.id}`} aria-labelledby={`faq-${group.id}-title`} className="mb-12">
              <h2 id={`faq-${group.id}-title`} className="text-3xl">
                {group.name}
              </h2>
              <div className="mt-4 divide-y divide-line border-y border-line">
                {group.items.map((item) => (
                  <details key={item.id} className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-ink hover:text-navy [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                    </summary>
                    <RichText html={item.answerHtml} className="pb-4 text-ink-soft" />
                  </details>
                ))}
              </div>
            </section>
          ))}
          <div className="border border-line bg-linen p-8 text-center">
            <h2 className="text-3xl">If You Have More Questions</h2>
            <p className="mt-2 text-ink-soft">Our team answers within one working day.</p>
            <Link to="/contact" className={`${buttonStyles.primary} mt-6`}>
              CONTACT US
            </Link>
          </div>
        </div>
      </Container>
    </>
  );
}
