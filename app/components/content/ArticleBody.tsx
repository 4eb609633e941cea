import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import { RichText } from "~/components/ui/RichText";
import { buttonStyles } from "~/components/ui/styles";
import { formatLongDate } from "~/modules/shop/calendar";
import { Illustration } from "./Illustration";

/**
 * A style guide's or blog post's body under its header: the date, the text, and the drawing
 * with its call to action. The storefront's article page and the back office's preview both
 * draw it, so the preview is the page. A draft has no date yet.
 */
export function ArticleBody({
  page,
}: {
  page: { bodyHtml: string; illustration: string; publishedAt: Date | string | null };
}) {
  const published = page.publishedAt === null ? null : new Date(page.publishedAt);
  return (
    <Container className="grid gap-12 py-12 md:grid-cols-[minmax(0,1fr)_280px] md:py-16">
      <article>
        <p className="text-sm text-ink-soft">
          {published ? (
            <time dateTime={published.toISOString()}>{formatLongDate(published)}</time>
          ) : (
            "Not published yet"
          )}
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
  );
}
