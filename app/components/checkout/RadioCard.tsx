import type { ReactNode } from "react";

/**
 * One choice of a checkout list (a delivery, a payment method): a radio button and its
 * description in a card that shows which one is checked. `align="center"` for a one-line card.
 */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  align = "start",
  children,
}: {
  name: string;
  value: number;
  checked: boolean;
  onSelect: () => void;
  align?: "start" | "center";
  children: ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer gap-3 border border-line p-4 has-checked:border-navy has-checked:bg-linen/40 ${align === "start" ? "items-start" : "items-center"}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={align === "start" ? "mt-1 accent-navy" : "accent-navy"}
      />
      {children}
    </label>
  );
}
