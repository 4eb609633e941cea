import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { ShellData } from "~/modules/pages/shell.server";
import { parseVisitor } from "~/modules/pages/visitor";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** How long a first-time visitor browses before the popup offers the newsletter. */
const NEWSLETTER_DELAY_MS = 8000;

// The popup (and its dialog library) is only downloaded when it is due.
const NewsletterPopup = lazy(() => import("./NewsletterPopup"));

/** Header, page and footer, on every page. */
export function Shell({ data, children }: { data: ShellData; children: ReactNode }) {
  const isHome = useLocation().pathname === "/";
  const visitor = useMemo(() => parseVisitor(data.visitor), [data.visitor]);
  // Decided once per page load: the popup stays mounted while it shows the server's answer,
  // even though that answer sets the cookie that hides it on the next visit.
  const [offerNewsletter] = useState(data.showNewsletter);
  const [newsletterDue, setNewsletterDue] = useState(false);
  useEffect(() => {
    if (!offerNewsletter) return;
    const timer = setTimeout(() => setNewsletterDue(true), NEWSLETTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offerNewsletter]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header data={data} visitor={visitor} fixed={isHome} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer data={data} />
      {newsletterDue ? (
        <Suspense fallback={null}>
          <NewsletterPopup />
        </Suspense>
      ) : null}
    </div>
  );
}
