import QRCode from "qrcode";
import { config } from "~/config.server";
import type { ShirtCard } from "./shirt-cards.server";

/** The absolute address of a shirt's phone page, which its sheet's QR code opens. */
function shirtPageUrl(unitId: number): string {
  return `${config.baseUrl}/admin/shirts/${unitId}`;
}

/** The QR code of a shirt's phone page as SVG, drawn on the server (no script, prints sharp). */
function shirtQrSvg(unitId: number): Promise<string> {
  return QRCode.toString(shirtPageUrl(unitId), { type: "svg", margin: 0, errorCorrectionLevel: "M" });
}

/** What a shirt's printed sheet shows: its card, and the QR code of its phone page with the address it opens. */
export type PrintableSheet = { card: ShirtCard; qrSvg: string; shirtUrl: string };

export async function printableSheet(card: ShirtCard): Promise<PrintableSheet> {
  return { card, qrSvg: await shirtQrSvg(card.unitId), shirtUrl: shirtPageUrl(card.unitId) };
}
