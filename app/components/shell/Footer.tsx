import { Container } from "~/components/ui/Container";
import type { ShellData } from "~/modules/pages/shell.server";
import { SHOP_NAME } from "~/modules/shop/identity";
import { LinkList } from "./LinkList";
import { GUIDE_LINKS, type NavLink } from "./types";

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.16em] text-white/70">{title}</h2>
      <LinkList
        links={links}
        className="mt-4 grid gap-2"
        linkClassName="text-sm text-white/90 hover:text-white hover:underline"
      />
    </div>
  );
}

export function Footer({ data }: { data: ShellData }) {
  const columns = [
    {
      title: "The atelier",
      links: [
        { label: "About us", to: "/about-us" },
        { label: "Contact", to: "/contact" },
        { label: "FAQ", to: "/faq" },
        { label: "Legal notice", to: "/legal-notice" },
      ],
    },
    { title: "Guides", links: GUIDE_LINKS },
    {
      title: "Style guides",
      links: data.styleLinks.map((link) => ({ label: link.name, to: `/style/${link.url}` })),
    },
    { title: "Journal", links: data.blogLinks.map((link) => ({ label: link.name, to: `/blog/${link.url}` })) },
    {
      title: "My account",
      links: [
        { label: "Sign in", to: "/login" },
        { label: "My cart", to: "/cart" },
        { label: "My sizes", to: "/my-sizes" },
        { label: "Order history", to: "/history-order" },
      ],
    },
  ];
  return (
    <footer className="mt-auto bg-navy-dark text-white">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-5">
        {columns.map((column) => (
          <FooterColumn key={column.title} title={column.title} links={column.links} />
        ))}
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-2 py-6 text-xs text-white/80 md:flex-row md:items-center md:justify-between">
          <p>
            Customer service:{" "}
            <a
              href={`mailto:${data.contact.email}`}
              className="text-white/90 underline underline-offset-4 hover:text-white"
            >
              {data.contact.email}
            </a>{" "}
            ·{" "}
            <a
              href={`tel:${data.contact.phone.replace(/[^+\d]/g, "")}`}
              className="text-white/90 hover:text-white hover:underline"
            >
              {data.contact.phone}
            </a>
          </p>
          <p>Tracked delivery to Europe within 5-7 working days. Shirts sewn to measure in our Italian workshop.</p>
          <p>
            © {new Date().getFullYear()} {SHOP_NAME}. Secure payment by card or PayPal.
          </p>
        </Container>
      </div>
    </footer>
  );
}
