import { z } from "zod";

/*
 * The shop's settings, each with its type, default and limits, listed once. Stored one row per
 * key (db/schema/settings.ts) and read through settings.server.ts, which falls back to the
 * default for a key never set or a stored value that no longer fits. The back office's
 * settings pages are drawn from this list (label, hint, input, section): a key added here
 * appears on its section's page with no page code.
 */

/**
 * The forms of the settings pages a setting may belong to: each with its title, what it is
 * for, its button and what the page says once it is saved.
 */
/**
 * The sections of the settings. `editedIn`: the back-office area whose roles change it; the
 * shop's own rules and the invoices' details are the owner's, the contact addresses also
 * customer service's (modules/staff/roles.ts). Named here without importing staff's roles,
 * so that the mail's footer can read the contact settings without a cycle between the areas
 * (staff sends mail); the settings page hands `editedIn` to `requireArea`, which checks it.
 */
export const SETTING_SECTIONS = {
  shop: {
    editedIn: "settings",
    title: "Production and customer service",
    intro: "The delivery promise's production time, and the limits of refunds and fit claims.",
    save: "Save these settings",
    saved: "Settings saved. They apply from now on; orders already paid keep their promise.",
  },
  contact: {
    editedIn: "storefrontSettings",
    title: "Contact addresses",
    intro:
      "What the contact page and the footer show. Answers to contact messages go out with this e-mail as their reply address.",
    save: "Save the contact addresses",
    saved: "Contact addresses saved. The storefront shows them now.",
  },
  /*
   * The seller's legal details printed on every invoice and credit note, as issued:
   * a change applies to documents issued afterwards, never to those already issued.
   */
  seller: {
    editedIn: "settings",
    title: "Legal details",
    intro: "Printed at the top and foot of every invoice and credit note.",
    save: "Save the legal details",
    saved: "Legal details saved. Invoices and credit notes issued from now on print them.",
  },
} as const satisfies Record<
  string,
  { editedIn: "settings" | "storefrontSettings"; title: string; intro: string; save: string; saved: string }
>;

export type SettingSection = keyof typeof SETTING_SECTIONS;

/** How the settings page asks for a value: a number by default. */
export type SettingInput = "number" | "text" | "email" | "tel" | "textarea";

export type SettingDefinition = {
  label: string;
  hint?: string;
  schema: z.ZodType;
  defaultValue: unknown;
  /** "shop" when not said. */
  section?: SettingSection;
  /** "number" when not said. */
  input?: SettingInput;
  /** The browser's autofill hint; "off" when not said. */
  autoComplete?: string;
};

/** A whole number within limits, with one message a person reads whatever is wrong with it. */
const wholeNumber = (min: number, max: number) => {
  const message = `Please enter a whole number from ${min} to ${max.toLocaleString("en")}.`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep it under ${max} characters.` });

export const SETTINGS = {
  /** Working days between payment and the parcel leaving the workshop: the dated promise's first part. */
  productionLeadDays: {
    label: "Production lead time (working days)",
    hint: "From payment to the parcel leaving the workshop. Orders paid from now on are promised with it.",
    schema: wholeNumber(1, 60),
    defaultValue: 10,
  },
  /**
   * The largest refund customer service may make on one order, in euros (converted at the
   * order's own rate); owners refund without limit.
   */
  serviceRefundLimitEur: {
    label: "Largest refund customer service may make (euros)",
    hint: "Per order. Owners refund without limit.",
    schema: wholeNumber(0, 100_000),
    defaultValue: 150,
  },
  /** An alteration refund under the perfect fit guarantee: at most this share of the shirt's price. */
  alterationRefundPercent: {
    label: "Largest alteration refund (percent of the shirt's price)",
    schema: wholeNumber(1, 100),
    defaultValue: 30,
  },
  /** Business days after delivery during which a customer may file a fit claim (the terms: 7). */
  fitClaimWindowDays: {
    label: "Fit claims accepted for (business days after delivery)",
    hint: "The perfect fit guarantee's terms say 7.",
    schema: wholeNumber(1, 60),
    defaultValue: 7,
  },
  /**
   * A cart left this long without a change gets its one reminder (modules/cart/reminders.server.ts),
   * when its customer agreed to reminders.
   */
  cartReminderAfterMinutes: {
    label: "Remind of a cart left behind after (minutes without a change)",
    hint: "24 hours = 1,440 minutes. One e-mail per cart, only to customers who ticked “Remind me of a cart I leave”.",
    schema: wholeNumber(1, 43_200),
    defaultValue: 1440,
  },
  /** A counted fabric under this many metres is on the fabrics list's low-stock filter (decision 023). */
  lowStockMetres: {
    label: "Low stock below (metres)",
    hint: "The fabrics list's low-stock filter shows counted fabrics under it. A standard shirt takes 1.75 to 2.10 m.",
    schema: wholeNumber(1, 1000),
    defaultValue: 20,
  },
  /** How fast a newsletter campaign leaves the outbox: mails per minute, fixed when its sending starts. */
  newsletterMailsPerMinute: {
    label: "Newsletter sending rate (mails per minute)",
    hint: "Campaigns leave the outbox at this pace, so that the mail server does not refuse them as a flood.",
    schema: wholeNumber(1, 10_000),
    defaultValue: 60,
  },
  /** The address customers write to: the contact page, the footer, the reply address of answers. */
  contactEmail: {
    label: "Customer service e-mail",
    schema: requiredText("Please enter the e-mail address customers write to.", 254).pipe(
      z.email({ error: "Please enter a valid e-mail address, such as service@example.com." }),
    ),
    defaultValue: "service@ateliersartorial.example",
    section: "contact",
    input: "email",
  },
  contactPhone: {
    label: "Customer service telephone",
    schema: requiredText("Please enter the telephone number customers call.", 40).regex(/^\+?[0-9()./ -]+$/, {
      error: "Please enter a telephone number with digits, spaces and an optional leading +.",
    }),
    defaultValue: "+33 1 84 80 20 20",
    section: "contact",
    input: "tel",
  },
  contactHours: {
    label: "Opening hours",
    schema: requiredText("Please say when customer service answers.", 160),
    defaultValue: "Monday to Friday, 9:00 to 18:00 CET, except French public holidays",
    section: "contact",
    input: "text",
  },
  contactPostalAddress: {
    label: "Postal address",
    hint: "One line per line of the envelope.",
    schema: requiredText("Please enter the postal address.", 300),
    defaultValue: "Atelier Sartorial SAS\n14 rue du Mail\n75002 Paris\nFrance",
    section: "contact",
    input: "textarea",
  },
  sellerCompanyName: {
    label: "Company name",
    schema: requiredText("Please enter the company's registered name.", 120),
    defaultValue: "Atelier Sartorial SAS",
    section: "seller",
    input: "text",
    autoComplete: "organization",
  },
  sellerVatNumber: {
    label: "VAT number",
    hint: "With its country code, e.g. IT12345678903.",
    schema: requiredText("Please enter the VAT number, such as IT12345678903.", 30).regex(
      /^[A-Z]{2}[0-9A-Z+*. -]{2,28}$/,
      {
        error: "Please enter the VAT number with its country code, such as IT12345678903.",
      },
    ),
    defaultValue: "FR65912345675",
    section: "seller",
    input: "text",
  },
  sellerAddress: {
    label: "Registered address",
    hint: "One line per line of the address.",
    schema: requiredText("Please enter the registered address.", 300),
    defaultValue: "14 rue du Mail\n75002 Paris\nFrance",
    section: "seller",
    input: "textarea",
    autoComplete: "street-address",
  },
  sellerEmail: {
    label: "Contact e-mail on invoices",
    schema: requiredText("Please enter the e-mail address customers write to about invoices.", 254).pipe(
      z.email({ error: "Please enter a valid e-mail address, such as accounts@example.com." }),
    ),
    defaultValue: "service@ateliersartorial.example",
    section: "seller",
    input: "email",
    autoComplete: "email",
  },
  sellerRegistration: {
    label: "Company registration",
    hint: "Register and number, share capital: as the law asks for your company.",
    schema: requiredText("Please enter the registration (register, number, share capital).", 200),
    defaultValue: "RCS Paris 912 345 675 · Share capital €50,000",
    section: "seller",
    input: "text",
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;

/** The keys of a section's settings ("shop": those that name no section). */
export type SectionKey<S extends SettingSection> = {
  [K in SettingKey]: (typeof SETTINGS)[K] extends { section: infer Own }
    ? Own extends S
      ? K
      : never
    : S extends "shop"
      ? K
      : never;
}[SettingKey];

/** The section a setting belongs to ("shop" unless it says). */
export function sectionOf(key: SettingKey): SettingSection {
  const definition: SettingDefinition = SETTINGS[key];
  return definition.section ?? "shop";
}

/** The settings of a section, in the list's order. */
export function settingsOf<S extends SettingSection>(section: S): SectionKey<S>[] {
  return (Object.keys(SETTINGS) as SettingKey[]).filter((key): key is SectionKey<S> => sectionOf(key) === section);
}

/** The settings form of a section: every key of it, each with its own schema. */
export function sectionSchema(section: SettingSection) {
  return z.object(Object.fromEntries(settingsOf(section).map((key) => [key, SETTINGS[key].schema])));
}
