import { describe, expect, it } from "vitest";
import { letterHtml } from "./layout.server";
import { type Letter, letter, letterText, type MailFooter, paragraphs } from "./letter";
import { composeMail } from "./mail.server";

const footer: MailFooter = {
  postalAddress: "Atelier Sartorial SAS\n14 rue du Mail\n75002 Paris\nFrance",
  email: "service@shop.example",
  phone: "+33 1 84 80 20 20",
  siteUrl: "https://shop.example",
};

const shipped = letter(
  { customerName: "Anna Keller", customerEmail: "anna@example.test" },
  "Your order AS-1042 is on its way",
  [
    "Your shirts have left our workshop.",
    "",
    { kind: "button", label: "Follow your parcel", url: "https://track.example/JD0146" },
  ],
  {
    intro: "You can follow your orders in your account:",
    label: "Your orders",
    url: "https://shop.example/history-order",
  },
);

describe("paragraphs", () => {
  it("splits lines on blank lines, also inside a text typed with line breaks, and keeps blocks in place", () => {
    expect(paragraphs(["One", "two", "", "Three\n\nFour\nfive", { kind: "quote", lines: ["q"] }, "Six"])).toEqual([
      { kind: "paragraph", lines: ["One", "two"] },
      { kind: "paragraph", lines: ["Three"] },
      { kind: "paragraph", lines: ["Four", "five"] },
      { kind: "quote", lines: ["q"] },
      { kind: "paragraph", lines: ["Six"] },
    ]);
  });
});

describe("the text twin", () => {
  it("reads as the letter always did: greeting, paragraphs, the follow-up with its address, the shop's name, its details", () => {
    expect(letterText(shipped, footer)).toBe(
      [
        "Dear Anna Keller,",
        "",
        "Your shirts have left our workshop.",
        "",
        "Follow your parcel: https://track.example/JD0146",
        "",
        "You can follow your orders in your account: https://shop.example/history-order",
        "",
        "Atelier Sartorial",
        "",
        "-- ",
        "Atelier Sartorial SAS, 14 rue du Mail, 75002 Paris, France",
        "service@shop.example · +33 1 84 80 20 20",
        "https://shop.example",
      ].join("\n"),
    );
  });

  it("writes tables, quotes and buttons with an introduction as plain text", () => {
    const text = letterText(
      {
        to: "a@example.test",
        subject: "s",
        blocks: [
          { kind: "table", heading: "1. Oxford × 1: €89.00", rows: [{ label: "Collar", value: "Kent" }] },
          { kind: "table", rows: [{ label: "Total paid", value: "€89.00" }] },
          { kind: "quote", lines: ["Which collar?", "Thanks"] },
          { kind: "button", intro: "Open this link:", label: "Open", url: "https://shop.example/x" },
        ],
        signature: [],
      },
      footer,
    );
    expect(text).toContain("1. Oxford × 1: €89.00\n   Collar: Kent\n\nTotal paid: €89.00");
    expect(text).toContain("> Which collar?\n> Thanks");
    expect(text).toContain("Open this link:\n\nhttps://shop.example/x");
    expect(text).not.toContain("Atelier Sartorial\n\n-- ");
  });
});

describe("a composed mail", () => {
  it("has an HTML part in the shop's layout and a text part, from the same blocks", async () => {
    const mail = await composeMail(shipped, footer);
    expect(mail).toMatchObject({ to: "anna@example.test", subject: "Your order AS-1042 is on its way" });
    expect(mail.text).toContain("Your shirts have left our workshop.");
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain("Your shirts have left our workshop.");
    // The wordmark is text, readable with images off; the action is a link drawn as a button.
    expect(mail.html).toMatch(/Atelier(<!-- -->)? <span[^>]*>Sartorial<\/span>/);
    expect(mail.html).toMatch(/<a href="https:\/\/track\.example\/JD0146" class="mail-button"/);
    expect(mail.html).toContain('href="https://shop.example/history-order"');
    // Dark mode: declared, and styled for the clients that ask.
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(mail.html).toContain("@media (prefers-color-scheme: dark)");
    // The footer: the shop's address and contact.
    expect(mail.html).toContain("14 rue du Mail");
    expect(mail.html).toContain('href="mailto:service@shop.example"');
    expect(mail.headers).toBeUndefined();
  });

  it("escapes what customers typed: a name or a message cannot add markup", async () => {
    const hostile: Letter = {
      to: "x@example.test",
      subject: "Re: <b>hi</b>",
      greeting: 'Dear <script>alert("name")</script>,',
      blocks: [
        ...paragraphs(['<img src=x onerror="alert(1)"> & more']),
        { kind: "quote", lines: ["</p><script>alert(2)</script>"] },
        { kind: "table", rows: [{ label: "Name", value: "<i>Eve</i>" }] },
      ],
    };
    const html = await letterHtml(hostile, footer);
    expect(html).not.toMatch(/<script>|<img src=x|<i>Eve|<b>hi/);
    expect(html).toContain("Dear &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;,");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("<title>Re: &lt;b&gt;hi&lt;/b&gt;</title>");
    // The text part is plain text: kept as typed.
    expect(letterText(hostile, footer)).toContain('Dear <script>alert("name")</script>,');
  });

  it("turns a URL in a paragraph into a link, leaving the sentence's full stop outside", async () => {
    const html = await letterHtml(
      { to: "x@example.test", subject: "s", blocks: paragraphs(["See https://shop.example/faq. Thanks"]) },
      footer,
    );
    expect(html).toMatch(/See <a href="https:\/\/shop\.example\/faq"[^>]*>https:\/\/shop\.example\/faq<\/a>\. Thanks/);
  });

  it("shows the unsubscribe link in the footer of both parts when the letter has one, and only then", async () => {
    const url = "https://shop.example/newsletter/unsubscribe/0b9c8d1e-1111-4222-8333-944455556666";
    const news = await composeMail(
      { ...shipped, unsubscribeUrl: url, headers: { "List-Unsubscribe": `<${url}>` } },
      footer,
    );
    expect(news.html).toContain("You receive this e-mail because you subscribed to the Atelier Sartorial newsletter.");
    expect(news.html).toMatch(new RegExp(`<a href="${url}"[^>]*>Unsubscribe</a>`));
    expect(news.text).toMatch(
      /-- \n[\s\S]*subscribed to the Atelier Sartorial newsletter\.\nUnsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe\/0b9c8d1e/,
    );
    expect(news.headers).toEqual({ "List-Unsubscribe": `<${url}>` });

    const plain = await composeMail(shipped, footer);
    expect(plain.html).not.toContain("Unsubscribe");
    expect(plain.text).not.toContain("Unsubscribe");
  });
});
