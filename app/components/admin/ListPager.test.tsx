import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ListPager, listQuery } from "./ListPager";

/** The pager of page `page` of `pages`, its addresses written by `listQuery` with `filters`. */
function render(page: number, pages: number, filters: Record<string, string | null> = {}) {
  const pager = <ListPager page={page} pages={pages} hrefOf={(to) => listQuery(filters, to)} />;
  const router = createMemoryRouter([{ path: "/list", element: pager }], { initialEntries: ["/list"] });
  // React marks where text and values meet (`<!-- -->`): the words as a person reads them.
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

describe("listQuery", () => {
  it("keeps the filters that are set, and the page after the first", () => {
    expect(listQuery({ view: "closed", q: "linen shirt" }, 3)).toBe("?view=closed&q=linen+shirt&page=3");
    expect(listQuery({ view: null, q: "" }, 2)).toBe("?page=2");
  });

  it("is empty for the bare list", () => {
    expect(listQuery({ q: undefined })).toBe("");
    expect(listQuery({ q: "" }, 1)).toBe("");
  });
});

describe("ListPager", () => {
  it("shows nothing when the list fits on one page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("links the next page only, from the first", () => {
    const html = render(1, 3, { q: "navy" });
    expect(html).toContain("Page 1 of 3");
    expect(html).toContain('href="/list?q=navy&amp;page=2"');
    expect(html).not.toContain('rel="prev"');
  });

  it("links back to the bare list from the second page, and to nothing after the last", () => {
    const html = render(2, 2);
    expect(html).toContain('rel="prev"');
    expect(html).toContain('href="/list"');
    expect(html).not.toContain('rel="next"');
  });
});
