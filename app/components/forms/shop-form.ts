import type { DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type FormSetupOptions, useFormSetup } from "./form-setup";
import type { Carrier } from "./hooks";

/*
 * Apart from hooks.ts: Conform and Zod (about 40 KB of the browser's JavaScript) load only on
 * the pages with such a form, not on a page that only needs useIsPending or useSubmitCheck
 * (the product page).
 */

/**
 * A form of the shop (form-setup.ts): the same schema checks it in the browser (on submit, then
 * on every input) and on the server. The options are written out rather than as
 * `FormSetupOptions & { schema }`, so that TypeScript infers the form's input from the schema and
 * the default values together.
 */
export function useShopForm<Output extends Record<string, unknown>, Input extends Record<string, unknown>>({
  schema,
  ...options
}: {
  id: string;
  schema: z.ZodType<Output, Input>;
  lastResult: FormSetupOptions<Input>["lastResult"];
  defaultValue?: DefaultValue<Input>;
  fetcher?: Carrier;
}) {
  return useFormSetup<Output, Input>({ ...options, check: (formData) => parseWithZod(formData, { schema }) });
}
