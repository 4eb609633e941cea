import { BookmarkCheck, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { buttonStyles } from "~/components/ui/styles";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import { FITS, MORPHOLOGIES, type SmartSize } from "~/modules/sizing/size";
import { LoginDialog } from "./LoginDialog";
import { EditableMeasures } from "./MeasureShirtDialog";
import { SIZE_SECTIONS } from "./sections";

/**
 * The result of a smart calculation (spec 001 section 4: the calculator hides and the result
 * shows with a table of eight measures, editable in the measure modal and saved; a new
 * measurement reopens the calculator), on the measurement screen and in the configurator's
 * SIZES tab: its answers and measures, MODIFY ('Measure your shirt': a dialog, or without
 * JavaScript a section of the page at `hrefs.editMeasures`), the link back to the calculator,
 * and keeping it as a profile (saved, 'Save to my sizes' for a customer, a login link for a
 * visitor). `children` come under the buttons.
 */
export function SmartSizeResult({
  size,
  savedAsProfile,
  signedIn,
  action,
  reply,
  editMeasures,
  hrefs,
  newSizeLabel,
  titleClassName,
  children,
}: {
  size: SmartSize;
  savedAsProfile: boolean;
  signedIn: boolean;
  /** Where the result's forms post. */
  action: string;
  reply: SizeFormReply | undefined;
  /** 'Measure your shirt' shown as a section of the page. */
  editMeasures: boolean;
  hrefs: { editMeasures: string; closeMeasures: string; newSize: string; loginReturn: string };
  newSizeLabel: string;
  titleClassName: string;
  children?: ReactNode;
}) {
  return (
    <section id={SIZE_SECTIONS.smart} aria-labelledby="result-title" className="scroll-mt-6">
      <h2 id="result-title" className={titleClassName}>
        Your size: {size.name}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        For {size.heightCm} cm, {size.weightKg} kg, {size.age} years,{" "}
        {MORPHOLOGIES[size.morphology as keyof typeof MORPHOLOGIES].toLowerCase()},{" "}
        {FITS[size.fit as keyof typeof FITS].toLowerCase()} fit, collar {size.neckCm} cm.
      </p>
      <EditableMeasures
        id="smart-measures"
        action={action}
        intent="measures"
        measures={size.measures}
        caption="The finished shirt our workshop will sew, in centimetres: your body plus the ease of your fit, with an allowance for the first washes."
        inline={editMeasures}
        fallbackHref={hrefs.editMeasures}
        closeHref={hrefs.closeMeasures}
        reply={reply}
        buttons={
          <Link to={hrefs.newSize} className={buttonStyles.secondary}>
            <RotateCcw aria-hidden className="size-4" />
            {newSizeLabel}
          </Link>
        }
      />
      {children}
      <div className="mt-6 grid gap-3">
        {savedAsProfile ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <BookmarkCheck aria-hidden className="size-4" />
            Saved in My sizes as “{size.name}”.
          </p>
        ) : signedIn ? (
          <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="save-profile" />
            <button type="submit" className={buttonStyles.secondary}>
              <BookmarkCheck aria-hidden className="size-4" />
              Save to my sizes
            </button>
            {reply?.intent === "save-profile" ? <FormAlert errors={[reply.refusal?.message ?? ""]} /> : null}
          </Form>
        ) : (
          <p className="text-sm text-ink-soft">
            <LoginDialog
              returnUrl={hrefs.loginReturn}
              label="Log in"
              className="font-semibold text-navy underline underline-offset-4 hover:text-brass"
            />{" "}
            to keep this size in your profiles.
          </p>
        )}
      </div>
    </section>
  );
}
