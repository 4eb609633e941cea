// First: before any route module makes a Zod schema (see the module).
import "~/infra/zod.client";
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
import { REFUSED_REQUEST_TITLE, RouteError } from "~/components/shell/RouteError";
import { Shell } from "~/components/shell/Shell";
import { useEndOfHydration } from "~/components/shirt/StaticDrawing";
import { FONT_PRELOADS } from "~/infra/fonts";
import { NO_STORE, passHeaders } from "~/infra/headers";
import { loadShell } from "~/modules/pages/shell.server";
import { NOT_FOUND_META, pageMeta, ROOT_META } from "~/modules/shop/identity";
import { isBackOfficePath } from "~/modules/staff/roles";

export const meta: Route.MetaFunction = ({ error }) => {
  if (isRouteErrorResponse(error) && error.status === 404) return NOT_FOUND_META;
  const refused = isRouteErrorResponse(error) && error.status < 500;
  if (error)
    return [
      { title: refused ? REFUSED_REQUEST_TITLE : "Something went wrong" },
      { name: "robots", content: "noindex" },
    ];
  return pageMeta({ title: ROOT_META.title, description: ROOT_META.description, keywords: ROOT_META.keywords });
};

export async function loader({ request }: Route.LoaderArgs) {
  // The back office has its own frame (routes/admin/layout.tsx): no shop menus, cart or cache.
  if (isBackOfficePath(new URL(request.url).pathname)) return data(null, { headers: { "Cache-Control": NO_STORE } });
  const { shell, personal } = await loadShell(request);
  return data(shell, personal ? { headers: { "Cache-Control": NO_STORE } } : undefined);
}

export const links: Route.LinksFunction = () => FONT_PRELOADS;

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
  useEndOfHydration();
  if (!loaderData) return <Outlet />;
  return (
    <Shell data={loaderData}>
      <Outlet />
    </Shell>
  );
}

/** Every route's errors land here (no route has a boundary of its own): the shop's page around RouteError. */
export function ErrorBoundary() {
  const shellData = useRouteLoaderData<typeof loader>("root");
  return shellData ? (
    <Shell data={shellData}>
      <RouteError />
    </Shell>
  ) : (
    <RouteError />
  );
}
