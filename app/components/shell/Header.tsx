import { Truck, User } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import type { ShellData } from "~/modules/pages/shell.server";
import type { Visitor } from "~/modules/pages/visitor";
import { AccountMenu } from "./AccountMenu";
import { CartDropdown } from "./CartDropdown";
import { CurrencySelector } from "./CurrencySelector";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavMenu } from "./NavMenu";
import { ABOUT_LINKS, shirtMenuLinks, styleMenuLinks } from "./types";
import { VisitorSlot } from "./VisitorSlot";

/** The header on every page; fixed to the top of the window on the home page only. */
export function Header({ data, visitor, fixed }: { data: ShellData; visitor: Visitor; fixed: boolean }) {
  return (
    <header
      className={`${fixed ? "fixed" : "relative"} inset-x-0 top-0 z-40 border-b border-line bg-paper/95 backdrop-blur`}
    >
      <div className="hidden bg-navy text-white md:block">
        <Container className="flex items-center justify-center gap-2 py-1.5 text-xs tracking-wide">
          <Truck aria-hidden className="size-3.5" />
          Made to measure in Italy · tracked delivery across Europe in 5-7 working days
        </Container>
      </div>
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-auto">
        <div className="flex items-center gap-2">
          <MobileMenu data={data} visitor={visitor} />
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden items-center gap-7 lg:flex">
          <NavMenu label="Men's shirts" links={shirtMenuLinks(data.categories)} />
          <NavMenu label="About us" links={ABOUT_LINKS} />
          <NavMenu label="Style guide" links={styleMenuLinks(data.styleLinks)} />
        </nav>
        <div className="flex items-center gap-4 md:gap-5">
          <div className="hidden md:block">
            <CurrencySelector id="currency" currencies={data.currencies} currency={data.currency} />
          </div>
          <VisitorSlot>
            {visitor.customer ? (
              <AccountMenu name={visitor.customer.name} />
            ) : (
              <Link
                to="/login"
                aria-label="Sign in"
                className="flex items-center gap-1.5 text-sm font-medium text-ink hover:text-navy"
              >
                <User aria-hidden className="size-5" />
                <span aria-hidden className="hidden sm:inline">
                  Sign in
                </span>
              </Link>
            )}
          </VisitorSlot>
          <VisitorSlot>
            <CartDropdown cart={visitor.cart} />
          </VisitorSlot>
        </div>
      </Container>
    </header>
  );
}
