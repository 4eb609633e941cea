import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";

/*
 * The filters above a back-office list (orders, fabrics, messages...). They travel in the
 * address (`method="get"`), so that a filtered list can be bookmarked and exported as it is. A
 * page has one filter form: each field's id is its name's, under `filter-`.
 */

/** The frame of a list's filters; `className` lays its fields out on a grid. */
export function FilterForm({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Form method="get" className={`mb-6 grid gap-3 border border-line bg-white p-4 ${className}`}>
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
}: FilterProps & { type?: "text" | "search" | "date" | "number"; placeholder?: string }) {
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
      <select id={id} name={name} defaultValue={value ?? ""} className={inputStyles}>
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
