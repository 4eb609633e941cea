import { getFormProps, getInputProps } from "@conform-to/react";
import { AlertTriangle, Ruler } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { ModalButton } from "~/components/ui/ModalButton";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { confirmationOf, MEASURE_KEYS } from "~/modules/sizing/cross-check";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import { MEASURE_FIELDS, measuresFormSchema } from "~/modules/sizing/forms";
import type { ShirtMeasures } from "~/modules/sizing/size";
import { MeasureHelp } from "./drawings";
import { FieldError } from "./fields";
import { MeasuresTable } from "./MeasuresTable";

/** What an action answers to a refused 'Measure your shirt': the form's messages and the measures to confirm. */
type MeasuresReply = Pick<SizeFormReply, "result" | "flags">;

export const MEASURE_DIALOG_TITLE = "Measure your shirt";
const DESCRIPTION =
  "The eight measurements of the finished shirt, in centimetres: take them on a shirt that fits you well, buttoned and laid flat.";

type Target = {
  /** Unique on the page. */
  id: string;
  action: string;
  intent: string;
  /** The saved profile changed; none: the size being chosen on the measurement screen. */
  profileId?: number;
  /** The measures the form starts from. */
  measures: ShirtMeasures;
};

/**
 * A size's eight measures and MODIFY, on every screen that shows a smart size: the table, then
 * the Modify button (with the screen's own `buttons` beside it) that opens the dialog, or,
 * when the address asks for it (`inline`: the dialog's fallback without JavaScript), the
 * section 'Measure your shirt' under them. `reply` is the screen's last answer; the section
 * takes it when it answers this form.
 */
export function EditableMeasures({
  caption,
  inline,
  fallbackHref,
  closeHref,
  reply,
  buttons,
  ...target
}: Target & {
  caption: string;
  inline: boolean;
  /** Where the page shows the section instead of the dialog. */
  fallbackHref: string;
  /** Where the section goes back to without saving. */
  closeHref: string;
  reply: SizeFormReply | undefined;
  buttons?: ReactNode;
}) {
  return (
    <>
      <div className="mt-5">
        <MeasuresTable measures={target.measures} caption={caption} />
      </div>
      {inline && !buttons ? null : (
        <div className="mt-6 flex flex-wrap gap-3">
          {inline ? null : <MeasureShirtDialog {...target} fallbackHref={fallbackHref} />}
          {buttons}
        </div>
      )}
      {inline ? (
        <div className="mt-8">
          <MeasuresSection
            {...target}
            reply={reply?.intent === target.intent ? reply : undefined}
            closeHref={closeHref}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * MODIFY: 'Measure your shirt' in a dialog, posted with a fetcher so that a refusal (a
 * missing value, or measures to confirm) keeps it open; it closes once the measures are
 * saved. Without JavaScript the link leads to `fallbackHref`, where the page shows
 * MeasuresSection instead.
 */
export function MeasureShirtDialog({
  fallbackHref,
  label = "Modify",
  ...target
}: Target & { fallbackHref: string; label?: string }) {
  const fetcher = useFetcher<MeasuresReply>({ key: target.id });
  const [open, setOpen] = useState(false);
  // The refusal of this opening of the dialog; an earlier one is forgotten when it closes.
  const [reply, setReply] = useState<MeasuresReply | undefined>();
  const submitted = useRef<{ before: MeasuresReply | undefined } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !submitted.current) return;
    const { before } = submitted.current;
    submitted.current = null;
    // A refusal brings new data; a save redirects and leaves the fetcher's data as it was.
    if (fetcher.data !== undefined && fetcher.data !== before) {
      setReply(fetcher.data);
    } else {
      setReply(undefined);
      setOpen(false);
    }
  }, [fetcher.state, fetcher.data]);
  const pending = useIsPending({ fetcher });

  return (
    <ModalButton
      href={fallbackHref}
      label={
        <>
          <Ruler aria-hidden className="size-4" />
          {label}
        </>
      }
      title={MEASURE_DIALOG_TITLE}
      description={DESCRIPTION}
      wide
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReply(undefined);
      }}
      className={buttonStyles.secondary}
    >
      <MeasuresForm
        {...target}
        reply={reply}
        pending={pending}
        FormElement={fetcher.Form}
        onSubmit={() => {
          submitted.current = { before: fetcher.data };
        }}
      />
    </ModalButton>
  );
}

/**
 * 'Measure your shirt' as a section of the page: the dialog's fallback without JavaScript.
 * `closeHref` leaves it without saving.
 */
export function MeasuresSection({
  reply,
  closeHref,
  ...target
}: Target & { reply: MeasuresReply | undefined; closeHref: string }) {
  const pending = useIsPending({ intent: target.intent });
  return (
    <section
      id="measure-your-shirt"
      aria-labelledby={`${target.id}-title`}
      className="scroll-mt-6 border border-navy/30 bg-white p-5 sm:p-8"
    >
      <h2 id={`${target.id}-title`} className="text-3xl">
        {MEASURE_DIALOG_TITLE}
      </h2>
      <p className="mt-2 mb-6 text-ink-soft">{DESCRIPTION}</p>
      <MeasuresForm
        {...target}
        // The measures to confirm belong to the answer shown: gone while the form is on its way again.
        reply={pending ? undefined : reply}
        pending={pending}
        FormElement={Form}
      />
      <Link to={closeHref} className="mt-4 inline-block text-sm font-semibold text-navy underline underline-offset-4">
        Close without saving
      </Link>
    </section>
  );
}

function MeasuresForm({
  id,
  action,
  intent,
  profileId,
  measures,
  reply,
  pending,
  FormElement,
  onSubmit,
}: Target & {
  reply: MeasuresReply | undefined;
  pending: boolean;
  FormElement: typeof Form;
  onSubmit?: () => void;
}) {
  const [form, fields] = useShopForm({
    id,
    schema: measuresFormSchema,
    lastResult: reply?.result,
    defaultValue: Object.fromEntries(MEASURE_KEYS.map((key) => [key, measures[key]])),
  });
  const formProps = getFormProps(form);
  const flags = reply?.flags ?? [];
  const flagged = new Set(flags.map((flag) => flag.measure));
  const warningId = `${id}-warning`;
  // The question comes back above the fields: bring it into view (a phone shows the Save button).
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reply?.flags?.length) warning.current?.focus();
  }, [reply]);

  return (
    <FormElement
      method="post"
      action={action}
      {...formProps}
      onSubmit={(event) => {
        // Conform checks the form first; only a form on its way counts as submitted.
        formProps.onSubmit(event);
        if (!event.defaultPrevented) onSubmit?.();
      }}
      className="grid gap-6"
    >
      <input type="hidden" name="intent" value={intent} />
      {profileId === undefined ? null : <input type="hidden" name="profileId" value={profileId} />}
      <FormAlert id={form.errorId} errors={form.errors} />

      {flags.length > 0 ? (
        <div
          ref={warning}
          id={warningId}
          role="alert"
          tabIndex={-1}
          className="border border-brass/50 bg-linen p-4 text-sm"
        >
          <p className="flex items-start gap-2 font-semibold text-ink">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-brass" />
            Please check {flags.length === 1 ? "this measure" : "these measures"}: far from what we expect for your
            height, weight and build.
          </p>
          <ul className="mt-2 grid gap-1 pl-6">
            {flags.map((flag) => (
              <li key={flag.measure}>
                {MEASURE_FIELDS[flag.measure].name}: you entered <strong>{flag.typedCm} cm</strong>, we expect about{" "}
                {flag.expectedCm} cm.
              </li>
            ))}
          </ul>
          <p className="mt-2 pl-6 text-ink-soft">
            Correct {flags.length === 1 ? "it" : "them"} and save again, or, if you measured a shirt that fits you well,
            choose “Yes, use my measures” below and we will sew {flags.length === 1 ? "it" : "them"}.
          </p>
        </div>
      ) : null}

      <div className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        {MEASURE_KEYS.map((key) => {
          const field = fields[key];
          const howId = `${field.id}-how`;
          const props = getInputProps(field, { type: "number" });
          const describedBy = [howId, props["aria-describedby"], flagged.has(key) ? warningId : null];
          return (
            <div key={key} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-start gap-3">
              <MeasureHelp measure={key} className="w-full border border-line bg-white p-1" />
              <div>
                <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
                  {MEASURE_FIELDS[key].label} (cm)
                </label>
                <input
                  {...props}
                  step="0.1"
                  inputMode="decimal"
                  aria-describedby={describedBy.filter(Boolean).join(" ")}
                  className={`${inputStyles} ${flagged.has(key) ? "border-brass! bg-linen!" : ""}`}
                />
                <p id={howId} className="mt-1 text-xs text-ink-soft">
                  {MEASURE_FIELDS[key].how}
                </p>
                <FieldError field={field} />
              </div>
            </div>
          );
        })}
      </div>

      {/* Save comes first: the button the Enter key presses checks the measures again. */}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? "Saving…" : "Save"}
        </button>
        {flags.length > 0 ? (
          <button
            type="submit"
            name="confirmed"
            value={confirmationOf(flags)}
            className={buttonStyles.secondary}
            disabled={pending}
          >
            Yes, use my measures
          </button>
        ) : null}
      </div>
    </FormElement>
  );
}
