import { LogOut, User } from "lucide-react";
import { Form } from "react-router";
import { ACCOUNT_MENU_LINKS } from "~/modules/accounts/accounts";
import { LinkList } from "./LinkList";
import { MENU_LINK } from "./NavMenu";

/**
 * The header's account menu for a signed-in customer (spec section 2 "Shell on every page"):
 * a greeting, the account pages and Log out. Like the other header menus it opens on hover
 * and on keyboard focus, with no JavaScript.
 */
export function AccountMenu({ name }: { name: string }) {
  return (
    <div className="group relative">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-1.5 py-2 text-sm font-medium text-ink group-hover:text-navy"
      >
        <User aria-hidden className="size-5" />
        {/* Read on every screen, shown from the small breakpoint up. */}
        <span className="sr-only sm:not-sr-only">
          <span className="inline-block max-w-32 truncate align-bottom">Hello, {name}</span>
        </span>
      </button>
      <div className="invisible absolute top-full right-0 z-40 min-w-56 translate-y-1 border border-line bg-white py-3 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
        <p className="truncate px-5 pb-2 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">
          Hello, {name}
        </p>
        <LinkList links={ACCOUNT_MENU_LINKS} linkClassName={MENU_LINK} />
        <Form method="post" action="/logout" reloadDocument className="mt-2 border-t border-line pt-2">
          <button
            type="submit"
            className="flex w-full items-center gap-2 px-5 py-2 text-left text-sm text-ink hover:bg-linen hover:text-navy"
          >
            <LogOut aria-hidden className="size-4" />
            Log out
          </button>
        </Form>
      </div>
    </div>
  );
}
