import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { buttonStyles } from "~/components/ui/styles";
import type { SizeGuideTable } from "~/modules/catalog/size-guide";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import type { MeasurementProfile } from "~/modules/sizing/profiles.server";
import type { SmartSize } from "~/modules/sizing/size";
import { LoginDialog, LoginForm } from "./LoginDialog";
import { ProfileEditor } from "./ProfileEditor";
import { ProfilePicker } from "./ProfilePicker";
import { SizeGuideDialog } from "./SizeGuideDialog";
import { CalculateSizeForm } from "./SmartSizeForm";
import { SmartSizeResult } from "./SmartSizeResult";
import { SIZE_SECTIONS } from "./sections";

/*
 * The size calculator's panel, shared by the measurement screen and the configurator's SIZES
 * tab: the tabs of the ways to give a size, the calculator and its result, the saved profiles
 * and the links to the size guide. The screens differ only in words, addresses and density:
 * the tab sits beside the drawing (`compact`), the measurement screen has the page to itself.
 */

const linkStyles = "font-semibold text-navy underline underline-offset-4 hover:text-brass";

const density = (compact: boolean | undefined) =>
  compact
    ? { title: "text-2xl", intro: "mt-1 mb-6 text-sm text-ink-soft" }
    : { title: "text-3xl", intro: "mt-2 mb-6 text-ink-soft" };

/** The ways to give a size, one link each, the one shown marked as the current page. */
export function SizeModeTabs<Mode extends string>({
  label,
  modes,
  current,
  hrefOf,
  className,
}: {
  /** What the tabs choose, for screen readers. */
  label: string;
  modes: readonly { mode: Mode; label: string }[];
  current: Mode | null;
  hrefOf: (mode: Mode) => string;
  /** The list's columns. */
  className: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={`grid gap-2 ${className}`}>
        {modes.map((entry) => (
          <li key={entry.mode}>
            <Link
              to={hrefOf(entry.mode)}
              aria-current={entry.mode === current ? "page" : undefined}
              preventScrollReset
              className="flex h-full items-center justify-center rounded-sm border border-navy px-3 py-2.5 text-center text-sm font-semibold tracking-[0.08em] text-navy uppercase hover:bg-linen aria-[current=page]:bg-navy aria-[current=page]:text-white"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The size guide's dialog and the guide to measuring a shirt, side by side. */
export function SizeHelpLinks({ tables }: { tables: SizeGuideTable[] }) {
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      <SizeGuideDialog tables={tables} className={linkStyles} />
      <Link to="/take-measurements-shirts-on-the-shirt" className={linkStyles}>
        How to measure a shirt
      </Link>
    </div>
  );
}

/** One way of giving a size: its title, a line that says what it does, then its forms. */
export function SizeSection({
  id,
  title,
  intro,
  compact,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  compact?: boolean;
  children: ReactNode;
}) {
  const styles = density(compact);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * The size calculator (spec 001 section 4 "Size calculator"), then its result: the calculator
 * shows until a size is calculated, and again, filled with the last answers, when a new
 * measurement is asked for (`newSize`). `hrefOf` gives the screen's address in this mode for a
 * state of the panel; `children` come under the result's buttons.
 */
export function SmartSizePanel({
  calculation,
  newSize,
  editMeasures,
  signedIn,
  reply,
  hrefOf,
  calculator,
  newSizeLabel,
  compact,
  children,
}: {
  /** The last calculation of this visit; null before the first. */
  calculation: { size: SmartSize; savedAsProfile: boolean } | null;
  newSize: boolean;
  /** 'Measure your shirt' shown as a section of the page (the dialog's fallback). */
  editMeasures: boolean;
  signedIn: boolean;
  reply: SizeFormReply | undefined;
  hrefOf: (state: { editMeasures?: boolean; newSize?: boolean }, hash?: string) => string;
  calculator: { title: string; intro: string; formId: string };
  /** The words of the link that opens the calculator again. */
  newSizeLabel: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  if (!calculation || newSize) {
    return (
      <SizeSection id="calculator-title" title={calculator.title} intro={calculator.intro} compact={compact}>
        <CalculateSizeForm
          id={calculator.formId}
          action={hrefOf({})}
          defaults={calculation?.size ?? null}
          lastResult={reply?.intent === "smart" ? reply.result : undefined}
        />
      </SizeSection>
    );
  }
  return (
    <SmartSizeResult
      size={calculation.size}
      savedAsProfile={calculation.savedAsProfile}
      signedIn={signedIn}
      // Posted back to this very state: a refusal shows again where it was made.
      action={hrefOf({ editMeasures })}
      reply={reply}
      editMeasures={editMeasures}
      hrefs={{
        editMeasures: hrefOf({ editMeasures: true }, "measure-your-shirt"),
        closeMeasures: hrefOf({}, SIZE_SECTIONS.smart),
        newSize: hrefOf({ newSize: true }),
        loginReturn: hrefOf({}),
      }}
      newSizeLabel={newSizeLabel}
      titleClassName={density(compact).title}
    >
      {children}
    </SmartSizeResult>
  );
}

/**
 * 'My measurement profiles': a customer chooses one of his saved sizes, the chosen one shown
 * editable under `note` (what choosing it does on this screen); a visitor is asked to log in,
 * in the panel itself (`loginInline`) or in a dialog beside a link to create an account.
 * `hrefOf` gives the screen's address in this mode for a state of the panel.
 */
export function ProfilesPanel({
  signedIn,
  picker,
  selected,
  note,
  editMeasures,
  reply,
  hrefOf,
  loginInline,
  compact,
}: {
  signedIn: boolean;
  /** The picker, and the refusal of the last choice when there is one. */
  picker: Omit<ComponentProps<typeof ProfilePicker>, "selected"> & { refusal?: string };
  selected: MeasurementProfile | null;
  note: ReactNode;
  /** 'Measure your shirt' shown as a section of the page (the dialog's fallback). */
  editMeasures: boolean;
  reply: SizeFormReply | undefined;
  hrefOf: (state: { profile?: number; editMeasures?: boolean }, hash?: string) => string;
  loginInline: boolean;
  compact?: boolean;
}) {
  const { refusal, ...pickerProps } = picker;
  const profile = selected?.id;
  return (
    <SizeSection id="profiles-title" title="My measurement profiles" compact={compact}>
      {signedIn ? (
        <div className="mt-5 grid gap-8">
          <div className="grid gap-3">
            <ProfilePicker {...pickerProps} selected={profile ?? null} />
            {refusal ? <FormAlert errors={[refusal]} /> : null}
          </div>
          {selected ? (
            <section
              id={SIZE_SECTIONS.profiles}
              aria-labelledby="chosen-profile-title"
              className="scroll-mt-6 border-t border-line pt-6"
            >
              <h3 id="chosen-profile-title" className="text-2xl">
                {selected.title}: {selected.label}
              </h3>
              {note}
              <p className="mt-1 mb-6 text-sm text-ink-soft">Changes are saved to your profile.</p>
              <ProfileEditor
                profile={selected}
                action={hrefOf({ profile, editMeasures })}
                reply={reply}
                measuresHref={hrefOf({ profile, editMeasures: true }, "measure-your-shirt")}
                measuresInline={editMeasures}
                closeHref={hrefOf({ profile }, SIZE_SECTIONS.profiles)}
              />
            </section>
          ) : null}
        </div>
      ) : loginInline ? (
        <div className="mt-5 border border-line bg-white p-5 sm:p-6">
          <p className="mb-5 text-lg">Please log in to find your measurement profiles</p>
          <LoginForm returnUrl={hrefOf({})} />
        </div>
      ) : (
        <div className="mt-5 border border-line bg-linen/60 p-6">
          <p className="text-lg">Please log in to find your measurement profiles</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <LoginDialog returnUrl={hrefOf({})} label="Log in" className={buttonStyles.primary} />
            <Link to="/register" className={buttonStyles.secondary}>
              Create an account
            </Link>
          </div>
        </div>
      )}
    </SizeSection>
  );
}
