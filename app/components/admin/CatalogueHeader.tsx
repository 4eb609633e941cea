import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { AdminPageHeader } from "./AdminShell";

const TABS = [
  { to: "/admin/catalogue", label: "Shirt models", end: true },
  { to: "/admin/catalogue/categories", label: "Categories", end: true },
  { to: "/admin/catalogue/options/collars", label: "Options", match: "/admin/catalogue/options/" },
];

/** The catalogue's title, with what the screen shows and its actions, and its three screens as tabs under it. */
export function CatalogueHeader({ intro, actions }: { intro: string; actions?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <AdminPageHeader title="Catalogue" intro={intro} actions={actions} />
      <nav aria-label="Catalogue" className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((tab) => {
          const current = tab.match ? pathname.startsWith(tab.match) : undefined;
          return (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.end}
              aria-current={current ? "page" : undefined}
              className={({ isActive }) =>
                `-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap ${
                  (current ?? isActive) ? "border-navy text-navy" : "border-transparent text-ink-soft hover:text-navy"
                }`
              }
            >
              {tab.label}
            </NavLink>
          );
        })}
      </nav>
    </>
  );
}
