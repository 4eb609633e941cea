import { Circle, Mail, StickyNote } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { OrderPage } from "~/modules/pages/admin/order.server";
import type { TimelineKind, TimelineShow } from "~/modules/pages/admin/order-timeline";
import { OrderSection } from "./OrderSection";
import { orderPageLink } from "./page-links";

type Timeline = OrderPage["timeline"];

const SHOWS: [TimelineShow, string][] = [
  ["all", "All"],
  ["notes", "Notes"],
  ["mails", "E-mails"],
];

const KIND_ICONS: Record<TimelineKind, typeof Circle> = { event: Circle, note: StickyNote, mail: Mail };

const LINK = "text-navy underline underline-offset-4 hover:text-brass";
const CHIP =
  "rounded-full border px-3 py-1 text-sm font-medium aria-[current=true]:border-navy aria-[current=true]:bg-navy aria-[current=true]:text-white border-line text-ink hover:border-navy";

/** A row of links that filter the timeline, the chosen one marked; links, so no JavaScript is needed. */
function FilterLinks({
  label,
  links,
}: {
  label: string;
  links: { key: string; text: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} aria-current={link.current ? "true" : undefined} className={CHIP} preventScrollReset>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What happened to the order and who did it, newest first, by day; filtered by kind or shirt. */
export function TimelineSection({ timeline }: { timeline: Timeline }) {
  const [params] = useSearchParams();
  const { query } = timeline;
  const anchor = "#timeline-title";
  return (
    <OrderSection id="timeline-title" title="Timeline">
      <div className="grid gap-2">
        <FilterLinks
          label="Show in the timeline"
          links={SHOWS.map(([show, text]) => ({
            key: show,
            text,
            href: orderPageLink(params, { show: show === "all" ? null : show }, anchor),
            current: query.show === show,
          }))}
        />
        {timeline.shirts.length > 1 ? (
          <FilterLinks
            label="Shirts in the timeline"
            links={[
              {
                key: "all",
                text: "Every shirt",
                href: orderPageLink(params, { shirt: null }, anchor),
                current: query.shirtId === null,
              },
              ...timeline.shirts.map((shirt) => ({
                key: String(shirt.id),
                text: shirt.label,
                href: orderPageLink(params, { shirt: String(shirt.id) }, anchor),
                current: query.shirtId === shirt.id,
              })),
            ]}
          />
        ) : null}
      </div>

      {timeline.days.length === 0 ? (
        <p className="mt-5 text-sm text-ink-soft">
          {query.show === "notes" ? "No note yet." : query.show === "mails" ? "No e-mail yet." : "Nothing yet."}
        </p>
      ) : (
        <div className="mt-5 grid gap-5">
          {timeline.days.map((day) => (
            <section key={day.day} aria-label={day.day}>
              <h3 className="mb-2 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">{day.day}</h3>
              <ol className="grid gap-3 border-l-2 border-line pl-4 text-sm">
                {day.events.map((event) => {
                  const Icon = KIND_ICONS[event.kind];
                  return (
                    <li key={`${event.iso} ${event.what} ${event.detail}`} className="relative">
                      <Icon
                        aria-hidden
                        className="absolute top-0.5 -left-[1.55rem] size-4 bg-white p-px text-ink-soft"
                      />
                      <p className="font-medium break-words">{event.what}</p>
                      {event.detail ? <p className="whitespace-pre-line break-words">{event.detail}</p> : null}
                      <p className="text-xs text-ink-soft">
                        <time dateTime={event.iso}>{event.at}</time> · {event.who}
                        {event.shirt ? (
                          <>
                            {" · "}
                            <Link
                              to={orderPageLink(params, { shirt: String(event.shirt.id) }, anchor)}
                              className={LINK}
                              preventScrollReset
                            >
                              {event.shirt.label}
                            </Link>
                          </>
                        ) : null}
                        {event.claimId ? (
                          <>
                            {" · "}
                            <Link to={`/admin/claims/${event.claimId}`} className={LINK}>
                              Fit claim {event.claimId}
                            </Link>
                          </>
                        ) : null}
                      </p>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </div>
      )}

      {timeline.hidden > 0 ? (
        <p className="mt-5 text-sm">
          <Link to={orderPageLink(params, { events: "all" }, anchor)} className={LINK} preventScrollReset>
            Show all {timeline.matching} events
          </Link>
          <span className="text-ink-soft"> (the latest {timeline.latest} are shown)</span>
        </p>
      ) : query.all && timeline.matching > timeline.latest ? (
        <p className="mt-5 text-sm">
          <Link to={orderPageLink(params, { events: null }, anchor)} className={LINK} preventScrollReset>
            Show only the latest {timeline.latest}
          </Link>
        </p>
      ) : null}
    </OrderSection>
  );
}
