import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Container } from "~/components/ui/Container";

/** The heading of /account, and the first step of the other account pages' breadcrumb. */
export const ACCOUNT_HOME = "My Account";

/** The side menu of the account pages (spec section 2 "Account"). */
const SIDE_MENU = [
  { label: "Personal Details & Address", to: "/account" },
  { label: "History Orders", to: "/history-order" },
  { label: "My Sizes", to: "/my-sizes" },
];

/** A form that signs the customer out: a POST, as nothing changes on GET. */
export function LogoutButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The frame of every account page: breadcrumb, greeting by name, the side menu and the page.
 * `title` is the page's heading and its last breadcrumb (the account home has just one).
 */
export function AccountLayout({
  customerName,
  title,
  intro,
  children,
}: {
  customerName: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const breadcrumb =
    title === ACCOUNT_HOME ? [{ label: title }] : [{ label: ACCOUNT_HOME, to: "/account" }, { label: title }];
  return (
    <Container className="py-8 md:py-14">
      <Breadcrumb items={breadcrumb} />
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 md:mt-8 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-12">
        {/* A row of tabs on a phone, a side menu from the medium breakpoint up. */}
        <nav aria-label="My account" className="-mx-5 self-start border-y border-line bg-white md:mx-0 md:border">
          <p className="hidden border-b border-line px-5 py-4 font-sans text-xs font-semibold uppercase tracking-[0.16em] text-ink-soft md:block">
            My account
          </p>
          <ul className="flex overflow-x-auto px-2 md:block md:px-0 md:py-2">
            {SIDE_MENU.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end
                  className="block border-b-2 border-transparent px-3 py-3 text-sm whitespace-nowrap text-ink hover:text-navy aria-[current=page]:border-navy aria-[current=page]:font-semibold aria-[current=page]:text-navy md:border-b-0 md:border-l-2 md:px-5 md:py-2.5 md:hover:bg-linen md:aria-[current=page]:bg-linen/60"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0 md:mt-1 md:border-t md:border-line md:pt-1">
              <LogoutButton className="flex w-full items-center gap-2 px-3 py-3 text-left text-sm whitespace-nowrap text-ink hover:text-navy md:px-5 md:py-2.5 md:hover:bg-linen">
                <LogOut aria-hidden className="size-4" />
                Logout
              </LogoutButton>
            </li>
          </ul>
        </nav>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Hello, {customerName}</p>
          <h1 className="mt-2 text-4xl md:text-5xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-2xl text-ink-soft">{intro}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </Container>
  );
}
