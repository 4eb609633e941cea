import { z } from "zod";
import { idSchema } from "~/infra/ids";

/*
 * The account forms: one Zod schema per form, used by the browser for instant messages and by
 * the route actions as the authority. Messages are those of spec 000 section 5 and 8; where we
 * differ (password length, reset by link) DESIGN.md section 4 says why.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  // Registration (spec section 5 "Registration")
  requiredName: "Required Name",
  requiredEmail: "Required E-mail",
  invalidEmail: "E-mail must be valid",
  requiredPassword: "Required Password",
  passwordTooShort: `The password must contain at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `The password must contain at most ${PASSWORD_MAX_LENGTH} characters`,
  captchaRequired: "This field is required.",
  emailExists: "this email already exists",
  // Sign-in and forgotten password (sections 4, 5 and 8)
  loginEmailRequired: "E-mail required",
  loginPasswordRequired: "Password Required",
  loginFailed: "Login or password incorrect",
  forgotEmailRequired:
    "Please insert your email address, a link to choose a new password will be sent to you via email",
  resetLinkSent:
    "If an account exists for this e-mail address, we have sent it a link to choose a new password. The link works once, within one hour.",
  resetLinkInvalid: "This link has expired or has already been used. Please ask for a new one from the sign-in page.",
  passwordReset: "Your new password is saved. Please sign in with it.",
  // Account (sections 5 and 7)
  updateSuccessful: "Update successful",
  passwordUpdated: "Successful update",
  passwordIncorrect: "The password is incorrect",
  genderRequired: "Gender Required",
  invalidPhone: "Please enter a phone number with digits only.",
  accountDeleted: "Your account has been deleted. Thank you for having shopped with us.",
} as const;

function requiredText(message: string, max: number, tooLong = `Please keep this under ${max} characters.`) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

function optionalText(max: number) {
  return z.string().trim().max(max, `Please keep this under ${max} characters.`).optional();
}

const newPassword = z
  .string({ error: MESSAGES.requiredPassword })
  .min(1, MESSAGES.requiredPassword)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being checked: only its presence is the form's business. */
const currentPassword = z
  .string({ error: MESSAGES.requiredPassword })
  .min(1, MESSAGES.requiredPassword)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordIncorrect);

function email(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, MESSAGES.invalidEmail)
    .pipe(z.email(MESSAGES.invalidEmail))
    .transform((value) => value.toLowerCase());
}

/** /register (spec section 2 "Registration"). `altcha` is the captcha widget's payload. */
/** A checkbox: ticked ("on") or absent. */
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

export const registerSchema = z.object({
  name: requiredText(MESSAGES.requiredName, 120),
  email: email(MESSAGES.requiredEmail),
  password: newPassword,
  altcha: z.string({ error: MESSAGES.captchaRequired }).min(1, MESSAGES.captchaRequired),
  cartReminders: checkbox,
});

/** /account's "E-mails from us": the reminder of a cart left behind, on or off. */
export const emailPreferencesSchema = z.object({ cartReminders: checkbox });

/** The words of the reminders' checkbox, at sign-up and in the profile. */
export const CART_REMINDERS_LABEL = "Remind me once by e-mail of a cart I leave behind";

/**
 * /login: LOG IN, or 'Forgotten your password?' which sends a reset link to the e-mail typed
 * (the two buttons of the form, told apart by `intent`).
 */
export const loginSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("login"),
    email: z.string({ error: MESSAGES.loginEmailRequired }).trim().min(1, MESSAGES.loginEmailRequired),
    password: z.string({ error: MESSAGES.loginPasswordRequired }).min(1, MESSAGES.loginPasswordRequired),
  }),
  z.object({
    intent: z.literal("forgot"),
    email: email(MESSAGES.forgotEmailRequired),
  }),
]);

/** /reset-password: the token from the emailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: MESSAGES.resetLinkInvalid }).min(1, MESSAGES.resetLinkInvalid).max(200),
  password: newPassword,
});

/** The Change Password panel of /account. */
export const changePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword,
  newPassword,
});

/** 'Delete my account' on /account, confirmed with the password. */
export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  password: currentPassword,
});

/*
 * The profile and address form (spec section 3 "Profile / address form"), on three screens whose
 * messages differ (section 5): /account, /adresse and the cart flow's /confirm-adress.
 */
export type AddressScreen = "account" | "address" | "checkout";

type AddressMessages = {
  lastName: string;
  firstName: string;
  line1: string;
  city: string;
  postcode: string;
  country: string;
};

/** The address page's messages, also those of every billing block. */
const BILLING_MESSAGES: AddressMessages = {
  lastName: "Name Required",
  firstName: "Firstname Required",
  line1: "Adress Required",
  city: "City Required",
  postcode: "ZipCode Required",
  country: "Country Required",
};

/*
 * /account and /confirm-adress say 'Surname Required'. There the older system also wrote
 * 'Nom', 'Adresse', 'Code postal' and 'Pays Required': the shop is in English, so those read
 * as the spec's English for the same fields (README, "Differences from the original").
 */
const SHIPPING_MESSAGES: Record<AddressScreen, AddressMessages> = {
  account: { ...BILLING_MESSAGES, firstName: "Surname Required" },
  address: BILLING_MESSAGES,
  checkout: { ...BILLING_MESSAGES, firstName: "Surname Required" },
};

/** The 'name' field's message: 'Name Required' on /account, 'Required' on /adresse. */
const NAME_MESSAGES: Record<"account" | "address", string> = {
  account: "Name Required",
  address: "Required",
};

export const GENDERS = ["Mme", "M"] as const;
/** The spec's 'Mme' and 'M' (stored as such), in English on the form. */
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { Mme: "Ms", M: "Mr" };

function addressSchema(messages: AddressMessages, countryIds: readonly number[]) {
  return z.object({
    lastName: requiredText(messages.lastName, 80),
    firstName: requiredText(messages.firstName, 80),
    company: optionalText(120),
    line1: requiredText(messages.line1, 160),
    line2: optionalText(160),
    city: requiredText(messages.city, 80),
    postcode: requiredText(messages.postcode, 20),
    countryId: idSchema(messages.country).refine((id) => countryIds.includes(id), messages.country),
  });
}

function withBillingChoice<Shape extends z.ZodRawShape>(shape: Shape, countryIds: readonly number[]) {
  const base = z.object(shape);
  return z.discriminatedUnion(
    "billingSame",
    [
      base.extend({ billingSame: z.literal("1") }),
      base.extend({ billingSame: z.literal("0"), billing: addressSchema(BILLING_MESSAGES, countryIds) }),
    ],
    { error: "Please choose where to send the invoice." },
  );
}

/**
 * The My Profile form of /account and /adresse: personal details, the shipping address and,
 * when 'bill to a different address' is chosen, the billing address. `countryIds` are the
 * countries of the database.
 */
export function profileSchema(screen: "account" | "address", countryIds: readonly number[]) {
  return withBillingChoice(
    {
      intent: z.literal("profile"),
      gender: z.enum(GENDERS, MESSAGES.genderRequired).optional(),
      name: requiredText(NAME_MESSAGES[screen], 120),
      email: email("Required"),
      phone: z
        .string()
        .trim()
        .max(40, "Please enter a phone number of at most 40 characters.")
        .regex(/^[0-9+()./ -]*$/, MESSAGES.invalidPhone)
        .optional(),
      // Needed only when the e-mail changes; the accounts module checks it.
      currentPassword: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordIncorrect).optional(),
      shipping: addressSchema(SHIPPING_MESSAGES[screen], countryIds),
    },
    countryIds,
  );
}

/** The cart flow's /confirm-adress: the shipping address and the billing choice only. */
export function checkoutAddressSchema(countryIds: readonly number[]) {
  return withBillingChoice(
    { intent: z.literal("profile"), shipping: addressSchema(SHIPPING_MESSAGES.checkout, countryIds) },
    countryIds,
  );
}

export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;
export type CheckoutAddressValues = z.infer<ReturnType<typeof checkoutAddressSchema>>;
export type AddressValues = z.infer<ReturnType<typeof addressSchema>>;
