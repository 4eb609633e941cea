import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { SHOP_NAME } from "~/modules/shop/identity";
import { type Block, type Letter, type MailFooter, previewOf, signatureOf, UNSUBSCRIBE_WORDS } from "./letter";

/*
 * The shop's one mail layout, drawn with React Email's components (tables that the common
 * clients, Outlook included, lay out alike; decision 033). Loaded on the first mail only
 * (mail.server.ts imports it lazily), so that the shop starts without it.
 *
 * Light colours are inline styles, which every client keeps; dark mode overrides them by class
 * in a <style> for the clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for
 * Mac, Thunderbird) and Outlook.com's [data-ogsc]; the others invert the light colours by
 * themselves. No remote image is needed: the wordmark is text, so the mail reads the same with
 * images off.
 */

const colour = {
  page: "#f1ece3",
  card: "#ffffff",
  ink: "#1b1e24",
  soft: "#4a4f59",
  line: "#e2dccf",
  navy: "#1f3550",
  brass: "#7a5a2a",
  quote: "#faf8f4",
};

const dark = {
  page: "#101317",
  card: "#1a1d23",
  ink: "#ece8e1",
  soft: "#b8b2a7",
  line: "#333842",
  brass: "#d4b37c",
  button: "#d4b37c",
  buttonInk: "#14171c",
  quote: "#22262d",
};

const sans = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";

const darkRules = (scope: string) => `
${scope} .mail-page { background-color: ${dark.page} !important; }
${scope} .mail-card { background-color: ${dark.card} !important; border-color: ${dark.line} !important; border-top-color: ${dark.brass} !important; }
${scope} .mail-ink { color: ${dark.ink} !important; }
${scope} .mail-soft { color: ${dark.soft} !important; }
${scope} .mail-brass { color: ${dark.brass} !important; }
${scope} .mail-link { color: ${dark.brass} !important; }
${scope} .mail-rule { border-color: ${dark.line} !important; }
${scope} .mail-button { background-color: ${dark.button} !important; color: ${dark.buttonInk} !important; }
${scope} .mail-quote { background-color: ${dark.quote} !important; border-color: ${dark.brass} !important; color: ${dark.soft} !important; }
${scope} .mail-prose, ${scope} .mail-prose p, ${scope} .mail-prose li, ${scope} .mail-prose h2, ${scope} .mail-prose h3 { color: ${dark.ink} !important; }
${scope} .mail-prose a { color: ${dark.brass} !important; }`;

const css = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.mail-prose p, .mail-prose li { font-size: 16px; line-height: 26px; margin: 0 0 16px; }
.mail-prose h2 { font-family: ${serif}; font-size: 24px; line-height: 30px; font-weight: 600; margin: 24px 0 12px; }
.mail-prose h3 { font-size: 17px; line-height: 24px; font-weight: 600; margin: 20px 0 8px; }
.mail-prose a { color: ${colour.navy}; }
.mail-prose img { max-width: 100%; height: auto; }
@media (max-width: 600px) {
  .mail-card-inner { padding-left: 20px !important; padding-right: 20px !important; }
}
@media (prefers-color-scheme: dark) {${darkRules("")}
}${darkRules("[data-ogsc]")}
`;

const text: CSSProperties = {
  fontFamily: sans,
  fontSize: "16px",
  lineHeight: "26px",
  color: colour.ink,
  margin: "0 0 16px",
};
const link: CSSProperties = { color: colour.navy, textDecoration: "underline" };

/** A URL followed by anything but spaces, without the punctuation that ends a sentence. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'’]/g;

/** A line of text whose URLs are links. */
function Linked({ line }: { line: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    parts.push(line.slice(last, match.index));
    parts.push(
      <Link key={match.index} href={match[0]} className="mail-link" style={link}>
        {match[0]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(line.slice(last));
  return <>{parts}</>;
}

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for the render
    <span key={index}>
      {index > 0 ? <br /> : null}
      <Linked line={line} />
    </span>
  ));
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <Text className="mail-ink" style={text}>
          <Lines lines={block.lines} />
        </Text>
      );
    case "table":
      return (
        <Section style={{ margin: "0 0 20px" }}>
          {block.heading === undefined ? null : (
            <Text className="mail-ink" style={{ ...text, fontWeight: 600, margin: "0 0 6px" }}>
              {block.heading}
            </Text>
          )}
          <table
            role="presentation"
            width="100%"
            cellPadding={0}
            cellSpacing={0}
            style={{ borderCollapse: "collapse" }}
          >
            <tbody>
              {block.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a label may repeat; the rows are fixed for the render
                <tr key={index}>
                  <td
                    className="mail-soft mail-rule"
                    style={{
                      fontFamily: sans,
                      fontSize: "14px",
                      lineHeight: "20px",
                      color: colour.soft,
                      padding: "5px 12px 5px 0",
                      borderTop: `1px solid ${colour.line}`,
                      verticalAlign: "top",
                      width: "42%",
                    }}
                  >
                    {row.label}
                  </td>
                  <td
                    className="mail-ink mail-rule"
                    style={{
                      fontFamily: sans,
                      fontSize: "14px",
                      lineHeight: "20px",
                      color: colour.ink,
                      padding: "5px 0",
                      borderTop: `1px solid ${colour.line}`,
                      verticalAlign: "top",
                    }}
                  >
                    {row.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      );
    case "button":
      return (
        <Section style={{ margin: "8px 0 24px" }}>
          {block.intro ? (
            <Text className="mail-ink" style={text}>
              {block.intro}
            </Text>
          ) : null}
          <Button
            href={block.url}
            className="mail-button"
            style={{
              backgroundColor: colour.navy,
              color: "#ffffff",
              fontFamily: sans,
              fontSize: "16px",
              fontWeight: 600,
              borderRadius: "6px",
              padding: "14px 28px",
            }}
          >
            {block.label}
          </Button>
          <Text
            className="mail-soft"
            style={{ ...text, fontSize: "13px", lineHeight: "20px", color: colour.soft, margin: "12px 0 0" }}
          >
            Or open this address:{" "}
            <Link href={block.url} className="mail-link" style={{ ...link, wordBreak: "break-all" }}>
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case "link":
      return (
        <Text className="mail-ink" style={text}>
          {block.intro}{" "}
          <Link href={block.url} className="mail-link" style={{ ...link, fontWeight: 600 }}>
            {block.label}
          </Link>
        </Text>
      );
    case "quote":
      return (
        <Section
          className="mail-quote"
          style={{
            backgroundColor: colour.quote,
            borderLeft: `3px solid ${colour.line}`,
            padding: "12px 16px",
            margin: "0 0 16px",
          }}
        >
          <Text className="mail-soft" style={{ ...text, color: colour.soft, margin: 0, whiteSpace: "pre-wrap" }}>
            {block.lines.join("\n")}
          </Text>
        </Section>
      );
    case "image": {
      const image = (
        <Img
          src={block.src}
          alt={block.alt}
          width={block.width}
          height={block.height}
          className="mail-ink"
          style={{
            maxWidth: "100%",
            height: "auto",
            margin: "0 auto",
            fontFamily: sans,
            fontSize: "14px",
            color: colour.ink,
          }}
        />
      );
      return (
        <Section style={{ margin: "0 0 16px", textAlign: "center" }}>
          {block.href ? <Link href={block.href}>{image}</Link> : image}
        </Section>
      );
    }
    case "html":
      return (
        <div
          className="mail-prose mail-ink"
          style={{ fontFamily: sans, fontSize: "16px", lineHeight: "26px", color: colour.ink }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the caller (the campaign's Markdown)
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
  }
}

/** The wordmark, as on the site: the name in the serif, "Sartorial" in brass. */
function Wordmark({ siteUrl }: { siteUrl: string }) {
  const [first, ...rest] = SHOP_NAME.split(" ");
  return (
    <Link href={siteUrl} style={{ textDecoration: "none" }}>
      <span
        className="mail-ink"
        style={{
          fontFamily: serif,
          fontSize: "30px",
          lineHeight: "36px",
          fontWeight: 600,
          letterSpacing: "0.5px",
          color: colour.ink,
        }}
      >
        {first}{" "}
        <span className="mail-brass" style={{ color: colour.brass }}>
          {rest.join(" ")}
        </span>
      </span>
    </Link>
  );
}

export function MailLayout({ letter, footer }: { letter: Letter; footer: MailFooter }) {
  const signature = signatureOf(letter);
  const footerText: CSSProperties = {
    fontFamily: sans,
    fontSize: "13px",
    lineHeight: "20px",
    color: colour.soft,
    margin: "0 0 8px",
    textAlign: "center",
  };
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{letter.subject}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the layout's own fixed rules */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </Head>
      {/* The page's colour is on a wrapper too: <Body> copies it to a cell that dark mode cannot reach. */}
      <Body className="mail-page" style={{ backgroundColor: colour.page, margin: 0 }}>
        <Preview>{previewOf(letter)}</Preview>
        <div className="mail-page" style={{ backgroundColor: colour.page, padding: "24px 8px" }}>
          <Container style={{ maxWidth: "600px", margin: "0 auto" }}>
            <Section style={{ padding: "8px 0 20px", textAlign: "center" }}>
              <Wordmark siteUrl={footer.siteUrl} />
              <Text
                className="mail-soft"
                style={{
                  fontFamily: sans,
                  fontSize: "11px",
                  lineHeight: "16px",
                  letterSpacing: "2px",
                  textTransform: "uppercase",
                  color: colour.soft,
                  margin: "6px 0 0",
                }}
              >
                Made-to-measure shirts · sewn in Italy
              </Text>
            </Section>
            <Section
              className="mail-card"
              style={{
                backgroundColor: colour.card,
                border: `1px solid ${colour.line}`,
                borderTop: `3px solid ${colour.brass}`,
                borderRadius: "4px",
              }}
            >
              <div className="mail-card-inner" style={{ padding: "32px 40px 16px" }}>
                {letter.greeting ? (
                  <Text className="mail-ink" style={text}>
                    {letter.greeting}
                  </Text>
                ) : null}
                {letter.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed for the render
                  <BlockView key={index} block={block} />
                ))}
                {signature.length > 0 ? (
                  <Text className="mail-ink" style={{ ...text, margin: "24px 0 16px" }}>
                    <Lines lines={signature} />
                  </Text>
                ) : null}
              </div>
            </Section>
            <Section style={{ padding: "24px 16px 8px" }}>
              <Text className="mail-soft" style={footerText}>
                <Lines
                  lines={footer.postalAddress
                    .split("\n")
                    .map((line) => line.trim())
                    .filter(Boolean)}
                />
              </Text>
              <Text className="mail-soft" style={footerText}>
                <Link href={`mailto:${footer.email}`} className="mail-link" style={{ ...link, color: colour.soft }}>
                  {footer.email}
                </Link>
                {" · "}
                <Link
                  href={`tel:${footer.phone.replace(/[^+0-9]/g, "")}`}
                  className="mail-link"
                  style={{ ...link, color: colour.soft }}
                >
                  {footer.phone}
                </Link>
                {" · "}
                <Link href={footer.siteUrl} className="mail-link" style={{ ...link, color: colour.soft }}>
                  {footer.siteUrl.replace(/^https?:\/\//, "")}
                </Link>
              </Text>
              {letter.unsubscribeUrl ? (
                <>
                  <Hr className="mail-rule" style={{ borderColor: colour.line, margin: "16px 0" }} />
                  <Text className="mail-soft" style={footerText}>
                    {UNSUBSCRIBE_WORDS.why}{" "}
                    <Link href={letter.unsubscribeUrl} className="mail-link" style={{ ...link, color: colour.soft }}>
                      {UNSUBSCRIBE_WORDS.link}
                    </Link>
                  </Text>
                </>
              ) : null}
            </Section>
          </Container>
        </div>
      </Body>
    </Html>
  );
}

/** The HTML of a letter in the shop's layout. */
export function letterHtml(letter: Letter, footer: MailFooter): Promise<string> {
  return render(<MailLayout letter={letter} footer={footer} />);
}
