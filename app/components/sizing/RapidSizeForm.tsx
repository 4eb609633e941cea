import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Save } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/account/Messages";
import { buttonStyles } from "~/components/ui/styles";
import { type RapidSizeFormValues, rapidSizeFormSchema } from "~/modules/sizing/forms";
import type { RapidSize } from "~/modules/sizing/size";
import { FitChoice, NecklineSelect, SleeveSelect } from "./fields";

/**
 * The rapid size (spec: fit, neckline and sleeve, then Save): a new one on the measurement
 * screen, or a saved rapid profile. Nothing is sent until all three are chosen.
 */
export function RapidSizeForm({
  id,
  action,
  intent,
  profileId,
  defaults,
  lastResult,
}: {
  id: string;
  action: string;
  intent: string;
  profileId?: number;
  defaults: RapidSize | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<RapidSizeFormValues>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: defaults ? { fit: defaults.fit, neckCm: defaults.neckCm, sleeveCm: defaults.sleeveCm } : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rapidSizeFormSchema }),
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
      <FitChoice field={fields.fit} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NecklineSelect field={fields.neckCm} />
        <SleeveSelect field={fields.sleeveCm} />
      </div>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          <Save aria-hidden className="size-4" />
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
    </Form>
  );
}
