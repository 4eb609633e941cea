import { data, Form, Link, redirect, useLocation, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "~/components/account/Messages";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { CatalogueTabs } from "~/components/admin/CatalogueTabs";
import { useIsPending } from "~/components/forms/hooks";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse } from "~/infra/refusal";
import { listOptionFamily, updateOption } from "~/modules/catalog/option-editor.server";
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
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const savedId = actionData ? null : searchParams.get("saved");
  const definition: { title: string; one: string; described: boolean } = OPTION_FAMILIES[family];
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Catalogue"
        intro="The configurator's options. Their drawings are the shop's own, so options are renamed, coded, ordered and taken off offer here rather than added."
      />
      <CatalogueTabs pathname={pathname} />
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Option families">
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
        <section aria-labelledby="family-title">
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
  row: {
    id: number;
    name: string;
    description: string;
    code: string;
    sortOrder: number;
    active: boolean;
    defaultOf: string[];
  };
  described: boolean;
  saved: boolean;
  answer: Answer | undefined;
}) {
  const values = answer?.values ?? { ...row, sortOrder: String(row.sortOrder) };
  const errors = answer?.refusal?.fieldErrors ?? {};
  const error = (field: string) => errors[field]?.[0];
  const prefix = `option-${row.id}`;
  const describedBy = (field: string) => (error(field) ? `${prefix}-${field}-error` : undefined);
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
        <Field id={`${prefix}-name`} label="Name" required error={error("name")}>
          <input
            id={`${prefix}-name`}
            name="name"
            defaultValue={values.name}
            maxLength={60}
            required
            aria-invalid={error("name") ? true : undefined}
            aria-describedby={describedBy("name")}
            className={inputStyles}
          />
        </Field>
        <Field id={`${prefix}-code`} label="Sheet code" required error={error("code")}>
          <input
            id={`${prefix}-code`}
            name="code"
            defaultValue={values.code}
            maxLength={12}
            required
            autoCapitalize="characters"
            aria-invalid={error("code") ? true : undefined}
            aria-describedby={describedBy("code")}
            className={`${inputStyles} font-mono uppercase`}
          />
        </Field>
        <Field id={`${prefix}-sortOrder`} label="Order" required error={error("sortOrder")}>
          <input
            id={`${prefix}-sortOrder`}
            name="sortOrder"
            type="number"
            min={0}
            max={9999}
            defaultValue={values.sortOrder}
            required
            aria-invalid={error("sortOrder") ? true : undefined}
            aria-describedby={describedBy("sortOrder")}
            className={inputStyles}
          />
        </Field>
      </div>
      {described ? (
        <Field id={`${prefix}-description`} label="Description" error={error("description")}>
          <textarea
            id={`${prefix}-description`}
            name="description"
            defaultValue={values.description}
            rows={2}
            maxLength={1000}
            aria-invalid={error("description") ? true : undefined}
            aria-describedby={describedBy("description")}
            className={inputStyles}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap">
        <div className="min-w-0">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="active"
              defaultChecked={values.active}
              aria-invalid={error("active") ? true : undefined}
              aria-describedby={error("active") ? `${prefix}-active-error` : undefined}
              className="size-4"
            />
            Offered in the configurator
          </label>
          {error("active") ? (
            <p id={`${prefix}-active-error`} className="mt-1 text-sm text-danger">
              {error("active")}
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
