import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import type { IsoDate } from "~/modules/shop/calendar";
import { DateField } from "./DateField";

/*
 * The filters above a back-office list (orders, fabrics, messages...). They travel in the
 * address (`method="get"`), so that a filtered list can be bookmarked and exported as it is. A
 * page has one filter form: each field's id is its name's, under `filter-`. With JavaScript the
 * list follows the filters as they change; the form's button stays for a browser without it.
 */

/** How long the list waits after the last key typed in a search before it follows it, ms. */
const TYPING_PAUSE_MS = 400;

/**
 * Submits the filter form as its filters change (the list replaces itself, the address keeps the
 * filters, the history keeps one entry): a choice or a tick at once, a search once typing pauses,
 * a typed day when the field is left or Enter pressed (a half-typed day is not a filter).
 */
function useFiltersApplyAsTheyChange() {
  const form = useRef<HTMLFormElement>(null);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submit = useSubmit();
  // Any navigation (the Filter button, a link to an order) drops a search still waiting for its
  // pause: applied late, it would take the person back to the list they just left.
  const { state } = useNavigation();
  useEffect(() => {
    if (state !== "idle") clearTimeout(pause.current);
  }, [state]);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const apply = () => {
      clearTimeout(pause.current);
      submit(element, { replace: true, preventScrollReset: true });
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "search") return;
      apply();
    };
    const onInput = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== "search") return;
      clearTimeout(pause.current);
      pause.current = setTimeout(apply, TYPING_PAUSE_MS);
    };
    // The native change event: a select or a box when chosen, a text field when left.
    element.addEventListener("change", onChange);
    element.addEventListener("input", onInput);
    return () => {
      clearTimeout(pause.current);
      element.removeEventListener("change", onChange);
      element.removeEventListener("input", onInput);
    };
  }, [submit]);
  // Another address (a tab, "Clear", the browser's back button): the fields show its filters,
  // except the one being typed in.
  const { search } = useLocation();
  useEffect(() => {
    const element = form.current;
    if (!element || search === undefined) return;
    const typing = document.activeElement;
    const kept = typing instanceof HTMLInputElement && element.contains(typing) ? typing.value : null;
    element.reset();
    // A reset selects a list's first choice at its mounting: each says the one it has now.
    for (const select of element.querySelectorAll<HTMLSelectElement>("select[data-chosen]")) {
      select.value = select.dataset.chosen ?? "";
    }
    if (kept !== null && typing instanceof HTMLInputElement) typing.value = kept;
  }, [search]);
  return form;
}

/** The frame of a list's filters; `className` lays its fields out on a grid. */
export function FilterForm({ className, children }: { className: string; children: ReactNode }) {
  const form = useFiltersApplyAsTheyChange();
  return (
    <Form ref={form} method="get" className={`mb-6 grid gap-3 border border-line bg-white p-4 ${className}`}>
      {children}
    </Form>
  );
}

/** What every filter has: the query parameter it sets, its label, the value the list has now. */
type FilterProps = {
  name: string;
  label: string;
  value: string | number | null | undefined;
  className?: string;
};

/** A filter typed in (a search, a date...). */
export function FilterInput({
  name,
  label,
  value,
  className,
  type = "text",
  placeholder,
}: FilterProps & { type?: "text" | "search" | "number"; placeholder?: string }) {
  const id = `filter-${name}`;
  return (
    <Field id={id} label={label} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        className={inputStyles}
      />
    </Field>
  );
}

/** A day filter, typed DD/MM/YYYY whatever the browser's language (see DateField). */
export function DateFilter({
  name,
  label,
  value,
  className,
}: {
  name: string;
  label: string;
  value: IsoDate | null | undefined;
  className?: string;
}) {
  return <DateField id={`filter-${name}`} name={name} label={label} value={value} className={className} />;
}

/**
 * The list's search, in its `q` parameter; `placeholder` says what it looks in. `wide`: it
 * takes two columns of the filters' grid.
 */
export function SearchFilter({
  value,
  placeholder,
  wide = false,
}: {
  value: string | undefined;
  placeholder: string;
  wide?: boolean;
}) {
  return (
    <FilterInput
      name="q"
      type="search"
      label="Search"
      value={value}
      placeholder={placeholder}
      className={wide ? "sm:col-span-2" : undefined}
    />
  );
}

/** A list's choices: each value with its words, or a record of words by value. */
type FilterChoices = readonly { value: string | number; label: string }[] | Readonly<Record<string, string>>;

/**
 * A filter chosen from a list. `any` names a first choice that filters nothing ("All"); without
 * it the filter always holds one of `choices` (a sort, a view).
 */
export function FilterSelect({
  name,
  label,
  value,
  className,
  choices,
  any,
}: FilterProps & { choices: FilterChoices; any?: string }) {
  const id = `filter-${name}`;
  const options = Array.isArray(choices)
    ? choices
    : Object.entries(choices as Readonly<Record<string, string>>).map(([key, words]) => ({ value: key, label: words }));
  return (
    <Field id={id} label={label} className={className}>
      <select id={id} name={name} defaultValue={value ?? ""} data-chosen={value ?? ""} className={inputStyles}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The filter form's buttons: apply the filters, or clear them all (the list at `clearTo`). */
export function FilterButtons({
  clearTo,
  label = "Filter",
  className = "",
}: {
  clearTo: string;
  label?: string;
  className?: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <button type="submit" className={buttonStyles.primary}>
        {label}
      </button>
      <Link to={clearTo} className={buttonStyles.secondary}>
        Clear
      </Link>
    </div>
  );
}
