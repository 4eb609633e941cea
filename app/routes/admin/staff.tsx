import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { inviteSchema, staffActionSchema } from "~/modules/staff/forms";
import { AREA_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES } from "~/modules/staff/roles";
import { STAFF_LINK_LIFETIME_HOURS } from "~/modules/staff/staff";
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  requireStaff,
  revokeStaffLink,
  turnOffColleagueTwoFactor,
} from "~/modules/staff/staff.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => privatePageMeta("Staff", "Staff accounts and invitations.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireStaff(request, AREA_ROLES.staff);
  const { people, invitations } = await listStaff();
  return {
    ownId: owner.id,
    people: people.map((person) => ({
      ...person,
      disabledAt: person.disabledAt?.toISOString() ?? null,
      lastSeenAt: person.lastSeenAt?.toISOString() ?? null,
    })),
    invitations: invitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })),
  };
}

const DONE = {
  invite: "invited",
  role: "role",
  remove: "removed",
  "two-factor-off": "two-factor-off",
  revoke: "revoked",
} as const;

/** The page's five forms, told apart by `intent`; each success comes back to the page with a word. */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireStaff(request, AREA_ROLES.staff);
  const submission = parseWithZod(await readForm(request), { schema: staffActionSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const values = submission.value;
  const outcome =
    values.intent === "invite"
      ? await inviteStaff(owner, values)
      : values.intent === "role"
        ? await changeStaffRole(owner, values.staffId, values.role)
        : values.intent === "remove"
          ? await removeStaff(owner, values.staffId)
          : values.intent === "two-factor-off"
            ? await turnOffColleagueTwoFactor(owner, values.staffId)
            : await revokeStaffLink(owner, values.invitationId);
  if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent: values.intent } });
  return redirect(`/admin/staff?done=${DONE[values.intent]}`);
}

/** The small buttons of a colleague's row (removing access has its own, in red). */
const ROW_BUTTON =
  "rounded-sm border border-navy px-3 py-2 text-sm font-medium whitespace-nowrap text-navy hover:bg-navy hover:text-white";

const DONE_MESSAGES = {
  invited: `Invitation sent. The link works once, for ${STAFF_LINK_LIFETIME_HOURS} hours.`,
  role: "Role changed. It applies from their next click.",
  removed: "Access removed. Their sessions have ended.",
  "two-factor-off":
    "Two-factor sign-in turned off and their sessions ended. At their next sign-in, with their password, they set it up again first.",
  revoked: "Invitation withdrawn: its link no longer works.",
};

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ownId, people, invitations } = loaderData;
  const invitingResult =
    actionData && "intent" in actionData && actionData.intent !== "invite" ? undefined : actionData?.result;
  const [form, fields] = useShopForm({ id: "invite", schema: inviteSchema, lastResult: invitingResult });
  const inviting = useIsPending({ intent: "invite" });
  const otherRefusal = actionData && "intent" in actionData && actionData.intent !== "invite" ? actionData : null;

  return (
    <div className="max-w-5xl">
      <AdminPageHeader title="Staff" intro="Who can open the back office, and what each role may do." />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        {otherRefusal && "refusal" in otherRefusal ? (
          <FormAlert errors={[otherRefusal.refusal?.message ?? ""]} />
        ) : null}
      </div>

      <section aria-labelledby="people-title">
        <h2 id="people-title" className="sr-only">
          Staff accounts
        </h2>
        <ul className="grid gap-2">
          {people.map((person) => (
            <li
              key={person.id}
              className="grid gap-3 border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div>
                <p className="font-medium">
                  {person.name}
                  {person.id === ownId ? <span className="ml-2 text-xs text-ink-soft">(you)</span> : null}
                  {person.twoFactorEnabled ? (
                    <span className="ml-2 inline-flex items-center gap-1 text-xs text-success">
                      <ShieldCheck aria-hidden className="size-3.5" /> Two-factor
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-soft">{person.email}</p>
                <p className="text-xs text-ink-soft">
                  {person.disabledAt
                    ? `Removed ${formatDateTime(person.disabledAt)}`
                    : person.lastSeenAt
                      ? `Last active ${formatDateTime(person.lastSeenAt)}`
                      : "Not signed in yet"}
                </p>
              </div>
              {person.disabledAt || person.id === ownId ? (
                <p className="text-sm">{ROLE_LABELS[person.role]}</p>
              ) : (
                <div className="flex flex-wrap items-end gap-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="staffId" value={person.id} />
                    <label className="sr-only" htmlFor={`role-${person.id}`}>
                      Role of {person.name}
                    </label>
                    <select
                      id={`role-${person.id}`}
                      name="role"
                      defaultValue={person.role}
                      className={`${inputStyles} w-auto py-2`}
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className={ROW_BUTTON}>
                      Change role
                    </button>
                  </Form>
                  {person.twoFactorEnabled ? (
                    // For a colleague who lost their phone and their recovery codes.
                    <Form method="post">
                      <input type="hidden" name="intent" value="two-factor-off" />
                      <input type="hidden" name="staffId" value={person.id} />
                      <button
                        type="submit"
                        aria-label={`Turn off ${person.name}'s two-factor sign-in`}
                        className={ROW_BUTTON}
                      >
                        Turn off two-factor
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="staffId" value={person.id} />
                    <button
                      type="submit"
                      aria-label={`Remove ${person.name}'s access`}
                      className="rounded-sm border border-danger/50 px-3 py-2 text-sm font-medium whitespace-nowrap text-danger hover:bg-danger hover:text-white"
                    >
                      Remove access
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel id="invite-title" title="Invite a colleague">
          <p className="mt-1 text-sm text-ink-soft">
            They receive a link by e-mail to choose their name and password. It works once, for{" "}
            {STAFF_LINK_LIFETIME_HOURS} hours.
          </p>
          <FormAlert id={form.errorId} errors={form.errors} />
          <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="invite" />
            <TextField field={fields.email} label="E-mail" type="email" required autoComplete="off" />
            <Field id={fields.role.id} label="Role" error={fields.role.errors?.[0]} required>
              <select
                id={fields.role.id}
                name={fields.role.name}
                defaultValue="workshop"
                aria-describedby="invite-roles"
                className={inputStyles}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </Field>
            <dl id="invite-roles" className="grid gap-1 text-xs text-ink-soft">
              {STAFF_ROLES.map((role) => (
                <div key={role}>
                  <dt className="inline font-semibold text-ink">{ROLE_LABELS[role]}: </dt>
                  <dd className="inline">{ROLE_DESCRIPTIONS[role]}</dd>
                </div>
              ))}
            </dl>
            <button type="submit" className={buttonStyles.primary} disabled={inviting}>
              {inviting ? "Sending…" : "Send the invitation"}
            </button>
          </Form>
        </Panel>

        <Panel id="invitations-title" title="Invitations not used yet">
          {invitations.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">None.</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2 text-sm"
                >
                  <span>
                    {invitation.email ?? "First owner's link"} · {ROLE_LABELS[invitation.role]}
                    <span className="block text-xs text-ink-soft">
                      Works until {formatDateTime(invitation.expiresAt)}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button type="submit" className="text-sm font-medium text-danger underline underline-offset-4">
                      Withdraw
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  );
}
