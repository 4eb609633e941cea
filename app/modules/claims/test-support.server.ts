import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { orderLines, shirtUnits } from "~/db/schema";
import type { Customer } from "~/modules/accounts/accounts.server";
import { markDelivered, shipOrder } from "~/modules/production/dispatch.server";
import { packAllShirts, paidOrder } from "~/modules/production/test-support.server";
import type { Actor } from "~/modules/shop/audit.server";
import type { Size } from "~/modules/sizing/size";
import { fileClaim } from "./customer-claims.server";

/*
 * Helpers for the fit claims' integration tests (never imported by the shop): a customer's
 * order taken through the workshop and delivered today, the claim form as the page sends it, an
 * open claim, and photos as a phone makes them.
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

/** The claim form as the page sends it: `neck: ["larger", 1]` is "too tight by 1 cm". */
export function claimForm(unitId: number, answers: Record<string, [string, number]>, comment = "") {
  return {
    unitId: String(unitId),
    corrections: Object.fromEntries(
      Object.entries(answers).map(([point, [problem, cm]]) => [point, { problem, cm: String(cm) }]),
    ),
    comment,
  };
}

/** A delivered shirt with an open claim: the claim's id, the order, the customer and the shirt's price. */
export async function openClaim(): Promise<{
  claimId: number;
  orderId: number;
  customer: Customer;
  priceMinor: number;
}> {
  const { orderId, customer, unitIds } = await deliveredOrder();
  const filed = await fileClaim(customer, claimForm(unitIds[0]!, { neck: ["larger", 1] }), []);
  if (!filed.ok) throw new Error(filed.message);
  const [line] = await db()
    .select({ unitPriceMinor: orderLines.unitPriceMinor })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (!line) throw new Error(`Order ${orderId} has no line.`);
  return { claimId: filed.claimId, orderId, customer, priceMinor: line.unitPriceMinor };
}
