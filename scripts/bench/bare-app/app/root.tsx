import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";

// Route props are typed by hand: the repository's typegen only knows the shop's routes,
// so `./+types/...` imports would not resolve here.

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
