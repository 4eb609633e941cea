import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, Plus } from "lucide-react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { RateChangeConfirmation } from "~/components/admin/RateChangeConfirmation";
import { SettingsPanel, SettingsSectionForm, SettingsTabs } from "~/components/admin/SettingsForms";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse, refuse } from "~/infra/refusal";
import { listCurrencyRates, setCurrencyRate } from "~/modules/money/currency.server";
import { formatMoney } from "~/modules/money/money";
import { confirmedRateOf, RATE_CHANGE_LIMIT_PERCENT } from "~/modules/money/rate-change";
import { type RateConfirmation, rateConfirmation } from "~/modules/pages/admin/rate-confirmation.server";
import { listDeliveryOptionsForStaff } from "~/modules/settings/delivery.server";
import { currencyRateSchema, isRateStale, STALE_RATE_DAYS } from "~/modules/settings/forms";
import { SETTING_SECTIONS, type SettingSection, sectionSchema, settingsOf } from "~/modules/settings/settings";
import { changeSection, readSettings } from "~/modules/settings/settings.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES, canOpen } from "~/modules/staff/roles";
import { requireArea, requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Settings", "Delivery, currency rates, the shop's settings and contact addresses.");

export const headers = privatePageHeaders;

/** The sections of the shop's settings this page draws; the seller's legal details are on the invoicing tab. */
const SECTIONS = ["shop", "contact"] as const satisfies readonly SettingSection[];

/**
 * Owners change everything here; customer service changes the delivery options, the currency
 * rates and the contact addresses, and reads the shop's own rules it answers with.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.settingsReading);
  const [deliveries, rates, values] = await Promise.all([
    listDeliveryOptionsForStaff(),
    listCurrencyRates(),
    readSettings(SECTIONS.flatMap((section) => settingsOf(section))),
  ]);
  const now = new Date();
  return {
    canEditStorefront: canOpen(staff.role, "storefrontSettings"),
    canEditSection: Object.fromEntries(
      SECTIONS.map((section) => [section, canOpen(staff.role, SETTING_SECTIONS[section].editedIn)]),
    ) as Record<(typeof SECTIONS)[number], boolean>,
    canOpenInvoicing: canOpen(staff.role, "settings"),
    deliveries: deliveries.map((option) => ({
      id: option.id,
      name: option.name,
      description: option.description,
      fee: option.feeCents === 0 ? "Free" : formatMoney(option.feeCents, "EUR"),
      days: option.minDays === option.maxDays ? `${option.minDays}` : `${option.minDays}–${option.maxDays}`,
      isDefault: option.isDefault,
      active: option.active,
    })),
    rates: rates
      .filter((currency) => currency.code !== "EUR")
      .map((currency) => ({
        code: currency.code,
        name: currency.name,
        rate: String(currency.rate),
        setAt: formatDateTime(currency.setAt),
        setAtIso: currency.setAt.toISOString(),
        stale: isRateStale(currency.setAt, now),
      })),
    // As the forms show them: numbers and text alike.
    values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])),
  };
}

/**
 * The page's forms, told apart by `intent`: a section of the shop's settings (every value
 * checked, the changed ones saved together), or one currency's rate; each by the roles of its area.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.settingsReading);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "rate") {
    requireArea(staff, "storefrontSettings");
    const extra = {
      intent: "rate" as const,
      code: String(form.get("code") ?? ""),
      confirmation: undefined as RateConfirmation | undefined,
    };
    const submission = parseWithZod(form, { schema: currencyRateSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra });
    const confirmedFrom = confirmedRateOf(form.get("confirmedFrom"));
    const outcome = await setCurrencyRate(staff, submission.value.code, submission.value.rate, confirmedFrom);
    if ("confirm" in outcome) {
      const confirmation = await rateConfirmation(outcome);
      return data(
        { ...extra, result: submission.reply(), refusal: undefined, confirmation },
        { status: outcome.status },
      );
    }
    if (!outcome.ok) return refusalResponse(outcome, { submission, extra });
    return redirect(`/admin/settings?done=rate&code=${outcome.code}#rates-title`);
  }
  const section = SECTIONS.find((known) => known === form.get("section"));
  if (intent !== "section" || !section) {
    return refusalResponse(refuse(400, "This action is not known."), { extra: { intent: "unknown" as const } });
  }
  requireArea(staff, SETTING_SECTIONS[section].editedIn);
  const extra = { intent: "section" as const, section };
  const submission = parseWithZod(form, { schema: sectionSchema(section) });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra });
  const outcome = await changeSection(staff, section, submission.value);
  if (!outcome.ok) return refusalResponse(outcome, { submission, extra });
  return redirect(`/admin/settings?done=${section}#section-${section}`);
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

function YesNo({ value, yes }: { value: boolean; yes: string }) {
  return value ? (
    <span className="rounded-sm bg-success/10 px-1.5 py-0.5 text-xs font-semibold text-success">{yes}</span>
  ) : (
    <span className="text-ink-soft">—</span>
  );
}

function DeliveryPanel({ deliveries, canEdit }: { deliveries: LoaderData["deliveries"]; canEdit: boolean }) {
  return (
    <SettingsPanel
      id="delivery-title"
      title="Delivery options"
      intro="What the checkout offers, with its fee in euros (converted at the visitor's rate). Orders already placed keep the fee they were placed with."
      actions={
        canEdit ? (
          <Link to="/admin/settings/delivery/new" className={`${buttonStyles.secondary} shrink-0`}>
            <Plus aria-hidden className="size-4" />
            Add an option
          </Link>
        ) : null
      }
    >
      <ul className="grid gap-2">
        {deliveries.map((option) => (
          <li
            key={option.id}
            className="grid gap-2 border border-line p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{option.name}</span>
                {option.isDefault ? <YesNo value yes="Default" /> : null}
                {option.active ? null : (
                  <span className="rounded-sm bg-ink/10 px-1.5 py-0.5 text-xs font-semibold text-ink-soft">
                    Not offered
                  </span>
                )}
              </p>
              {option.description ? <p className="text-ink-soft">{option.description}</p> : null}
              <p className="mt-1">
                <span className="font-semibold tabular-nums">{option.fee}</span>
                <span className="text-ink-soft"> · {option.days} working days on the way</span>
              </p>
            </div>
            {canEdit ? (
              <Link
                to={`/admin/settings/delivery/${option.id}`}
                className="inline-flex min-h-11 items-center justify-self-start font-medium text-navy underline underline-offset-4"
                aria-label={`Edit ${option.name}`}
              >
                Edit
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </SettingsPanel>
  );
}

function RateRow({
  rate,
  actionData,
  canEdit,
}: {
  rate: LoaderData["rates"][number];
  actionData: ActionData;
  canEdit: boolean;
}) {
  const answered = actionData?.intent === "rate" && actionData.code === rate.code;
  const [form, fields] = useShopForm({
    id: `rate-${rate.code}`,
    schema: currencyRateSchema,
    lastResult: answered && "result" in actionData ? actionData.result : undefined,
    defaultValue: { code: rate.code, rate: rate.rate },
  });
  const saving = useIsPending({ intent: "rate", values: { code: rate.code } });
  const confirmation = answered ? actionData.confirmation : undefined;
  return (
    <li className="border border-line p-3">
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      >
        <input type="hidden" name="intent" value="rate" />
        <input type="hidden" name="code" value={rate.code} />
        <div className="text-sm">
          <p className="font-medium">
            {rate.name} ({rate.code})
          </p>
          <p className="text-ink-soft">
            Set <time dateTime={rate.setAtIso}>{rate.setAt}</time>
          </p>
          {rate.stale ? (
            <p className="mt-1 inline-flex items-start gap-1.5 rounded-sm border border-danger/30 bg-danger/5 px-2 py-1 text-xs font-semibold text-danger">
              <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0" />
              Older than {STALE_RATE_DAYS} days: check it against today's market rate.
            </p>
          ) : null}
          <FormAlert id={form.errorId} errors={form.errors ?? fields.code.errors} />
        </div>
        <TextField
          field={fields.rate}
          label={`${rate.code} for one euro`}
          required
          inputMode="decimal"
          autoComplete="off"
          disabled={!canEdit}
        />
        {canEdit ? (
          <button type="submit" className={`${buttonStyles.secondary} px-4 sm:mt-6`} disabled={saving}>
            {saving ? "Saving…" : "Save rate"}
          </button>
        ) : null}
      </Form>
      {confirmation ? <RateChangeConfirmation confirmation={confirmation} /> : null}
    </li>
  );
}

const DONE_MESSAGES = {
  ...Object.fromEntries(SECTIONS.map((section) => [section, SETTING_SECTIONS[section].saved])),
  delivery: "Delivery option saved. The checkout offers it now; placed orders keep their fee.",
  rate: "Rate saved. Prices in this currency follow it now.",
};

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canEditStorefront, canEditSection, canOpenInvoicing, deliveries, rates, values } = loaderData;
  const { pathname, key: visit } = useLocation();
  const otherRefusal = actionData?.intent === "unknown" ? actionData.refusal?.message : undefined;
  const staleCount = rates.filter((rate) => rate.stale).length;

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Settings"
        intro={
          canOpenInvoicing
            ? "What the storefront offers and says. Every change applies at once and is written to the audit log."
            : "What the storefront offers and says. Delivery, currency rates and contact addresses are yours to change; the production time and the limits are the owner's. Every change applies at once and is written to the audit log."
        }
      />
      <SettingsTabs pathname={pathname} canOpenInvoicing={canOpenInvoicing} />
      <div className="mb-4 grid gap-3 empty:hidden">
        <DoneBanner messages={DONE_MESSAGES} />
        {otherRefusal ? <FormAlert errors={[otherRefusal]} /> : null}
      </div>
      <nav aria-label="Parts of this page" className="mb-6 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a href="#delivery-title" className="inline-flex min-h-11 items-center text-navy underline underline-offset-4">
          Delivery options
        </a>
        <a href="#rates-title" className="inline-flex min-h-11 items-center text-navy underline underline-offset-4">
          Currency rates{staleCount > 0 ? ` (${staleCount} to check)` : ""}
        </a>
        {SECTIONS.map((section) => (
          <a
            key={section}
            href={`#section-${section}`}
            className="inline-flex min-h-11 items-center text-navy underline underline-offset-4"
          >
            {SETTING_SECTIONS[section].title}
          </a>
        ))}
      </nav>
      <div className="grid gap-6">
        <DeliveryPanel deliveries={deliveries} canEdit={canEditStorefront} />
        <SettingsPanel
          id="rates-title"
          title="Currency rates"
          intro={`Units of each currency for one euro: prices are set in euros and shown at these rates. A rate older than ${STALE_RATE_DAYS} days is flagged; saving it again, changed or not, dates it today. A change of more than ${RATE_CHANGE_LIMIT_PERCENT} % at once is the owner's, confirmed after seeing what a shirt would cost.`}
        >
          <ul className="grid gap-2">
            {rates.map((rate) => (
              // Keyed by when it was set and by the visit: after a save, or "Keep" on a rate's
              // confirmation, the field shows the rate as stored, not what was typed.
              <RateRow
                key={`${rate.code}-${rate.setAtIso}-${visit}`}
                rate={rate}
                actionData={actionData}
                canEdit={canEditStorefront}
              />
            ))}
          </ul>
        </SettingsPanel>
        {SECTIONS.map((section) => (
          <SettingsSectionForm
            key={section}
            section={section}
            values={values}
            canEdit={canEditSection[section]}
            lastResult={
              actionData?.intent === "section" && actionData.section === section ? actionData.result : undefined
            }
          />
        ))}
      </div>
    </div>
  );
}
