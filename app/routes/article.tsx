import { Link } from "react-router";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { RichText } from "~/components/ui/RichText";
import { buttonStyles } from "~/components/ui/styles";
import { orNotFound } from "~/infra/refusal";
import { getContentPage } from "~/modules/content/content.server";
import { NOT_FOUND_META, pageMeta } from "~/modules/content/meta";
import type { Route } from "./+types/article";

/** A style guide (/style/{url}) or a blog post (/blog/{url}); an unknown url is a 404. */
export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, keywords: data.page.metaKeywords })
    : NOT_FOUND_META;

export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.startsWith("/blog/") ? "blog" : "style";
  return { kind, page: orNotFound(await getContentPage(kind, params.url)) } as const;
}

export default function ArticlePage({ loaderData: { kind, page } }: Route.ComponentProps) {
  const section = kind === "blog" ? "Journal" : "Style guide";
  return (
    <>
      <PageHeader title={page.name} breadcrumb={[{ label: section }, { label: page.name }]}>
        {page.summary}
      </PageHeader>
      <Container className="grid gap-12 py-12 md:grid-cols-[minmax(0,1fr)_280px] md:py-16">
        <article>
          <p className="text-sm text-ink-soft">
            <time dateTime={new Date(page.publishedAt).toISOString()}>
              {new Date(page.publishedAt).toLocaleDateString("en-GB", {
                day: "numeric",
                month: "long",
                year: "numeric",
                timeZone: "UTC",
              })}
            </time>
          </p>
          <RichText html={page.bodyHtml} className="max-w-3xl" />
        </article>
        <aside>
          <div className="border border-line bg-white p-6 md:sticky md:top-8">
            <Illustration name={page.illustration} className="w-full" />
            <p className="mt-5 font-serif text-xl">Put the advice into practice</p>
            <p className="mt-2 text-sm text-ink-soft">
              Every collar, cuff and fabric in this guide can be chosen for your shirt.
            </p>
            <Link to="/men-shirts" className={`${buttonStyles.primary} mt-5 w-full`}>
              Design your shirt
            </Link>
          </div>
        </aside>
      </Container>
    </>
  );
}
