import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldMessage } from "~/components/ui/Field";
import { inputStyles, labelStyles } from "~/components/ui/styles";
import { COLLAR_SIZES, FIT_CHOICES, SLEEVE_LENGTHS } from "~/modules/catalog/sizes";
import { MORPHOLOGIES } from "~/modules/sizing/size";
import { MorphologyFigure } from "./drawings";

/*
 * The answers the sizing forms share (neckline, fit, sleeve, morphology), as Conform fields:
 * the same controls on the measurement screen, in /my-sizes and in the configurator.
 */

type NumberField = FieldMetadata<number>;

/** A field's message under it, announced with the field (aria-describedby). */
export function FieldError({ field }: { field: FieldMetadata<unknown> }) {
  return <FieldMessage id={field.errorId} error={field.errors?.[0]} />;
}

function Select({
  field,
  label,
  hint,
  placeholder,
  children,
}: {
  field: NumberField;
  label: string;
  hint?: string;
  placeholder: string;
  children: ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  const props = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className={labelStyles}>
        {label}
      </label>
      <select
        {...props}
        aria-describedby={[hint ? hintId : null, props["aria-describedby"]].filter(Boolean).join(" ") || undefined}
        className={inputStyles}
      >
        <option value="">{placeholder}</option>
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

/** The neckline: the collar size, 35 to 60 cm, with its letter size and inches. */
export function NecklineSelect({ field }: { field: NumberField }) {
  return (
    <Select
      field={field}
      label="Neckline (collar size)"
      placeholder="Choose your collar"
      hint="The collar of a shirt that fits you: centre of the button to the end of the buttonhole."
    >
      {COLLAR_SIZES.map((size) => (
        <option key={size.cm} value={size.cm}>
          {size.cm} cm · {size.label} · {size.inches} in
        </option>
      ))}
    </Select>
  );
}

/** The quick size's sleeve, 60 to 78 cm, measured from the shoulder seam (docs/decisions/007). */
export function SleeveSelect({ field }: { field: NumberField }) {
  return (
    <Select
      field={field}
      label="Sleeve length (shoulder seam to cuff end)"
      placeholder="Choose your sleeve"
      hint="From the shoulder seam down to the end of the cuff, arm relaxed."
    >
      {SLEEVE_LENGTHS.map((cm) => (
        <option key={cm} value={cm}>
          {cm} cm
        </option>
      ))}
    </Select>
  );
}

const FIT_HINTS: Record<number, string> = {
  1: "Close to the body",
  2: "Shaped at the waist",
  3: "Straight and roomy",
};

/** Radio buttons drawn as cards; the chosen one is navy. */
const cardStyles =
  "flex cursor-pointer flex-col items-center gap-1 rounded-sm border border-line bg-white px-3 py-2.5 text-center text-sm has-checked:border-navy has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brass";

function ChoiceGroup({
  field,
  legend,
  hint,
  className,
  children,
}: {
  field: NumberField;
  legend: string;
  hint?: string;
  className: string;
  children: ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <fieldset
      aria-describedby={
        [hint ? hintId : null, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className={labelStyles}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <div className={className}>{children}</div>
      <FieldError field={field} />
    </fieldset>
  );
}

function radioProps(field: NumberField, value: number) {
  // Conform gives every radio the field's id: each needs its own.
  return { ...getInputProps(field, { type: "radio", value: String(value) }), id: `${field.id}-${value}` };
}

/** The fit: 1 slim, 2 fitted, 3 loose (spec section 9). */
export function FitChoice({ field }: { field: NumberField }) {
  return (
    <ChoiceGroup field={field} legend="Fit" className="grid grid-cols-3 gap-2">
      {FIT_CHOICES.map((fit) => (
        <label key={fit.id} className={cardStyles}>
          <input {...radioProps(field, fit.id)} className="sr-only" />
          <span className="font-semibold">{fit.name}</span>
          <span className="text-xs opacity-80">{FIT_HINTS[fit.id]}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}

/** The morphology, 1 to 4, chosen from four drawn body shapes. */
export function MorphologyChoice({ field }: { field: NumberField }) {
  return (
    <ChoiceGroup
      field={field}
      legend="Morphology"
      hint="Which looks most like you, compared with men of your height and weight?"
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {([1, 2, 3, 4] as const).map((shape) => (
        <label key={shape} className={`${cardStyles} pb-3`}>
          <input {...radioProps(field, shape)} className="sr-only" />
          <MorphologyFigure morphology={shape} className="h-28 w-auto" />
          <span className="font-semibold">{MORPHOLOGIES[shape]}</span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
