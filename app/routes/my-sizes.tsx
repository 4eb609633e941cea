import { Ruler, Trash2 } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import { AccountLayout } from "~/components/account/AccountLayout";
import { FormAlert, FormSuccess } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { ProfileEditor } from "~/components/sizing/ProfileEditor";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { requireCustomer } from "~/modules/accounts/accounts.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { type SizeFormReply, sizeFormAnswer } from "~/modules/sizing/form-reply";
import { isProfileIntent, submitProfileForm } from "~/modules/sizing/profile-form.server";
import { listProfiles, type MeasurementProfile } from "~/modules/sizing/profiles.server";
import type { Route } from "./+types/my-sizes";

/** The customer's saved sizes (spec 000 section 2 "My sizes"). */
export const meta: Route.MetaFunction = () =>
  privatePageMeta("My sizes", "Your saved shirt sizes: smart and rapid measurement profiles.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const customer = await requireCustomer(request);
  const url = new URL(request.url);
  return {
    customerName: customer.name,
    profiles: await listProfiles(customer),
    saved: parseId(url.searchParams.get("saved")),
    // 'Measure your shirt' of this profile as a section of the page (the dialog without JavaScript).
    editing: parseId(url.searchParams.get("edit")),
    deleted: url.searchParams.get("deleted") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const customer = await requireCustomer(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (!isProfileIntent(intent)) {
    return data<SizeFormReply>({ intent: String(intent), profileId: null }, { status: 400 });
  }
  const outcome = await submitProfileForm(customer, intent, formData);
  if (!outcome.ok) return sizeFormAnswer(intent, outcome);
  if (intent === "delete") return redirect("/my-sizes?deleted=1");
  return redirect(`/my-sizes?saved=${outcome.profileId}#profile-${outcome.profileId}`);
}

export default function MySizesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customerName, profiles, saved, editing, deleted } = loaderData;
  const reply = actionData;
  // A profile deleted meanwhile (another tab): its form's message has no profile to sit under.
  const orphan = reply?.profileId === null ? reply.result?.error?.[""] : undefined;

  return (
    <AccountLayout
      customerName={customerName}
      title="My Sizes"
      intro="Your saved sizes. Choose one on the measurement step when you add a shirt to your cart."
    >
      <div className="grid gap-8">
        {deleted ? <FormSuccess>The size has been deleted.</FormSuccess> : null}
        <FormAlert errors={orphan ?? undefined} />
        {profiles.length === 0 ? (
          <div className="border border-line bg-white p-8">
            <p className="text-lg">You have no saved sizes yet.</p>
            <p className="mt-2 text-ink-soft">
              Work your size out with our calculator or give your fit, collar and sleeve: signed in, every size is kept
              here.
            </p>
            <Link to="/measurement" className={`${buttonStyles.primary} mt-6`}>
              <Ruler aria-hidden className="size-4" />
              Get my size
            </Link>
          </div>
        ) : null}
        {profiles.map((profile) => (
          <section
            key={profile.id}
            id={`profile-${profile.id}`}
            aria-labelledby={`profile-${profile.id}-title`}
            className="scroll-mt-6 border border-line bg-white p-5 sm:p-8"
          >
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h2 id={`profile-${profile.id}-title`} className="text-3xl">
                  {profile.title}
                </h2>
                <p className="mt-1 text-ink-soft">{profile.label}</p>
              </div>
              <DeleteProfileForm profile={profile} />
            </div>
            {saved === profile.id ? (
              <div className="mt-4">
                <FormSuccess>Your size has been saved.</FormSuccess>
              </div>
            ) : null}
            <div className="mt-6">
              <ProfileEditor
                profile={profile}
                // Without JavaScript a refused form comes back to the same address, section open.
                action={editing === profile.id ? `/my-sizes?edit=${profile.id}` : "/my-sizes"}
                reply={reply}
                measuresHref={`/my-sizes?edit=${profile.id}#measure-your-shirt`}
                measuresInline={editing === profile.id}
                closeHref={`/my-sizes#profile-${profile.id}`}
              />
            </div>
          </section>
        ))}
      </div>
    </AccountLayout>
  );
}

/** Delete, for one saved size: busy while this very one is being deleted. */
function DeleteProfileForm({ profile }: { profile: MeasurementProfile }) {
  const deleting = useIsPending({ intent: "delete", values: { profileId: String(profile.id) } });
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="profileId" value={profile.id} />
      <button
        type="submit"
        disabled={deleting}
        aria-label={`Delete ${profile.title}: ${profile.label}`}
        className="inline-flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm font-semibold text-danger hover:bg-danger/5 disabled:opacity-50"
      >
        <Trash2 aria-hidden className="size-4" />
        {deleting ? "Deleting…" : "Delete"}
      </button>
    </Form>
  );
}
