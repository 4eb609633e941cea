import { Save } from "lucide-react";
import type { SizeFormReply } from "~/modules/sizing/form-reply";
import type { MeasurementProfile } from "~/modules/sizing/profiles.server";
import { EditableMeasures } from "./MeasureShirtDialog";
import { RapidSizeForm } from "./RapidSizeForm";
import type { SizingFormTarget } from "./SizingForm";
import { SmartSizeForm } from "./SmartSizeForm";

/**
 * A saved profile, editable (spec 000 section 2 "My sizes", spec 001 "A selected profile
 * shows as smart … or rapid"): a rapid profile's fit, neckline and sleeve; a smart profile's
 * answers, its eight measurements and 'Measure your shirt'. `measuresHref` is the address
 * where the page shows 'Measure your shirt' as a section (`measuresInline`) without JavaScript,
 * `closeHref` the address it goes back to.
 */
export function ProfileEditor({
  profile,
  action,
  reply,
  measuresHref,
  measuresInline,
  closeHref,
}: {
  profile: MeasurementProfile;
  action: string;
  reply: SizeFormReply | undefined;
  measuresHref: string;
  measuresInline: boolean;
  /** Where 'Measure your shirt' shown as a section goes back to. */
  closeHref: string;
}) {
  const mine = reply?.profileId === profile.id ? reply : undefined;
  const { size } = profile;
  // The profile's size form posts `update-rapid` or `update-smart` and takes back only its own answer.
  const target = (form: "rapid" | "smart"): SizingFormTarget => {
    const intent = `update-${form}`;
    return {
      id: `profile-${profile.id}-${form}`,
      action,
      intent,
      profileId: profile.id,
      lastResult: mine?.intent === intent ? mine.result : undefined,
    };
  };
  if (size.kind === "rapid") return <RapidSizeForm {...target("rapid")} defaults={size} />;
  return (
    <div className="grid gap-8">
      <div>
        <h3 className="text-2xl">Measurements of the shirt</h3>
        <EditableMeasures
          id={`profile-${profile.id}-measures`}
          action={action}
          intent="profile-measures"
          profileId={profile.id}
          measures={size.measures}
          caption="The finished shirt our workshop sews for this size, in centimetres."
          inline={measuresInline}
          fallbackHref={measuresHref}
          closeHref={closeHref}
          reply={mine}
        />
      </div>
      <div>
        <h3 className="text-2xl">Your answers</h3>
        <p className="mt-1 mb-4 text-sm text-ink-soft">
          Saving new answers works the eight measurements out again (a new name alone keeps them).
        </p>
        <SmartSizeForm
          {...target("smart")}
          defaults={size}
          submitLabel="Save"
          pendingLabel="Saving…"
          icon={<Save aria-hidden className="size-4" />}
        />
      </div>
    </div>
  );
}
