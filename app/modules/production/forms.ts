import { z } from "zod";
import { idSchema } from "~/infra/ids";
import { typedDay } from "~/modules/shop/day-filter";
import { SHIRT_STAGES } from "~/modules/shop/stages";
import { TOLERANCES_CM } from "./sheet";

/*
 * The workshop's and delivery's forms, one schema each: the back-office pages use them for
 * instant messages, the production module on the server as the authority.
 */

export const PRODUCTION_MESSAGES = {
  unknownShirt: "This shirt could not be found.",
  unknownOrder: "This order could not be found.",
  measurement: "Please enter the measurement in cm.",
  carrier: "Please enter the carrier's name.",
  trackingNumber: "Please enter the tracking number.",
  trackingUrl: "Please enter the tracking link, starting with https://.",
  noteText: "Please write the note (at most 2000 characters).",
  visibility: "Please choose who may read the note.",
  date: "Please enter a day as DD/MM/YYYY, for example 26/11/2026.",
  latestBeforeEarliest: "The last day cannot be before the first.",
  waitingForCloth:
    "This shirt waits for its cloth: none was left when it was paid. It can be cut once cloth received is recorded on its fabric's page.",
} as const;

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/** A tap on a shirt's phone page: the stage the page showed guards against a second tap. */
export const stageMoveSchema = z.object({
  unitId: idSchema(PRODUCTION_MESSAGES.unknownShirt),
  from: z.enum(SHIRT_STAGES, { error: PRODUCTION_MESSAGES.unknownShirt }),
});

const measurement = z.coerce
  .number({ error: PRODUCTION_MESSAGES.measurement })
  .min(10, { error: PRODUCTION_MESSAGES.measurement })
  .max(250, { error: PRODUCTION_MESSAGES.measurement })
  .optional();

/**
 * A quality check: a value per measurement point (which points the shirt needs is known from
 * its size, on the server), a defect found, if any, and whether the fabric must be recut.
 */
export const qualityCheckSchema = z.object({
  unitId: idSchema(PRODUCTION_MESSAGES.unknownShirt),
  measured: z.object(
    Object.fromEntries(Object.keys(TOLERANCES_CM).map((point) => [point, measurement])) as Record<
      keyof typeof TOLERANCES_CM,
      typeof measurement
    >,
  ),
  defect: z.string().trim().max(500).default(""),
  recut: z
    .union([z.boolean(), z.literal("on"), z.literal("true")])
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
});

export const shipmentSchema = z.object({
  orderId: idSchema(PRODUCTION_MESSAGES.unknownOrder),
  carrier: text(PRODUCTION_MESSAGES.carrier, 60),
  trackingNumber: text(PRODUCTION_MESSAGES.trackingNumber, 80),
  trackingUrl: z
    .string({ error: PRODUCTION_MESSAGES.trackingUrl })
    .trim()
    .max(500, { error: PRODUCTION_MESSAGES.trackingUrl })
    .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
      error: PRODUCTION_MESSAGES.trackingUrl,
    }),
});

export const orderNoteSchema = z.object({
  orderId: idSchema(PRODUCTION_MESSAGES.unknownOrder),
  visibility: z.enum(["internal", "customer"], { error: PRODUCTION_MESSAGES.visibility }),
  text: text(PRODUCTION_MESSAGES.noteText, 2000),
});

const typedDate = typedDay(PRODUCTION_MESSAGES.date);

export const movePromiseSchema = z
  .object({ orderId: idSchema(PRODUCTION_MESSAGES.unknownOrder), earliest: typedDate, latest: typedDate })
  .refine((value) => value.latest >= value.earliest, {
    path: ["latest"],
    error: PRODUCTION_MESSAGES.latestBeforeEarliest,
  });

export const orderIdSchema = z.object({ orderId: idSchema(PRODUCTION_MESSAGES.unknownOrder) });
