import { describe, expect, it } from "vitest";
import { htmlToMarkdown, markdownToHtml } from "./markdown.server";

describe("markdownToHtml", () => {
  it("renders paragraphs, emphasis, lists, links and GitHub tables", () => {
    const html = markdownToHtml(
      "Made **to measure**, *in Italy*.\n\n- one\n- two\n\n[Our fabrics](/men-shirts)\n\n| Collar | Knot |\n| --- | --- |\n| Kent | Four-in-hand |",
    );
    expect(html).toContain("<p>Made <strong>to measure</strong>, <em>in Italy</em>.</p>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain('<a href="/men-shirts" rel="noopener">Our fabrics</a>');
    expect(html).toContain("<th>Collar</th>");
    expect(html).toContain("<td>Four-in-hand</td>");
  });

  it("keeps headings between h2 and h4: the page's title is its h1", () => {
    expect(markdownToHtml("# Title")).toBe("<h2>Title</h2>\n");
    expect(markdownToHtml("### Sub")).toBe("<h3>Sub</h3>\n");
    expect(markdownToHtml("###### Deep")).toBe("<h4>Deep</h4>\n");
  });

  it("removes scripts, raw HTML's handlers and styles", () => {
    const html = markdownToHtml(
      'Hello\n\n<script>alert("x")</script>\n\n<p onclick="steal()" style="color:red">Hi</p>',
    );
    expect(html).not.toMatch(/script|alert|onclick|style/);
    expect(html).toContain("Hello");
    expect(html).toContain("<p>Hi</p>");
  });

  it("drops javascript: and data: links, keeping their words", () => {
    expect(markdownToHtml("[click](javascript:alert(1))")).toBe('<p><a rel="noopener">click</a></p>\n');
    expect(markdownToHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(markdownToHtml("[x](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("data:");
  });

  it("strips images, whether written in Markdown or in HTML", () => {
    expect(markdownToHtml("Look ![a shirt](https://evil.example/pixel.png) here")).toBe("<p>Look  here</p>\n");
    expect(markdownToHtml('<img src="x" onerror="alert(1)">')).not.toMatch(/img|onerror/);
  });

  it("escapes what is written as text", () => {
    expect(markdownToHtml("5 < 6 & 7 > 3")).toBe("<p>5 &lt; 6 &amp; 7 &gt; 3</p>\n");
  });
});

describe("htmlToMarkdown", () => {
  it("turns the seeded HTML into Markdown that renders back to the same tags", () => {
    const html =
      '<h2>Fit</h2><p>A <strong>good</strong> shirt, <a href="/faq">read more</a>.</p><ol><li>Measure</li><li>Order</li></ol><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><blockquote><p>Quote</p></blockquote>';
    const markdown = htmlToMarkdown(html);
    expect(markdown).toContain("## Fit");
    expect(markdown).toContain("**good**");
    expect(markdown).toContain("[read more](/faq)");
    expect(markdown).toContain("| A |");
    const back = markdownToHtml(markdown);
    for (const tag of [
      "<h2>Fit</h2>",
      "<strong>good</strong>",
      '<a href="/faq" rel="noopener">',
      "<ol>",
      "<th>A</th>",
      "<blockquote>",
    ]) {
      expect(back).toContain(tag);
    }
  });
});
