import { Container } from "~/components/ui/Container";
import { PageHeader } from "~/components/ui/PageHeader";
import { RichText } from "~/components/ui/RichText";
import { orNotFound } from "~/infra/refusal";
import { getContentPage } from "~/modules/content/content.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/legal-notice";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, keywords: data.page.metaKeywords });

export async function loader() {
  return { page: orNotFound(await getContentPage("page", "legal-notice")) };
}

export default function LegalNoticePage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.name} />
      <Container className="py-12 md:py-16">
        <RichText html={page.bodyHtml} className="max-w-3xl" />
      </Container>
    </>
  );
}
