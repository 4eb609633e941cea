import { Save } from "lucide-react";
import { useShopForm } from "~/components/forms/shop-form";
import { rapidSizeFormSchema } from "~/modules/sizing/forms";
import type { RapidSize } from "~/modules/sizing/size";
import { FitChoice, NecklineSelect, SleeveSelect } from "./fields";
import { SizingForm, type SizingFormTarget } from "./SizingForm";

/**
 * The rapid size (spec: fit, neckline and sleeve, then Save): a new one on the measurement
 * screen, or a saved rapid profile. Nothing is sent until all three are chosen.
 */
export function RapidSizeForm({ defaults, ...target }: SizingFormTarget & { defaults: RapidSize | null }) {
  const [form, fields] = useShopForm({
    id: target.id,
    schema: rapidSizeFormSchema,
    lastResult: target.lastResult,
    defaultValue: defaults ? { fit: defaults.fit, neckCm: defaults.neckCm, sleeveCm: defaults.sleeveCm } : undefined,
  });

  return (
    <SizingForm
      form={form}
      target={target}
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
