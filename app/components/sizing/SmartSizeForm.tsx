import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/account/Messages";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { HEIGHT_UNITS, type SmartSizeFormValues, smartSizeFormSchema } from "~/modules/sizing/forms";
import type { SmartSize } from "~/modules/sizing/size";
import { FieldError, FitChoice, MorphologyChoice, NecklineSelect } from "./fields";

/**
 * The smart size form (spec: name, height in inches or cm, weight, age, morphology, fit,
 * neckline): a new calculation on the measurement screen and in the configurator, or a saved
 * smart profile's answers. The server calculates; the form is not sent while it is invalid
 * (DESIGN.md section 4, item 10), and without JavaScript the server's messages come back.
 */
export function SmartSizeForm({
  id,
  action,
  intent,
  profileId,
  defaults,
  lastResult,
  submitLabel,
  pendingLabel,
  icon,
}: {
  /** Unique on the page (several profiles may be edited on one page). */
  id: string;
  action: string;
  intent: string;
  profileId?: number;
  /** A size to start from (a saved profile, or the last calculation); new: empty, height in inches. */
  defaults: SmartSize | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitLabel: string;
  pendingLabel: string;
  icon: ReactNode;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<SmartSizeFormValues>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: smartSizeFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("profileId") === (profileId === undefined ? null : String(profileId));

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-6">
      <input type="hidden" name="intent" value={intent} />
      {profileId === undefined ? null : <input type="hidden" name="profileId" value={profileId} />}
      <FormAlert id={form.errorId} errors={form.errors} />

      <Field id={fields.name.id} label="Name of this size" required error={fields.name.errors?.[0]}>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          placeholder="For example: Work shirts"
          autoComplete="off"
          className={inputStyles}
        />
      </Field>

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
        <Field id={fields.weight.id} label="Weight (kg)" required error={fields.weight.errors?.[0]}>
          <input
            {...getInputProps(fields.weight, { type: "number" })}
            step="0.1"
            inputMode="decimal"
            className={inputStyles}
          />
        </Field>
        <Field id={fields.age.id} label="Age (years)" required error={fields.age.errors?.[0]}>
          <input {...getInputProps(fields.age, { type: "number" })} inputMode="numeric" className={inputStyles} />
        </Field>
      </div>

      <MorphologyChoice field={fields.morphology} />
      <FitChoice field={fields.fit} />
      <div className="sm:max-w-sm">
        <NecklineSelect field={fields.neckCm} />
      </div>

      <div>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {icon}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
