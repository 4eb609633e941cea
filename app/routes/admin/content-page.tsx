import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { AddressField, PositionField } from "~/components/admin/content/ArticleFields";
import { DrawingField, SearchTagsFields, SummaryField } from "~/components/admin/content/fields";
import { MarkdownField } from "~/components/admin/content/MarkdownField";
import { ArticlePreview, PagePreview } from "~/components/admin/content/StorefrontPreview";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import {
  getContentForEditing,
  saveArticle,
  saveContentPage,
  setArticlePublished,
} from "~/modules/content/editor.server";
import { ARTICLE_KIND_LABELS, articleSchema, CONTENT_MESSAGES, contentPageSchema } from "~/modules/content/forms";
import { markdownToHtml } from "~/modules/content/markdown.server";
import { sanitizeHtml } from "~/modules/content/sanitize";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-page";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Edit: ${loaderData.item.name}` : "Edit a page", "Edit a page of the shop.");

export const headers = privatePageHeaders;

/** Where a page or an article is seen on the storefront. */
function storefrontPath(item: { kind: "page" | "style" | "blog"; url: string }) {
  return item.kind === "page" ? `/${item.url}` : `/${item.kind}/${item.url}`;
}

async function loadItem(id: string | undefined) {
  const itemId = parseId(id);
  if (itemId === null) throw data(CONTENT_MESSAGES.unknownPage, { status: 404 });
  return orNotFound(await getContentForEditing(itemId));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  const item = await loadItem(params.id);
  return {
    item: {
      id: item.id,
      kind: item.kind,
      url: item.url,
      name: item.name,
      summary: item.summary,
      illustration: item.illustration,
      bodyMarkdown: item.bodyMarkdown,
      metaTitle: item.metaTitle,
      metaDescription: item.metaDescription,
      metaKeywords: item.metaKeywords,
      sortOrder: item.sortOrder,
      publishedAt: item.publishedAt?.toISOString() ?? null,
      updated: formatDateTime(item.updatedAt),
      path: storefrontPath(item),
    },
    bodyHtml: sanitizeHtml(item.bodyHtml),
  };
}

const INTENTS = ["save", "publish", "preview", "unpublish"] as const;

/**
 * Saves the page or article (`save`), saves and publishes an article (`publish`), takes an
 * article back to draft (`unpublish`, nothing else changed) or previews the text without
 * saving (`preview`: the form comes back as typed, with the preview).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const item = await loadItem(params.id);
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  const back = (done: string) => redirect(`/admin/content/pages/${item.id}?done=${done}`);
  if (intent === "unpublish") {
    const outcome = await setArticlePublished(staff, item.id, false);
    return outcome.ok ? back("unpublished") : refusalResponse(outcome);
  }
  const isPage = item.kind === "page";
  const submission = isPage
    ? parseWithZod(form, { schema: contentPageSchema })
    : parseWithZod(form, { schema: articleSchema });
  if (intent === "preview") {
    const markdown = form.get("bodyMarkdown");
    return { result: submission.reply(), preview: markdownToHtml(typeof markdown === "string" ? markdown : "") };
  }
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const saved = isPage
    ? await saveContentPage(staff, item.id, submission.value as typeof contentPageSchema._zod.output)
    : await saveArticle(staff, item.id, submission.value as typeof articleSchema._zod.output);
  if (!saved.ok) return refusalResponse(saved, { submission });
  if (intent === "publish") {
    const published = await setArticlePublished(staff, item.id, true);
    if (!published.ok) return refusalResponse(published, { submission });
    return back("published");
  }
  return back("saved");
}

const DONE_MESSAGES = {
  saved: "Saved. The storefront shows it now.",
  published: "Saved and published: it is on the storefront now.",
  unpublished: "Back to draft: it is no longer on the storefront.",
  created: "Draft created. Preview it, then publish it when it is ready.",
};

export default function ContentPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { item, bodyHtml } = loaderData;
  const isPage = item.kind === "page";
  const isDraft = !isPage && item.publishedAt === null;
  const [form, fields] = useShopForm({
    id: `content-${item.id}`,
    // A page's schema is the article's without its address and position, which a page's form
    // does not show: typed as the article's, checked with its own.
    schema: (isPage ? contentPageSchema : articleSchema) as typeof articleSchema,
    lastResult: actionData?.result,
    defaultValue: { ...item, sortOrder: String(item.sortOrder) },
  });
  const previewHtml = actionData && "preview" in actionData ? actionData.preview : bodyHtml;
  const saving = useIsPending({ intent: "save" });
  const publishing = useIsPending({ intent: "publish" });
  const refusal = actionData && "refusal" in actionData ? actionData.refusal?.message : undefined;
  const status = isPage ? "Page" : isDraft ? "Draft" : "Published";

  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title={item.name}
        intro={
          <>
            {isPage ? "Page" : ARTICLE_KIND_LABELS[item.kind as "style" | "blog"]} ·{" "}
            <span className={isDraft ? "font-semibold text-brass" : undefined}>{status}</span> · last saved{" "}
            {item.updated}
          </>
        }
        back={{ to: "/admin/content", label: "Content" }}
        actions={
          isDraft ? null : (
            <a href={item.path} target="_blank" rel="noopener" className={buttonStyles.secondary}>
              <ExternalLink aria-hidden className="size-4" />
              View on the shop
            </a>
          )
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        <FormAlert id={form.errorId} errors={form.errors ?? (refusal ? [refusal] : undefined)} />
      </div>

      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        {/* The button Enter presses in a field: a save, not the preview or a list's button. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
        <div className="grid gap-4 border border-line bg-white p-5 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField field={fields.name} label="Title" required />
          </div>
          {isPage ? (
            <p className="text-sm text-ink-soft md:col-span-2">
              Address: <span className="font-mono">{item.path}</span> (fixed: the shop's menus and links lead to it)
            </p>
          ) : (
            <>
              <AddressField
                field={fields.url}
                kind={item.kind}
                hint={`Shown at /${item.kind}/… — lower-case words joined by hyphens. Changing it breaks links to the old address.`}
              />
              <PositionField field={fields.sortOrder} />
            </>
          )}
          <div className="md:col-span-2">
            <SummaryField field={fields.summary} page={isPage} />
          </div>
          <DrawingField field={fields.illustration} label="Drawing" optional={isPage} />
        </div>
        <MarkdownField
          field={fields.bodyMarkdown}
          label="Text"
          previewHtml={previewHtml}
          show={(html) =>
            isPage ? (
              <PagePreview title={fields.name.value ?? item.name} summary={fields.summary.value ?? ""} html={html} />
            ) : (
              <ArticlePreview
                title={fields.name.value ?? item.name}
                summary={fields.summary.value ?? ""}
                illustration={fields.illustration.value ?? item.illustration}
                publishedAt={item.publishedAt}
                html={html}
              />
            )
          }
        />

        <SearchTagsFields fields={fields} />

        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-line bg-paper/95 py-4">
          <button type="submit" name="intent" value="save" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : isDraft ? "Save the draft" : "Save"}
          </button>
          {isDraft ? (
            <button
              type="submit"
              name="intent"
              value="publish"
              className={buttonStyles.secondary}
              disabled={publishing}
            >
              {publishing ? "Publishing…" : "Save and publish"}
            </button>
          ) : null}
        </div>
      </Form>

      {!isPage && !isDraft ? (
        <Form method="post" className="mt-2 border-t border-line pt-4">
          <p className="mb-2 text-sm text-ink-soft">
            Published {item.publishedAt ? formatDateTime(new Date(item.publishedAt)) : ""}. Back to draft, it leaves the
            storefront (its address answers “not found”) until published again, with a new date.
          </p>
          <button type="submit" name="intent" value="unpublish" className={buttonStyles.secondary}>
            Take back to draft
          </button>
        </Form>
      ) : null}
    </div>
  );
}
