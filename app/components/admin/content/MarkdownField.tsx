import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";

/** Where the editors' live preview is rendered (routes/admin/content-preview.tsx). */
const PREVIEW_ACTION = "/admin/content/preview";
const PREVIEW_DELAY_MS = 400;

/**
 * A body written in Markdown, in a panel of its own, beside its preview as the storefront will
 * show it (`show` draws the HTML with the storefront's own components). The HTML always comes
 * from the server, the same conversion and sanitiser as a save: without JavaScript the "Preview"
 * button posts the form (nothing is saved) and the page comes back with it; with JavaScript the
 * preview follows the typing.
 */
export function MarkdownField<Schema, FormSchema extends Record<string, unknown>>({
  field,
  label,
  rows = 18,
  previewHtml,
  show,
}: {
  field: FieldMetadata<Schema, FormSchema, string[]>;
  label: string;
  rows?: number;
  /** The HTML of the text as the page was served (saved, or previewed by the last post). */
  previewHtml: string;
  show: (html: string) => ReactNode;
}) {
  const [typedHtml, setTypedHtml] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asking = useRef<AbortController>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asking.current?.abort();
    },
    [],
  );
  /*
   * A plain request, not a fetcher: a fetcher's post makes the router reload the page's data,
   * and when that lands while the editor's own save is redirecting, the router dropped the
   * redirect (the draft was created, the page stayed on "New article" without a word).
   */
  const askPreview = async (markdown: string) => {
    asking.current?.abort();
    const controller = new AbortController();
    asking.current = controller;
    try {
      const response = await fetch(PREVIEW_ACTION, {
        method: "POST",
        body: new URLSearchParams({ markdown }),
        signal: controller.signal,
      });
      if (response.ok) setTypedHtml(((await response.json()) as { html: string }).html);
    } catch {
      // Aborted by newer typing, or offline: the preview keeps what it showed.
    }
  };
  const html = typedHtml ?? previewHtml;
  const error = field.errors?.[0];
  return (
    <div className="grid gap-6 border border-line bg-white p-5 2xl:grid-cols-2">
      <div className="min-w-0">
        <Field id={field.id} label={label} required error={error} hint={MARKDOWN_HINT}>
          <textarea
            {...getTextareaProps(field)}
            aria-describedby={error ? `${field.id}-error` : `${field.id}-hint`}
            rows={rows}
            spellCheck
            className={`${inputStyles} font-mono text-sm leading-6`}
            onInput={(event) => {
              const markdown = event.currentTarget.value;
              clearTimeout(timer.current);
              timer.current = setTimeout(() => void askPreview(markdown), PREVIEW_DELAY_MS);
            }}
          />
        </Field>
        <button type="submit" name="intent" value="preview" formNoValidate className={`${buttonStyles.secondary} mt-3`}>
          Preview
        </button>
      </div>
      <section aria-labelledby={`${field.id}-preview`} className="min-w-0">
        <h2 id={`${field.id}-preview`} className="mb-1.5 font-sans text-sm font-medium">
          Preview <span className="font-normal text-ink-soft">— as the storefront will show it</span>
        </h2>
        <div aria-live="polite" className="max-h-[48rem] overflow-auto border border-line bg-paper shadow-inner">
          {show(html)}
        </div>
      </section>
    </div>
  );
}

const MARKDOWN_HINT =
  "Markdown: ## Heading, **bold**, *italic*, - list item, 1. numbered item, > quote, [words](/men-shirts) for a link, | a | table |. Images, scripts and styles are removed on save.";
