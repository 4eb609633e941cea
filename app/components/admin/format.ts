import { SHOP_TIME_ZONE } from "~/modules/shop/calendar";

/*
 * Instants as the back office shows them: in the workshop's time zone, the same on every
 * staff member's screen and in the server's rendering.
 */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SHOP_TIME_ZONE,
});

/** "26 Nov 2026, 03:50" from an instant (or its ISO text). */
export function formatDateTime(instant: Date | string): string {
  return dateTime.format(typeof instant === "string" ? new Date(instant) : instant);
}
