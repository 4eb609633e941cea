import { and, count, desc, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import { config } from "~/config.server";
import { db, EXCLUSIVE_WORK, type Executor, exclusively, getConnection } from "~/db/client.server";
import { cartReminders, orders, users } from "~/db/schema";
import { logger } from "~/infra/logger.server";
import { DRAWING_WIDTH, drawingPath } from "~/modules/campaigns/drawing.server";
import { encodeDesign } from "~/modules/design/share";
import { type Block, type Letter, letter } from "~/modules/mail/letter";
import { queueMail } from "~/modules/mail/mail.server";
import { listCurrencies } from "~/modules/money/currency.server";
import { DEFAULT_CURRENCY, formatMoney } from "~/modules/money/money";
import { readSetting } from "~/modules/settings/settings.server";
import type { IsoDate } from "~/modules/shop/calendar";
import { describeSize } from "~/modules/sizing/describe";
import { readPricedLines } from "./cart.server";
import { totalMinor } from "./pricing";

/*
 * A cart left behind (issue 25): a customer who agreed to reminders and has not touched a full
 * cart for the shop's set time (a setting, 24 hours by default) gets one e-mail with its shirts,
 * their prices and a link back to it. One per cart between two orders of it: a cart changed
 * after its reminder gets no second one, and a cart emptied by its order (what was bought leaves
 * the cart) none at all until the customer fills it again after that order.
 */

/** Carts reminded per sweep, so one sweep stays short; the next takes the rest. */
const SWEEP_BATCH = 50;

type DueCart = { cart_id: number; user_id: string; shirts: number };

/**
 * The carts due a reminder (all, or the one of `cartId`), oldest change first; `lock` locks them
 * so that no other sweep (another instance, should the advisory lock be missing) takes them.
 */
function dueCarts(afterMinutes: number, options: { cartId?: number; lock?: boolean } = {}) {
  return sql`
    select c.id as cart_id, c.user_id, l.shirts
    from carts c
    join users u on u.id = c.user_id and u.cart_reminders
    join lateral (
      select sum(quantity)::int as shirts, max(updated_at) as changed_at from cart_lines where cart_id = c.id
    ) l on l.shirts > 0
    where l.changed_at < now() - ${afterMinutes} * interval '1 minute'
      ${options.cartId === undefined ? sql`` : sql`and c.id = ${options.cartId}`}
      -- not already reminded since the cart's last order
      and not exists (
        select 1 from cart_reminders r
        where r.cart_id = c.id
          and r.sent_at > coalesce((select max(o.created_at) from orders o where o.cart_id = c.id and o.paid_at is not null), '-infinity')
      )
      -- nor on its way to being paid: an order started after the last change, its payment awaited
      and not exists (select 1 from orders o where o.cart_id = c.id and o.created_at > l.changed_at and o.status = 'pending_payment')
    order by l.changed_at
    limit ${SWEEP_BATCH}
    ${options.lock ? sql`for update of c skip locked` : sql``}`;
}

/** Both drivers (PGlite, node-postgres) answer a raw statement with its rows. */
async function readDue(executor: Executor, statement: ReturnType<typeof dueCarts>): Promise<DueCart[]> {
  return ((await executor.execute(statement)) as unknown as { rows: DueCart[] }).rows;
}

/** The currency a customer last paid in, else the shop's default display currency. */
async function currencyFor(userId: string) {
  const [latest] = await db()
    .select({ code: orders.currencyCode })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const currencies = await listCurrencies();
  return (
    currencies.find((currency) => currency.code === (latest?.code ?? DEFAULT_CURRENCY)) ??
    currencies.find((currency) => currency.code === DEFAULT_CURRENCY)!
  );
}

/** The reminder of one cart: each shirt drawn with its size and price, the total and the way back. */
async function reminderMail(customer: { id: string; name: string; email: string }): Promise<Letter | null> {
  const currency = await currencyFor(customer.id);
  const lines = await readPricedLines({ token: null, customerId: customer.id }, currency);
  if (lines.length === 0) return null;
  const shirts = lines.flatMap((line): Block[] => [
    {
      kind: "image",
      // The customer's own design drawn, as a shared design link carries it.
      src: `${config.baseUrl}${drawingPath(line.modelId)}?d=${encodeURIComponent(encodeDesign(line.design))}`,
      alt: line.name,
      width: DRAWING_WIDTH,
      height: DRAWING_WIDTH,
      href: `${config.baseUrl}/cart`,
    },
    {
      kind: "table",
      heading: line.name,
      rows: [
        { label: "Size", value: describeSize(line.size).summary },
        { label: "Quantity", value: String(line.quantity) },
        { label: "Price", value: formatMoney(line.lineMinor, currency.code) },
      ],
    },
  ]);
  return letter(
    { customerName: customer.name, customerEmail: customer.email },
    "Your shirts are waiting in your cart",
    [
      "You left these shirts in your cart. They are kept for you, made to your measurements once you order:",
      ...shirts,
      `Total: ${formatMoney(totalMinor(lines), currency.code)}, delivery shown at the checkout.`,
      { kind: "button", label: "Back to my cart", url: `${config.baseUrl}/cart` },
      "You receive this once because you asked to be reminded of a cart you leave.",
    ],
    { intro: "You can turn reminders off in your account:", label: "My account", url: `${config.baseUrl}/account` },
  );
}

/**
 * Sends the reminders due now. Each mail is written from the cart as it is, then the cart is
 * claimed again under a lock, recorded and its mail queued in one transaction: a crash sends it
 * whole or not at all, and a second sweep finds it reminded.
 */
export async function sendDueCartReminders(): Promise<number> {
  const afterMinutes = await readSetting("cartReminderAfterMinutes");
  let sent = 0;
  for (const cart of await readDue(db(), dueCarts(afterMinutes))) {
    const [customer] = await db()
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, cart.user_id));
    const mail = customer ? await reminderMail(customer) : null;
    if (!customer || !mail) continue;
    const claimed = await db().transaction(async (tx) => {
      const [still] = await readDue(tx, dueCarts(afterMinutes, { cartId: cart.cart_id, lock: true }));
      if (!still) return false;
      await tx.insert(cartReminders).values({ cartId: still.cart_id, userId: customer.id, shirts: still.shirts });
      await queueMail(tx, mail);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Runs the reminders' sweep now and every CART_REMINDER_SWEEP_SECONDS, on one instance at a time. */
export function startCartReminders() {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = exclusively(getConnection(), EXCLUSIVE_WORK.cartReminders, { wait: false }, sendDueCartReminders)
      .then((outcome) => {
        if (outcome.ran && outcome.result > 0) logger.info({ sent: outcome.result }, "cart reminders sent");
      })
      .catch((error: unknown) => logger.error({ err: error }, "cart reminders failed"))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, config.cartReminderSweepSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** A cart ordered (paid) within this many days of its reminder counts as brought back by it. */
export const REMINDED_ORDER_DAYS = 14;

/**
 * What the reminders did since `since`: how many were sent, and how many of those carts were
 * ordered (paid) within two weeks of their reminder. Two queries.
 */
export async function cartReminderResults(since: Date): Promise<{ sent: number; ordered: number }> {
  const [[sent], [ordered]] = await Promise.all([
    db().select({ n: count() }).from(cartReminders).where(gte(cartReminders.sentAt, since)),
    db()
      .select({ n: count() })
      .from(cartReminders)
      .where(
        and(
          gte(cartReminders.sentAt, since),
          // Named in plain SQL: Drizzle would write the reminder's columns without their table.
          sql`exists (select 1 from orders o where o.cart_id = "cart_reminders"."cart_id" and o.paid_at is not null
            and o.created_at > "cart_reminders"."sent_at" and o.created_at < "cart_reminders"."sent_at" + ${REMINDED_ORDER_DAYS} * interval '1 day')`,
        ),
      ),
  ]);
  return { sent: sent?.n ?? 0, ordered: ordered?.n ?? 0 };
}

/** Reminders of one period, and what those whose cart was ordered brought in one currency (null: none ordered). */
export type ReminderOutcome = {
  period: IsoDate;
  currency: string | null;
  reminders: number;
  ordered: number;
  revenueMinor: number;
};

/**
 * The reminders sent between `since` and `until`, by the period of `periodOf` (an SQL expression
 * of the instant it was sent, naming its period) and by the currency of the order each brought
 * (the first paid order of its cart within REMINDED_ORDER_DAYS), with that order's total. One query.
 */
export async function cartReminderOutcomes(
  range: { since: Date; until: Date },
  periodOf: (instant: SQL) => SQL,
): Promise<ReminderOutcome[]> {
  const rows = (
    (await db().execute(sql`
      select ${periodOf(sql`r.sent_at`)} as period, o.currency_code as currency, count(*)::int as reminders,
        count(o.id)::int as ordered, coalesce(sum(o.total_minor), 0)::bigint as revenue
      from cart_reminders r
      left join lateral (
        select o.id, o.currency_code, o.total_minor from orders o
        where o.cart_id = r.cart_id and o.paid_at is not null
          and o.created_at > r.sent_at and o.created_at < r.sent_at + ${REMINDED_ORDER_DAYS} * interval '1 day'
        order by o.created_at limit 1
      ) o on true
      where r.sent_at >= ${range.since} and r.sent_at < ${range.until}
      group by 1, 2
      order by 1, 2`)) as unknown as {
      rows: { period: string; currency: string | null; reminders: number; ordered: number; revenue: number | string }[];
    }
  ).rows;
  return rows.map((row) => ({
    period: row.period,
    currency: row.currency,
    reminders: Number(row.reminders),
    ordered: Number(row.ordered),
    revenueMinor: Number(row.revenue),
  }));
}
