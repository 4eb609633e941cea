import { and, eq, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { customerNotes, mailOutbox, measurementProfileChanges, measurementProfiles, users } from "~/db/schema";
import { type Done, refuse, refuseInvalid } from "~/infra/refusal";
import { mailPasswordResetLink } from "~/modules/accounts/accounts.server";
import { letter } from "~/modules/mail/letter";
import { queueMail, queueMessages } from "~/modules/mail/mail.server";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import { changeLine, sizeChanges } from "~/modules/sizing/describe";
import { type Size, sizeSchema } from "~/modules/sizing/size";
import {
  CUSTOMER_MESSAGES,
  customerNoteSchema,
  resendMailSchema,
  type SizeCorrection,
  sizeCorrectionSchema,
} from "./forms";

/*
 * What customer service does for a customer from their page in the back office: a note, a
 * password-reset link, a mail sent again, a saved size corrected. The customer is the one of the
 * page's address (the route passes its id); each action is audited in its transaction.
 */

type Customer = { id: string; name: string; email: string };

async function findCustomer(executor: Pick<ReturnType<typeof db>, "select">, userId: string): Promise<Customer | null> {
  const [customer] = await executor
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return customer ?? null;
}

/** Adds an internal note to the customer (staff only). */
export async function addCustomerNote(actor: Actor, userId: string, input: unknown): Promise<Done<{ noteId: number }>> {
  const parsed = customerNoteSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  return db().transaction(async (tx) => {
    if (!(await findCustomer(tx, userId))) return refuse(404, CUSTOMER_MESSAGES.unknownCustomer);
    const [note] = await tx
      .insert(customerNotes)
      .values({ userId, staffId: actor.id, staffName: actor.name, text: parsed.data.text })
      .returning({ id: customerNotes.id });
    if (!note) throw new Error("The note was not stored.");
    await recordAudit(tx, actor, {
      action: "customer.note_added",
      entity: "customer",
      entityId: userId,
      after: { noteId: note.id, text: parsed.data.text },
    });
    return { ok: true as const, noteId: note.id };
  });
}

/**
 * Mails the customer a link to choose a new password (valid one hour), as the sign-in page's
 * "Forgotten password" does, without its rate limits: staff are trusted, and audited.
 */
export async function sendPasswordResetLink(actor: Actor, userId: string): Promise<Done> {
  const customer = await findCustomer(db(), userId);
  if (!customer) return refuse(404, CUSTOMER_MESSAGES.unknownCustomer);
  await mailPasswordResetLink(customer.email);
  await db().transaction((tx) =>
    recordAudit(tx, actor, { action: "customer.reset_link_mailed", entity: "customer", entityId: userId }),
  );
  return { ok: true };
}

/**
 * Sends a copy of a mail the customer was sent (an order confirmation they cannot find) to
 * their address: only a mail to the address they have now, so it goes nowhere else.
 */
export async function resendMail(actor: Actor, userId: string, input: unknown): Promise<Done<{ mailId: number }>> {
  const parsed = resendMailSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  return db().transaction(async (tx) => {
    const customer = await findCustomer(tx, userId);
    if (!customer) return refuse(404, CUSTOMER_MESSAGES.unknownCustomer);
    const [mail] = await tx
      .select({
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        replyTo: mailOutbox.replyTo,
        headers: mailOutbox.headers,
      })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.id, parsed.data.mailId), eq(sql`lower(${mailOutbox.to})`, customer.email.toLowerCase())),
      );
    if (!mail) return refuse(404, CUSTOMER_MESSAGES.unknownMail);
    // The mail as it was laid out then, word for word.
    const [mailId] = await queueMessages(tx, [
      {
        to: customer.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        headers: mail.headers ?? undefined,
      },
    ]);
    if (mailId === undefined) throw new Error("The mail was not queued.");
    await recordAudit(tx, actor, {
      action: "customer.mail_resent",
      entity: "customer",
      entityId: userId,
      after: { mailId: parsed.data.mailId, copyId: mailId, subject: mail.subject },
    });
    return { ok: true as const, mailId };
  });
}

/** The saved size with the corrected values; null when the form's kind is not the size's. */
function corrected(saved: Size, correction: SizeCorrection): Size | null {
  if (correction.kind === "rapid" && saved.kind === "rapid") {
    return { ...saved, fit: correction.fit, neckCm: correction.neckCm, sleeveCm: correction.sleeveCm };
  }
  if (correction.kind === "smart" && saved.kind === "smart") {
    const { neck, chest, waist, shoulders, sleeves, back, cuffs, hips, biceps } = correction;
    return {
      ...saved,
      measures: {
        neck,
        chest,
        waist,
        shoulders,
        sleeves,
        back,
        cuffs,
        hips,
        ...(biceps === undefined ? {} : { biceps }),
      },
    };
  }
  return null;
}

/**
 * Corrects one of the customer's saved sizes by hand: the previous values are kept in the
 * size's history with who and why, the customer is e-mailed what changed, and it is audited.
 */
export async function correctCustomerSize(
  actor: Actor,
  userId: string,
  input: unknown,
): Promise<Done<{ changes: string[] }>> {
  const parsed = sizeCorrectionSchema.safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const correction = parsed.data;
  return db().transaction(async (tx) => {
    const customer = await findCustomer(tx, userId);
    if (!customer) return refuse(404, CUSTOMER_MESSAGES.unknownCustomer);
    const [profile] = await tx
      .select({ id: measurementProfiles.id, name: measurementProfiles.name, size: measurementProfiles.size })
      .from(measurementProfiles)
      .where(and(eq(measurementProfiles.id, correction.profileId), eq(measurementProfiles.userId, userId)))
      .for("update");
    if (!profile) return refuse(404, CUSTOMER_MESSAGES.unknownProfile);
    const next = corrected(profile.size, correction);
    const valid = next && sizeSchema.safeParse(next);
    if (!next || !valid?.success) return refuse(400, CUSTOMER_MESSAGES.unknownProfile);
    const changes = sizeChanges(profile.size, next);
    if (changes.length === 0) return refuse(400, CUSTOMER_MESSAGES.sizeUnchanged);
    await tx
      .update(measurementProfiles)
      .set({ size: next, updatedAt: sql`now()` })
      .where(eq(measurementProfiles.id, profile.id));
    await tx.insert(measurementProfileChanges).values({
      profileId: profile.id,
      userId,
      previousSize: profile.size,
      newSize: next,
      staffId: actor.id,
      staffName: actor.name,
      reason: correction.reason,
    });
    await recordAudit(tx, actor, {
      action: "customer.size_corrected",
      entity: "customer",
      entityId: userId,
      before: { profileId: profile.id, size: profile.size },
      after: { profileId: profile.id, size: next, reason: correction.reason },
    });
    await queueMail(
      tx,
      letter(
        { customerName: customer.name, customerEmail: customer.email },
        `We corrected your saved size “${profile.name}”`,
        [
          `Our customer service corrected your saved size “${profile.name}”:`,
          { kind: "table", rows: changes },
          `Why: ${correction.reason}`,
          "",
          "Your next shirts in this size are made with these values. If anything looks wrong, reply to this e-mail or write to us through the contact page.",
        ],
        { intro: "Your sizes are in your account:", label: "My sizes", url: `${config.baseUrl}/my-sizes` },
      ),
    );
    return { ok: true as const, changes: changes.map(changeLine) };
  });
}

/** Records that a staff member downloaded the customer list (with the filters' query string). */
export async function recordCustomerListExport(actor: Actor, query: string): Promise<void> {
  await db().transaction((tx) =>
    recordAudit(tx, actor, {
      action: "customer.list_exported",
      entity: "customer",
      entityId: "list",
      after: { filters: query || "none" },
    }),
  );
}
