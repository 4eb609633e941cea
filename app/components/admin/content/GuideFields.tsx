import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Field, FieldMessage } from "~/components/ui/Field";
import { inputStyles } from "~/components/ui/styles";
import { DRAWINGS, isDrawingKey } from "~/modules/content/drawings";
import type { GuideShape } from "~/modules/content/guide-form";

/*
 * A guide page's record as a form, drawn from its schema's shape (modules/content/guide-form.ts):
 * an input per text, named by its path; a group per object; a list with its items' own buttons
 * to move or remove them and one to add an item, within the schema's bounds. The buttons post
 * the form (`listChange`): the page comes back with the list changed and nothing saved, so it
 * works the same without JavaScript.
 */

export type GuideErrors = Record<string, string[] | null | undefined>;

/** Words for the record's keys that their names do not say well. */
const LABELS: Record<string, string> = {
  meta: "Search engines",
  callToAction: "Call to action",
  action: "Button's words",
  id: "Anchor",
  key: "Anchor",
  bestFor: "Best for",
  illustration: "Drawing",
  to: "Link to (a path of the shop, such as /faq)",
  buttonsAndMonogram: "Buttons and monogram",
  collarBones: "Collar bones",
  goodToKnow: "Good to know",
  stepsTitle: "Steps' title",
  notCovered: "Not covered",
  beforeYouStart: "Before you start",
  unitLabel: "Unit's label",
  contactLabel: "Contact button's words",
  min: "Typical range from (cm)",
  max: "Typical range to (cm)",
};

function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One item's name in a list: "Sections" → "Section 2". */
function itemLabel(listLabel: string, index: number) {
  const singular = listLabel.endsWith("ies")
    ? `${listLabel.slice(0, -3)}y`
    : listLabel.endsWith("s")
      ? listLabel.slice(0, -1)
      : listLabel;
  return `${singular} ${index + 1}`;
}

const PARAGRAPH_HINT = "Plain text. To link to a page of the shop, write [words](/path).";
const ANCHOR_HINT = "Lower-case letters, digits and hyphens: the code and other pages link to it (#anchor).";

function idOf(name: string) {
  return `guide-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

type NodeProps = {
  shape: GuideShape;
  name: string;
  label: string;
  value: unknown;
  errors: GuideErrors;
  optional: boolean;
  depth: number;
};

function TextInput({ shape, name, label, value, errors, optional }: NodeProps) {
  const id = idOf(name);
  const error = errors[name]?.[0];
  const text = value === undefined || value === null ? "" : String(value);
  const described = error ? `${id}-error` : `${id}-hint`;
  if (shape.enum) {
    return (
      <Field id={id} label={label} required={!optional} error={error}>
        <select id={id} name={name} defaultValue={text} aria-invalid={error ? true : undefined} className={inputStyles}>
          <option value="">{optional ? "No drawing" : "Choose…"}</option>
          {shape.enum.map((option) => (
            <option key={option} value={option}>
              {isDrawingKey(option) ? DRAWINGS[option] : option}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  if (shape.type === "number") {
    return (
      <Field id={id} label={label} required={!optional} error={error}>
        <input
          id={id}
          name={name}
          type="number"
          step="0.5"
          defaultValue={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputStyles}
        />
      </Field>
    );
  }
  const multiline = (shape.maxLength ?? 0) > 240;
  const hint = shape.pattern ? ANCHOR_HINT : multiline ? PARAGRAPH_HINT : undefined;
  return (
    <Field id={id} label={label} required={!optional} error={error} hint={hint}>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          defaultValue={text}
          rows={3}
          maxLength={shape.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? described : undefined}
          className={inputStyles}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={text}
          maxLength={shape.maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? described : undefined}
          className={`${inputStyles} ${shape.pattern ? "font-mono" : ""}`}
        />
      )}
    </Field>
  );
}

const listButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-sm border border-line bg-white px-3 text-xs font-semibold text-navy hover:bg-linen disabled:opacity-30 sm:min-h-9";

function GuideNode(props: NodeProps) {
  const { shape, name, label, value, errors, depth } = props;
  const headingClass =
    depth <= 1 ? "font-serif text-xl font-semibold" : "text-sm font-semibold tracking-wide uppercase text-ink-soft";
  if (shape.type === "object") {
    const record = (value ?? {}) as Record<string, unknown>;
    const fields = Object.entries(shape.properties ?? {}).map(([key, child]) => (
      <GuideNode
        key={key}
        shape={child}
        name={name ? `${name}.${key}` : key}
        label={labelOf(key)}
        value={record[key]}
        errors={errors}
        optional={!shape.required?.includes(key)}
        depth={depth + 1}
      />
    ));
    if (!name) return <>{fields}</>;
    return (
      <fieldset
        className={`grid gap-4 ${depth <= 1 ? "border border-line bg-white p-5" : "border-l-2 border-line pl-4"}`}
      >
        <legend className={`${headingClass} ${depth <= 1 ? "px-1" : "mb-2"}`}>{label}</legend>
        {fields}
        <FieldMessage id={`${idOf(name)}-error`} error={errors[name]?.[0]} />
      </fieldset>
    );
  }
  if (shape.type === "array") {
    const items = Array.isArray(value) ? value : [];
    const min = shape.minItems ?? 0;
    const max = shape.maxItems;
    const bounds = max === min ? `always ${min}` : max === undefined ? `at least ${min}` : `${min} to ${max}`;
    return (
      <fieldset
        className={`grid gap-4 ${depth <= 1 ? "border border-line bg-white p-5" : "border-l-2 border-line pl-4"}`}
      >
        <legend className={`${headingClass} ${depth <= 1 ? "px-1" : "mb-2"}`}>
          {label}{" "}
          <span className="font-sans text-xs font-normal tracking-normal text-ink-soft normal-case">({bounds})</span>
        </legend>
        <FieldMessage id={`${idOf(name)}-error`} error={errors[name]?.[0]} />
        {items.map((item, index) => {
          const itemName = `${name}[${index}]`;
          const title = itemLabel(label, index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place in the list; the form is drawn anew after each change.
            <div key={index} className="grid gap-3 rounded-sm border border-line bg-paper p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold">{title}</p>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="submit"
                    name="listChange"
                    value={`up:${itemName}`}
                    disabled={index === 0}
                    formNoValidate
                    className={listButton}
                  >
                    <ArrowUp aria-hidden className="size-3.5" />
                    <span className="sr-only">Move {title} up</span>
                  </button>
                  <button
                    type="submit"
                    name="listChange"
                    value={`down:${itemName}`}
                    disabled={index === items.length - 1}
                    formNoValidate
                    className={listButton}
                  >
                    <ArrowDown aria-hidden className="size-3.5" />
                    <span className="sr-only">Move {title} down</span>
                  </button>
                  {items.length > min ? (
                    <button
                      type="submit"
                      name="listChange"
                      value={`remove:${itemName}`}
                      formNoValidate
                      className={listButton}
                    >
                      <Trash2 aria-hidden className="size-3.5" />
                      Remove <span className="sr-only">{title}</span>
                    </button>
                  ) : null}
                </div>
              </div>
              <GuideNode
                shape={shape.items ?? {}}
                name={itemName}
                label={title}
                value={item}
                errors={errors}
                optional={false}
                depth={depth + 1}
              />
            </div>
          );
        })}
        {max === undefined || items.length < max ? (
          <div>
            <button type="submit" name="listChange" value={`add:${name}`} formNoValidate className={listButton}>
              <Plus aria-hidden className="size-3.5" />
              Add {itemLabel(label, items.length).replace(/ \d+$/, "").toLowerCase()}
            </button>
          </div>
        ) : null}
      </fieldset>
    );
  }
  return <TextInput {...props} />;
}

/** Every field of a guide page's record. */
export function GuideFields({ shape, value, errors }: { shape: GuideShape; value: unknown; errors: GuideErrors }) {
  return <GuideNode shape={shape} name="" label="" value={value} errors={errors} optional={false} depth={0} />;
}
