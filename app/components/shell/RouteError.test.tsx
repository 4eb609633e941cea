import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RouteError } from "./RouteError";

function Page() {
  return <p>The page</p>;
}

/** A page whose loader fails as `fail` says, rendered on the server as the shop renders pages. */
async function render(fail: () => never) {
  const routes = [
    {
      id: "root",
      path: "/",
      Component: Outlet,
      ErrorBoundary: RouteError,
      children: [{ path: "page", loader: fail, Component: Page }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("https://shop.example/page"));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const html = renderToString(
    // The page only: the framework sends the browser errors without their messages in production.
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { status: context.statusCode, html };
}

describe("RouteError", () => {
  it("shows the not-found page for a 404", async () => {
    const { status, html } = await render(() => {
      throw data(null, { status: 404 });
    });
    expect(status).toBe(404);
    expect(html).toContain("Error 404");
  });

  it("shows the reason of a request refused with one", async () => {
    const { status, html } = await render(() => {
      throw data("The shop's forms take no files.", { status: 400 });
    });
    expect(status).toBe(400);
    expect(html).toContain("We could not accept this request");
    expect(html).toContain("The shop&#x27;s forms take no files.");
  });

  it("apologises for an unexpected error, without showing it on the page", async () => {
    const { status, html } = await render(() => {
      throw new Error("the database went away");
    });
    expect(status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("the database went away");
  });
});
