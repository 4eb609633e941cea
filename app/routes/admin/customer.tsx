import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import {
  AddressesSection,
  ClaimsAndMessagesSection,
  CustomerDataSection,
  CustomerNotesSection,
  CustomerOrdersSection,
  MailsSection,
  ProfileSection,
  SizesSection,
  SpentSection,
} from "~/components/admin/customer/CustomerSections";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import {
  CUSTOMER_MESSAGES,
  customerNoteSchema,
  resendMailSchema,
  sizeCorrectionSchema,
} from "~/modules/customers/forms";
import {
  addCustomerNote,
  correctCustomerSize,
  resendMail,
  sendPasswordResetLink,
} from "~/modules/customers/service.server";
import { loadCustomerPage } from "~/modules/pages/admin/customer.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import type { StaffMember } from "~/modules/staff/staff";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/customer";
import { answerPageForm } from "./order/answer-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? loaderData.customer.name : "Customer", "A customer of the shop.");

export const headers = privatePageHeaders;

/** A customer's id as better-auth makes them: anything else is no customer (404), never a query. */
const customerIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

function customerIdOf(params: { id?: string }): string {
  const parsed = customerIdSchema.safeParse(params.id);
  if (!parsed.success) throw new Response(CUSTOMER_MESSAGES.unknownCustomer, { status: 404 });
  return parsed.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.customers);
  return orNotFound(await loadCustomerPage(customerIdOf(params)));
}

type CustomerPost = { staff: StaffMember; userId: string; form: FormData };

const pageOf = (userId: string, done: string) => `/admin/customers/${userId}?done=${done}`;

/** The page's forms by their `intent`; each command checks, audits and mails for itself (modules/customers). */
const CUSTOMER_ACTIONS = {
  note: ({ staff, userId, form }: CustomerPost) =>
    answerPageForm(
      form,
      "note",
      customerNoteSchema,
      (value) => addCustomerNote(staff, userId, value),
      () => pageOf(userId, "note"),
    ),
  size: ({ staff, userId, form }: CustomerPost) =>
    answerPageForm(
      form,
      "size",
      sizeCorrectionSchema,
      (value) => correctCustomerSize(staff, userId, value),
      () => pageOf(userId, "size"),
    ),
  resend: ({ staff, userId, form }: CustomerPost) =>
    answerPageForm(
      form,
      "resend",
      resendMailSchema,
      (value) => resendMail(staff, userId, value),
      () => pageOf(userId, "resend"),
    ),
  reset: ({ staff, userId, form }: CustomerPost) =>
    answerPageForm(
      form,
      "reset",
      z.object({}),
      () => sendPasswordResetLink(staff, userId),
      () => pageOf(userId, "reset"),
    ),
};

/**
 * Service's actions for a customer, told apart by `intent`: a note, a corrected size, a mail sent
 * again, a password-reset link. The customer is the one of the address whatever the form says.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.customers);
  const userId = customerIdOf(params);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(CUSTOMER_ACTIONS, intent)) {
    return refusalResponse(refuse(400, "This action is not known."));
  }
  return CUSTOMER_ACTIONS[intent as keyof typeof CUSTOMER_ACTIONS]({ staff, userId, form });
}

const DONE_MESSAGES = {
  note: "Note added.",
  size: "Size corrected. The customer is e-mailed what changed and why.",
  resend: "The mail is on its way to the customer again.",
  reset: "A link to choose a new password is on its way to the customer (it works once, within an hour).",
};

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const answered = actionData && "intent" in actionData ? actionData : null;
  const resultFor = (intent: keyof typeof CUSTOMER_ACTIONS) =>
    answered?.intent === intent ? (answered.result ?? undefined) : undefined;
  /** The messages of a form without fields of its own (a button): all of its errors. */
  const errorsOf = (intent: "reset" | "resend") => {
    const result = resultFor(intent) as SubmissionResult<string[]> | undefined;
    const errors = Object.values(result?.error ?? {}).flatMap((messages) => messages ?? []);
    return errors.length > 0 ? [...new Set(errors)] : undefined;
  };
  const unknownAction = actionData && !("intent" in actionData) ? actionData.refusal : null;

  return (
    <div className="max-w-7xl">
      <AdminPageHeader
        back={{ to: "/admin/customers", label: "Customers" }}
        title={page.customer.name}
        intro={`${page.customer.email} · customer since ${page.customer.since}`}
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} hidden={answered !== null} />
        {unknownAction?.message ? <FormAlert errors={[unknownAction.message]} /> : null}
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-6">
          <CustomerOrdersSection page={page} />
          <SizesSection page={page} lastResult={resultFor("size")} />
          <ClaimsAndMessagesSection page={page} />
          <MailsSection page={page} resendErrors={errorsOf("resend")} />
        </div>
        {/* On a phone who the customer is and the notes come first. */}
        <div className="order-first grid min-w-0 content-start gap-6 xl:order-none">
          <ProfileSection page={page} resetErrors={errorsOf("reset")} />
          <SpentSection page={page} />
          <CustomerNotesSection page={page} lastResult={resultFor("note")} />
          <AddressesSection page={page} />
          <CustomerDataSection page={page} />
        </div>
      </div>
    </div>
  );
}
