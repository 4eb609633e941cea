import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Calculator } from "lucide-react";
import type { ReactNode } from "react";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { inputStyles, labelStyles } from "~/components/ui/styles";
import { HEIGHT_UNITS, smartSizeFormSchema } from "~/modules/sizing/forms";
import type { SmartSize } from "~/modules/sizing/size";
import { FieldError, FitChoice, MorphologyChoice, NecklineSelect } from "./fields";
import { SizingForm, type SizingFormTarget } from "./SizingForm";

/**
 * The smart size form (spec: name, height in inches or cm, weight, age, morphology, fit,
 * neckline): a new calculation on the measurement screen and in the configurator, or a saved
 * smart profile's answers. The server calculates; the form is not sent while it is invalid
 * (DESIGN.md section 4, item 10), and without JavaScript the server's messages come back.
 */
export function SmartSizeForm({
  defaults,
  submitLabel,
  pendingLabel,
  icon,
  ...target
}: SizingFormTarget & {
  /** A size to start from (a saved profile, or the last calculation); new: empty, height in inches. */
  defaults: SmartSize | null;
  submitLabel: string;
  pendingLabel: string;
  icon: ReactNode;
}) {
  const [form, fields] = useShopForm({
    id: target.id,
    schema: smartSizeFormSchema,
    lastResult: target.lastResult,
    // A stored height is in cm; a new one starts in inches, the spec's default unit.
    defaultValue: defaults
      ? {
          name: defaults.name,
          height: defaults.heightCm,
          heightUnit: "cm",
          weight: defaults.weightKg,
          age: defaults.age,
          morphology: defaults.morphology,
          fit: defaults.fit,
          neckCm: defaults.neckCm,
        }
      : { heightUnit: "in" },
  });

  return (
    <SizingForm form={form} target={target} submitLabel={submitLabel} pendingLabel={pendingLabel} icon={icon}>
      <TextField
        field={fields.name}
        label="Name of this size"
        required
        placeholder="For example: Work shirts"
        autoComplete="off"
      />

      <div className="grid gap-5 sm:grid-cols-3">
        <fieldset aria-describedby={fields.height.errors ? fields.height.errorId : undefined}>
          <legend className="sr-only">Height and its unit</legend>
          <label htmlFor={fields.height.id} className={labelStyles}>
            Height
            <span aria-hidden className="text-danger">
              {" "}
              *
            </span>
          </label>
          <div className="flex gap-2">
            <input
              {...getInputProps(fields.height, { type: "number" })}
              step="0.1"
              inputMode="decimal"
              className={`${inputStyles} min-w-0`}
            />
            <div className="flex shrink-0 rounded-sm border border-line bg-white text-sm">
              {HEIGHT_UNITS.map((option) => (
                <label
                  key={option.unit}
                  className="flex cursor-pointer items-center px-2.5 has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-brass"
                >
                  <input
                    {...getInputProps(fields.heightUnit, { type: "radio", value: option.unit })}
                    id={`${fields.heightUnit.id}-${option.unit}`}
                    aria-label={`Height in ${option.label}`}
                    className="sr-only"
                  />
                  {option.unit}
                </label>
              ))}
            </div>
          </div>
          <FieldError field={fields.height} />
          <FieldError field={fields.heightUnit} />
        </fieldset>
        <TextField field={fields.weight} label="Weight (kg)" type="number" required step="0.1" inputMode="decimal" />
        <TextField field={fields.age} label="Age (years)" type="number" required inputMode="numeric" />
      </div>

      <MorphologyChoice field={fields.morphology} />
      <FitChoice field={fields.fit} />
      <div className="sm:max-w-sm">
        <NecklineSelect field={fields.neckCm} />
      </div>
    </SizingForm>
  );
}

/** A new calculation (the measurement screen's smart mode, the configurator's SIZES tab): intent `smart`. */
export function CalculateSizeForm({
  id,
  action,
  defaults,
  lastResult,
}: {
  id: string;
  action: string;
  defaults: SmartSize | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  return (
    <SmartSizeForm
      id={id}
      action={action}
      intent="smart"
      defaults={defaults}
      lastResult={lastResult}
      submitLabel="Calculate my size"
      pendingLabel="Calculating…"
      icon={<Calculator aria-hidden className="size-4" />}
    />
  );
}
