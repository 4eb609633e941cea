import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "./FormMessages";

/** Only a key the page knows: `?done=constructor` must not reach the object's prototype. */
function known<Message>(messages: Readonly<Record<string, Message>>, key: string | null): Message | undefined {
  return key !== null && Object.hasOwn(messages, key) ? messages[key] : undefined;
}

/**
 * What a form did, told on the page its action redirected to (`?done=<key>`, so that a reload
 * neither posts again nor loses the message): the message of `messages` for that key, followed
 * by `children`. A key of `refusals` says the change was not made (someone changed the record
 * meanwhile) and shows as an alert. Unknown keys show nothing; `hidden` hides the message while
 * the page shows the answer of a later post.
 */
export function DoneBanner({
  messages,
  refusals = {},
  hidden = false,
  children,
}: {
  messages: Readonly<Record<string, ReactNode>>;
  refusals?: Readonly<Record<string, string>>;
  hidden?: boolean;
  children?: ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const key = searchParams.get("done");
  const refusal = known(refusals, key);
  if (refusal !== undefined) return <FormAlert errors={[refusal]} />;
  const message = known(messages, key);
  if (hidden || message === undefined) return null;
  return (
    <FormSuccess>
      {message}
      {children}
    </FormSuccess>
  );
}
