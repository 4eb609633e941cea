import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { Carrier } from "./hooks";

/*
 * The shop's one Conform set-up, without Zod: shop-form.ts gives it a form's schema at once, and
 * `useFormCheckedOnceEntered` when the visitor first enters the form, so that a page read far
 * more often than its form is used (the contact page) does not load Zod's 26 KB with it.
 */

/** Checks a form's data in the browser, as the server does (parseWithZod with the form's schema). */
export type FormCheck<Output> = (formData: FormData) => Submission<Record<string, unknown>, string[], Output>;

export type FormSetupOptions<Input extends Record<string, unknown>> = {
  id: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<Input>;
  /** The form posts with this fetcher: its answer counts, not the page's. */
  fetcher?: Carrier;
};

/**
 * The form's Conform state: `check` validates in the browser (on submit, then on every input);
 * without it the server's answer alone shows the errors. The server's answer is shown once the
 * navigation (or the `fetcher`) that carried it has finished.
 */
export function useFormSetup<Output extends Record<string, unknown>, Input extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  fetcher,
  check,
}: FormSetupOptions<Input> & { check: FormCheck<Output> | null }) {
  const navigation = useNavigation();
  const carrier = fetcher ?? navigation;
  return useForm<Input, Output>({
    id,
    lastResult: carrier.state === "idle" ? lastResult : null,
    defaultValue,
    onValidate: check ? ({ formData }) => check(formData) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/**
 * A form whose schema is imported when the visitor first moves into the form (`loadSchema`, a
 * dynamic import), with Conform's Zod parser. Until both have loaded, and should they fail to
 * load, the server checks the form with the same schema and its answer shows the errors.
 */
export function useFormCheckedOnceEntered<
  Output extends Record<string, unknown>,
  Input extends Record<string, unknown>,
>({ loadSchema, ...options }: FormSetupOptions<Input> & { loadSchema: () => Promise<z.ZodType<Output, Input>> }) {
  const [check, setCheck] = useState<FormCheck<Output> | null>(null);
  useEffect(() => {
    if (check) return;
    const startLoading = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest("form")?.id !== options.id) return;
      document.removeEventListener("focusin", startLoading);
      Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
        ([schema, { parseWithZod }]) => setCheck(() => (formData: FormData) => parseWithZod(formData, { schema })),
        () => {},
      );
    };
    document.addEventListener("focusin", startLoading);
    return () => document.removeEventListener("focusin", startLoading);
  }, [check, loadSchema, options.id]);
  return useFormSetup<Output, Input>({ ...options, check });
}
