import { Check, Info } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Form } from "react-router";
import { ModalButton } from "~/components/ui/ModalButton";
import type { DesignField } from "~/modules/design/fields";
import { groupAnchor, NEXT_GROUP, type Step } from "./steps";
import { useChoiceError, useChoose } from "./useChoice";

/** Moves the page to the group after `field` (spec 001 section 4: 70 px below the top, see scroll-mt). */
function scrollToNext(field: DesignField) {
  const next = NEXT_GROUP[field];
  if (!next) return;
  requestAnimationFrame(() =>
    document.getElementById(groupAnchor(next))?.scrollIntoView({ behavior: "smooth", block: "start" }),
  );
}

/**
 * A form that saves one choice: a plain post without JavaScript (the server answers with the
 * page), a fetcher with it, followed by a scroll to the next group.
 */
export function ChoiceForm({
  field,
  value,
  step,
  onChosen,
  className,
  children,
}: {
  field: DesignField;
  value: string;
  step: Step;
  onChosen?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const choose = useChoose(step);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(field, value);
    onChosen?.();
    scrollToNext(field);
  };
  return (
    <Form method="post" onSubmit={submit} className={className} preventScrollReset>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="value" value={value} />
      <input type="hidden" name="step" value={step} />
      {children}
    </Form>
  );
}

/**
 * A titled group of choices, the target of the scroll after the previous group. It shows the
 * step's own `error` for its field (what 'Continue' found missing) or else the server's
 * refusal of the last choice.
 */
export function OptionGroup({
  field,
  title,
  error,
  children,
}: {
  field: DesignField;
  title: string;
  error?: string;
  children: ReactNode;
}) {
  const serverError = useChoiceError(field);
  const shown = error ?? serverError;
  return (
    <section
      id={groupAnchor(field)}
      aria-labelledby={`${groupAnchor(field)}-title`}
      className="scroll-mt-[calc(36vh+16px)] border-t border-line pt-6 first:border-t-0 first:pt-0 lg:scroll-mt-[70px]"
    >
      <h2 id={`${groupAnchor(field)}-title`} className="text-2xl">
        {title}
      </h2>
      {shown ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {shown}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export type CardOption = { id: number; name: string; description: string };

/**
 * An option as a card: its picture and name (choosing it), and an info button opening a
 * dialog with a large picture, the description and Choose, which turns into 'chosen'.
 */
export function OptionCard({
  field,
  step,
  option,
  chosen,
  picture,
}: {
  field: DesignField;
  step: Step;
  option: CardOption;
  chosen: boolean;
  /** The option's drawing, at any size. */
  picture: (large: boolean) => ReactNode;
}) {
  // Controlled: choosing in the dialog closes it.
  const [open, setOpen] = useState(false);
  return (
    <li
      className={`relative flex flex-col rounded-sm border bg-white transition-colors ${chosen ? "border-navy ring-2 ring-navy" : "border-line hover:border-navy/60"}`}
    >
      <ChoiceForm field={field} value={String(option.id)} step={step}>
        <button
          type="submit"
          aria-pressed={chosen}
          className="flex w-full flex-col items-center gap-2 px-2 pt-3 pb-3 text-center text-sm"
        >
          <span className="block size-16 sm:size-20">{picture(false)}</span>
          <span className="font-medium leading-tight">{option.name}</span>
          {chosen ? (
            <span className="flex items-center gap-1 text-xs font-semibold text-success">
              <Check aria-hidden className="size-3.5" />
              Chosen
            </span>
          ) : null}
        </button>
      </ChoiceForm>
      <ModalButton
        label={
          <>
            <Info aria-hidden className="size-4" />
            <span className="sr-only">About {option.name}</span>
          </>
        }
        title={option.name}
        open={open}
        onOpenChange={setOpen}
        className="absolute top-1 right-1 rounded-sm p-1 text-ink-soft hover:text-navy"
      >
        <div className="mx-auto aspect-square w-full max-w-64 border border-line bg-white p-4">{picture(true)}</div>
        <p className="mt-4 text-ink-soft">{option.description}</p>
        {chosen ? (
          <p className="mt-5 flex items-center gap-2 font-semibold text-success">
            <Check aria-hidden className="size-5" />
            Chosen
          </p>
        ) : (
          <ChoiceForm field={field} value={String(option.id)} step={step} onChosen={() => setOpen(false)}>
            <button
              type="submit"
              className="mt-5 inline-flex items-center justify-center rounded-sm bg-navy px-6 py-3 text-sm font-semibold tracking-[0.12em] text-white uppercase hover:bg-navy-dark"
            >
              Choose
            </button>
          </ChoiceForm>
        )}
      </ModalButton>
    </li>
  );
}

/** Cards of a group, in a grid. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 xl:grid-cols-5">{children}</ul>;
}

/**
 * A select that saves its choice on change; without JavaScript a Save button (in
 * noscript) posts it.
 */
export function ChoiceSelect({
  field,
  step,
  label,
  value,
  placeholder,
  options,
  error,
}: {
  field: DesignField;
  step: Step;
  label: string;
  value: number | null;
  placeholder?: string;
  options: { id: number; name: string }[];
  error?: string;
}) {
  const choose = useChoose(step);
  const id = `select-${field.replace(".", "-")}`;
  const serverError = useChoiceError(field);
  const shown = error ?? serverError;
  return (
    <Form method="post" preventScrollReset onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="field" value={field} />
      <input type="hidden" name="step" value={step} />
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          id={id}
          name="value"
          value={value === null ? "" : String(value)}
          onChange={(event) => {
            choose(field, event.currentTarget.value);
            scrollToNext(field);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className="block w-full rounded-sm border border-line bg-white px-3 py-2.5 text-[15px] text-ink focus:border-navy focus:outline-none aria-[invalid=true]:border-danger"
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <NoScriptSave />
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </Form>
  );
}

/** The Save button of a form that saves by itself when JavaScript runs. */
export function NoScriptSave() {
  return (
    <noscript>
      <button type="submit" className="rounded-sm border border-navy px-4 text-sm font-semibold text-navy">
        Save
      </button>
    </noscript>
  );
}
