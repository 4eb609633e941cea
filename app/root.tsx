import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFound } from "~/components/shell/NotFound";
import { Shell } from "~/components/shell/Shell";
import { Container } from "~/components/ui/Container";
import { NO_STORE, passHeaders } from "~/infra/headers";
import { NOT_FOUND_META, pageMeta, ROOT_META } from "~/modules/content/meta";
import { loadShell } from "~/modules/pages/shell.server";

export const meta: Route.MetaFunction = ({ error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) return NOT_FOUND_META;
  if (error) return [{ title: "Something went wrong" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: ROOT_META.title, description: ROOT_META.description, keywords: ROOT_META.keywords });
};

export async function loader({ request }: Route.LoaderArgs) {
  const { shell, personal } = await loadShell(request);
  return data(shell, personal ? { headers: { "Cache-Control": NO_STORE } } : undefined);
}

/** The root's headers reach every page: a page without its own `headers` export passes them on. */
export const headers = passHeaders;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3550" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shellData = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A request refused with a reason (a 4xx thrown with a sentence: a form that is not one, too large...).
  const refusal =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : null;
  const content = notFound ? (
    <NotFound />
  ) : refusal ? (
    <Container className="py-24 text-center">
      <h1 className="text-4xl">We could not accept this request</h1>
      <p className="mt-4 text-ink-soft">{refusal}</p>
    </Container>
  ) : (
    <Container className="py-24 text-center">
      <h1 className="text-4xl">Something went wrong</h1>
      <p className="mt-4 text-ink-soft">
        We could not show this page. Please try again in a moment; if it keeps happening, write to us from the contact
        page.
      </p>
    </Container>
  );
  return shellData ? <Shell data={shellData}>{content}</Shell> : content;
}
