import { ChevronDown } from "lucide-react";
import { LinkList } from "./LinkList";
import type { NavLink } from "./types";

/** A link of the header's menus. */
export const MENU_LINK = "block px-5 py-2 text-sm text-ink hover:bg-linen hover:text-navy";

/**
 * A header menu that opens on hover and on keyboard focus, with no JavaScript: the panel is
 * shown while the pointer is over the menu or focus is inside it.
 */
export function NavMenu({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <div className="group relative">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-1 py-6 text-[13px] font-semibold uppercase tracking-[0.14em] text-ink group-hover:text-navy"
      >
        {label}
        <ChevronDown aria-hidden className="size-3.5 transition-transform group-hover:rotate-180" />
      </button>
      <div className="invisible absolute top-full left-0 z-40 min-w-64 translate-y-1 border border-line bg-white py-3 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
        <LinkList links={links} linkClassName={MENU_LINK} />
      </div>
    </div>
  );
}
