import type { SubmissionResult } from "@conform-to/react";
import { Save } from "lucide-react";
import { useShopForm } from "~/components/forms/hooks";
import { rapidSizeFormSchema } from "~/modules/sizing/forms";
import type { RapidSize } from "~/modules/sizing/size";
import { FitChoice, NecklineSelect, SleeveSelect } from "./fields";
import { SizingForm } from "./SizingForm";

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
  const [form, fields] = useShopForm({
    id,
    schema: rapidSizeFormSchema,
    lastResult,
    defaultValue: defaults ? { fit: defaults.fit, neckCm: defaults.neckCm, sleeveCm: defaults.sleeveCm } : undefined,
  });

  return (
    <SizingForm
      form={form}
      action={action}
      intent={intent}
      profileId={profileId}
      submitLabel="Save"
      pendingLabel="Saving…"
      icon={<Save aria-hidden className="size-4" />}
    >
      <FitChoice field={fields.fit} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NecklineSelect field={fields.neckCm} />
        <SleeveSelect field={fields.sleeveCm} />
      </div>
    </SizingForm>
  );
}
