import { Form, redirect } from "react-router";
import { CatalogueHeader } from "~/components/admin/CatalogueHeader";
import { CatalogueOrderInput } from "~/components/admin/CatalogueOrderInput";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { PlainInput, PlainTextArea, plainFieldsOf } from "~/components/forms/PlainFields";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse, refuse } from "~/infra/refusal";
import {
  createCategory,
  deleteCategory,
  listCategoriesForStaff,
  updateCategory,
} from "~/modules/catalog/catalogue-editor.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/catalogue-categories";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Categories", "The catalogue's categories: the gallery's filter and the shop's menu.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.catalogue);
  return { categories: await listCategoriesForStaff() };
}

type CategoryForm = { name: string; description: string; sortOrder: string };

/** The page's forms, told apart by `intent`; a refusal comes back with what was typed, so nothing is lost. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.catalogue);
  const form = await readForm(request);
  const intent = form.get("intent");
  const categoryId = String(form.get("categoryId") ?? "");
  const values: CategoryForm = {
    name: String(form.get("name") ?? ""),
    description: String(form.get("description") ?? ""),
    sortOrder: String(form.get("sortOrder") ?? ""),
  };
  // The schema takes the order as a number; anything else it refuses with its message.
  const input = { ...values, sortOrder: values.sortOrder.trim() === "" ? undefined : Number(values.sortOrder) };
  const outcome =
    intent === "create"
      ? await createCategory(staff, input)
      : intent === "update"
        ? await updateCategory(staff, categoryId, input)
        : intent === "delete"
          ? await deleteCategory(staff, categoryId)
          : refuse(400, "This form is not one of this page's. Please reload the page.");
  if (!outcome.ok) return refusalResponse(outcome, { extra: { intent: String(intent), categoryId, values } });
  return redirect(`/admin/catalogue/categories?done=${String(intent)}`);
}

const DONE_MESSAGES = {
  create: "Category added: the gallery's filter and the menu show it now.",
  update: "Category saved: the gallery and the menu show it now.",
  delete: "Category deleted.",
};

export default function CategoriesPage({ loaderData: { categories }, actionData }: Route.ComponentProps) {
  const refusalFor = (intent: string, categoryId = "") =>
    actionData &&
    (actionData.intent === intent || (intent === "update" && actionData.intent === "delete")) &&
    actionData.categoryId === categoryId
      ? actionData
      : undefined;
  return (
    <div className="max-w-5xl">
      <CatalogueHeader intro="Categories group the shirt models: the gallery filters by them and the menu lists them, in this order." />
      <div className="mb-4 empty:hidden">
        {/* An earlier success is hidden once a later post has been refused. */}
        <DoneBanner messages={DONE_MESSAGES} hidden={Boolean(actionData)} />
      </div>
      <ul className="grid gap-3">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryEditor
              key={`${category.name}|${category.sortOrder}|${category.description}`}
              category={category}
              refusal={refusalFor("update", String(category.id))}
              deleting={refusalFor("delete", String(category.id)) !== undefined}
            />
          </li>
        ))}
      </ul>
      <Panel id="new-category" title="New category" className="mt-8">
        <CategoryFields
          prefix="new"
          intent="create"
          values={refusalFor("create")?.values ?? { name: "", description: "", sortOrder: "0" }}
          refusal={refusalFor("create")}
          submit="Add the category"
        />
      </Panel>
    </div>
  );
}

type Refusal = { message?: string; fieldErrors?: Record<string, string[]> } | undefined;
type Answer = { values: CategoryForm; refusal?: Refusal } | undefined;

function CategoryEditor({
  category,
  refusal,
  deleting,
}: {
  category: { id: number; name: string; description: string; sortOrder: number; models: number };
  refusal: Answer;
  deleting: boolean;
}) {
  const saved = { name: category.name, description: category.description, sortOrder: String(category.sortOrder) };
  const deletePending = useIsPending({ values: { intent: "delete", categoryId: String(category.id) } });
  return (
    <section aria-label={category.name} className="border border-line bg-white p-5">
      <p className="mb-3 text-sm text-ink-soft">
        {category.models === 0
          ? "No shirt model in it."
          : `${category.models} shirt model${category.models === 1 ? "" : "s"} in it.`}
      </p>
      <CategoryFields
        prefix={`category-${category.id}`}
        intent="update"
        categoryId={category.id}
        values={deleting ? saved : (refusal?.values ?? saved)}
        refusal={refusal}
        submit="Save"
      />
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="categoryId" value={category.id} />
        <button
          type="submit"
          disabled={deletePending}
          aria-label={`Delete the category ${category.name}`}
          className="text-sm font-medium text-danger underline underline-offset-4"
        >
          Delete the category
        </button>
      </Form>
    </section>
  );
}

function CategoryFields({
  prefix,
  intent,
  categoryId,
  values,
  refusal,
  submit,
}: {
  prefix: string;
  intent: "create" | "update";
  categoryId?: number;
  values: CategoryForm;
  refusal: Answer;
  submit: string;
}) {
  const field = plainFieldsOf(prefix, refusal?.refusal?.fieldErrors);
  const pending = useIsPending({
    values: { intent, categoryId: categoryId === undefined ? null : String(categoryId) },
  });
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {categoryId === undefined ? null : <input type="hidden" name="categoryId" value={categoryId} />}
      <FormAlert errors={refusal?.refusal?.message ? [refusal.refusal.message] : undefined} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <PlainInput {...field("name")} label="Name" required defaultValue={values.name} maxLength={80} />
        <CatalogueOrderInput field={field("sortOrder")} defaultValue={values.sortOrder} />
      </div>
      <PlainTextArea
        {...field("description")}
        label="Description"
        defaultValue={values.description}
        rows={3}
        maxLength={2000}
      />
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? "Saving…" : submit}
        </button>
      </div>
    </Form>
  );
}
