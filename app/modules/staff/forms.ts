import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/modules/accounts/forms";
import { STAFF_ROLES } from "./roles";

/* The back office's account forms: one Zod schema per form, for the browser and the actions. */

export const STAFF_MESSAGES = {
  signInFailed: "E-mail or password incorrect.",
  secondFactorExpired: "The sign-in took too long. Please enter your e-mail and password again.",
  codeWrong: "This code is not right. Enter the 6 digits your app shows now, or a recovery code.",
  codeUsed: "This code was already used: each works once. Wait for the next code in your app and enter it.",
  codeFormat: "Enter the 6 digits your authenticator app shows.",
  recoveryFormat: "Enter one of your recovery codes, e.g. AbCdE-fGhIj.",
  linkInvalid: "This link has expired, has already been used or was withdrawn. Ask the shop's owner for a new one.",
  resetLinkInvalid: "This link has expired or has already been used. Ask for a new one from the sign-in page.",
  resetLinkSent:
    "If this address belongs to a staff account, a link to choose a new password is on its way. It works once, within one hour.",
  passwordReset: "Your new password is saved. Sign in with it.",
  staffExists: "A staff account already uses this e-mail address.",
  staffNotFound: "This staff account does not exist or was removed.",
  invitationNotFound: "This invitation was already used or withdrawn.",
  forbidden: "Your role does not open this page. Ask the shop's owner if you need it.",
  passwordWrong: "The password is incorrect.",
  twoFactorRequired: "Every staff member signs in with a second factor. Set it up to open the back office.",
  nameRequired: "Enter your name as your colleagues know it.",
  emailRequired: "Enter an e-mail address.",
  emailInvalid: "Enter a valid e-mail address, like anna@example.com.",
  passwordTooShort: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: "Enter your password.",
  roleRequired: "Choose a role.",
} as const;

const email = z
  .string({ error: STAFF_MESSAGES.emailRequired })
  .trim()
  .min(1, STAFF_MESSAGES.emailRequired)
  .max(254, STAFF_MESSAGES.emailInvalid)
  .pipe(z.email({ error: STAFF_MESSAGES.emailInvalid }));

const password = z
  .string({ error: STAFF_MESSAGES.passwordRequired })
  .min(1, STAFF_MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.signInFailed);

const role = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleRequired });

/** The sign-in page's two buttons, told apart by `intent`: sign in, or mail a link to choose a new password. */
export const staffSignInSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("login"), email, password }),
  z.object({ intent: z.literal("forgot"), email }),
]);

export const secondFactorSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("app"),
    code: z
      .string({ error: STAFF_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat),
  }),
  z.object({
    method: z.literal("recovery"),
    code: z
      .string({ error: STAFF_MESSAGES.recoveryFormat })
      .trim()
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, STAFF_MESSAGES.recoveryFormat),
  }),
]);

/** A password being chosen: on joining, or from a link after forgetting one. */
const newPassword = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, STAFF_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, STAFF_MESSAGES.passwordTooLong);

/** Accepting a link: the address is asked only on a first owner's link (an invitation carries its own). */
export const joinSchema = z.object({
  name: z
    .string({ error: STAFF_MESSAGES.nameRequired })
    .trim()
    .min(1, STAFF_MESSAGES.nameRequired)
    .max(80, "Please keep the name under 80 characters."),
  email: email.optional(),
  password: newPassword,
});

/** Choosing a new password from a mailed link (whose token is in the page's address). */
export const staffResetPasswordSchema = z.object({ password: newPassword });

export const inviteSchema = z.object({ intent: z.literal("invite"), email, role });

/** The staff page's forms, told apart by `intent`. */
export const staffActionSchema = z.discriminatedUnion("intent", [
  inviteSchema,
  z.object({ intent: z.literal("role"), staffId: z.string().min(1).max(64), role }),
  z.object({ intent: z.literal("remove"), staffId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("two-factor-off"), staffId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("revoke"), invitationId: z.coerce.number().int().positive() }),
]);

/** Setting up the second factor: the password first, then a code from the app to prove it works. */
export const twoFactorSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start"), password }),
  z.object({
    intent: z.literal("confirm"),
    code: z
      .string({ error: STAFF_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat),
    // What the page showed, sent back only to show it again after a wrong code.
    secret: z.string().regex(/^[A-Z2-7]{16,128}$/),
    recoveryCodes: z.string().max(400),
  }),
]);
