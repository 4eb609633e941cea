import { Link } from "react-router";
import { Container } from "~/components/ui/Container";
import { buttonStyles } from "~/components/ui/styles";

/** The not-found page (spec 001 section 2 "404 page"); the route answers with status 404. */
export function NotFound() {
  return (
    <Container className="py-24 text-center md:py-32">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-brass">Page not found</p>
      <h1 className="mt-4 text-4xl md:text-5xl">Error 404</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-soft">
        We are sorry, the page you've requested is not available.
      </p>
      <Link to="/" className={`${buttonStyles.primary} mt-10`}>
        BACK TO HOMEPAGE
      </Link>
    </Container>
  );
}
