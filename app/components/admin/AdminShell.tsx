import { ArrowLeft, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { buttonStyles } from "~/components/ui/styles";
import { SHOP_NAME } from "~/modules/shop/identity";
import { type AdminArea, ROLE_LABELS, type StaffRole } from "~/modules/staff/roles";
import { AdminSearch } from "./AdminSearch";
import { navFor } from "./nav";

/**
 * The signed-in back office's frame: the staff member and sign-out on top, the menu of their
 * role beside the page (a scrolling bar of tabs on a phone), the page itself. `counts`: what
 * waits in an area (new contact messages), shown beside its menu entry.
 */
export function AdminShell({
  staff,
  counts = {},
  children,
}: {
  staff: { name: string; role: StaffRole };
  counts?: Partial<Record<AdminArea, number>>;
  children: ReactNode;
}) {
  const nav = navFor(staff.role);
  return (
    <div className="min-h-dvh bg-paper print:min-h-0 print:bg-white">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        Skip to the page
      </a>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 bg-navy px-4 py-3 text-white sm:px-6 md:flex-nowrap print:hidden">
        <p className="font-serif text-lg leading-tight font-semibold tracking-wide whitespace-nowrap sm:text-xl">
          {SHOP_NAME}
          <span className="ml-2 hidden font-sans text-xs font-medium tracking-[0.16em] text-white/70 uppercase sm:inline">
            Back office
          </span>
        </p>
        {/* On a phone the search takes its own row under the name and the staff member. */}
        <div className="order-last w-full md:order-none md:max-w-xl md:flex-1">
          <AdminSearch />
        </div>
        <div className="flex items-center gap-3 text-sm">
          <p className="text-right leading-tight">
            <span className="block max-w-[9rem] truncate font-medium sm:max-w-none">{staff.name}</span>
            <span className="block text-xs text-white/70">{ROLE_LABELS[staff.role]}</span>
          </p>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="inline-flex items-center gap-1.5 rounded-sm border border-white/40 px-3 py-2 text-xs font-semibold tracking-[0.1em] whitespace-nowrap uppercase hover:bg-white/10"
            >
              <LogOut aria-hidden className="size-4 sm:size-3.5" />
              {/* On a phone the icon alone, its words for screen readers. */}
              <span className="sr-only sm:not-sr-only">Sign out</span>
            </button>
          </Form>
        </div>
      </header>
      <div className="md:flex">
        <nav
          aria-label="Back office"
          className="border-b border-line bg-white md:min-h-[calc(100dvh-60px)] md:w-56 md:shrink-0 md:border-r md:border-b-0 print:hidden"
        >
          {/*
           * `relative`: the scrolling bar holds what is positioned inside it (the count's
           * screen-reader words, absolutely placed); without it they escape past its edge and
           * widen a phone's page to the bar's full length, so taps miss what they aim at.
           */}
          <ul className="relative flex gap-1 overflow-x-auto px-2 py-2 md:flex-col md:px-3 md:py-4">
            {nav.map(({ to, label, area, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-2.5 rounded-sm px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
                      isActive ? "bg-navy text-white" : "text-ink hover:bg-linen"
                    }`
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {label}
                  {counts[area] ? (
                    <span className="ml-auto rounded-full bg-danger px-1.5 text-xs leading-5 font-semibold text-white tabular-nums">
                      {counts[area]}
                      <span className="sr-only"> new</span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * A back-office page's title, with what it is for and its actions on the right, led by the
 * way `back` to the list or the screen the page belongs to.
 */
export function AdminPageHeader({
  title,
  intro,
  actions,
  back,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-ink-soft">{intro}</p> : null}
      </div>
      {back || actions ? (
        <div className="flex flex-wrap gap-2">
          {back ? (
            <Link to={back.to} className={buttonStyles.secondary}>
              <ArrowLeft aria-hidden className="size-4" />
              {back.label}
            </Link>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
