import { type FieldMetadata, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink, Search } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useFetcher } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { OnSaleForm } from "~/components/admin/OnSaleForm";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import {
  createModel,
  findFabricsForModel,
  getModelForStaff,
  modelFormChoices,
  setModelOnSale,
  updateModel,
} from "~/modules/catalog/catalogue-editor.server";
import { MODEL_OPTION_FIELDS, type ModelOptionField, modelSchema } from "~/modules/catalog/catalogue-forms";
import { designFromModel } from "~/modules/design/design";
import { type DesignOptions, type FabricLookRow, shirtLook } from "~/modules/design/look";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/catalogue-model";

export const meta: Route.MetaFunction = ({ data: page }) =>
  privatePageMeta(
    page && "model" in page && page.model ? page.model.values.name : "New shirt model",
    "A shirt model of the catalogue.",
  );

export const headers = privatePageHeaders;

/** "new" makes a model; a number edits one. */
function modelIdOf(param: string): number | "new" | null {
  return param === "new" ? "new" : parseId(param);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.catalogue);
  const id = modelIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  // The fabric finder's answers (a fetcher of this page).
  const fabricQuery = new URL(request.url).searchParams.get("fabric");
  if (fabricQuery !== null) return { fabricMatches: await findFabricsForModel(fabricQuery) };
  const [choices, model] = await Promise.all([modelFormChoices(), id === "new" ? null : getModelForStaff(id)]);
  if (id !== "new" && !model) throw data(null, { status: 404 });
  return { fabricMatches: null, choices, model };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.catalogue);
  const id = modelIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (id !== "new" && (intent === "retire" || intent === "restore")) {
    const outcome = await setModelOnSale(staff, id, intent === "restore");
    if (!outcome.ok) return refusalResponse(outcome, { extra: { intent } });
    return redirect(
      intent === "retire" ? "/admin/catalogue?done=retired" : `/admin/catalogue/models/${id}?done=restored`,
    );
  }
  const submission = parseWithZod(form, { schema: modelSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent: "save" } });
  if (id === "new") {
    const created = await createModel(staff, submission.value);
    if (!created.ok) return refusalResponse(created, { submission, extra: { intent: "save" } });
    return redirect(`/admin/catalogue/models/${created.id}?done=created`);
  }
  const saved = await updateModel(staff, id, submission.value);
  if (!saved.ok) return refusalResponse(saved, { submission, extra: { intent: "save" } });
  return redirect(`/admin/catalogue/models/${id}?done=saved`);
}

const DONE_MESSAGES = {
  created: "Shirt model added: it is on sale in the gallery now.",
  saved: "Saved: the gallery and the product page show it now.",
  restored: "The shirt is back on sale.",
};

/** The first option a family offers: a new model's starting default. */
function firstOffered(options: DesignOptions, field: ModelOptionField): string {
  for (const option of options[MODEL_OPTION_FIELDS[field].options].values())
    if (option.active) return String(option.id);
  return "";
}

export default function ModelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { choices, model } = loaderData;
  if (!choices) throw new Error("The model page was loaded without its form.");
  return <ModelEditor choices={choices} model={model ?? null} actionData={actionData} />;
}

type PageData = Route.ComponentProps["loaderData"];

function ModelEditor({
  choices,
  model,
  actionData,
}: {
  choices: NonNullable<PageData["choices"]>;
  model: NonNullable<PageData["model"]> | null;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { options } = choices;
  const saveResult = actionData && "intent" in actionData && actionData.intent === "save" ? actionData.result : null;
  const stateRefusal =
    actionData && "intent" in actionData && actionData.intent !== "save" ? actionData.refusal?.message : undefined;

  const defaults = model
    ? Object.fromEntries(Object.entries(model.values).map(([key, value]) => [key, String(value)]))
    : {
        name: "",
        description: "",
        categoryId: String(choices.categories[0]?.id ?? ""),
        fabricReference: "",
        sortOrder: "0",
        ...Object.fromEntries(
          (Object.keys(MODEL_OPTION_FIELDS) as ModelOptionField[]).map((field) => [
            field,
            firstOffered(options, field),
          ]),
        ),
      };
  const [form, fields] = useShopForm({
    id: "model",
    schema: modelSchema,
    lastResult: saveResult,
    defaultValue: { ...defaults, isNew: model?.values.isNew ? "on" : undefined },
  });
  const saving = useIsPending({ values: { intent: "save" } });
  const [fabric, setFabric] = useState<FabricLookRow | null>(model?.fabric ?? null);

  // The drawing follows the form as it is filled in, with the shirt's own rules (look.ts).
  const chosen = (field: ModelOptionField) => Number(fields[field].value ?? defaults[field]);
  const look = fabric
    ? shirtLook(
        designFromModel({
          modelId: model?.id ?? 0,
          fabricId: fabric.id,
          collarId: chosen("collarId"),
          collarBonesId: chosen("collarBonesId"),
          collarFastnessId: chosen("collarFastnessId"),
          cuffId: chosen("cuffId"),
          pocketId: chosen("pocketId"),
          placketId: chosen("placketId"),
          backId: chosen("backId"),
          bottomId: chosen("bottomId"),
          buttonId: chosen("buttonId"),
        }),
        fabric,
        options,
      )
    : null;

  return (
    <div className="max-w-6xl">
      <p className="mb-2 text-sm">
        <Link to="/admin/catalogue" className="text-navy underline underline-offset-4">
          Catalogue
        </Link>
      </p>
      <AdminPageHeader
        title={model ? model.values.name : "New shirt model"}
        intro={
          model
            ? `${model.active ? "On sale" : "Retired: not in the gallery"} · ${model.category}`
            : "A fabric with its default options, shown in the gallery and on its own product page."
        }
        actions={
          model?.active ? (
            <a href={model.href} target="_blank" rel="noreferrer" className={buttonStyles.secondary}>
              <ExternalLink aria-hidden className="size-4" />
              View in the shop
            </a>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        {stateRefusal ? <FormAlert errors={[stateRefusal]} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Form method="post" {...getFormProps(form)} className="grid gap-5 border border-line bg-white p-5">
          <input type="hidden" name="intent" value="save" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextField field={fields.name} label="Name" required maxLength={120} />
          <Field id={fields.description.id} label="Description" required error={fields.description.errors?.[0]}>
            <textarea
              {...getTextareaProps(fields.description)}
              rows={5}
              maxLength={2000}
              className={inputStyles}
              aria-describedby={`${fields.description.id}-hint ${fields.description.errors ? fields.description.errorId : ""}`}
            />
          </Field>
          <p id={`${fields.description.id}-hint`} className="-mt-4 text-xs text-ink-soft">
            The product page shows it under the shirt's name.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fields.categoryId.id} label="Category" required error={fields.categoryId.errors?.[0]}>
              <select {...getInputProps(fields.categoryId, { type: "text" })} className={inputStyles}>
                {choices.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </Field>
            <TextField
              field={fields.sortOrder}
              label="Order in the gallery"
              type="number"
              required
              min={0}
              max={9999}
              hint="Lower numbers come first."
            />
          </div>
          <FabricField
            field={fields.fabricReference}
            fabric={fabric}
            onPick={(match) => {
              setFabric(match);
              form.update({ name: fields.fabricReference.name, value: match.reference });
            }}
          />
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg">Default options</legend>
            <p className="-mt-2 text-sm text-ink-soft">
              What the product page offers and where the configurator starts. Only options on offer can be chosen.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {(Object.keys(MODEL_OPTION_FIELDS) as ModelOptionField[]).map((field) => {
                const family = options[MODEL_OPTION_FIELDS[field].options];
                const saved = model ? model.values[field] : null;
                const label = MODEL_OPTION_FIELDS[field].name;
                return (
                  <Field
                    key={field}
                    id={fields[field].id}
                    label={label.charAt(0).toUpperCase() + label.slice(1)}
                    required
                    error={fields[field].errors?.[0]}
                  >
                    <select {...getInputProps(fields[field], { type: "text" })} className={inputStyles}>
                      {[...family.values()]
                        .filter((option) => option.active || option.id === saved)
                        .map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.name}
                            {option.active ? "" : " (not offered any more)"}
                          </option>
                        ))}
                    </select>
                  </Field>
                );
              })}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input {...getInputProps(fields.isNew, { type: "checkbox" })} className="size-4" />
            Mark as new in the gallery
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? "Saving…" : model ? "Save the shirt" : "Add the shirt"}
            </button>
            <Link to="/admin/catalogue" className={buttonStyles.secondary}>
              Cancel
            </Link>
          </div>
        </Form>

        <aside className="grid content-start gap-4">
          <section aria-labelledby="preview-title" className="border border-line bg-white p-4">
            <h2 id="preview-title" className="text-lg">
              Drawing
            </h2>
            {look ? (
              <ShirtPreview look={look} view="front" className="mt-2 aspect-square w-full" />
            ) : (
              <p className="mt-2 text-sm text-ink-soft">Choose a fabric to see the shirt.</p>
            )}
          </section>
          {model ? <StateForm model={model} /> : null}
        </aside>
      </div>
    </div>
  );
}

type FabricMatches = Awaited<ReturnType<typeof loader>>["fabricMatches"];

/** The fabric's reference, with a finder that searches fabrics on sale by name or reference. */
function FabricField({
  field,
  fabric,
  onPick,
}: {
  field: FieldMetadata<string>;
  fabric: FabricLookRow | null;
  onPick: (fabric: FabricLookRow) => void;
}) {
  const finder = useFetcher<{ fabricMatches: FabricMatches }>();
  const [query, setQuery] = useState("");
  const matches = finder.data?.fabricMatches ?? null;
  const reference = field.value ?? "";
  const shown = fabric && fabric.reference.toLowerCase() === reference.trim().toLowerCase() ? fabric : null;
  return (
    <div className="grid gap-3 border border-line bg-paper p-4">
      <TextField
        field={field}
        label="Fabric reference"
        required
        maxLength={30}
        hint={shown ? `${shown.name}` : "Type the reference, or find the fabric below."}
      />
      <div>
        <label htmlFor="fabric-finder" className="mb-1.5 block text-sm font-medium">
          Find a fabric on sale
        </label>
        <div className="flex gap-2">
          <input
            id="fabric-finder"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                finder.load(`?fabric=${encodeURIComponent(query)}`);
              }
            }}
            placeholder="Name or reference, e.g. oxford"
            className={inputStyles}
          />
          <button
            type="button"
            onClick={() => finder.load(`?fabric=${encodeURIComponent(query)}`)}
            className="inline-flex items-center gap-1.5 rounded-sm border border-navy px-3 text-sm font-medium text-navy hover:bg-navy hover:text-white"
          >
            <Search aria-hidden className="size-4" />
            Find
          </button>
        </div>
        <div aria-live="polite">
          {matches === null ? null : matches.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">No fabric on sale matches “{query}”.</p>
          ) : (
            <ul className="mt-2 grid gap-1">
              {matches.map((match) => (
                <li key={match.id}>
                  <button
                    type="button"
                    onClick={() => onPick(match)}
                    className="flex w-full items-center gap-3 border border-line bg-white p-2 text-left text-sm hover:border-navy"
                  >
                    <FabricSwatch fabric={match.look} size={32} />
                    <span className="grow">
                      {match.name} <span className="font-mono text-xs text-ink-soft">{match.reference}</span>
                    </span>
                    <span className="text-xs font-semibold text-navy uppercase">Use</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

/** Retire or put back on sale. */
function StateForm({ model }: { model: { active: boolean; values: { name: string } } }) {
  return (
    <section aria-labelledby="state-title" className="border border-line bg-white p-4">
      <h2 id="state-title" className="text-lg">
        {model.active ? "Retire" : "Put back on sale"}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {model.active
          ? "The shirt leaves the gallery and its page. Carts holding it say so and cannot check out; links shared to it say it can no longer be made. Orders keep what was ordered."
          : "The shirt returns to the gallery at its address, if its fabric and defaults are still on offer."}
      </p>
      <OnSaleForm
        active={model.active}
        retireLabel="Retire the shirt"
        restoreLabel="Put back on sale"
        ariaLabel={`${model.active ? "Retire" : "Put back on sale"} ${model.values.name}`}
        className="mt-3"
      />
    </section>
  );
}
