import { FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { listContentForStaff } from "~/modules/content/editor.server";
import { ARTICLE_KIND_LABELS } from "~/modules/content/forms";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => privatePageMeta("Content", "The storefront's pages, articles and FAQ.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  const content = await listContentForStaff();
  return {
    pages: content.pages.map((page) => ({
      id: page.id,
      url: page.url,
      name: page.name,
      updated: formatDateTime(page.updatedAt),
    })),
    articles: content.articles.map((article) => ({
      id: article.id,
      kind: article.kind as "style" | "blog",
      url: article.url,
      name: article.name,
      sortOrder: article.sortOrder,
      published: article.publishedAt ? formatDateTime(article.publishedAt) : null,
    })),
    guides: content.guides.map((guide) => ({ ...guide, updated: formatDateTime(guide.updatedAt) })),
    faqQuestions: content.faqQuestions,
  };
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <Panel id={id} title={title}>
      <p className="mt-1 text-sm text-ink-soft">{intro}</p>
      <div className="mt-4">{children}</div>
    </Panel>
  );
}

const rowLink = "font-medium text-navy underline-offset-4 hover:underline";

type SavedRow = { key: string | number; to: string; name: string; url: string; updated: string };

/** The pages or the guides: each one's editor, its address and when it was last saved. */
function SavedList({ rows }: { rows: SavedRow[] }) {
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.key} className="py-3">
          <Link to={row.to} className={rowLink}>
            {row.name}
          </Link>
          <span className="block text-xs text-ink-soft">
            /{row.url} · saved {row.updated}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function ContentOverview({ loaderData }: Route.ComponentProps) {
  const { pages, articles, guides, faqQuestions } = loaderData;
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Content"
        intro="Every word a customer reads on the storefront. A save shows on the shop at once."
        actions={
          <Link to="/admin/content/articles/new" className={buttonStyles.primary}>
            <FilePlus2 aria-hidden className="size-4" />
            New article
          </Link>
        }
      />
      <div className="grid gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          <Section id="home-title" title="Home page" intro="The main title, the four steps, the mission and the story.">
            <Link to="/admin/content/home" className={buttonStyles.secondary}>
              Edit the home page
            </Link>
          </Section>
          <Section id="faq-title" title="FAQ" intro={`${faqQuestions} questions in their categories.`}>
            <Link to="/admin/content/faq" className={buttonStyles.secondary}>
              Edit the FAQ
            </Link>
          </Section>
        </div>

        <Section
          id="articles-title"
          title="Articles"
          intro="Style guides and journal posts. A draft is seen only here until it is published."
        >
          <ul className="divide-y divide-line">
            {articles.map((article) => (
              <li key={article.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
                <span className="min-w-0">
                  <Link to={`/admin/content/pages/${article.id}`} className={rowLink}>
                    {article.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">
                    {ARTICLE_KIND_LABELS[article.kind]} · /{article.kind}/{article.url} · position {article.sortOrder}
                  </span>
                </span>
                {article.published ? (
                  <span className="text-xs text-ink-soft">Published {article.published}</span>
                ) : (
                  <span className="rounded-sm bg-brass/10 px-2 py-0.5 text-xs font-semibold text-brass">Draft</span>
                )}
              </li>
            ))}
          </ul>
        </Section>

        <div className="grid gap-6 md:grid-cols-2">
          <Section id="pages-title" title="Pages" intro="The shop's own pages, at fixed addresses.">
            <SavedList rows={pages.map((page) => ({ ...page, key: page.id, to: `/admin/content/pages/${page.id}` }))} />
            <p className="mt-3 text-xs text-ink-soft">
              The contact page's addresses are edited in the shop's settings.
            </p>
          </Section>
          <Section
            id="guides-title"
            title="Guides"
            intro="The long guides, laid out by the shop: their words, section by section."
          >
            <SavedList
              rows={guides.map((guide) => ({
                ...guide,
                key: guide.url,
                to: `/admin/content/guides/${guide.url}`,
                name: guide.title || guide.url,
              }))}
            />
          </Section>
        </div>
      </div>
    </div>
  );
}
