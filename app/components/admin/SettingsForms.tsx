import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import {
  SETTING_SECTIONS,
  SETTINGS,
  type SettingDefinition,
  type SettingSection,
  sectionSchema,
  settingsOf,
} from "~/modules/settings/settings";

/*
 * The settings screens' one pattern (/admin/settings and /admin/settings/invoicing): tabs
 * under the title, each part of a page a panel, and each section of the shop's settings one
 * form drawn from SETTINGS, posted with `intent=section` and checked by its section's schema.
 */

const TABS = [
  { to: "/admin/settings", label: "Shop", ownerOnly: false },
  { to: "/admin/settings/invoicing", label: "Invoicing", ownerOnly: true },
];

/** The settings' screens, as tabs under the title: the shop's (with its delivery options), invoicing. */
export function SettingsTabs({ pathname, canOpenInvoicing }: { pathname: string; canOpenInvoicing: boolean }) {
  const invoicing = pathname.startsWith("/admin/settings/invoicing");
  const tabs = TABS.filter((tab) => canOpenInvoicing || !tab.ownerOnly);
  // One screen to go to (customer service's): no tabs.
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="Settings" className="mb-6 flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab) => {
        // The delivery option's page belongs to the shop's tab.
        const current = tab.ownerOnly ? invoicing : !invoicing;
        return (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            aria-current={current ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap ${
              current ? "border-navy text-navy" : "border-transparent text-ink-soft hover:text-navy"
            }`}
          >
            {tab.label}
          </NavLink>
        );
      })}
    </nav>
  );
}

/** A part of a settings screen: its title (the region's name), what it is for, an action, its content. */
export function SettingsPanel({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="scroll-mt-6 text-2xl">
            {title}
          </h2>
          {intro ? <p className="mt-1 max-w-2xl text-sm text-ink-soft">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The keys of a section, as the page's loader sends their values (text, as the fields show them). */
export type SectionValues = Record<string, string>;

type SectionFormProps = {
  section: SettingSection;
  values: SectionValues;
  lastResult: SubmissionResult<string[]> | undefined;
  canEdit?: boolean;
};

/**
 * One section of the shop's settings as a form, drawn from SETTINGS: a field per key with its
 * label, hint and input, every value checked in the browser by the schema the server uses.
 * Without `canEdit` the values are shown, not changed (customer service reads them).
 */
export function SettingsSectionForm(props: SectionFormProps) {
  // Keyed by the stored values: after a save the fields show them as stored (trimmed, as read).
  const stored = settingsOf(props.section)
    .map((key) => props.values[key])
    .join("\u0000");
  return <SectionForm key={stored} {...props} />;
}

function SectionForm({ section, values, lastResult, canEdit = true }: SectionFormProps) {
  const keys = settingsOf(section);
  const [form, fields] = useShopForm({
    id: `settings-${section}`,
    schema: sectionSchema(section),
    lastResult,
    defaultValue: Object.fromEntries(keys.map((key) => [key, values[key]])),
  });
  const saving = useIsPending({ intent: "section", values: { section } });
  const { title, intro, save } = SETTING_SECTIONS[section];
  return (
    <SettingsPanel id={`section-${section}`} title={title} intro={intro}>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormAlert id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="section" />
        <input type="hidden" name="section" value={section} />
        <fieldset disabled={!canEdit} className="grid min-w-0 gap-4 md:grid-cols-2">
          {keys.map((key) => {
            const setting: SettingDefinition = SETTINGS[key];
            const field = fields[key];
            if (!field) return null;
            const input = setting.input ?? "number";
            const autoComplete = setting.autoComplete ?? "off";
            if (input !== "textarea") {
              return (
                <TextField
                  key={key}
                  field={field}
                  label={setting.label}
                  hint={setting.hint}
                  type={input}
                  required
                  autoComplete={autoComplete}
                />
              );
            }
            const error = field.errors?.[0];
            return (
              <Field
                key={key}
                id={field.id}
                label={setting.label}
                hint={setting.hint}
                error={error}
                required
                className="md:row-span-2"
              >
                <textarea
                  {...getTextareaProps(field)}
                  rows={4}
                  aria-describedby={error ? `${field.id}-error` : setting.hint ? `${field.id}-hint` : undefined}
                  autoComplete={autoComplete}
                  className={inputStyles}
                />
              </Field>
            );
          })}
        </fieldset>
        {canEdit ? (
          <div>
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? "Saving…" : save}
            </button>
          </div>
        ) : null}
      </Form>
    </SettingsPanel>
  );
}
