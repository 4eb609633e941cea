import {
  type DefaultValue,
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { type FabricFormInput, fabricFormSchema, THICKNESSES } from "~/modules/catalog/fabric-forms";
import { type FabricColumns, type FabricDrawings, fabricLook, type ShirtLook } from "~/modules/design/look";

/** What the editor chooses from, and the words already used in the catalogue. */
export type FabricEditorLists = {
  weaves: { id: number; name: string; texture: string }[];
  motifs: { id: number; name: string; pattern: string }[];
  colours: { id: number; name: string; hex: string }[];
  categories: { id: number; name: string }[];
  suggestions: {
    ranges: string[];
    compositions: string[];
    finishes: string[];
    origins: string[];
    threadCounts: string[];
    styles: string[];
  };
};

type Values = Record<string, string | null | undefined>;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** What the drawings show before anything is typed: a white poplin. */
const NEW_FABRIC: FabricColumns = {
  name: "New fabric",
  weaveId: 0,
  motifId: 0,
  primaryHex: "#FFFFFF",
  secondaryHex: null,
};

/** The fabric from the form's values as typed, to draw it (anything unreadable keeps `previous`'s). */
function typedFabric(values: Values, drawings: FabricDrawings, previous: FabricColumns): FabricColumns {
  const primary = values.primaryHex?.trim() ?? "";
  const secondary = values.secondaryHex?.trim() ?? "";
  const listed = (id: string | null | undefined, list: ReadonlyMap<number, unknown>) =>
    list.has(Number(id)) ? Number(id) : null;
  return {
    name: values.name?.trim() || previous.name,
    weaveId: listed(values.weaveId, drawings.weaves) ?? previous.weaveId,
    motifId: listed(values.motifId, drawings.motifs) ?? previous.motifId,
    primaryHex: HEX.test(primary) ? primary.toUpperCase() : previous.primaryHex,
    secondaryHex: HEX.test(secondary) ? secondary.toUpperCase() : secondary === "" ? null : previous.secondaryHex,
  };
}

/**
 * The fabric's form, for a new fabric and for an existing one, beside its drawn swatch and a
 * shirt in it, which follow every change as it is typed (with JavaScript; without it, the
 * drawings show the saved fabric and follow on save). The server checks everything again.
 */
export function FabricEditor({
  mode,
  lists,
  defaults,
  baseLook,
  lastResult,
  children,
}: {
  mode: "new" | "edit";
  lists: FabricEditorLists;
  defaults: DefaultValue<FabricFormInput> & Values;
  /** A shirt of the shop to draw the fabric on; null when the gallery has none. */
  baseLook: ShirtLook | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Shown above the buttons (what saving does). */
  children?: ReactNode;
}) {
  const [form, fields] = useShopForm({ id: "fabric", schema: fabricFormSchema, lastResult, defaultValue: defaults });
  const saving = useIsPending({ intent: "save" });
  const drawings = useMemo(
    () => ({
      weaves: new Map(lists.weaves.map((row) => [row.id, row])),
      motifs: new Map(lists.motifs.map((row) => [row.id, row])),
    }),
    [lists],
  );
  const [fabric, setFabric] = useState(() => typedFabric(defaults, drawings, NEW_FABRIC));
  const look = fabricLook(fabric, drawings);
  const formRef = useRef<HTMLFormElement>(null);
  const follow = () => {
    const element = formRef.current;
    if (!element) return;
    const values = Object.fromEntries(new FormData(element)) as Values;
    setFabric((previous) => typedFabric(values, drawings, previous));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Form
        method="post"
        ref={formRef}
        {...getFormProps(form)}
        onInput={follow}
        onChange={follow}
        className="grid content-start gap-6"
      >
        <input type="hidden" name="intent" value="save" />
        {defaults.updatedAt ? <input type="hidden" name="updatedAt" value={defaults.updatedAt} /> : null}
        <FormAlert id={form.errorId} errors={form.errors} />

        <Section title="The cloth">
          <TextInput field={fields.name} label="Name" required className="sm:col-span-2" />
          <TextInput field={fields.reference} label="Reference" required hint="Letters, digits and dashes: AS-1101." />
          <TextInput
            field={fields.price}
            label="Price of a shirt (€)"
            required
            inputMode="decimal"
            hint="Such as 89 or 89.50."
          />
          <SelectInput field={fields.weaveId} label="Weave" options={lists.weaves} />
          <SelectInput field={fields.motifId} label="Motif" options={lists.motifs} />
          <SelectInput field={fields.colourId} label="Colour (the gallery's filter)" options={lists.colours} />
          <div className="hidden sm:block" />
          <ColourInput field={fields.primaryHex} label="Main colour" required onPick={follow} />
          <ColourInput
            field={fields.secondaryHex}
            label="Second colour"
            hint="Stripes, checks or dots; empty for a plain cloth."
            onPick={follow}
          />
        </Section>

        <Section title="The technical sheet">
          <TextInput field={fields.composition} label="Composition" required list="fabric-compositions" />
          <TextInput field={fields.weightGsm} label="Weight (g/m²)" required inputMode="numeric" />
          <SelectInput
            field={fields.thickness}
            label="Thickness"
            options={THICKNESSES.map((name) => ({ id: name, name }))}
          />
          <TextInput field={fields.finish} label="Finish" required list="fabric-finishes" />
          <TextInput field={fields.origin} label="Origin" required list="fabric-origins" />
          <TextInput field={fields.threadCount} label="Thread count" required list="fabric-thread-counts" />
          <TextInput field={fields.style} label="Style" required list="fabric-styles" />
          <TextInput
            field={fields.range}
            label="Range"
            list="fabric-ranges"
            hint="The same cloth in other colours ('Also available in'). A new name makes a new range."
          />
          <Field
            id={fields.description.id}
            label="Description"
            required
            error={fields.description.errors?.[0]}
            className="sm:col-span-2"
          >
            <textarea {...getTextareaProps(fields.description)} rows={4} className={inputStyles} />
          </Field>
        </Section>

        {mode === "new" ? (
          <Section title="In the gallery">
            <Field
              id={fields.galleryCategoryId.id}
              label="Show it in the gallery as a shirt of"
              error={fields.galleryCategoryId.errors?.[0]}
              hint="The shirt is cut like the category's first shirt and marked new. Without a category, the fabric is offered in the configurator only."
              className="sm:col-span-2"
            >
              <select {...getSelectProps(fields.galleryCategoryId)} className={inputStyles}>
                <option value="">No shirt in the gallery</option>
                {lists.categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </Field>
          </Section>
        ) : null}

        <datalist id="fabric-compositions">{options(lists.suggestions.compositions)}</datalist>
        <datalist id="fabric-finishes">{options(lists.suggestions.finishes)}</datalist>
        <datalist id="fabric-origins">{options(lists.suggestions.origins)}</datalist>
        <datalist id="fabric-thread-counts">{options(lists.suggestions.threadCounts)}</datalist>
        <datalist id="fabric-styles">{options(lists.suggestions.styles)}</datalist>
        <datalist id="fabric-ranges">{options(lists.suggestions.ranges)}</datalist>

        <div className="grid gap-3">
          {children}
          <div>
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? "Saving…" : mode === "new" ? "Add the fabric" : "Save the changes"}
            </button>
          </div>
        </div>
      </Form>

      <aside aria-label="Preview" className="h-fit border border-line bg-white p-4 lg:sticky lg:top-6">
        <h2 className="text-xl">Preview</h2>
        <p className="text-xs text-ink-soft">As the shop draws it.</p>
        <div className="mt-3 grid grid-cols-[96px_minmax(0,1fr)] items-start gap-4 lg:grid-cols-1">
          <FabricSwatch fabric={look} className="aspect-square w-full border border-line" />
          {baseLook ? <ShirtPreview look={{ ...baseLook, fabric: look }} view="front" className="w-full" /> : null}
        </div>
      </aside>
    </div>
  );
}

function options(values: string[]) {
  return values.map((value) => <option key={value} value={value} />);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border border-line bg-white p-5 sm:grid-cols-2">
      <legend className="px-1 font-serif text-xl">{title}</legend>
      {children}
    </fieldset>
  );
}

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

function TextInput({
  field,
  label,
  required,
  hint,
  className,
  list,
  inputMode,
}: {
  field: AnyField;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  list?: string;
  inputMode?: "decimal" | "numeric";
}) {
  const error = field.errors?.[0];
  const props = getInputProps(field, { type: "text" });
  return (
    <Field id={field.id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...props}
        list={list}
        inputMode={inputMode}
        aria-describedby={hint && !error ? `${field.id}-hint` : props["aria-describedby"]}
        className={inputStyles}
      />
    </Field>
  );
}

function SelectInput({
  field,
  label,
  options: choices,
}: {
  field: AnyField;
  label: string;
  options: { id: number | string; name: string }[];
}) {
  return (
    <Field id={field.id} label={label} required error={field.errors?.[0]}>
      <select {...getSelectProps(field)} className={inputStyles}>
        <option value="">Choose…</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * A colour typed as #rrggbb, with a colour picker beside it once JavaScript runs (the picker
 * has no name: the typed field is what the form sends).
 */
function ColourInput({
  field,
  label,
  required,
  hint,
  onPick,
}: {
  field: AnyField;
  label: string;
  required?: boolean;
  hint?: string;
  onPick: () => void;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const textRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState(() =>
    HEX.test(String(field.initialValue ?? "")) ? String(field.initialValue) : "#ffffff",
  );
  const error = field.errors?.[0];
  const props = getInputProps(field, { type: "text" });
  const pick = (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.toUpperCase();
    setPicked(value);
    if (textRef.current) textRef.current.value = value;
    onPick();
  };
  return (
    <Field id={field.id} label={label} required={required} hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          {...props}
          ref={textRef}
          placeholder="#1F2B44"
          aria-describedby={hint && !error ? `${field.id}-hint` : props["aria-describedby"]}
          className={inputStyles}
          onInput={(event) => {
            if (HEX.test(event.currentTarget.value)) setPicked(event.currentTarget.value);
          }}
        />
        {hydrated ? (
          <input
            type="color"
            value={picked.toLowerCase()}
            onInput={pick}
            onChange={pick}
            aria-label={`Pick the ${label.toLowerCase()}`}
            className="h-11 w-12 shrink-0 cursor-pointer rounded-sm border border-line bg-white p-1"
          />
        ) : null}
      </div>
    </Field>
  );
}
