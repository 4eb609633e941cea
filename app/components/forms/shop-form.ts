import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { Carrier } from "./hooks";

/*
 * Apart from hooks.ts: Conform and Zod (about 40 KB of the browser's JavaScript) load only on
 * the pages with such a form, not on a page that only needs useIsPending or useSubmitCheck
 * (the product page).
 */

/**
 * The shop's one Conform set-up: the same schema checks the form in the browser (on submit,
 * then on every input) and on the server; the server's answer is shown once the navigation
 * (or the `fetcher`) that carried it has finished.
 */
export function useShopForm<Output extends Record<string, unknown>, Input extends Record<string, unknown>>({
  id,
  schema,
  lastResult,
  defaultValue,
  fetcher,
}: {
  id: string;
  schema: z.ZodType<Output, Input>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<Input>;
  /** The form posts with this fetcher: its answer counts, not the page's. */
  fetcher?: Carrier;
}) {
  const navigation = useNavigation();
  const carrier = fetcher ?? navigation;
  return useForm<Input, Output>({
    id,
    lastResult: carrier.state === "idle" ? lastResult : null,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
