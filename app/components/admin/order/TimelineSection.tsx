import type { OrderPageOrder } from "~/modules/pages/admin/order.server";
import { OrderSection } from "./OrderSection";

/** What happened to the order and who did it, oldest first. */
export function TimelineSection({ timeline }: { timeline: OrderPageOrder["timeline"] }) {
  return (
    <OrderSection id="timeline-title" title="Timeline">
      <ol className="grid gap-3 border-l-2 border-line pl-4 text-sm">
        {timeline.map((entry) => (
          <li key={`${entry.iso} ${entry.what} ${entry.detail}`}>
            <p>
              <span className="font-medium">{entry.what}</span>
              <span className="text-ink-soft"> · {entry.who}</span>
            </p>
            {entry.detail ? <p className="break-words">{entry.detail}</p> : null}
            <time dateTime={entry.iso} className="text-xs text-ink-soft">
              {entry.at}
            </time>
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
