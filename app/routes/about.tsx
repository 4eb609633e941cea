import { Link } from "react-router";
import { Illustration } from "~/components/content/Illustration";
import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { RichText } from "~/components/ui/RichText";
import { buttonStyles } from "~/components/ui/styles";
import { orNotFound } from "~/infra/refusal";
import { getContentPage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/about";

/** The about page, at /made-to-measure-online-shirt and at the footer's /about-us. */
export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, keywords: data.page.metaKeywords });

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url).pathname.slice(1);
  return { page: orNotFound(await getContentPage("page", url)) };
}

export default function AboutPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.name}>{page.summary}</PageHeader>
      <Container className="grid gap-12 py-12 md:grid-cols-[minmax(0,1fr)_280px] md:py-16">
        <RichText html={page.bodyHtml} className="max-w-3xl" />
        <aside className="hidden md:block">
          <div className="sticky top-8 border border-line bg-white p-6">
            <Illustration name={page.illustration || "workshop"} className="w-full" />
            <p className="mt-5 font-serif text-xl">Your shirt, cut for you alone</p>
            <Link to="/men-shirts" className={`${buttonStyles.primary} mt-5 w-full`}>
              Start designing
            </Link>
          </div>
        </aside>
      </Container>
    </>
  );
}
