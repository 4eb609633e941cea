/**
 * An e-mail address in a narrow column: it may wrap after its "@" and before the dots of its
 * domain, never in the middle of a name; only an address longer than its column on its own
 * breaks elsewhere (overflow-wrap), as a last resort. The whole address is its title.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf("@");
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? [] : email.slice(at + 1).split(".");
  return (
    <span className={`break-words ${className ?? ""}`} title={email}>
      {local}
      {domain.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address, in their order.
        <span key={index}>
          <wbr />
          {index > 0 ? "." : ""}
          {part}
        </span>
      ))}
    </span>
  );
}
