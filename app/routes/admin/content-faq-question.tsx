import { getFormProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trash2 } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { MarkdownField } from "~/components/admin/content/MarkdownField";
import { FaqAnswerPreview } from "~/components/admin/content/StorefrontPreview";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse } from "~/infra/refusal";
import {
  addFaqQuestion,
  getFaqQuestionForEditing,
  listFaqForStaff,
  removeFaqQuestion,
  saveFaqQuestion,
} from "~/modules/content/editor.server";
import { CONTENT_MESSAGES, faqQuestionSchema } from "~/modules/content/forms";
import { markdownToHtml } from "~/modules/content/markdown.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-faq-question";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.question ? "Edit a FAQ question" : "New FAQ question",
    "A question of the FAQ and its answer.",
  );

export const headers = privatePageHeaders;

/** The question of the address: null for /admin/content/faq/new; a 404 for an unknown one. */
async function questionOf(id: string | undefined) {
  if (id === "new") return null;
  const questionId = parseId(id);
  if (questionId === null) throw data(CONTENT_MESSAGES.unknownQuestion, { status: 404 });
  return orNotFound(await getFaqQuestionForEditing(questionId));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  const [question, categories] = await Promise.all([questionOf(params.id), listFaqForStaff()]);
  return {
    question,
    categories: categories.map(({ id, name }) => ({ id, name })),
    answerHtml: question ? markdownToHtml(question.answerMarkdown) : "",
  };
}

/** Saves (or adds) the question, previews the answer without saving, or removes the question. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const question = await questionOf(params.id);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "remove" && question) {
    const removed = await removeFaqQuestion(staff, question.id);
    return removed.ok ? redirect("/admin/content/faq?done=question-removed") : refusalResponse(removed);
  }
  const submission = parseWithZod(form, { schema: faqQuestionSchema });
  if (intent === "preview") {
    const markdown = form.get("answerMarkdown");
    return { result: submission.reply(), preview: markdownToHtml(typeof markdown === "string" ? markdown : "") };
  }
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  if (question) {
    const saved = await saveFaqQuestion(staff, question.id, submission.value);
    return saved.ok ? redirect(`/admin/content/faq/${question.id}?done=saved`) : refusalResponse(saved, { submission });
  }
  const added = await addFaqQuestion(staff, submission.value);
  return added.ok ? redirect(`/admin/content/faq/${added.id}?done=added`) : refusalResponse(added, { submission });
}

const DONE_MESSAGES = {
  saved: "Saved. The FAQ shows it now.",
  added: "Question added, last of its category. The FAQ shows it now.",
};

export default function FaqQuestionEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { question, categories, answerHtml } = loaderData;
  const [form, fields] = useShopForm({
    id: `faq-${question?.id ?? "new"}`,
    schema: faqQuestionSchema,
    lastResult: actionData?.result,
    defaultValue: question
      ? {
          categoryId: String(question.categoryId),
          question: question.question,
          answerMarkdown: question.answerMarkdown,
        }
      : undefined,
  });
  const previewHtml = actionData && "preview" in actionData ? actionData.preview : answerHtml;
  const saving = useIsPending({ intent: "save" });
  const refusal = actionData && "refusal" in actionData ? actionData.refusal?.message : undefined;

  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title={question ? "Edit a question" : "New question"}
        intro="The question as customers ask it, and its answer in Markdown."
        back={{ to: "/admin/content/faq", label: "FAQ" }}
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        <FormAlert id={form.errorId} errors={form.errors ?? (refusal ? [refusal] : undefined)} />
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        {/* The button Enter presses in a field: a save, not the preview. */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
        <div className="grid gap-4 border border-line bg-white p-5 md:grid-cols-[16rem_1fr]">
          <Field id={fields.categoryId.id} label="Category" required error={fields.categoryId.errors?.[0]}>
            <select {...getSelectProps(fields.categoryId)} className={inputStyles}>
              <option value="">Choose a category…</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </Field>
          <TextField field={fields.question} label="Question" required />
        </div>
        <MarkdownField
          field={fields.answerMarkdown}
          label="Answer"
          rows={10}
          previewHtml={previewHtml}
          show={(html) => <FaqAnswerPreview question={fields.question.value ?? ""} html={html} />}
        />
        <div className="flex flex-wrap gap-3 border-t border-line py-4">
          <button type="submit" name="intent" value="save" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : question ? "Save" : "Add the question"}
          </button>
        </div>
      </Form>
      {question ? (
        <Form method="post" className="mt-2 border-t border-line pt-4">
          <p className="mb-2 text-sm text-ink-soft">
            Removing takes the question off the FAQ; the audit log keeps its words.
          </p>
          <button type="submit" name="intent" value="remove" className={buttonStyles.secondary}>
            <Trash2 aria-hidden className="size-4" />
            Remove this question
          </button>
        </Form>
      ) : null}
    </div>
  );
}
