import sharp from "sharp";

/*
 * A shirt's drawing for a mail. The shop draws its shirts as SVG (components/shirt), which mail
 * clients do not show inline; a campaign's mail shows the drawing as a PNG at a public address
 * of the shop (routes/mail-shirt.tsx), on the mail's light paper so that it reads in dark mode too.
 */

/** The width of a drawing in a mail, in CSS pixels; the PNG has twice as many for sharp screens. */
export const DRAWING_WIDTH = 240;

/** An SVG drawing as a PNG, flattened on the mail card's white, twice `DRAWING_WIDTH` wide. */
export async function drawingPng(svg: string): Promise<Buffer> {
  const standalone = svg.includes("xmlns=") ? svg : svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');
  return sharp(Buffer.from(standalone), { density: 192 })
    .resize({ width: DRAWING_WIDTH * 2 })
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The public address of a shirt model's drawing. */
export function drawingPath(modelId: number): string {
  return `/mail/shirts/${modelId}.png`;
}
