import QRCode from "qrcode";
import { config } from "~/config.server";

/** The absolute address of a shirt's phone page, which its sheet's QR code opens. */
export function shirtPageUrl(unitId: number): string {
  return `${config.baseUrl}/admin/shirts/${unitId}`;
}

/** The QR code of a shirt's phone page as SVG, drawn on the server (no script, prints sharp). */
export function shirtQrSvg(unitId: number): Promise<string> {
  return QRCode.toString(shirtPageUrl(unitId), { type: "svg", margin: 0, errorCorrectionLevel: "M" });
}
