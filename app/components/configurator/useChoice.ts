import { useFetcher, useFetchers, useSubmit } from "react-router";
import type { RefusalAnswer } from "~/infra/refusal";
import type { ShirtDesign } from "~/modules/design/design";
import type { DesignField } from "~/modules/design/fields";
import { applyChoice, isDesignField } from "~/modules/design/rules";
import type { Step } from "./steps";

const fetcherKey = (field: DesignField) => `choose-${field}`;

/**
 * The design as the customer sees it: the saved design with the choices still on their way
 * to the server applied over it, so the drawing and the cards change the moment a choice is
 * made. A choice the server refuses falls back to the saved value once its answer is in.
 */
export function useLiveDesign(saved: ShirtDesign): ShirtDesign {
  return useFetchers().reduce((design, fetcher) => {
    const form = fetcher.formData;
    if (form?.get("intent") !== "choose") return design;
    const field = form.get("field");
    const value = form.get("value");
    return isDesignField(field) && typeof value === "string" ? applyChoice(design, field, value) : design;
  }, saved);
}

/** Saves a choice with a fetcher of its own field (a later choice of the same field supersedes it). */
export function useChoose(step: Step): (field: DesignField, value: string) => void {
  const submit = useSubmit();
  return (field, value) =>
    submit(
      { intent: "choose", field, value, step, live: "1" },
      { method: "post", navigate: false, fetcherKey: fetcherKey(field), preventScrollReset: true },
    );
}

/** The server's refusal of the last choice of a field, if any. */
export function useChoiceError(field: DesignField): string | undefined {
  const fetcher = useFetcher<{ refusal?: RefusalAnswer }>({ key: fetcherKey(field) });
  const refusal = fetcher.state === "idle" ? fetcher.data?.refusal : undefined;
  if (!refusal?.message) return undefined;
  return refusal.fieldErrors?.[field]?.[0] ?? refusal.message;
}
