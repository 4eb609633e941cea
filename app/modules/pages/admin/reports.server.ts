import { type SQL, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { CAMPAIGN_ORDER_DAYS, type CampaignOutcome, campaignOutcomes } from "~/modules/campaigns/campaigns.server";
import { cartReminderOutcomes, REMINDED_ORDER_DAYS } from "~/modules/cart/reminders.server";
import { CURRENCY_CODES } from "~/modules/money/money";
import { drawCharts } from "~/modules/reports/charts.server";
import { type Cell, type Figure, shareOf } from "~/modules/reports/figures";
import type { ReportFilters } from "~/modules/reports/filters";
import {
  addDays,
  formatDay,
  formatPeriod,
  type Grain,
  periodsBetween,
  SHOP_TIME_ZONE,
  shopDayStart,
} from "~/modules/shop/calendar";

/*
 * What sells, in pictures (/admin/reports, the owner's): over a period of the shop's calendar,
 * by day, week or month. The report answers in four queries whatever the number of orders
 * (DESIGN.md section 5), and makes figures: a chart and the table of its numbers, which its CSV
 * export writes.
 *
 * Orders count on the day they were paid; remakes (free orders under the perfect fit guarantee)
 * are not sales and count nowhere but in the remake rate. Refunds that succeeded are netted on
 * the day they were made, in the order's currency; currencies are never added together.
 */

type Range = { since: Date; until: Date };

const GRAIN_SQL: Record<Grain, SQL> = { day: sql.raw("'day'"), week: sql.raw("'week'"), month: sql.raw("'month'") };

/** The period of an instant, named by its first day on the shop's calendar ("2026-11-23"). */
const periodOf = (grain: Grain) => (instant: SQL) =>
  sql`to_char(date_trunc(${GRAIN_SQL[grain]}, ${instant} at time zone ${sql.raw(`'${SHOP_TIME_ZONE}'`)}), 'YYYY-MM-DD')`;

/** Orders (as `o`) paid in the period, remakes left out. */
const paidIn = (range: Range) =>
  sql`o.paid_at >= ${range.since} and o.paid_at < ${range.until}
    and not exists (select 1 from fit_claims remade where remade.remake_order_id = o.id)`;

/** Both drivers (PGlite, node-postgres) answer a raw statement with its rows. */
async function rowsOf<T>(statement: SQL): Promise<T[]> {
  return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Currencies in the shop's order (EUR, GBP, USD, CHF), then any other. */
function currencyOrder(codes: Iterable<string>): string[] {
  const known = CURRENCY_CODES as readonly string[];
  const rank = (code: string) => (known.includes(code) ? known.indexOf(code) : known.length);
  return [...new Set(codes)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const BEST_SHOWN = 10;
const RATES_SHOWN = 15;

/* ------------------------------------------------------------------------------------------ */
/* Revenue and orders                                                                          */

type SalesRow = { kind: "sale" | "refund"; period: string; currency: string; n: number; minor: number | string };

async function salesSection(filters: ReportFilters, range: Range) {
  const period = periodOf(filters.grain);
  const rows = await rowsOf<SalesRow>(sql`
    select 'sale' as kind, ${period(sql`o.paid_at`)} as period, o.currency_code as currency,
      count(*)::int as n, sum(o.total_minor)::bigint as minor
    from orders o where ${paidIn(range)}
    group by 2, 3
    union all
    select 'refund', ${period(sql`r.succeeded_at`)}, r.currency_code, count(*)::int, sum(r.amount_minor)::bigint
    from refunds r
    where r.status = 'succeeded' and r.order_id is not null and r.succeeded_at >= ${range.since} and r.succeeded_at < ${range.until}
    group by 2, 3`);
  const periods = periodsBetween(filters.from, filters.to, filters.grain);
  const currencies = currencyOrder(rows.map((row) => row.currency));
  const cell = new Map<string, { orders: number; gross: number; refunds: number }>();
  const at = (p: string, currency: string) => {
    const key = `${p}|${currency}`;
    const found = cell.get(key) ?? { orders: 0, gross: 0, refunds: 0 };
    cell.set(key, found);
    return found;
  };
  for (const row of rows) {
    const target = at(row.period, row.currency);
    if (row.kind === "sale") {
      target.orders += Number(row.n);
      target.gross += Number(row.minor);
    } else target.refunds += Number(row.minor);
  }
  const label = (p: string) => formatPeriod(p, filters.grain);
  const per = filters.grain;
  const totals = currencies.map((currency) => {
    const sum = { orders: 0, gross: 0, refunds: 0 };
    for (const p of periods) {
      const value = at(p, currency);
      sum.orders += value.orders;
      sum.gross += value.gross;
      sum.refunds += value.refunds;
    }
    return { currency, ...sum };
  });
  const average = (gross: number, orders: number): Cell =>
    orders === 0 ? "—" : { minor: Math.round(gross / orders), currency: "" };

  const figures: Figure[] = [
    {
      id: "orders",
      title: `Orders per ${per}`,
      description: `Paid orders per ${per}, by the currency they were paid in, from ${label(periods[0] ?? filters.from)} to ${label(periods.at(-1) ?? filters.to)}.`,
      chart: {
        kind: "bar",
        stacked: true,
        unit: "count",
        categories: periods.map(label),
        series: currencies.map((currency) => ({ name: currency, values: periods.map((p) => at(p, currency).orders) })),
      },
      table: {
        caption: `Paid orders per ${per} and currency`,
        columns: [
          periodHead(filters.grain),
          ...currencies.map((name) => ({ name, numeric: true })),
          { name: "All currencies", numeric: true },
        ],
        rows: [
          ...periods.map((p) => [
            label(p),
            ...currencies.map((currency) => at(p, currency).orders),
            currencies.reduce((sum, currency) => sum + at(p, currency).orders, 0),
          ]),
          ["Total", ...totals.map((total) => total.orders), totals.reduce((sum, total) => sum + total.orders, 0)],
        ],
      },
    },
    ...currencies.map(
      (currency): Figure => ({
        id: `revenue-${currency.toLowerCase()}`,
        title: `Revenue in ${currency} per ${per}`,
        description: `Revenue of the orders paid in ${currency} per ${per}, less the refunds made that ${per}.`,
        chart: {
          kind: "bar",
          unit: { currency },
          categories: periods.map(label),
          series: [
            { name: "Net revenue", values: periods.map((p) => at(p, currency).gross - at(p, currency).refunds) },
          ],
        },
        table: {
          caption: `Revenue in ${currency} per ${per}, refunds netted`,
          columns: [
            periodHead(filters.grain),
            ...["Orders", "Revenue", "Refunds", "Net revenue", "Average order"].map((name) => ({
              name,
              numeric: true,
            })),
          ],
          rows: [
            ...periods.map((p) => ({ name: label(p), ...at(p, currency) })),
            { name: "Total", ...totals.find((t) => t.currency === currency)! },
          ].map((row) => [
            row.name,
            row.orders,
            { minor: row.gross, currency },
            { minor: row.refunds, currency },
            { minor: row.gross - row.refunds, currency },
            withCurrency(average(row.gross, row.orders), currency),
          ]),
        },
      }),
    ),
  ];
  return {
    figures,
    summary: totals.map((total) => ({
      currency: total.currency,
      orders: total.orders,
      netMinor: total.gross - total.refunds,
      averageMinor: total.orders === 0 ? null : Math.round(total.gross / total.orders),
    })),
  };
}

function withCurrency(cell: Cell, currency: string): Cell {
  return typeof cell === "object" && "minor" in cell ? { ...cell, currency } : cell;
}

/** The head of a table's first column: "Day", "Week" or "Month". */
const periodHead = (grain: Grain) => ({ name: `${grain[0]?.toUpperCase()}${grain.slice(1)}` });

/* ------------------------------------------------------------------------------------------ */
/* What sells: models (with their fit claims), fabrics and options                             */

/** The option families of a design: the design's key, the table that names its choices. */
const OPTION_FAMILIES = [
  { family: "Collar", path: sql`ol.design->>'collarId'`, table: "collars" },
  { family: "Cuffs", path: sql`ol.design->>'cuffId'`, table: "cuffs" },
  { family: "Pocket", path: sql`ol.design->>'pocketId'`, table: "pockets" },
  { family: "Placket", path: sql`ol.design->>'placketId'`, table: "plackets" },
  { family: "Back", path: sql`ol.design->>'backId'`, table: "backs" },
  { family: "Bottom", path: sql`ol.design->>'bottomId'`, table: "bottoms" },
  { family: "Buttons", path: sql`ol.design->>'buttonId'`, table: "buttons" },
  { family: "Embroidery", path: sql`ol.design->'embroidery'->>'typeId'`, table: "embroidery_types" },
] as const;

type SoldRow = {
  dimension: string;
  id: number | null;
  name: string | null;
  shirts: number;
  claims: number;
  remakes: number;
  refunds: number;
};

/**
 * Shirts sold in the period per model (with the fit claims on them), per fabric and per choice
 * of each option family, named as the catalogue names them now: one pass over the period's order
 * lines (grouping sets), one query.
 */
async function soldInPeriod(range: Range) {
  const keys = OPTION_FAMILIES.map((_, index) => sql.raw(`o${index}`));
  const rows = await rowsOf<SoldRow>(sql`
    with lines as (
      select ol.id, ol.model_id, ol.quantity, (ol.design->>'fabricId')::int as fabric_id,
        ${sql.join(
          OPTION_FAMILIES.map((family, index) => sql`(${family.path})::int as ${keys[index]}`),
          sql`, `,
        )}
      from order_lines ol join orders o on o.id = ol.order_id
      where ${paidIn(range)}
    ), claimed as (
      select fc.order_line_id, count(*)::int as claims, count(fc.remake_order_id)::int as remakes,
        count(fc.alteration_refund_id)::int as refunds
      from fit_claims fc group by 1
    ), sold as (
      select
        case when grouping(l.model_id) = 0 then 'model' when grouping(l.fabric_id) = 0 then 'fabric'
          ${sql.join(
            OPTION_FAMILIES.map((family, index) => sql`when grouping(l.${keys[index]}) = 0 then ${family.family}`),
            sql` `,
          )}
        end as dimension,
        coalesce(l.model_id, l.fabric_id, ${sql.join(
          keys.map((key) => sql`l.${key}`),
          sql`, `,
        )}) as id,
        sum(l.quantity)::int as shirts,
        coalesce(sum(c.claims), 0)::int as claims, coalesce(sum(c.remakes), 0)::int as remakes,
        coalesce(sum(c.refunds), 0)::int as refunds
      from lines l left join claimed c on c.order_line_id = l.id
      group by grouping sets ((l.model_id), (l.fabric_id), ${sql.join(
        keys.map((key) => sql`(l.${key})`),
        sql`, `,
      )})
    )
    select s.dimension, s.id, s.shirts, s.claims, s.remakes, s.refunds,
      case s.dimension
        when 'model' then m.name
        when 'fabric' then f.name || ' (' || f.reference || ')'
        ${sql.join(
          OPTION_FAMILIES.map((family, index) => sql`when ${family.family} then t${sql.raw(String(index))}.name`),
          sql` `,
        )}
      end as name
    from sold s
    left join shirt_models m on s.dimension = 'model' and m.id = s.id
    left join fabrics f on s.dimension = 'fabric' and f.id = s.id
    ${sql.join(
      OPTION_FAMILIES.map(
        (family, index) =>
          sql`left join ${sql.raw(family.table)} t${sql.raw(String(index))} on s.dimension = ${family.family} and t${sql.raw(String(index))}.id = s.id`,
      ),
      sql` `,
    )}
    order by s.shirts desc, s.id`);
  const of = (dimension: string) =>
    rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({
        name:
          row.name ?? (dimension === "model" ? `Model ${row.id}` : dimension === "fabric" ? `Fabric ${row.id}` : "—"),
        shirts: Number(row.shirts),
        claims: Number(row.claims),
        remakes: Number(row.remakes),
        refunds: Number(row.refunds),
      }));
  return {
    models: of("model"),
    fabrics: of("fabric"),
    families: OPTION_FAMILIES.map(({ family }) => {
      const choices = of(family).map((choice) => ({ choice: choice.name, shirts: choice.shirts }));
      return { family, choices, shirts: choices.reduce((sum, choice) => sum + choice.shirts, 0) };
    }).filter((family) => family.choices.length > 0),
  };
}

type Sold = Awaited<ReturnType<typeof soldInPeriod>>;
type ModelSold = Sold["models"][number];

function modelFigures(models: ModelSold[]): Figure[] {
  const allShirts = models.reduce((sum, model) => sum + model.shirts, 0);
  const best = models.slice(0, BEST_SHOWN);
  const bestRow = (model: ModelSold): Cell[] => [model.name, model.shirts, shareOf(model.shirts, allShirts)];
  const rateRow = (model: ModelSold): Cell[] => [
    model.name,
    model.shirts,
    model.claims,
    model.remakes,
    shareOf(model.remakes, model.shirts),
    model.refunds,
    shareOf(model.refunds, model.shirts),
  ];
  const rated = models.slice(0, RATES_SHOWN);
  return [
    {
      id: "models",
      title: "Best models",
      description: `The ${best.length} shirt models sold most in the period, by shirts sold.`,
      chart: {
        kind: "horizontal-bar",
        unit: "count",
        categories: best.map((model) => model.name),
        series: [{ name: "Shirts", values: best.map((model) => model.shirts) }],
      },
      table: {
        caption: "Shirts sold per model, best first",
        columns: [{ name: "Model" }, { name: "Shirts", numeric: true }, { name: "Share of shirts", numeric: true }],
        rows: best.map(bestRow),
        allRows: models.map(bestRow),
      },
    },
    {
      id: "remakes",
      title: "Remakes and alteration refunds per model",
      description:
        "For the models sold most in the period, the share of their shirts remade or partly refunded after a fit claim.",
      chart: {
        kind: "horizontal-bar",
        unit: "percent",
        categories: rated.map((model) => model.name),
        series: [
          { name: "Remake rate", values: rated.map((model) => shareOf(model.remakes, model.shirts).share ?? 0) },
          {
            name: "Alteration refund rate",
            values: rated.map((model) => shareOf(model.refunds, model.shirts).share ?? 0),
          },
        ],
      },
      table: {
        caption: "Fit claims of the shirts sold in the period, per model",
        columns: [
          { name: "Model" },
          ...["Shirts", "Fit claims", "Remakes", "Remake rate", "Alteration refunds", "Alteration refund rate"].map(
            (name) => ({ name, numeric: true }),
          ),
        ],
        rows: rated.map(rateRow),
        allRows: models.map(rateRow),
      },
    },
  ];
}

function fabricFigures(fabrics: Sold["fabrics"]): Figure[] {
  const all = fabrics.reduce((sum, fabric) => sum + fabric.shirts, 0);
  const best = fabrics.slice(0, BEST_SHOWN);
  const row = (fabric: (typeof fabrics)[number]): Cell[] => [fabric.name, fabric.shirts, shareOf(fabric.shirts, all)];
  return [
    {
      id: "fabrics",
      title: "Best fabrics",
      description: `The ${best.length} fabrics most shirts were made of in the period.`,
      chart: {
        kind: "horizontal-bar",
        unit: "count",
        categories: best.map((fabric) => fabric.name),
        series: [{ name: "Shirts", values: best.map((fabric) => fabric.shirts) }],
      },
      table: {
        caption: "Shirts sold per fabric, best first",
        columns: [{ name: "Fabric" }, { name: "Shirts", numeric: true }, { name: "Share of shirts", numeric: true }],
        rows: best.map(row),
        allRows: fabrics.map(row),
      },
    },
  ];
}

const CHOICES_SHOWN = 3;

function optionFigures(families: Sold["families"]): Figure[] {
  const rowsOfFamily = (family: (typeof families)[number], limit: number): Cell[][] =>
    family.choices
      .slice(0, limit)
      .map((choice) => [family.family, choice.choice, choice.shirts, shareOf(choice.shirts, family.shirts)]);
  return [
    {
      id: "options",
      title: "Most chosen options",
      description: "For each option family, the choice on most shirts sold in the period and its share of them.",
      chart: {
        kind: "horizontal-bar",
        unit: "percent",
        categories: families.map((family) => `${family.family}: ${family.choices[0]?.choice}`),
        series: [
          {
            name: "Share of shirts",
            values: families.map((family) => shareOf(family.choices[0]?.shirts ?? 0, family.shirts).share ?? 0),
          },
        ],
      },
      table: {
        caption: `The ${CHOICES_SHOWN} most chosen options of each family`,
        columns: [
          { name: "Option" },
          { name: "Choice" },
          { name: "Shirts", numeric: true },
          { name: "Share of the family", numeric: true },
        ],
        rows: families.flatMap((family) => rowsOfFamily(family, CHOICES_SHOWN)),
        allRows: families.flatMap((family) => rowsOfFamily(family, Number.POSITIVE_INFINITY)),
      },
    },
  ];
}

/* ------------------------------------------------------------------------------------------ */
/* Customers who order again                                                                   */

/** How long after their first order customers placed the second, in bands of days. */
const BANDS = [
  { label: "Within 30 days", upTo: 30 },
  { label: "31 to 90 days", upTo: 90 },
  { label: "91 to 180 days", upTo: 180 },
  { label: "181 to 365 days", upTo: 365 },
  { label: "Over a year", upTo: null },
] as const;

type RepeatRow = { customers: number; repeat: number; median: number | null } & Record<`band${number}`, number>;

async function customersSection(range: Range) {
  const remake = sql`exists (select 1 from fit_claims remade where remade.remake_order_id = o.id)`;
  const [row] = await rowsOf<RepeatRow>(sql`
    with active as (
      select distinct o.user_id from orders o where ${paidIn(range)} and o.user_id is not null
    ), ranked as (
      select o.user_id, o.paid_at, row_number() over (partition by o.user_id order by o.paid_at, o.id) as n
      from orders o join active a on a.user_id = o.user_id
      where o.paid_at is not null and o.paid_at < ${range.until} and not ${remake}
    ), pairs as (
      select user_id,
        extract(epoch from max(paid_at) filter (where n = 2) - max(paid_at) filter (where n = 1)) / 86400 as days
      from ranked where n <= 2 group by user_id
    )
    select count(*)::int as customers, count(days)::int as repeat,
      percentile_cont(0.5) within group (order by days) as median,
      ${sql.join(
        BANDS.map((band, index) => {
          const lower = index === 0 ? -1 : (BANDS[index - 1]?.upTo ?? 0);
          return band.upTo === null
            ? sql`count(*) filter (where days > ${lower})::int as ${sql.raw(`band${index}`)}`
            : sql`count(*) filter (where days > ${lower} and days <= ${band.upTo})::int as ${sql.raw(`band${index}`)}`;
        }),
        sql`, `,
      )}
    from pairs`);
  const customers = Number(row?.customers ?? 0);
  const repeat = Number(row?.repeat ?? 0);
  const bands = BANDS.map((band, index) => ({ label: band.label, customers: Number(row?.[`band${index}`] ?? 0) }));
  const medianDays = row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median));
  const figure: Figure = {
    id: "repeat",
    title: "Customers who order again",
    description:
      "Of the customers who paid an order in the period and have ordered again, how long after their first order they placed the second.",
    chart: {
      kind: "bar",
      unit: "count",
      categories: bands.map((band) => band.label),
      series: [{ name: "Customers", values: bands.map((band) => band.customers) }],
    },
    table: {
      caption: "Time from a customer's first order to their second",
      columns: [{ name: "Second order" }, { name: "Customers", numeric: true }, { name: "Share", numeric: true }],
      rows: bands.map((band) => [band.label, band.customers, shareOf(band.customers, repeat)]),
    },
  };
  return { figures: [figure], summary: { customers, repeat, share: shareOf(repeat, customers).share, medianDays } };
}

/* ------------------------------------------------------------------------------------------ */
/* What reminders brought                                                                      */

async function remindersSection(filters: ReportFilters, range: Range): Promise<Figure[]> {
  const outcomes = await cartReminderOutcomes(range, periodOf(filters.grain));
  const periods = periodsBetween(filters.from, filters.to, filters.grain);
  const currencies = currencyOrder(outcomes.flatMap((outcome) => (outcome.currency ? [outcome.currency] : [])));
  const per = filters.grain;
  const label = (p: string) => formatPeriod(p, filters.grain);
  const sum = (p: string | null, pick: (outcome: (typeof outcomes)[number]) => number, currency?: string) =>
    outcomes
      .filter(
        (outcome) => (p === null || outcome.period === p) && (currency === undefined || outcome.currency === currency),
      )
      .reduce((total, outcome) => total + pick(outcome), 0);
  const row = (p: string | null): Cell[] => {
    const sent = sum(p, (outcome) => outcome.reminders);
    const ordered = sum(p, (outcome) => outcome.ordered);
    return [
      p === null ? "Total" : label(p),
      sent,
      ordered,
      shareOf(ordered, sent),
      ...currencies.map((currency): Cell => ({ minor: sum(p, (outcome) => outcome.revenueMinor, currency), currency })),
    ];
  };
  return [
    {
      id: "reminders",
      title: `Cart reminders per ${per}`,
      description: `Reminders of a cart left behind sent per ${per}, and how many of those carts were ordered within ${REMINDED_ORDER_DAYS} days.`,
      chart: {
        kind: "bar",
        unit: "count",
        categories: periods.map(label),
        series: [
          { name: "Reminders sent", values: periods.map((p) => sum(p, (outcome) => outcome.reminders)) },
          {
            name: `Ordered within ${REMINDED_ORDER_DAYS} days`,
            values: periods.map((p) => sum(p, (outcome) => outcome.ordered)),
          },
        ],
      },
      table: {
        caption: `Cart reminders sent per ${per} and the orders they brought`,
        columns: [
          periodHead(filters.grain),
          { name: "Reminders", numeric: true },
          { name: "Carts ordered", numeric: true },
          { name: "Share ordered", numeric: true },
          ...currencies.map((currency) => ({ name: `Revenue ${currency}`, numeric: true })),
        ],
        rows: [...periods.map(row), row(null)],
      },
    },
  ];
}

/**
 * What the newsletter's campaigns brought: per campaign started in the period, its recipients,
 * mails sent, unsubscriptions through its links, and the recipients who ordered within
 * CAMPAIGN_ORDER_DAYS with what they paid per currency. One query.
 */
async function campaignsSection(range: Range): Promise<Figure[]> {
  const outcomes = await campaignOutcomes(range);
  const campaigns = [...new Map(outcomes.map((outcome) => [outcome.id, outcome])).values()];
  const currencies = currencyOrder(outcomes.flatMap((outcome) => (outcome.currency ? [outcome.currency] : [])));
  const sum = (id: number, pick: (outcome: CampaignOutcome) => number, currency?: string) =>
    outcomes
      .filter((outcome) => outcome.id === id && (currency === undefined || outcome.currency === currency))
      .reduce((total, outcome) => total + pick(outcome), 0);
  const name = (campaign: CampaignOutcome) => `${campaign.subject} (${formatDay(campaign.startedAt)})`;
  return [
    {
      id: "campaigns",
      title: "What each campaign brought",
      description: `Each campaign sent in the period: its recipients and those who ordered within ${CAMPAIGN_ORDER_DAYS} days of it.`,
      chart:
        campaigns.length === 0
          ? null
          : {
              kind: "horizontal-bar",
              unit: "count",
              categories: campaigns.map(name),
              series: [
                { name: "Recipients", values: campaigns.map((c) => sum(c.id, (o) => o.recipients)) },
                {
                  name: `Ordered within ${CAMPAIGN_ORDER_DAYS} days`,
                  values: campaigns.map((c) => sum(c.id, (o) => o.ordered)),
                },
              ],
            },
      table: {
        caption: "Newsletter campaigns sent in the period and the orders they brought",
        columns: [
          { name: "Campaign" },
          { name: "Recipients", numeric: true },
          { name: "Sent", numeric: true },
          { name: "Unsubscribed", numeric: true },
          { name: "Ordered", numeric: true },
          { name: "Share ordered", numeric: true },
          ...currencies.map((currency) => ({ name: `Revenue ${currency}`, numeric: true })),
        ],
        rows: campaigns.map((campaign): Cell[] => {
          const recipients = sum(campaign.id, (o) => o.recipients);
          const ordered = sum(campaign.id, (o) => o.ordered);
          return [
            name(campaign),
            recipients,
            sum(campaign.id, (o) => o.sent),
            sum(campaign.id, (o) => o.unsubscribed),
            ordered,
            shareOf(ordered, recipients),
            ...currencies.map(
              (currency): Cell => ({ minor: sum(campaign.id, (o) => o.revenueMinor, currency), currency }),
            ),
          ];
        }),
      },
    },
  ];
}

/* ------------------------------------------------------------------------------------------ */
/* The report                                                                                  */

const rangeOf = (filters: ReportFilters): Range => ({
  since: shopDayStart(filters.from),
  until: shopDayStart(addDays(filters.to, 1)),
});

/**
 * Every figure of the period with the headline numbers. Four queries, run together, whatever the
 * number of orders.
 */
export async function salesReport(filters: ReportFilters) {
  const range = rangeOf(filters);
  const [sales, sold, customers, reminders, campaigns] = await Promise.all([
    salesSection(filters, range),
    soldInPeriod(range),
    customersSection(range),
    remindersSection(filters, range),
    campaignsSection(range),
  ]);
  return {
    summary: {
      currencies: sales.summary,
      shirts: sold.models.reduce((sum, model) => sum + model.shirts, 0),
      customers: customers.summary,
    },
    figures: {
      sales: sales.figures,
      models: modelFigures(sold.models),
      fabrics: fabricFigures(sold.fabrics),
      options: optionFigures(sold.families),
      customers: customers.figures,
      reminders,
      campaigns,
    },
  };
}

/** The report as the page shows it: each figure with its chart drawn as SVG on the server. */
export async function loadReportPage(filters: ReportFilters) {
  const report = await salesReport(filters);
  const sections = Object.entries(report.figures) as [keyof typeof report.figures, Figure[]][];
  const all = sections.flatMap(([, figures]) => figures);
  const svgs = await drawCharts(all.flatMap((figure) => (figure.chart ? [figure.chart] : [])));
  let drawn = 0;
  const withSvg = (figure: Figure) => ({
    id: figure.id,
    title: figure.title,
    description: figure.description,
    table: { caption: figure.table.caption, columns: figure.table.columns, rows: figure.table.rows },
    more: (figure.table.allRows?.length ?? 0) - figure.table.rows.length,
    svg: figure.chart ? (svgs[drawn++] ?? null) : null,
  });
  return {
    filters,
    summary: report.summary,
    sections: sections.map(([name, figures]) => ({ name, figures: figures.map(withSvg) })),
  };
}

/** The sections each figure's export reads: an export asks only its own section's query. */
const SECTION_OF: Record<string, (filters: ReportFilters, range: Range) => Promise<Figure[]>> = {
  orders: async (filters, range) => (await salesSection(filters, range)).figures,
  revenue: async (filters, range) => (await salesSection(filters, range)).figures,
  models: async (_, range) => modelFigures((await soldInPeriod(range)).models),
  remakes: async (_, range) => modelFigures((await soldInPeriod(range)).models),
  fabrics: async (_, range) => fabricFigures((await soldInPeriod(range)).fabrics),
  options: async (_, range) => optionFigures((await soldInPeriod(range)).families),
  repeat: async (_, range) => (await customersSection(range)).figures,
  reminders: (filters, range) => remindersSection(filters, range),
  campaigns: (_, range) => campaignsSection(range),
};

/** One figure of the period with every row of its table, for its CSV export; null for none of that name. */
export async function reportFigure(filters: ReportFilters, id: string): Promise<Figure | null> {
  const section = SECTION_OF[id.split("-")[0] ?? ""];
  if (!section) return null;
  return (await section(filters, rangeOf(filters))).find((figure) => figure.id === id) ?? null;
}
