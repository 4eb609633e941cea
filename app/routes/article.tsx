import { ArticleBody } from "~/components/content/ArticleBody";
import { PageHeader } from "~/components/ui/PageHeader";
import { orNotFound } from "~/infra/refusal";
import { getContentPage } from "~/modules/content/content.server";
import { NOT_FOUND_META, pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/article";

/** A style guide (/style/{url}) or a blog post (/blog/{url}); an unknown url or a draft is a 404. */
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
      <ArticleBody page={page} />
    </>
  );
}
