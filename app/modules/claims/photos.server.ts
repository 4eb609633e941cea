import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { fitClaimPhotos, fitClaims } from "~/db/schema";
import { parseId } from "~/infra/ids";
import { type Refusal, refuseFields } from "~/infra/refusal";
import type { Customer } from "~/modules/accounts/accounts.server";
import { MAX_CLAIM_PHOTOS } from "./forms";

/*
 * The photos of a fit claim: JPEG or PNG, told by their bytes (never their name or
 * the type the browser claims), at most MAX_PHOTO_BYTES each. Each is decoded and written anew
 * as a JPEG at most PHOTO_MAX_SIDE_PX on its longer side: turned upright from its EXIF
 * orientation, then stripped of every metadata (camera, place, time), as sharp does unless asked
 * to keep them. A file that does not decode as the image it claims to be is refused. They are
 * read back one at a time: a customer his own, staff any.
 */

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const PHOTO_MAX_SIDE_PX = 1600;
/** Refuses images whose pixel count would take too much memory to decode (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ProcessedPhoto = { contentType: "image/jpeg"; width: number; height: number; data: Buffer };

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** "jpeg" or "png" from the file's first bytes, else null. */
export function imageKind(bytes: Uint8Array): "jpeg" | "png" | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  return null;
}

const photoError = (message: string): Refusal => refuseFields({ photos: [message] });

/** The files the customer chose (an empty file input sends one empty file: none). */
function chosenFiles(values: FormDataEntryValue[]): File[] | Refusal {
  const files: File[] = [];
  for (const value of values) {
    if (typeof value === "string") {
      if (value === "") continue;
      return photoError("Please attach the photos as files.");
    }
    if (value.size > 0) files.push(value);
  }
  return files;
}

/** The claim's photos, checked and re-encoded; a refusal beside the photos field names the file at fault. */
export async function processClaimPhotos(values: FormDataEntryValue[]): Promise<ProcessedPhoto[] | Refusal> {
  const files = chosenFiles(values);
  if (!Array.isArray(files)) return files;
  if (files.length > MAX_CLAIM_PHOTOS) return photoError(`Please attach at most ${MAX_CLAIM_PHOTOS} photos.`);
  const photos: ProcessedPhoto[] = [];
  for (const file of files) {
    const name = file.name || "A photo";
    if (file.size > MAX_PHOTO_BYTES) {
      return photoError(`${name} is too large: a photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (!kind) return photoError(`${name} is not a JPEG or PNG image. Please attach photos in one of these formats.`);
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize({ width: PHOTO_MAX_SIDE_PX, height: PHOTO_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      photos.push({ contentType: "image/jpeg", width: info.width, height: info.height, data });
    } catch {
      return photoError(
        `${name} could not be read as a ${kind === "jpeg" ? "JPEG" : "PNG"} image. Please attach another photo.`,
      );
    }
  }
  return photos;
}

/** A photo of a claim: the customer's own (with `customer`), or any for staff (without). */
export async function findClaimPhoto(
  photoIdInput: unknown,
  customer: Customer | null,
): Promise<{ contentType: string; data: Buffer } | null> {
  const photoId = parseId(photoIdInput);
  if (photoId === null) return null;
  const [photo] = await db()
    .select({ contentType: fitClaimPhotos.contentType, data: fitClaimPhotos.data })
    .from(fitClaimPhotos)
    .innerJoin(fitClaims, eq(fitClaims.id, fitClaimPhotos.claimId))
    .where(and(eq(fitClaimPhotos.id, photoId), customer ? eq(fitClaims.userId, customer.id) : undefined));
  return photo ?? null;
}

/**
 * A claim's photo as its routes answer it, for the customer's own (with `customer`) or for
 * staff (without): kept an hour by the browser only, never taken for another type than it says
 * (it came from a customer's upload). A photo that is not there, or not his, is a 404.
 */
export async function claimPhotoResponse(photoIdInput: unknown, customer: Customer | null): Promise<Response> {
  const photo = await findClaimPhoto(photoIdInput, customer);
  if (!photo) throw data("This photo could not be found.", { status: 404 });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "private, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
