import { CheckCircle2, Shirt } from "lucide-react";
import { Form } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { ProfilesPanel, SizeHelpLinks, SizeModeTabs, SmartSizePanel } from "~/components/sizing/SizePanels";
import { buttonStyles } from "~/components/ui/styles";
import type { SizesTab } from "~/modules/pages/configurator-page.server";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import { SIZES_TAB_MODES } from "~/modules/sizing/screen";
import type { ConfiguratorData } from "./Configurator";
import { sizesStepHref } from "./steps";

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
        <SizeHelpLinks tables={sizes.sizeGuide} />
      </section>

      <div>
        <SizeModeTabs
          label="Your size"
          modes={SIZES_TAB_MODES}
          current={sizes.tab.mode}
          hrefOf={(mode) => sizesStepHref(base, { mode })}
          className="grid-cols-2"
        />
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

/** 'New profile': the size calculator, then its result, which this shirt may take. */
function NewProfile({ sizes, base, reply }: TabProps) {
  const { tab, calculation, signedIn } = sizes;
  const here = (state: { editMeasures?: boolean; newSize?: boolean } = {}, hash?: string) =>
    sizesStepHref(base, { mode: "smart", ...state }, hash);
  return (
    <SmartSizePanel
      compact
      calculation={calculation}
      newSize={tab.newSize}
      editMeasures={tab.editMeasures}
      signedIn={signedIn}
      reply={reply}
      hrefOf={here}
      calculator={{
        title: "Size calculator",
        intro: `Tell us about yourself: we work out the eight measurements of your shirt from the measurements of thousands of men.${signedIn ? " The size is kept in your measurement profiles." : ""}`,
        formId: "configurator-smart",
      }}
      newSizeLabel="New measurement"
    >
      {calculation?.isDesignSize ? (
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
    </SmartSizePanel>
  );
}

/** 'Existing profile': a customer's saved profiles, the chosen one editable; a visitor logs in here. */
function ExistingProfile({ sizes, base, reply }: TabProps) {
  const { tab, profiles, selected, signedIn } = sizes;
  const here = (state: { profile?: number; editMeasures?: boolean } = {}, hash?: string) =>
    sizesStepHref(base, { mode: "profiles", ...state }, hash);
  return (
    <ProfilesPanel
      compact
      signedIn={signedIn}
      picker={{
        action: here(),
        method: "post",
        profiles,
        hidden: { intent: "choose-profile" },
        addHref: sizesStepHref(base, { mode: "smart", newSize: true }),
        refusal: reply?.intent === "choose-profile" ? reply.refusal?.message : undefined,
      }}
      selected={selected}
      note={
        selected?.isDesignSize ? (
          <DesignSizeNote />
        ) : (
          <p className="mt-1 text-sm text-ink-soft">Choose it above to make it the size of your shirt.</p>
        )
      }
      editMeasures={tab.editMeasures}
      reply={reply}
      hrefOf={here}
      loginInline
    />
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
