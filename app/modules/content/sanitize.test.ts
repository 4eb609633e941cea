import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("removes scripts, styles and their content", () => {
    const out = sanitizeHtml('<p>Hello</p><script>alert("x")</script><style>p{color:red}</style>');
    expect(out).toBe("<p>Hello</p>");
  });

  it("removes event handlers and inline styles", () => {
    const out = sanitizeHtml('<p onclick="steal()" style="color:red">Text<br onmouseover="x()"></p>');
    expect(out).toBe("<p>Text<br /></p>");
  });

  it("drops javascript:, data: and protocol-relative links but keeps the text", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a rel="noopener">click</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe('<a rel="noopener">click</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it("keeps http(s), mailto and relative links and adds rel=noopener", () => {
    expect(sanitizeHtml('<a href="https://example.com/a" target="_blank">a</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener">a</a>',
    );
    expect(sanitizeHtml('<a href="mailto:service@ateliersartorial.example">mail</a>')).toBe(
      '<a href="mailto:service@ateliersartorial.example" rel="noopener">mail</a>',
    );
    expect(sanitizeHtml('<a href="/men-shirts?id=5" rel="opener">linen</a>')).toBe(
      '<a href="/men-shirts?id=5" rel="noopener">linen</a>',
    );
  });

  it("strips tags outside the allowed list but keeps their text", () => {
    expect(sanitizeHtml('<div><h1>Title</h1><img src="x.png" onerror="x()"><span>kept</span></div>')).toBe("Titlekept");
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe("<p>ok</p>");
  });

  it("keeps the allowed markup unchanged", () => {
    const html =
      "<h2>Fabrics</h2><h3>Poplin</h3><h4>Care</h4><p><strong>Wash</strong> at <em>40</em> degrees.<br />Iron damp.</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>" +
      "<table><thead><tr><th>Size</th></tr></thead><tbody><tr><td>39</td></tr></tbody></table>";
    expect(sanitizeHtml(html)).toBe(html);
  });
});
