import { inputStyles, labelStyles } from "~/components/ui/styles";
import type { IsoDate } from "~/modules/shop/calendar";
import { DAY_FORMAT_HINT, formatTypedDay } from "~/modules/shop/day-filter";

/**
 * A day typed the shop's way, DD/MM/YYYY, whatever the browser's language: a text field rather
 * than the browser's date picker, which follows the browser's locale (an en-GB shop in a US
 * browser would read 11/26/2026). The format is part of the label; the server reads the day
 * (day-filter.ts, which also takes YYYY-MM-DD from links) and says what is wrong with it.
 * `value` is the day now chosen.
 */
export function DateField({
  id,
  name,
  label,
  value,
  className,
  inputClassName = "",
}: {
  id: string;
  name: string;
  label: string;
  value: IsoDate | null | undefined;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label} <span className="font-normal text-ink-soft">({DAY_FORMAT_HINT})</span>
      </label>
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={10}
        defaultValue={value ? formatTypedDay(value) : ""}
        className={`${inputStyles} ${inputClassName}`}
      />
    </div>
  );
}
