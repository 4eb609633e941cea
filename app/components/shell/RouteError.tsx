import { isRouteErrorResponse, useRouteError } from "react-router";
import { Container } from "~/components/ui/Container";
import { NotFound } from "./NotFound";

/**
 * What a page shows instead of itself when its loader, action or rendering failed: the
 * not-found page for a 404, the reason of a request refused with one (a 4xx thrown with a
 * sentence: a form that is not one, too large...), else an apology. The root's ErrorBoundary
 * shows it inside the shop's header and footer; a route that needs a boundary of its own
 * exports it as `ErrorBoundary`. The unexpected errors are logged by handleError (entry.server.tsx).
 */
/** The heading, and the tab's title, of a request refused with a reason. */
export const REFUSED_REQUEST_TITLE = "We could not accept this request";

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const reason =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  if (reason) {
    return (
      <Container className="py-24 text-center">
        <h1 className="text-4xl">{REFUSED_REQUEST_TITLE}</h1>
        <p className="mt-4 text-ink-soft">{reason}</p>
      </Container>
    );
  }
  return (
    <Container className="py-24 text-center">
      <h1 className="text-4xl">Something went wrong</h1>
      <p className="mt-4 text-ink-soft">
        We could not show this page. Please try again in a moment; if it keeps happening, write to us from the contact
        page.
      </p>
    </Container>
  );
}
