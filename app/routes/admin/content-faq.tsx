import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { idSchema } from "~/infra/ids";
import { INVALID_FORM, refusalResponse, refuse } from "~/infra/refusal";
import {
  addFaqCategory,
  listFaqForStaff,
  moveFaqCategory,
  moveFaqQuestion,
  removeFaqCategory,
  renameFaqCategory,
} from "~/modules/content/editor.server";
import { CONTENT_MESSAGES, faqCategorySchema, moveSchema } from "~/modules/content/forms";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-faq";

export const meta: Route.MetaFunction = () => privatePageMeta("FAQ", "The FAQ's categories and questions.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  return { categories: await listFaqForStaff() };
}

const categoryIdSchema = z.object({ id: idSchema(CONTENT_MESSAGES.unknownCategory) });

/** The page's forms, told apart by `intent`: categories added, renamed, moved, removed; questions moved. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const form = await readForm(request);
  const intent = form.get("intent");
  const back = (done: string) => redirect(`/admin/content/faq?done=${done}`);
  // What a refused form gets back: which form it was and what was typed in it.
  const extra = { intent: String(intent), id: String(form.get("id") ?? ""), name: String(form.get("name") ?? "") };
  if (intent === "add-category" || intent === "rename-category") {
    const submission = parseWithZod(form, { schema: faqCategorySchema });
    if (submission.status !== "success") {
      return refusalResponse(refuse(400, "", submission.error as Record<string, string[]>), { extra });
    }
    if (intent === "add-category") {
      const added = await addFaqCategory(staff, submission.value);
      return added.ok ? back("category-added") : refusalResponse(added, { extra });
    }
    const target = categoryIdSchema.safeParse({ id: form.get("id") });
    if (!target.success) return refusalResponse(refuse(404, CONTENT_MESSAGES.unknownCategory), { extra });
    const renamed = await renameFaqCategory(staff, target.data.id, submission.value);
    return renamed.ok ? back("category-renamed") : refusalResponse(renamed, { extra });
  }
  if (intent === "remove-category") {
    const target = categoryIdSchema.safeParse({ id: form.get("id") });
    if (!target.success) return refusalResponse(refuse(404, CONTENT_MESSAGES.unknownCategory), { extra });
    const removed = await removeFaqCategory(staff, target.data.id);
    return removed.ok ? back("category-removed") : refusalResponse(removed, { extra });
  }
  if (intent === "move-category" || intent === "move-question") {
    const submission = parseWithZod(form, { schema: moveSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { extra });
    const { id, direction } = submission.value;
    const moved =
      intent === "move-category"
        ? await moveFaqCategory(staff, id, direction)
        : await moveFaqQuestion(staff, id, direction);
    return moved.ok ? back("moved") : refusalResponse(moved, { extra });
  }
  return refusalResponse(refuse(400, "This action is not known."), { extra });
}

const DONE_MESSAGES = {
  "category-added": "Category added. It shows on the FAQ once it has a question.",
  "category-renamed": "Category renamed.",
  "category-removed": "Category removed.",
  moved: "Order changed. The FAQ shows the new order now.",
  "question-removed": "Question removed from the FAQ.",
};

function MoveButtons({
  intent,
  id,
  label,
  first,
  last,
}: {
  intent: string;
  id: number;
  label: string;
  first: boolean;
  last: boolean;
}) {
  const iconButton =
    "inline-flex size-11 items-center justify-center rounded-sm border border-line bg-white text-navy hover:bg-linen disabled:opacity-30 sm:size-9";
  return (
    <Form method="post" className="flex shrink-0 gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="direction" value="up" disabled={first} className={iconButton}>
        <ArrowUp aria-hidden className="size-4" />
        <span className="sr-only">Move {label} up</span>
      </button>
      <button type="submit" name="direction" value="down" disabled={last} className={iconButton}>
        <ArrowDown aria-hidden className="size-4" />
        <span className="sr-only">Move {label} down</span>
      </button>
    </Form>
  );
}

export default function FaqEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const refused = actionData?.refusal ? actionData : null;
  const errorOf = (intent: string, id = "") =>
    refused && refused.intent === intent && refused.id === id
      ? (refused.refusal?.fieldErrors?.name?.[0] ?? refused.refusal?.message)
      : undefined;
  const typedName = (intent: string, id = "") =>
    refused && refused.intent === intent && refused.id === id ? refused.name : undefined;
  const adding = useIsPending({ intent: "add-category" });
  const addError = errorOf("add-category");
  const otherRefusal =
    refused && !["add-category", "rename-category", "remove-category"].includes(refused.intent)
      ? refused.refusal?.message
      : undefined;

  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="FAQ"
        intro="Categories and their questions, in the order the FAQ page shows them."
        back={{ to: "/admin/content", label: "Content" }}
        actions={
          <Link to="/admin/content/faq/new" className={buttonStyles.primary}>
            <Plus aria-hidden className="size-4" />
            New question
          </Link>
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        <FormAlert errors={otherRefusal ? [otherRefusal] : undefined} />
      </div>

      <div className="grid gap-6">
        {categories.map((category, index) => {
          const renameError = errorOf("rename-category", String(category.id));
          const removeError = errorOf("remove-category", String(category.id));
          return (
            <section
              key={category.id}
              aria-labelledby={`category-${category.id}`}
              className="border border-line bg-white p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h2 id={`category-${category.id}`} className="text-2xl">
                  {category.name}
                </h2>
                <MoveButtons
                  intent="move-category"
                  id={category.id}
                  label={`the category ${category.name}`}
                  first={index === 0}
                  last={index === categories.length - 1}
                />
              </div>
              {category.questions.length === 0 ? (
                <p className="mt-3 text-sm text-ink-soft">No question yet: the FAQ page does not show this category.</p>
              ) : (
                <ol className="mt-3 divide-y divide-line border-y border-line">
                  {category.questions.map((question, position) => (
                    <li key={question.id} className="flex items-center justify-between gap-3 py-2">
                      <Link
                        to={`/admin/content/faq/${question.id}`}
                        className="min-w-0 font-medium text-navy underline-offset-4 hover:underline"
                      >
                        {question.question}
                      </Link>
                      <MoveButtons
                        intent="move-question"
                        id={question.id}
                        label={`“${question.question}”`}
                        first={position === 0}
                        last={position === category.questions.length - 1}
                      />
                    </li>
                  ))}
                </ol>
              )}
              <div className="mt-4 flex flex-wrap items-end gap-3">
                <Form
                  method="post"
                  className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
                  key={`${category.name}-${typedName("rename-category", String(category.id)) ?? ""}`}
                >
                  <input type="hidden" name="intent" value="rename-category" />
                  <input type="hidden" name="id" value={category.id} />
                  <div className="min-w-[12rem] flex-1">
                    <label htmlFor={`rename-${category.id}`} className="mb-1.5 block text-sm font-medium">
                      Category name
                    </label>
                    <input
                      id={`rename-${category.id}`}
                      name="name"
                      defaultValue={typedName("rename-category", String(category.id)) ?? category.name}
                      maxLength={80}
                      required
                      aria-invalid={renameError ? true : undefined}
                      aria-describedby={renameError ? `rename-${category.id}-error` : undefined}
                      className={inputStyles}
                    />
                  </div>
                  <button type="submit" className={buttonStyles.secondary}>
                    Rename
                  </button>
                </Form>
                {category.questions.length === 0 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-category" />
                    <input type="hidden" name="id" value={category.id} />
                    <button type="submit" className={buttonStyles.secondary}>
                      <Trash2 aria-hidden className="size-4" />
                      Remove the category
                    </button>
                  </Form>
                ) : null}
              </div>
              <FieldMessage id={`rename-${category.id}-error`} error={renameError ?? removeError} />
            </section>
          );
        })}

        <Panel id="add-category-title" title="Add a category">
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" key={typedName("add-category") ?? ""}>
            <input type="hidden" name="intent" value="add-category" />
            <div className="min-w-[12rem] flex-1">
              <label htmlFor="new-category" className="mb-1.5 block text-sm font-medium">
                Name
              </label>
              <input
                id="new-category"
                name="name"
                defaultValue={typedName("add-category") ?? ""}
                maxLength={80}
                required
                aria-invalid={addError ? true : undefined}
                aria-describedby={addError ? "new-category-error" : undefined}
                className={inputStyles}
              />
            </div>
            <button type="submit" className={buttonStyles.primary} disabled={adding}>
              {adding ? "Adding…" : "Add"}
            </button>
          </Form>
          <FieldMessage id="new-category-error" error={addError} />
        </Panel>
      </div>
    </div>
  );
}
