import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { data, Form } from "react-router";
import { useFormCheckedOnceEntered } from "~/components/forms/form-setup";
import { useIsPending } from "~/components/forms/hooks";
import { TextField } from "~/components/forms/TextField";
import { Container } from "~/components/ui/Container";
import { Field } from "~/components/ui/Field";
import { PageHeader } from "~/components/ui/PageHeader";
import { RichText } from "~/components/ui/RichText";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { passHeaders } from "~/infra/headers";
import { createRateLimit, retryAfterHeaders } from "~/infra/rate-limit.server";
import { orNotFound } from "~/infra/refusal";
import { CONTACT_REQUIRED_MESSAGE, CONTACT_SUBJECTS, CONTACT_SUCCESS_MESSAGE } from "~/modules/content/contact";
import { sendContactMessage } from "~/modules/content/contact.server";
import { contactSchema } from "~/modules/content/contact-form";
import { getContentPage } from "~/modules/content/content.server";
import { readContactDetails } from "~/modules/settings/settings.server";
import { pageMeta } from "~/modules/shop/identity";
import type { Route } from "./+types/contact";

const limitContact = createRateLimit({ name: "contact", points: 5, durationSeconds: 600 });

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: data.page.metaTitle, description: data.page.metaDescription, keywords: data.page.metaKeywords });

/** A refused message's Retry-After reaches the browser (infra/headers.ts). */
export const headers = passHeaders;

export async function loader() {
  const [page, contact] = await Promise.all([getContentPage("page", "contact"), readContactDetails()]);
  return { page: orNotFound(page), contact };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  const limited = await limitContact(context.clientIp);
  if (limited) {
    return data(
      { result: submission.reply({ formErrors: [limited.message] }), sent: false },
      { status: 429, headers: retryAfterHeaders(limited) },
    );
  }
  await sendContactMessage(submission.value);
  return { result: submission.reply({ resetForm: true }), sent: true };
}

/** Most visitors come for the addresses below: the form's checks load once one enters it. */
const loadContactSchema = () => import("~/modules/content/contact-form").then((module) => module.contactSchema);

/** The shop's addresses, as the back office's settings give them. */
function ContactDetails({ contact }: { contact: Route.ComponentProps["loaderData"]["contact"] }) {
  const rows = [
    {
      label: "E-mail",
      value: (
        <a href={`mailto:${contact.contactEmail}`} className="break-all text-navy underline underline-offset-4">
          {contact.contactEmail}
        </a>
      ),
    },
    {
      label: "Telephone",
      value: (
        <a
          href={`tel:${contact.contactPhone.replace(/[^+\d]/g, "")}`}
          className="text-navy underline underline-offset-4"
        >
          {contact.contactPhone}
        </a>
      ),
    },
    { label: "Opening hours", value: contact.contactHours },
    { label: "Postal address", value: <span className="whitespace-pre-line">{contact.contactPostalAddress}</span> },
  ];
  return (
    <div className="mb-8 border-b border-line pb-8">
      <h2 className="text-2xl">How to reach us</h2>
      <dl className="mt-4 grid gap-3 text-[15px]">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">{row.label}</dt>
            <dd className="mt-0.5">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function ContactPage({ loaderData: { page, contact }, actionData }: Route.ComponentProps) {
  const [form, fields] = useFormCheckedOnceEntered({
    id: "contact",
    loadSchema: loadContactSchema,
    lastResult: actionData?.result,
  });
  const fieldErrors = [fields.name, fields.email, fields.message].flatMap((field) => field.errors ?? []);
  const missingRequired = fieldErrors.includes(CONTACT_REQUIRED_MESSAGE);
  // A required field left empty is reported once, above the form; other problems beside their field.
  const ownError = (errors?: string[]) => errors?.find((error) => error !== CONTACT_REQUIRED_MESSAGE) ?? null;
  /** The element that says a field's problem: its own message, or the alert above the form. */
  const problemSaidIn = (field: { errorId: string; errors?: string[] }) =>
    ownError(field.errors) ? field.errorId : field.errors?.length ? form.errorId : undefined;
  const sending = useIsPending({ action: "/contact" });

  return (
    <>
      <PageHeader title={page.name}>{page.summary}</PageHeader>
      <Container className="grid gap-12 py-12 md:grid-cols-[1fr_1.4fr] md:py-16">
        <section aria-label="Contact information" className="border border-line bg-white p-6 md:p-8">
          <ContactDetails contact={contact} />
          <RichText html={page.bodyHtml} />
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-3xl">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-ink-soft">Fields marked * are required.</p>
          {actionData?.sent ? (
            <p
              role="status"
              className="mt-6 flex items-start gap-3 border border-success/30 bg-success/5 p-4 text-success first-letter:uppercase"
            >
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span className="first-letter:uppercase">{CONTACT_SUCCESS_MESSAGE}</span>
            </p>
          ) : null}
          {missingRequired || form.errors ? (
            <p id={form.errorId} role="alert" className="mt-6 border border-danger/30 bg-danger/5 p-4 text-danger">
              {missingRequired ? CONTACT_REQUIRED_MESSAGE : form.errors?.join(" ")}
            </p>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                field={fields.name}
                label="Name"
                required
                error={ownError(fields.name.errors)}
                aria-describedby={problemSaidIn(fields.name)}
                autoComplete="name"
              />
              <TextField
                field={fields.email}
                label="E-mail"
                type="email"
                required
                error={ownError(fields.email.errors)}
                aria-describedby={problemSaidIn(fields.email)}
                autoComplete="email"
              />
              <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
              <Field id={fields.subject.id} label="Subject" error={fields.subject.errors?.[0]}>
                <select {...getSelectProps(fields.subject)} className={inputStyles}>
                  <option value="">Choose a subject</option>
                  {Object.entries(CONTACT_SUBJECTS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <Field id={fields.message.id} label="Message" required error={ownError(fields.message.errors) ?? undefined}>
              <textarea
                {...getTextareaProps(fields.message)}
                aria-describedby={problemSaidIn(fields.message)}
                rows={7}
                className={inputStyles}
              />
            </Field>
            <div>
              <button type="submit" className={buttonStyles.primary} disabled={sending}>
                {sending ? "Sending…" : "Send"}
              </button>
            </div>
          </Form>
        </section>
      </Container>
    </>
  );
}
