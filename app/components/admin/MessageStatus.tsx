import { MESSAGE_STATUS_LABELS, type MessageStatus as Status } from "~/modules/content/inbox";

const STATUS_STYLES: Record<Status, string> = {
  new: "bg-navy text-white",
  answered: "bg-success/10 text-success",
  closed: "bg-ink/10 text-ink-soft",
};

/** Where a contact message stands in the inbox, as a small label. */
export function MessageStatus({ status }: { status: Status }) {
  return (
    <span className={`rounded-sm px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>
      {MESSAGE_STATUS_LABELS[status]}
    </span>
  );
}
