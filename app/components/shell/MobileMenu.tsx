import { Menu, X } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { ACCOUNT_MENU_LINKS } from "~/modules/accounts/accounts";
import type { ShellData } from "~/modules/pages/shell.server";
import type { Visitor } from "~/modules/pages/visitor";
import { CurrencySelector } from "./CurrencySelector";
import { LinkList } from "./LinkList";
import { ABOUT_LINKS, GUIDE_LINKS, shirtMenuLinks, styleMenuLinks } from "./types";
import { VisitorSlot } from "./VisitorSlot";

const PHONE_MENU_LINK = "block py-2 text-base text-ink";

/**
 * The phone menu: a disclosure that works without JavaScript. It closes when the page
 * changes because it is keyed by the location.
 */
export function MobileMenu({ data, visitor }: { data: ShellData; visitor: Visitor }) {
  const location = useLocation();
  const sections = [
    { title: "Men's shirts", links: shirtMenuLinks(data.categories) },
    { title: "About us", links: ABOUT_LINKS },
    { title: "Style guide", links: styleMenuLinks(data.styleLinks) },
    { title: "Guides", links: GUIDE_LINKS },
  ];
  return (
    <details key={location.key} className="group lg:hidden">
      <summary className="flex cursor-pointer list-none items-center p-2 text-ink [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden className="size-6 group-open:hidden" />
        <X aria-hidden className="hidden size-6 group-open:block" />
        <span className="sr-only">Menu</span>
      </summary>
      <div className="fixed inset-x-0 top-[var(--header-height,64px)] bottom-0 z-50 overflow-y-auto border-t border-line bg-paper px-5 pb-10">
        {sections.map((section) => (
          <section key={section.title} className="border-b border-line py-4">
            <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">
              {section.title}
            </h2>
            <LinkList links={section.links} className="grid gap-0.5" linkClassName={PHONE_MENU_LINK} />
          </section>
        ))}
        <VisitorSlot>
          {visitor.customer ? (
            <section className="border-b border-line py-4">
              <h2 className="mb-2 font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft">
                Hello, {visitor.customer.name}
              </h2>
              <LinkList links={ACCOUNT_MENU_LINKS} className="grid gap-0.5" linkClassName={PHONE_MENU_LINK}>
                <li>
                  <Form method="post" action="/logout" reloadDocument>
                    <button type="submit" className="block w-full py-2 text-left text-base text-ink">
                      Log out
                    </button>
                  </Form>
                </li>
              </LinkList>
            </section>
          ) : null}
        </VisitorSlot>
        <div className="flex items-center justify-end gap-4 py-4">
          <VisitorSlot>
            {visitor.customer ? null : (
              <Link to="/login" className="mr-auto text-base font-medium text-navy underline underline-offset-4">
                Sign in
              </Link>
            )}
          </VisitorSlot>
          <CurrencySelector id="currency-mobile" currencies={data.currencies} currency={data.currency} />
        </div>
      </div>
    </details>
  );
}
