import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { shirtUnits } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { markDelivered, shipOrder } from "~/modules/production/production.server";
import { packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import type { Actor } from "~/modules/shop/audit.server";
import type { Size } from "~/modules/sizing/size";

/*
 * Helpers for the fit claims' integration tests (never imported by the shop): a customer's
 * order taken through the workshop and delivered today, and photos as a phone makes them.
 */

const WORKSHOP: Actor = { id: null, name: "Giulia (workshop)" };

/** A new customer's order of one line of `quantity` shirts in `size`, made, shipped and delivered today. */
export async function deliveredOrder(
  size?: Size,
  quantity = 1,
): Promise<{ orderId: number; customer: Customer; unitIds: number[] }> {
  const { orderId, customer } = await paidOrder([quantity], undefined, size);
  await packAllShirts(orderId, WORKSHOP);
  const shipped = await shipOrder(WORKSHOP, {
    orderId,
    carrier: "BRT",
    trackingNumber: `BRT${orderId}`,
    trackingUrl: "https://tracking.example.com/BRT",
  });
  if (!shipped.ok) throw new Error(shipped.message);
  const delivered = await markDelivered(WORKSHOP, { orderId });
  if (!delivered.ok) throw new Error(delivered.message);
  const units = await db()
    .select({ id: shirtUnits.id })
    .from(shirtUnits)
    .where(eq(shirtUnits.orderId, orderId))
    .orderBy(asc(shirtUnits.id));
  return { orderId, customer, unitIds: units.map((unit) => unit.id) };
}

/** A photo as a phone camera writes it: a JPEG of `width` × `height` with EXIF (maker, place). */
export async function cameraPhoto(width = 3000, height = 2000): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#7a8fa6" } })
    .jpeg({ quality: 70 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Marco Rossi" } })
    .toBuffer();
  return new File([new Uint8Array(bytes)], "IMG_0001.jpg", { type: "image/jpeg" });
}
