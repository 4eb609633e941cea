import PDFDocument from "pdfkit";
import type { AddressSnapshot } from "~/db/schema/orders";
import { type CurrencyCode, formatMoney } from "~/modules/money/money";
import { formatLongDate } from "~/modules/shop/calendar";
import type { CreditNoteDocument, InvoiceDocument, SellerDetails } from "./document";
import { toStandardFontText } from "./pdf-text";
import { formatVatRate } from "./vat";

/*
 * Invoices and credit notes as PDF (A4), drawn from the stored document alone with pdfkit: the seller's
 * letterhead and legal details, the numbers and dates, both addresses, the table of lines,
 * the VAT line and the totals. Standard fonts (see pdf-text.ts); the shop's colours.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const COLOURS = {
  ink: "#1b1e24",
  soft: "#4a4f59",
  navy: "#1f3550",
  brass: "#7a5a2a",
  line: "#e2dccf",
  linen: "#f1ece3",
};
const FONTS = { regular: "Helvetica", bold: "Helvetica-Bold", brand: "Times-Bold" };
/** Space kept free at the foot of each page for the legal footer. */
const FOOTER_HEIGHT = 70;

type Pdf = InstanceType<typeof PDFDocument>;

function text(pdf: Pdf, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  pdf.text(toStandardFontText(value), x, y, { lineBreak: true, ...options });
}

function heightOf(pdf: Pdf, value: string, width: number): number {
  return pdf.heightOfString(toStandardFontText(value), { width });
}

function addressLines(address: AddressSnapshot): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.line1,
    address.line2,
    `${address.postcode} ${address.city}`.trim(),
    address.country,
  ].filter((line) => line.length > 0);
}

/** The letterhead: the shop's name, the seller's details, and the document's title and numbers on the right. */
function letterhead(pdf: Pdf, seller: SellerDetails, title: string, facts: [string, string][]): number {
  const top = PAGE.margin;
  pdf.font(FONTS.brand).fontSize(22).fillColor(COLOURS.navy);
  text(pdf, "Atelier Sartorial", PAGE.margin, top);
  pdf.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.brass);
  text(pdf, "MADE-TO-MEASURE SHIRTS", PAGE.margin, top + 26, { characterSpacing: 1.2 });
  pdf.font(FONTS.bold).fontSize(9).fillColor(COLOURS.ink);
  text(pdf, seller.companyName, PAGE.margin, top + 48, { width: 250 });
  pdf.font(FONTS.regular).fillColor(COLOURS.soft);
  const sellerLines = [...seller.address.split(/\r?\n/), `VAT number ${seller.vatNumber}`, seller.email];
  text(pdf, sellerLines.join("\n"), PAGE.margin, pdf.y + 1, { width: 250, lineGap: 1.5 });
  const leftBottom = pdf.y;

  const right = PAGE.margin + CONTENT_WIDTH - 220;
  pdf.font(FONTS.brand).fontSize(26).fillColor(COLOURS.ink);
  text(pdf, title, right, top - 2, { width: 220, align: "right" });
  let y = top + 40;
  for (const [label, value] of facts) {
    pdf.font(FONTS.regular).fontSize(9).fillColor(COLOURS.soft);
    text(pdf, label, right, y, { width: 100 });
    pdf.font(FONTS.bold).fillColor(COLOURS.ink);
    text(pdf, value, right + 100, y, { width: 120, align: "right" });
    y += 15;
  }
  return Math.max(leftBottom, y) + 22;
}

/** The two addresses side by side under small headings. */
function parties(pdf: Pdf, y: number, blocks: { heading: string; lines: string[] }[]): number {
  const width = CONTENT_WIDTH / blocks.length - 12;
  let bottom = y;
  blocks.forEach((block, index) => {
    const x = PAGE.margin + index * (width + 24);
    pdf.font(FONTS.bold).fontSize(7.5).fillColor(COLOURS.brass);
    text(pdf, block.heading.toUpperCase(), x, y, { width });
    pdf.font(FONTS.regular).fontSize(9.5).fillColor(COLOURS.ink);
    text(pdf, block.lines.join("\n"), x, y + 13, { width, lineGap: 1.5 });
    bottom = Math.max(bottom, pdf.y);
  });
  return bottom + 24;
}

/** The footer of every page: the seller's legal identity, and the page's number. */
function footers(pdf: Pdf, seller: SellerDetails, reference: string) {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const y = PAGE.height - PAGE.margin - 34;
    pdf
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.margin + CONTENT_WIDTH, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.line)
      .stroke();
    pdf.font(FONTS.regular).fontSize(7.5).fillColor(COLOURS.soft);
    const identity = [seller.companyName, seller.address.split(/\r?\n/).join(", "), `VAT ${seller.vatNumber}`];
    text(pdf, `${identity.join(" · ")}\n${seller.registration}`, PAGE.margin, y, {
      width: CONTENT_WIDTH - 90,
      lineGap: 1.5,
    });
    text(
      pdf,
      `${reference} · page ${index - range.start + 1} of ${range.count}`,
      PAGE.margin + CONTENT_WIDTH - 150,
      y,
      {
        width: 150,
        align: "right",
      },
    );
  }
}

type Column = { label: string; width: number; align: "left" | "right" };

const LINE_COLUMNS: Column[] = [
  { label: "Description", width: CONTENT_WIDTH - 215, align: "left" },
  { label: "Qty", width: 35, align: "right" },
  { label: "Unit price", width: 85, align: "right" },
  { label: "Amount", width: 95, align: "right" },
];

function tableHeader(pdf: Pdf, y: number): number {
  pdf.rect(PAGE.margin, y, CONTENT_WIDTH, 20).fill(COLOURS.linen);
  pdf.font(FONTS.bold).fontSize(8.5).fillColor(COLOURS.ink);
  let x = PAGE.margin + 8;
  for (const column of LINE_COLUMNS) {
    const width = column === LINE_COLUMNS.at(-1) ? column.width - 16 : column.width - 8;
    text(pdf, column.label, x, y + 6, { width, align: column.align });
    x += column.width;
  }
  return y + 28;
}

/** One row of the table; a row that would run into the footer starts a new page with the header again. */
function tableRow(pdf: Pdf, y: number, cells: [string, string, string, string], details: string): number {
  const [first] = LINE_COLUMNS;
  const descriptionWidth = (first?.width ?? 0) - 8;
  pdf.font(FONTS.bold).fontSize(9.5);
  let height = heightOf(pdf, cells[0], descriptionWidth);
  pdf.font(FONTS.regular).fontSize(8);
  if (details) height += heightOf(pdf, details, descriptionWidth) + 2;
  let top = y;
  if (top + height + 12 > PAGE.height - PAGE.margin - FOOTER_HEIGHT) {
    pdf.addPage();
    top = tableHeader(pdf, PAGE.margin);
  }
  let x = PAGE.margin + 8;
  LINE_COLUMNS.forEach((column, index) => {
    const width = index === LINE_COLUMNS.length - 1 ? column.width - 16 : column.width - 8;
    pdf
      .font(index === 0 ? FONTS.bold : FONTS.regular)
      .fontSize(9.5)
      .fillColor(COLOURS.ink);
    text(pdf, cells[index] ?? "", x, top, { width, align: column.align });
    if (index === 0 && details) {
      pdf.font(FONTS.regular).fontSize(8).fillColor(COLOURS.soft);
      text(pdf, details, x, pdf.y + 2, { width });
    }
    x += column.width;
  });
  const bottom = top + height + 8;
  pdf
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + CONTENT_WIDTH, bottom)
    .lineWidth(0.5)
    .strokeColor(COLOURS.line)
    .stroke();
  return bottom + 8;
}

/** The totals, right-aligned under the table; `emphasis` rows in bold with a rule above. */
function totals(pdf: Pdf, y: number, rows: { label: string; value: string; emphasis?: boolean }[]): number {
  const width = 260;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  let top = y;
  if (top + rows.length * 18 + 10 > PAGE.height - PAGE.margin - FOOTER_HEIGHT) {
    pdf.addPage();
    top = PAGE.margin;
  }
  for (const row of rows) {
    if (row.emphasis) {
      pdf
        .moveTo(x, top - 3)
        .lineTo(x + width, top - 3)
        .lineWidth(1)
        .strokeColor(COLOURS.navy)
        .stroke();
      top += 3;
    }
    pdf
      .font(row.emphasis ? FONTS.bold : FONTS.regular)
      .fontSize(row.emphasis ? 11 : 9.5)
      .fillColor(row.emphasis ? COLOURS.navy : COLOURS.ink);
    text(pdf, row.label, x, top, { width: width - 110 });
    text(pdf, row.value, x + width - 110, top, { width: 102, align: "right" });
    top += row.emphasis ? 20 : 16;
  }
  return top + 14;
}

/** Small print under the totals: how it was paid, what the amounts are in. */
function notes(pdf: Pdf, y: number, lines: string[]) {
  pdf.font(FONTS.regular).fontSize(8.5).fillColor(COLOURS.soft);
  text(pdf, lines.join("\n"), PAGE.margin, y, { width: CONTENT_WIDTH, lineGap: 2 });
}

function currencyNote(currency: CurrencyCode, euroRate: number): string {
  return currency === "EUR"
    ? "All amounts are in euros and include VAT."
    : `All amounts are in ${currency} and include VAT. Exchange rate of the order: 1 EUR = ${euroRate} ${currency}.`;
}

function toBuffer(draw: (pdf: Pdf) => void, info: { title: string; author: string }): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: toStandardFontText(info.title), Author: toStandardFontText(info.author) },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    draw(pdf);
    pdf.end();
  });
}

/** The invoice as a PDF file's bytes. */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  return toBuffer(
    (pdf) => {
      let y = letterhead(pdf, invoice.seller, "Invoice", [
        ["Invoice number", invoice.number],
        ["Invoice date", formatLongDate(invoice.issuedOn)],
        ["Order", invoice.order.number],
        ["Order date", formatLongDate(invoice.order.placedOn)],
      ]);
      y = parties(pdf, y, [
        // An erased customer's invoice keeps no e-mail and, of the delivery address, the country.
        {
          heading: "Billed to",
          lines: [...addressLines(invoice.buyer.billingAddress), invoice.buyer.email].filter(Boolean),
        },
        { heading: "Delivered to", lines: addressLines(invoice.buyer.shippingAddress) },
      ]);
      y = tableHeader(pdf, y);
      for (const line of invoice.lines) {
        y = tableRow(
          pdf,
          y,
          [line.description, String(line.quantity), money(line.unitPriceMinor), money(line.totalMinor)],
          line.details,
        );
      }
      y = tableRow(
        pdf,
        y,
        [invoice.delivery.name, "1", money(invoice.delivery.amountMinor), money(invoice.delivery.amountMinor)],
        "",
      );
      y = totals(pdf, y + 6, [
        { label: "Shirts", value: money(invoice.subtotalMinor) },
        { label: "Delivery", value: money(invoice.delivery.amountMinor) },
        { label: "Net amount (excl. VAT)", value: money(invoice.netMinor) },
        {
          label: `VAT ${formatVatRate(invoice.vat.rate)} (${invoice.vat.country})`,
          value: money(invoice.vat.amountMinor),
        },
        { label: "Total paid (incl. VAT)", value: money(invoice.totalMinor), emphasis: true },
      ]);
      notes(pdf, y, [
        `Payment: ${invoice.order.paymentMethod}, received in full on ${formatLongDate(invoice.order.paidOn)}. Thank you for your order.`,
        currencyNote(invoice.currency, invoice.euroRate),
        `Questions about this invoice: ${invoice.seller.email}, quoting ${invoice.number}.`,
      ]);
      footers(pdf, invoice.seller, `Invoice ${invoice.number}`);
    },
    { title: `Invoice ${invoice.number}`, author: invoice.seller.companyName },
  );
}

/** The credit note as a PDF file's bytes: one line, the refund, with its VAT share at the invoice's rate. */
export function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, note.currency);
  return toBuffer(
    (pdf) => {
      let y = letterhead(pdf, note.seller, "Credit note", [
        ["Credit note number", note.number],
        ["Credit note date", formatLongDate(note.issuedOn)],
        ["Corrects invoice", note.invoice.number],
        ["Invoice date", formatLongDate(note.invoice.issuedOn)],
        ["Order", note.order.number],
      ]);
      y = parties(pdf, y, [
        {
          heading: "Credited to",
          lines: [...addressLines(note.buyer.billingAddress), note.buyer.email].filter(Boolean),
        },
      ]);
      y = tableHeader(pdf, y);
      y = tableRow(
        pdf,
        y,
        [`Refund on invoice ${note.invoice.number}`, "1", money(note.amountMinor), money(note.amountMinor)],
        `Reason: ${note.reason}`,
      );
      y = totals(pdf, y + 6, [
        { label: "Net amount (excl. VAT)", value: money(note.netMinor) },
        { label: `VAT ${formatVatRate(note.vat.rate)} (${note.vat.country})`, value: money(note.vat.amountMinor) },
        { label: "Total refunded (incl. VAT)", value: money(note.amountMinor), emphasis: true },
      ]);
      notes(pdf, y, [
        `This credit note reduces invoice ${note.invoice.number} by ${money(note.amountMinor)}, VAT included, at the invoice's rate.`,
        "The amount was refunded to the payment method used for the order.",
        currencyNote(note.currency, note.euroRate),
        `Questions about this credit note: ${note.seller.email}, quoting ${note.number}.`,
      ]);
      footers(pdf, note.seller, `Credit note ${note.number}`);
    },
    { title: `Credit note ${note.number}`, author: note.seller.companyName },
  );
}
