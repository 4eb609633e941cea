import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, data, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BadFiltersBoundary, readListFilters } from "./BadFilters";

const schema = z.object({
  status: z.enum(["open", "closed"], { error: "Please choose a status from the list." }).default("open"),
  page: z.coerce.number({ error: "This page does not exist." }).int().min(1).default(1),
});

function List() {
  return <p>The list</p>;
}

function ListErrors() {
  return <BadFiltersBoundary title="Things" showAll={{ to: "/list", label: "Show all things" }} />;
}

/** A list whose loader reads its filters (or fails as `fail` says), rendered on the server. */
async function render(address: string, fail?: () => never) {
  const routes = [
    {
      id: "list",
      path: "/list",
      loader: fail ?? (({ request }: { request: Request }) => readListFilters(schema, request)),
      Component: List,
      ErrorBoundary: ListErrors,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://shop.example${address}`));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
  return { status: context.statusCode, html };
}

describe("the bad-filter screen", () => {
  it("reads filters it understands", async () => {
    const { status, html } = await render("/list?status=closed&page=2");
    expect(status).toBe(200);
    expect(html).toContain("The list");
  });

  it("answers filters it cannot read with 400 and says each problem, with the way to the whole list", async () => {
    const { status, html } = await render("/list?status=lost&page=-1");
    expect(status).toBe(400);
    expect(html).toContain("These filters could not be read:");
    expect(html).toContain("Please choose a status from the list.");
    expect(html).toContain('href="/list"');
    expect(html).toContain("Show all things");
  });

  it("leaves any other error to the usual error page", async () => {
    const { status, html } = await render("/list", () => {
      throw data("The shop's forms take no files.", { status: 400 });
    });
    expect(status).toBe(400);
    expect(html).not.toContain("These filters could not be read");
    expect(html).toContain("We could not accept this request");
  });
});
