import { FileSpreadsheet, Package, Printer, Truck } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

/*
 * The orders ticked on the order list and what can be done with them at once: print their
 * production sheets, print their packing slips and labels, export them. A plain GET form around
 * the list, each order's box named `orders`: each action is a button sending the form to its own
 * page (`formAction`), so it works without JavaScript. With it, the bar says how many are
 * chosen, ticks the whole page at once and holds the actions back until one is chosen. Beside
 * them, shipping many orders from a carrier's list of tracking numbers (its own page).
 */

/**
 * An order's box on the list, in its row or its card: only the one on screen can be ticked
 * (the other is not displayed), so an order is sent once.
 */
export function ChooseOrder({ id, number }: { id: number; number: string }) {
  return (
    <input
      type="checkbox"
      name="orders"
      value={id}
      aria-label={`Choose order ${number}`}
      className="size-5 accent-navy"
    />
  );
}

const ACTION =
  "inline-flex items-center gap-2 rounded-sm border border-navy px-3 py-2 text-sm font-semibold text-navy hover:bg-navy hover:text-white disabled:cursor-not-allowed disabled:opacity-50";
const PRIMARY_ACTION =
  "inline-flex items-center gap-2 rounded-sm bg-navy px-3 py-2 text-sm font-semibold text-white hover:bg-navy-dark disabled:cursor-not-allowed disabled:opacity-50";

/** The distinct orders ticked in the form (an order has a box in its row and in its card). */
function chosenIn(form: HTMLFormElement): Set<string> {
  const boxes = form.querySelectorAll<HTMLInputElement>('input[name="orders"]:checked');
  return new Set([...boxes].map((box) => box.value));
}

/**
 * The list of orders (`children`: its table and cards, each with a ChooseOrder box) in the form
 * of its actions, the bar of actions under it, kept in view as the list scrolls. `onPage`: how
 * many orders the page lists.
 */
export function ChosenOrdersForm({ onPage, children }: { onPage: number; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [chosen, setChosen] = useState(0);
  const recount = useCallback(() => {
    if (form.current) setChosen(chosenIn(form.current).size);
  }, []);
  useEffect(() => {
    setEnhanced(true);
    recount();
  }, [recount]);

  /** The whole page at once: the boxes on screen (rows on a desktop, cards on a phone). */
  function chooseAll(checked: boolean) {
    if (!form.current) return;
    for (const box of form.current.querySelectorAll<HTMLInputElement>('input[name="orders"]')) {
      if (box.offsetParent !== null) box.checked = checked;
    }
    recount();
  }

  const none = enhanced && chosen === 0;
  return (
    <form ref={form} method="get" action="/admin/production/sheets" onChange={recount} aria-label="Orders chosen">
      {children}
      <div className="sticky bottom-0 z-10 mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border border-line bg-white/95 p-3 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur print:hidden">
        {enhanced ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen > 0 && chosen === onPage}
              onChange={(event) => chooseAll(event.target.checked)}
              className="size-5 accent-navy"
            />
            Choose all on this page
          </label>
        ) : null}
        <p className="text-sm font-medium" aria-live="polite">
          {enhanced ? `${chosen} chosen` : "Tick orders, then:"}
        </p>
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <button type="submit" className={PRIMARY_ACTION} disabled={none}>
            <Printer aria-hidden className="size-4" />
            Print sheets
          </button>
          <button type="submit" formAction="/admin/orders/packing-slips" className={ACTION} disabled={none}>
            <Package aria-hidden className="size-4" />
            Print slips and labels
          </button>
          <button type="submit" formAction="/admin/orders.csv" className={ACTION} disabled={none}>
            <FileSpreadsheet aria-hidden className="size-4" />
            Export
          </button>
          <Link to="/admin/orders/ship" className={ACTION}>
            <Truck aria-hidden className="size-4" />
            Ship from a list
          </Link>
        </div>
      </div>
    </form>
  );
}
