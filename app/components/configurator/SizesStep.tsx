import { CheckCircle2, Shirt } from "lucide-react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/account/Messages";
import { LoginForm } from "~/components/sizing/LoginDialog";
import { ProfileEditor } from "~/components/sizing/ProfileEditor";
import { ProfilePicker } from "~/components/sizing/ProfilePicker";
import { SizeGuideDialog } from "~/components/sizing/SizeGuideDialog";
import { CalculateSizeForm } from "~/components/sizing/SmartSizeForm";
import { SmartSizeResult } from "~/components/sizing/SmartSizeResult";
import { SIZE_SECTIONS } from "~/components/sizing/sections";
import { buttonStyles } from "~/components/ui/styles";
import type { SizesTab } from "~/modules/pages/configurator-page.server";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import { SIZES_TAB_MODES } from "~/modules/sizing/screen";
import type { ConfiguratorData } from "./Configurator";
import { sizesStepHref } from "./steps";

const linkStyles = "font-semibold text-navy underline underline-offset-4 hover:text-brass";

type TabProps = { sizes: SizesTab; base: string; reply: SizeFormReply | undefined };

/**
 * The SIZES tab (spec 001 section 2 "Sizes tab", sections 4 and 5): the size of this shirt,
 * then, toggled by 'new profile' and 'existing profile', the size calculator with its result
 * and 'Measure your shirt', or a customer's saved profiles (a visitor gets the login form);
 * the size guide beside. The forms are the measurement screen's, posted to this page: the
 * size they give becomes the design's, the one ADD TO CART (or Update) sends.
 */
export function SizesStep({
  data,
  base,
  reply,
  error,
}: {
  data: ConfiguratorData;
  /** The page's path: /design-shirt/{id} or /redesign-shirt/{id}. */
  base: string;
  reply: SizeFormReply | undefined;
  error: string | undefined;
}) {
  const { sizes, draft } = data;
  if (!sizes) return null;
  return (
    // The sections the forms lead back to (#result...) clear the drawing kept in view above them.
    <div className="grid gap-8 [&_[id]]:scroll-mt-[calc(36vh+16px)] lg:[&_[id]]:scroll-mt-[70px]">
      {error ? <FormAlert errors={[error]} /> : null}
      <section
        aria-labelledby="size-now"
        className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border border-line bg-linen/60 p-4 sm:p-5"
      >
        <div className="min-w-0">
          <h2 id="size-now" className="font-sans text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">
            Size of this shirt
          </h2>
          {draft.size ? (
            <p className="mt-1.5 flex items-start gap-2 font-medium" data-testid="draft-size">
              <CheckCircle2 aria-hidden className="mt-1 size-4 shrink-0 text-success" />
              {draft.size.summary}
            </p>
          ) : (
            <p className="mt-1.5 text-ink-soft">
              Not chosen yet: calculate it below, or choose one of your measurement profiles.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <SizeGuideDialog tables={sizes.sizeGuide} className={linkStyles} />
          <Link to="/take-measurements-shirts-on-the-shirt" className={linkStyles}>
            How to measure a shirt
          </Link>
        </div>
      </section>

      <div>
        <nav aria-label="Your size">
          <ul className="grid grid-cols-2 gap-2">
            {SIZES_TAB_MODES.map((entry) => (
              <li key={entry.mode}>
                <Link
                  to={sizesStepHref(base, { mode: entry.mode })}
                  aria-current={entry.mode === sizes.tab.mode ? "page" : undefined}
                  preventScrollReset
                  className="flex h-full items-center justify-center rounded-sm border border-navy px-3 py-2.5 text-center text-sm font-semibold tracking-[0.08em] text-navy uppercase hover:bg-linen aria-[current=page]:bg-navy aria-[current=page]:text-white"
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          {sizes.tab.mode === "profiles" ? (
            <ExistingProfile sizes={sizes} base={base} reply={reply} />
          ) : (
            <NewProfile sizes={sizes} base={base} reply={reply} />
          )}
        </div>
      </div>
    </div>
  );
}

/** 'New profile': the size calculator, then its result (spec 001 section 4 "Size calculator"). */
function NewProfile({ sizes, base, reply }: TabProps) {
  const { tab, calculation, signedIn } = sizes;
  const here = (state: { editMeasures?: boolean; newSize?: boolean } = {}, hash?: string) =>
    sizesStepHref(base, { mode: "smart", ...state }, hash);
  if (!calculation || tab.newSize) {
    return (
      <section aria-labelledby="calculator-title">
        <h2 id="calculator-title" className="text-2xl">
          Size calculator
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-soft">
          Tell us about yourself: we work out the eight measurements of your shirt from the measurements of thousands of
          men.{signedIn ? " The size is kept in your measurement profiles." : null}
        </p>
        <CalculateSizeForm
          id="configurator-smart"
          action={here()}
          defaults={calculation?.size ?? null}
          lastResult={reply?.intent === "smart" ? reply.result : undefined}
        />
      </section>
    );
  }
  return (
    <SmartSizeResult
      size={calculation.size}
      savedAsProfile={calculation.savedAsProfile}
      signedIn={signedIn}
      // Posted back to this very state: a refusal shows again where it was made.
      action={here({ editMeasures: tab.editMeasures })}
      reply={reply}
      editMeasures={tab.editMeasures}
      hrefs={{
        editMeasures: here({ editMeasures: true }, "measure-your-shirt"),
        closeMeasures: here({}, SIZE_SECTIONS.smart),
        newSize: here({ newSize: true }),
        loginReturn: here(),
      }}
      newSizeLabel="New measurement"
      titleClassName="text-2xl"
    >
      {calculation.isDesignSize ? (
        <DesignSizeNote />
      ) : (
        // The calculation was made for another shirt, or another size was chosen since.
        <Form method="post" action={here()} className="mt-6 grid justify-items-start gap-3">
          <input type="hidden" name="intent" value="use-calculation" />
          <button type="submit" className={buttonStyles.primary}>
            <Shirt aria-hidden className="size-4" />
            Use this size for my shirt
          </button>
          {reply?.intent === "use-calculation" ? <FormAlert errors={[reply.refusal?.message ?? ""]} /> : null}
        </Form>
      )}
    </SmartSizeResult>
  );
}

/** 'Existing profile': a customer's saved profiles, the chosen one editable; a visitor logs in here. */
function ExistingProfile({ sizes, base, reply }: TabProps) {
  const { tab, profiles, selected, signedIn } = sizes;
  const here = (state: { profile?: number; editMeasures?: boolean } = {}, hash?: string) =>
    sizesStepHref(base, { mode: "profiles", ...state }, hash);
  return (
    <section aria-labelledby="profiles-title">
      <h2 id="profiles-title" className="text-2xl">
        My measurement profiles
      </h2>
      {signedIn ? (
        <div className="mt-5 grid gap-8">
          <div className="grid gap-3">
            <ProfilePicker
              action={here()}
              method="post"
              profiles={profiles}
              selected={selected?.id ?? null}
              hidden={{ intent: "choose-profile" }}
              addHref={sizesStepHref(base, { mode: "smart", newSize: true })}
            />
            {reply?.intent === "choose-profile" ? <FormAlert errors={[reply.refusal?.message ?? ""]} /> : null}
          </div>
          {selected ? (
            <section
              id={SIZE_SECTIONS.profiles}
              aria-labelledby="chosen-profile-title"
              className="border-t border-line pt-6"
            >
              <h3 id="chosen-profile-title" className="text-2xl">
                {selected.title}: {selected.label}
              </h3>
              {selected.isDesignSize ? (
                <DesignSizeNote />
              ) : (
                <p className="mt-1 text-sm text-ink-soft">Choose it above to make it the size of your shirt.</p>
              )}
              <p className="mt-1 mb-6 text-sm text-ink-soft">Changes are saved to your profile.</p>
              <ProfileEditor
                profile={selected}
                action={here({ profile: selected.id, editMeasures: tab.editMeasures })}
                reply={reply}
                measuresHref={here({ profile: selected.id, editMeasures: true }, "measure-your-shirt")}
                measuresInline={tab.editMeasures}
                closeHref={here({ profile: selected.id }, SIZE_SECTIONS.profiles)}
              />
            </section>
          ) : null}
        </div>
      ) : (
        <div className="mt-5 border border-line bg-white p-5 sm:p-6">
          <p className="mb-5 text-lg">Please log in to find your measurement profiles</p>
          <LoginForm returnUrl={here()} />
        </div>
      )}
    </section>
  );
}

function DesignSizeNote() {
  return (
    <p className="mt-2 flex items-center gap-2 text-sm font-medium text-success">
      <CheckCircle2 aria-hidden className="size-4 shrink-0" />
      This size goes with your shirt.
    </p>
  );
}
