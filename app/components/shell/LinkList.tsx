import type { ReactNode } from "react";
import { Link } from "react-router";
import type { NavLink } from "./types";

/** The shell's lists of links (header menus, phone menu, footer): one look per place, given by its classes. */
export function LinkList({
  links,
  className,
  linkClassName,
  children,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName: string;
  /** Items after the links (the phone menu's Log out). */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
