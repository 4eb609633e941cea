import { useEffect, useRef } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import type { ShellData } from "~/modules/pages/shell.server";

/**
 * The display currency. A plain form post to /currency, which sets the cookie and sends the
 * visitor back; with JavaScript the choice submits as soon as it changes.
 */
export function CurrencySelector({
  currencies,
  currency,
  id,
}: {
  currencies: ShellData["currencies"];
  currency: ShellData["currency"];
  id: string;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const select = useRef<HTMLSelectElement>(null);
  // A currency chosen on a slow phone before the scripts ran changed the select but sent nothing:
  // send it once they have, so the page never shows one currency in the header and another below.
  useEffect(() => {
    const chosen = select.current;
    if (chosen && chosen.value !== currency.code) submit(chosen.form);
  }, [currency.code, submit]);
  return (
    <Form method="post" action="/currency" className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor={id} className="sr-only">
        Currency
      </label>
      <select
        ref={select}
        id={id}
        name="currency"
        defaultValue={currency.code}
        key={currency.code}
        onChange={(event) => submit(event.currentTarget.form)}
        className="cursor-pointer rounded-sm border border-transparent bg-transparent py-1 pr-1 pl-1 text-sm font-medium text-ink hover:border-line"
      >
        {currencies.map((option) => (
          <option key={option.code} value={option.code}>
            {option.symbol} {option.code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="text-xs font-semibold uppercase underline">
          Change
        </button>
      </noscript>
    </Form>
  );
}
