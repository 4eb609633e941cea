import { getFormProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { MessageStatus } from "~/components/admin/MessageStatus";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { Field } from "~/components/ui/Field";
import { buttonStyles, inputStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import { answerSchema, INBOX_MESSAGES } from "~/modules/content/inbox";
import { answerMessage, getContactThread, setMessageClosed } from "~/modules/content/inbox.server";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/message";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Message from ${loaderData.message.name}` : "Message", "A contact message.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.messages);
  const id = parseId(params.id);
  if (id === null) throw data(INBOX_MESSAGES.unknown, { status: 404 });
  const message = orNotFound(await getContactThread(id));
  return {
    message: {
      ...message,
      createdAt: formatDateTime(message.createdAt),
      createdAtIso: message.createdAt.toISOString(),
      replies: message.replies.map((reply) => ({
        ...reply,
        createdAt: formatDateTime(reply.createdAt),
        createdAtIso: reply.createdAt.toISOString(),
      })),
    },
  };
}

const INTENTS = ["answer", "close", "reopen"] as const;
type Intent = (typeof INTENTS)[number];

/** Answer, close or reopen the message of the address, whatever the form says; each audited. */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.messages);
  const id = parseId(params.id);
  if (id === null) throw data(INBOX_MESSAGES.unknown, { status: 404 });
  const form = await readForm(request);
  form.set("messageId", String(id));
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."));
  const done = () => redirect(`/admin/messages/${id}?done=${intent}`);
  if (intent === "answer") {
    const submission = parseWithZod(form, { schema: answerSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await answerMessage(staff, submission.value);
    return outcome.ok ? done() : refusalResponse(outcome, { submission, extra: { intent } });
  }
  const outcome = await setMessageClosed(staff, { messageId: id }, intent === "close");
  return outcome.ok ? done() : refusalResponse(outcome, { extra: { intent } });
}

const DONE_MESSAGES: Record<Intent, string> = {
  answer: "Answer sent. The customer receives it by e-mail; it is kept below.",
  close: "Message closed.",
  reopen: "Message reopened.",
};

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const answered = actionData && "intent" in actionData ? actionData.intent : null;
  const [form, fields] = useShopForm({
    // A new id once an answer is sent: the form starts empty again.
    id: `answer-${message.replies.length}`,
    schema: answerSchema,
    lastResult: answered === "answer" ? actionData?.result : undefined,
  });
  const sending = useIsPending({ intent: "answer" });
  const closing = useIsPending({ intent: "close" });
  const reopening = useIsPending({ intent: "reopen" });
  const otherRefusal =
    actionData && answered !== "answer" && "refusal" in actionData ? actionData.refusal?.message : undefined;
  const closed = message.status === "closed";

  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title={message.subject}
        intro={
          <>
            From {message.name} · received {message.createdAt}
          </>
        }
        back={{ to: "/admin/messages", label: "Messages" }}
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={DONE_MESSAGES} />
        {otherRefusal ? <FormAlert errors={[otherRefusal]} /> : null}
      </div>

      <section
        aria-labelledby="sender-title"
        className="mb-6 grid gap-3 border border-line bg-white p-5 text-sm sm:grid-cols-[1fr_auto]"
      >
        <div>
          <h2 id="sender-title" className="sr-only">
            Sender
          </h2>
          <p className="font-medium">{message.name}</p>
          <p className="break-all">
            <a href={`mailto:${message.email}`} className="text-navy underline underline-offset-4">
              {message.email}
            </a>
          </p>
          {message.phone ? <p>{message.phone}</p> : null}
        </div>
        <div className="flex flex-wrap items-start gap-3 sm:flex-col sm:items-end">
          <MessageStatus status={message.status} />
          <Form method="post">
            <input type="hidden" name="intent" value={closed ? "reopen" : "close"} />
            <button
              type="submit"
              className="min-h-11 rounded-sm border border-navy px-4 py-2 text-sm font-medium whitespace-nowrap text-navy hover:bg-navy hover:text-white"
              disabled={closing || reopening}
            >
              {closed ? (reopening ? "Reopening…" : "Reopen") : closing ? "Closing…" : "Close"}
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="thread-title">
        <h2 id="thread-title" className="mb-3 text-2xl">
          Conversation
        </h2>
        <ol className="grid gap-3">
          <li className="border border-line bg-white p-5">
            <p className="text-xs text-ink-soft">
              {message.name} wrote on <time dateTime={message.createdAtIso}>{message.createdAt}</time>
            </p>
            <p className="mt-2 break-words whitespace-pre-line">{message.message}</p>
          </li>
          {message.replies.map((reply) => (
            <li key={reply.id} className="ml-4 border border-navy/20 border-l-4 border-l-navy bg-white p-5 sm:ml-10">
              <p className="text-xs text-ink-soft">
                {reply.staffName} answered by e-mail on <time dateTime={reply.createdAtIso}>{reply.createdAt}</time>
              </p>
              <p className="mt-2 break-words whitespace-pre-line">{reply.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <Panel id="answer-title" title="Answer" className="mt-6">
        <p className="mt-1 text-sm text-ink-soft">
          E-mailed to {message.email}, with their message quoted below it and the shop's contact e-mail as the reply
          address.{closed ? " Answering reopens the message." : ""}
        </p>
        <Form key={form.id} method="post" {...getFormProps(form)} className="mt-4 grid gap-4">
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="messageId" value={message.id} />
          <Field id={fields.body.id} label="Your answer" required error={fields.body.errors?.[0]}>
            <textarea {...getTextareaProps(fields.body)} rows={8} className={inputStyles} />
          </Field>
          <div>
            <button type="submit" className={buttonStyles.primary} disabled={sending}>
              {sending ? "Sending…" : "Send the answer"}
            </button>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
