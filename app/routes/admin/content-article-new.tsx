import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { AddressField, PositionField } from "~/components/admin/content/ArticleFields";
import { DrawingField, SearchTagsFields, SummaryField } from "~/components/admin/content/fields";
import { MarkdownField } from "~/components/admin/content/MarkdownField";
import { ArticlePreview } from "~/components/admin/content/StorefrontPreview";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { createArticle } from "~/modules/content/editor.server";
import { ARTICLE_KIND_LABELS, ARTICLE_KINDS, newArticleSchema } from "~/modules/content/forms";
import { markdownToHtml } from "~/modules/content/markdown.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-article-new";

export const meta: Route.MetaFunction = () => privatePageMeta("New article", "Write a style guide or a journal post.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  return null;
}

/** Creates the article as a draft (`create`), or previews its text without saving (`preview`). */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: newArticleSchema });
  if (form.get("intent") === "preview") {
    const markdown = form.get("bodyMarkdown");
    return { result: submission.reply(), preview: markdownToHtml(typeof markdown === "string" ? markdown : "") };
  }
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const created = await createArticle(staff, submission.value);
  if (!created.ok) return refusalResponse(created, { submission });
  return redirect(`/admin/content/pages/${created.id}?done=created`);
}

export default function NewArticlePage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({
    id: "new-article",
    schema: newArticleSchema,
    lastResult: actionData?.result,
    defaultValue: { kind: "style", sortOrder: "10" },
  });
  const previewHtml = actionData && "preview" in actionData ? actionData.preview : "";
  const creating = useIsPending({ intent: "create" });
  const refusal = actionData && "refusal" in actionData ? actionData.refusal?.message : undefined;
  const kind = fields.kind.value === "blog" ? "blog" : "style";

  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="New article"
        intro="It starts as a draft: only the back office sees it until you publish it."
        back={{ to: "/admin/content", label: "Content" }}
      />
      <div className="mb-4">
        <FormAlert id={form.errorId} errors={form.errors ?? (refusal ? [refusal] : undefined)} />
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        {/* The button Enter presses in a field: creating, not the preview. */}
        <button type="submit" name="intent" value="create" hidden tabIndex={-1} />
        <div className="grid gap-4 border border-line bg-white p-5 md:grid-cols-2">
          <Field id={fields.kind.id} label="Kind" required error={fields.kind.errors?.[0]}>
            <select {...getSelectProps(fields.kind)} className={inputStyles}>
              {ARTICLE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {ARTICLE_KIND_LABELS[value]}
                </option>
              ))}
            </select>
          </Field>
          <PositionField field={fields.sortOrder} />
          <div className="md:col-span-2">
            <TextField field={fields.name} label="Title" required />
          </div>
          <AddressField
            field={fields.url}
            kind={kind}
            hint="Lower-case words joined by hyphens, for example linen-in-summer."
          />
          <DrawingField field={fields.illustration} label="Drawing" />
          <div className="md:col-span-2">
            <SummaryField field={fields.summary} />
          </div>
        </div>
        <MarkdownField
          field={fields.bodyMarkdown}
          label="Text"
          previewHtml={previewHtml}
          show={(html) => (
            <ArticlePreview
              title={fields.name.value || "Untitled article"}
              summary={fields.summary.value ?? ""}
              illustration={fields.illustration.value ?? ""}
              publishedAt={null}
              html={html}
            />
          )}
        />
        <SearchTagsFields fields={fields} />
        <div className="flex flex-wrap gap-3 border-t border-line py-4">
          <button type="submit" name="intent" value="create" className={buttonStyles.primary} disabled={creating}>
            {creating ? "Creating…" : "Create the draft"}
          </button>
        </div>
      </Form>
    </div>
  );
}
