import { SHOP_NAME } from "~/modules/shop/identity";

/*
 * What a mail says, as blocks, from which the mail's two parts are made: its HTML in the shop's
 * one layout (layout.server.tsx) and its plain-text twin (`letterText`, below). A mail is
 * written once, here, and never twice by hand (decision 033).
 */

/** One part of a letter's body. */
export type Block =
  /** Lines kept together (a paragraph, or an address); a URL in them becomes a link in HTML. */
  | { kind: "paragraph"; lines: string[] }
  /** Label and value pairs under an optional heading: an order's shirt, its totals. */
  | { kind: "table"; heading?: string; rows: { label: string; value: string }[] }
  /** The mail's main action, drawn as a button; in text, `intro`, a blank line and the URL. */
  | { kind: "button"; intro?: string; label: string; url: string }
  /** A secondary link after a sentence; in text, the sentence and the URL on one line. */
  | { kind: "link"; intro: string; label: string; url: string }
  /** Someone's own words quoted (an answer quotes the message it answers); in text, each line after "> ". */
  | { kind: "quote"; lines: string[] }
  /** An image with its words for when images are off: `alt` stands in for it in text. */
  | { kind: "image"; src: string; alt: string; width: number; height: number; href?: string }
  /** Sanitised HTML (a campaign's Markdown), with the text that stands for it. */
  | { kind: "html"; html: string; text: string };

/** A mail before it is laid out. */
export type Letter = {
  to: string;
  replyTo?: string;
  subject: string;
  /** The opening line ("Dear Anna,"), none for the shop's own notifications. */
  greeting?: string;
  blocks: Block[];
  /** The closing lines: the shop's name unless said otherwise (an empty list: none). */
  signature?: string[];
  /** What the inbox shows after the subject; the first paragraph when not said. */
  preview?: string;
  /** A personal unsubscribe link, shown in the footer (newsletters). */
  unsubscribeUrl?: string;
  /** Extra headers of the message (List-Unsubscribe). */
  headers?: Record<string, string>;
};

/** The customer an order's letters go to. */
export type LetterTo = { customerName: string; customerEmail: string };

/**
 * Turns lines into paragraph blocks: an empty line separates two paragraphs, as in plain
 * text (a line may itself hold line breaks, as a text typed in a form). A block given among
 * the lines is kept as it is, between paragraphs.
 */
export function paragraphs(body: readonly (string | Block)[]): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  const close = () => {
    if (lines.length > 0) blocks.push({ kind: "paragraph", lines });
    lines = [];
  };
  for (const part of body) {
    if (typeof part !== "string") {
      close();
      blocks.push(part);
      continue;
    }
    // A text may hold several lines, as written in a form: a blank one ends the paragraph.
    for (const line of part.split(/\r?\n/)) {
      if (line.trim() === "") close();
      else lines.push(line);
    }
  }
  close();
  return blocks;
}

/** Where a letter sends the customer to follow it up on the site. */
export type FollowUp = { intro: string; label: string; url: string };

/**
 * A letter to a customer about their order: the greeting, the body, where to follow it up on
 * the site, and the shop's name.
 */
export function letter(to: LetterTo, subject: string, body: readonly (string | Block)[], followUp: FollowUp): Letter {
  return {
    to: to.customerEmail,
    subject,
    greeting: `Dear ${to.customerName},`,
    blocks: [...paragraphs(body), { kind: "link", ...followUp }],
  };
}

/** The closing lines of a letter. */
export function signatureOf(letter: Letter): string[] {
  return letter.signature ?? [SHOP_NAME];
}

/** What the inbox shows under the subject: the letter's own, else its first paragraph, shortened. */
export function previewOf(letter: Letter): string {
  if (letter.preview) return letter.preview;
  const first = letter.blocks.find((block) => block.kind === "paragraph");
  const text = first ? first.lines.join(" ") : "";
  return text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text;
}

/** A block as plain text. */
function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return block.lines.join("\n");
    case "table": {
      const indent = block.heading === undefined ? "" : "   ";
      const rows = block.rows.map(({ label, value }) => `${indent}${label}: ${value}`);
      return [...(block.heading === undefined ? [] : [block.heading]), ...rows].join("\n");
    }
    case "button":
      return block.intro ? `${block.intro}\n\n${block.url}` : `${block.label}: ${block.url}`;
    case "link":
      return `${block.intro} ${block.url}`;
    case "quote":
      return block.lines.map((line) => `> ${line}`).join("\n");
    case "image":
      return block.href ? `[${block.alt}] ${block.href}` : `[${block.alt}]`;
    case "html":
      return block.text;
  }
}

/** The shop's details at the foot of every mail. */
export type MailFooter = {
  /** The postal address, one line per line of the envelope. */
  postalAddress: string;
  email: string;
  phone: string;
  /** The shop's address on the web. */
  siteUrl: string;
};

/** The words about a personal unsubscribe link, in the footer of both parts. */
export const UNSUBSCRIBE_WORDS = {
  why: `You receive this e-mail because you subscribed to the ${SHOP_NAME} newsletter.`,
  link: "Unsubscribe",
} as const;

/** The footer's lines in the text part. */
export function footerLines(footer: MailFooter, unsubscribeUrl?: string): string[] {
  return [
    footer.postalAddress
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join(", "),
    `${footer.email} · ${footer.phone}`,
    ...(footer.siteUrl ? [footer.siteUrl] : []),
    ...(unsubscribeUrl ? ["", UNSUBSCRIBE_WORDS.why, `${UNSUBSCRIBE_WORDS.link}: ${unsubscribeUrl}`] : []),
  ];
}

/**
 * The plain-text twin of a letter: the greeting, each block, the signature, separated by
 * blank lines as a person writes them, then the shop's details under a signature line ("-- ").
 */
export function letterText(letter: Letter, footer: MailFooter): string {
  const signature = signatureOf(letter);
  return [
    ...(letter.greeting ? [letter.greeting] : []),
    ...letter.blocks.map(blockText),
    ...(signature.length > 0 ? [signature.join("\n")] : []),
    ["-- ", ...footerLines(footer, letter.unsubscribeUrl)].join("\n"),
  ].join("\n\n");
}
