import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { CatalogueHeader } from "~/components/admin/CatalogueHeader";
import { CatalogueOrderInput } from "~/components/admin/CatalogueOrderInput";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { PlainInput, PlainTextArea, plainFieldsOf } from "~/components/forms/PlainFields";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse } from "~/infra/refusal";
import { listOptionFamily, type StaffOption, updateOption } from "~/modules/catalog/option-editor.server";
import { isOptionFamilyKey, OPTION_FAMILIES, OPTION_FAMILY_KEYS } from "~/modules/catalog/option-families";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/catalogue-options";

export const meta: Route.MetaFunction = ({ params }) =>
  privatePageMeta(
    isOptionFamilyKey(params.family) ? OPTION_FAMILIES[params.family].title : "Options",
    "The configurator's options: names, descriptions, production codes, order and availability.",
  );

export const headers = privatePageHeaders;

function familyOf(param: string) {
  if (!isOptionFamilyKey(param)) throw data(null, { status: 404 });
  return param;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.catalogue);
  const family = familyOf(params.family);
  return { family, rows: await listOptionFamily(family) };
}

type OptionForm = { name: string; description: string; code: string; sortOrder: string; active: boolean };

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.catalogue);
  const family = familyOf(params.family);
  const form = await readForm(request);
  const optionId = String(form.get("optionId") ?? "");
  const values: OptionForm = {
    name: String(form.get("name") ?? ""),
    description: String(form.get("description") ?? ""),
    code: String(form.get("code") ?? ""),
    sortOrder: String(form.get("sortOrder") ?? ""),
    active: form.get("active") === "on",
  };
  const outcome = await updateOption(staff, family, {
    ...values,
    optionId,
    sortOrder: values.sortOrder.trim() === "" ? undefined : Number(values.sortOrder),
  });
  // What was typed comes back with the messages: nothing is lost on a refused save.
  if (!outcome.ok) return refusalResponse(outcome, { extra: { optionId, values } });
  return redirect(`/admin/catalogue/options/${family}?saved=${optionId}#option-${optionId}`);
}

export default function OptionsPage({ loaderData: { family, rows }, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const savedId = actionData ? null : searchParams.get("saved");
  const definition: { title: string; one: string; described: boolean } = OPTION_FAMILIES[family];
  return (
    <div className="max-w-6xl">
      <CatalogueHeader intro="The configurator's options. Their drawings are the shop's own, so options are renamed, coded, ordered and taken off offer here rather than added." />
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Option families" className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto lg:grid lg:overflow-visible">
            {OPTION_FAMILY_KEYS.map((key) => (
              <li key={key}>
                <Link
                  to={`/admin/catalogue/options/${key}`}
                  aria-current={key === family ? "page" : undefined}
                  className={`block rounded-sm px-3 py-2 text-sm whitespace-nowrap ${key === family ? "bg-navy text-white" : "text-ink hover:bg-linen"}`}
                >
                  {OPTION_FAMILIES[key].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="family-title" className="min-w-0">
          <h2 id="family-title" className="text-2xl">
            {definition.title}
          </h2>
          <p className="mt-1 mb-4 text-sm text-ink-soft">
            Lower numbers come first in the configurator. An unavailable {definition.one} leaves the configurator; carts
            holding it say so and cannot check out. The code is printed on the production sheet.
          </p>
          <ul className="grid gap-3">
            {rows.map((row) => (
              <li key={row.id} id={`option-${row.id}`}>
                {/* Keyed by what is saved: after a save the fields show the stored values (a code in capitals). */}
                <OptionEditor
                  key={`${row.name}|${row.code}|${row.sortOrder}|${row.active}|${row.description}`}
                  row={row}
                  described={definition.described}
                  saved={savedId === String(row.id)}
                  answer={actionData?.optionId === String(row.id) ? actionData : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

type Answer = { values: OptionForm; refusal?: { message?: string; fieldErrors?: Record<string, string[]> } };

function OptionEditor({
  row,
  described,
  saved,
  answer,
}: {
  row: StaffOption;
  described: boolean;
  saved: boolean;
  answer: Answer | undefined;
}) {
  const values = answer?.values ?? { ...row, sortOrder: String(row.sortOrder) };
  const field = plainFieldsOf(`option-${row.id}`, answer?.refusal?.fieldErrors);
  const active = field("active");
  const pending = useIsPending({ values: { optionId: String(row.id) } });
  return (
    <Form
      method="post"
      aria-label={row.name}
      className={`grid gap-4 border bg-white p-4 ${row.active ? "border-line" : "border-dashed border-ink-soft/50"}`}
    >
      <input type="hidden" name="optionId" value={row.id} />
      {saved ? <FormSuccess>Saved: the configurator shows it now.</FormSuccess> : null}
      <FormAlert errors={answer?.refusal?.message ? [answer.refusal.message] : undefined} />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_6rem]">
        <PlainInput {...field("name")} label="Name" required defaultValue={values.name} maxLength={60} />
        <PlainInput
          {...field("code")}
          label="Sheet code"
          required
          defaultValue={values.code}
          maxLength={12}
          autoCapitalize="characters"
          className="font-mono uppercase"
        />
        <CatalogueOrderInput field={field("sortOrder")} defaultValue={values.sortOrder} />
      </div>
      {described ? (
        <PlainTextArea
          {...field("description")}
          label="Description"
          defaultValue={values.description}
          rows={2}
          maxLength={1000}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap">
        <div className="min-w-0">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="active"
              defaultChecked={values.active}
              aria-invalid={active.error ? true : undefined}
              aria-describedby={active.error ? `${active.id}-error` : undefined}
              className="size-4"
            />
            Offered in the configurator
          </label>
          {active.error ? (
            <p id={`${active.id}-error`} className="mt-1 text-sm text-danger">
              {active.error}
            </p>
          ) : row.defaultOf.length > 0 ? (
            <p className="mt-1 text-xs text-ink-soft">Default of {row.defaultOf.join(", ")}.</p>
          ) : null}
        </div>
        <button type="submit" className={buttonStyles.secondary} disabled={pending} aria-label={`Save ${row.name}`}>
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
    </Form>
  );
}
