import { createHash } from "node:crypto";
import { and, asc, count, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "~/db/client.server";
import {
  type AddressSnapshot,
  auditLog,
  countries,
  currencies,
  deliveryOptions,
  fabrics,
  mailOutbox,
  orderLines,
  orderNotes,
  orders,
  paymentMethods,
  payments,
  qualityChecks,
  shipments,
  shirtModels,
  shirtStageEvents,
  shirtUnits,
  staffUsers,
  users,
} from "~/db/schema";
import { lineAmounts } from "~/modules/cart/pricing";
import { NO_EMBROIDERY, NO_SYMBOL } from "~/modules/design/constants";
import type { ShirtDesign } from "~/modules/design/design";
import {
  designFromModel,
  designLabels,
  fabricLookColumns,
  loadDesignOptions,
  modelDesignColumns,
  shirtLook,
} from "~/modules/design/design.server";
import type { DesignOptions, FabricLookRow } from "~/modules/design/look";
import { embroideryIssues } from "~/modules/design/rules";
import type { MailMessage } from "~/modules/mail/mail.server";
import type { CurrencyCode } from "~/modules/money/money";
import { confirmationMail } from "~/modules/orders/confirmation-mail";
import { type OrderLineView, orderAmounts } from "~/modules/orders/orders.server";
import type { ProviderName } from "~/modules/payments/provider";
import { noteMail, shippingMail } from "~/modules/production/mails";
import { checkPoints, qualityVerdict } from "~/modules/production/sheet";
import { readSetting } from "~/modules/settings/settings.server";
import { type Actor, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { shopDate } from "~/modules/shop/calendar";
import { orderNumber } from "~/modules/shop/order-number";
import { type OrderStatus, statusFollowingShirts } from "~/modules/shop/order-status";
import { type DeliveryPromise, promiseAtPayment } from "~/modules/shop/promise";
import type { ShirtStage } from "~/modules/shop/stages";
import { finishedShirtMeasures } from "~/modules/sizing/estimator";
import type { Size } from "~/modules/sizing/size";
import { smartBody } from "~/modules/sizing/smart-size";

/*
 * A large generated order book for performance work (`npm run orders:generate`): customers,
 * their orders over the last 18 months built from the catalogue the way checkout builds them
 * (design, drawing and labels from the design module, prices from the cart's rules, the dated
 * promise from production's), and what the shop would have recorded since: payments, shirts
 * at the stages their age reaches, every stage move and quality check, parcels with tracking,
 * notes, the e-mails and the audit log. Deterministic for a given starting size and `now`.
 * Rows are built in memory and inserted a batch of orders at a time, one transaction each.
 */

export type LargeOrdersResult = {
  ordersBefore: number;
  ordersAdded: number;
  customersAdded: number;
  shirtsAdded: number;
  byStatus: Partial<Record<OrderStatus, number>>;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The period the orders are spread over. */
const HISTORY_DAYS = 548;
const ORDERS_PER_BATCH = 1000;
/** Rows per INSERT statement: far below PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_STATEMENT = 1000;
const ACCOUNT_URL = "/history-order";

/** A small deterministic random source (mulberry32). */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("Nothing to pick from.");
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (p: number) => next() < p;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join("");
  return { next, between, int, pick, chance, hex };
}
type Random = ReturnType<typeof randomSource>;

const FIRST_NAMES = [
  "Marco",
  "Luca",
  "Giovanni",
  "Alessandro",
  "Matteo",
  "Francesco",
  "Andrea",
  "Paolo",
  "James",
  "Oliver",
  "William",
  "Thomas",
  "Henry",
  "George",
  "Edward",
  "Charles",
  "Pierre",
  "Louis",
  "Antoine",
  "Julien",
  "Nicolas",
  "Hugo",
  "Lukas",
  "Felix",
  "Maximilian",
  "Jonas",
  "Leon",
  "Stefan",
  "Carlos",
  "Javier",
  "Miguel",
  "Pablo",
  "Diego",
  "Jan",
  "Pieter",
  "Daan",
  "Erik",
  "Lars",
  "Mikael",
  "Tomás",
  "Sean",
  "Patrick",
  "Liam",
  "Noah",
  "Daniel",
  "David",
  "Michael",
  "Robert",
  "Anna",
  "Sofia",
  "Claire",
];
const LAST_NAMES = [
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Davies",
  "Evans",
  "Martin",
  "Bernard",
  "Dubois",
  "Durand",
  "Lefebvre",
  "Moreau",
  "Laurent",
  "Müller",
  "Schmidt",
  "Schneider",
  "Fischer",
  "Weber",
  "Meyer",
  "Wagner",
  "García",
  "Fernández",
  "López",
  "Martínez",
  "Sánchez",
  "de Vries",
  "van Dijk",
  "Jansen",
  "Andersson",
  "Johansson",
  "Nielsen",
  "Hansen",
  "O'Brien",
  "Murphy",
  "Kelly",
  "Novak",
  "Kowalski",
  "Silva",
  "Santos",
];
const STREETS = [
  "Via Roma",
  "Via Garibaldi",
  "Corso Italia",
  "High Street",
  "Station Road",
  "Church Lane",
  "Rue de la Paix",
  "Avenue Victor Hugo",
  "Hauptstraße",
  "Bahnhofstraße",
  "Calle Mayor",
  "Gran Vía",
  "Kerkstraat",
  "Storgatan",
  "Rua Augusta",
  "Bahnhofplatz",
  "Main Street",
  "Park Avenue",
];
/** Where the customers live, how often, in which currency they pay, with some towns and a postcode pattern. */
type Place = { code: string; weight: number; currency: CurrencyCode; cities: string[]; postcode: () => string };
function placesOf(random: Random): Place[] {
  const digits = (n: number) => () => String(random.int(10 ** (n - 1), 10 ** n - 1));
  return [
    {
      code: "IT",
      weight: 30,
      currency: "EUR",
      cities: ["Milano", "Roma", "Torino", "Firenze", "Bologna", "Napoli"],
      postcode: digits(5),
    },
    {
      code: "GB",
      weight: 20,
      currency: "GBP",
      cities: ["London", "Manchester", "Edinburgh", "Bristol", "Leeds"],
      postcode: () =>
        `${random.pick(["SW1A", "EC2M", "M1", "EH3", "BS8", "LS1"])} ${random.int(1, 9)}${random.pick(["AB", "DX", "HQ", "NP", "RT"])}`,
    },
    {
      code: "DE",
      weight: 15,
      currency: "EUR",
      cities: ["Berlin", "München", "Hamburg", "Köln", "Frankfurt am Main"],
      postcode: digits(5),
    },
    {
      code: "FR",
      weight: 12,
      currency: "EUR",
      cities: ["Paris", "Lyon", "Bordeaux", "Lille", "Nantes"],
      postcode: digits(5),
    },
    { code: "CH", weight: 6, currency: "CHF", cities: ["Zürich", "Genève", "Basel", "Lugano"], postcode: digits(4) },
    {
      code: "ES",
      weight: 6,
      currency: "EUR",
      cities: ["Madrid", "Barcelona", "Valencia", "Sevilla"],
      postcode: digits(5),
    },
    {
      code: "NL",
      weight: 5,
      currency: "EUR",
      cities: ["Amsterdam", "Rotterdam", "Utrecht"],
      postcode: () => `${random.int(1000, 9999)} ${random.pick(["AB", "KL", "XZ"])}`,
    },
    {
      code: "IE",
      weight: 3,
      currency: "EUR",
      cities: ["Dublin", "Cork", "Galway"],
      postcode: () => `D0${random.int(1, 8)} ${random.hex(4).toUpperCase()}`,
    },
    {
      code: "SE",
      weight: 3,
      currency: "EUR",
      cities: ["Stockholm", "Göteborg", "Malmö"],
      postcode: () => `${random.int(100, 999)} ${random.int(10, 99)}`,
    },
  ];
}
const EMAIL_DOMAINS = ["example.com", "example.net", "example.org"];
const CARRIERS = [
  {
    carrier: "DHL Express",
    url: (n: string) => `https://www.dhl.com/track?tracking-id=${n}`,
    number: (r: Random) => String(r.int(1_000_000_000, 9_999_999_999)),
  },
  {
    carrier: "UPS",
    url: (n: string) => `https://www.ups.com/track?tracknum=${n}`,
    number: (r: Random) => `1Z${r.hex(16).toUpperCase()}`,
  },
  {
    carrier: "Poste Italiane",
    url: (n: string) => `https://www.poste.it/cerca/#/risultati-spedizioni/${n}`,
    number: (r: Random) => `RR${r.int(100_000_000, 999_999_999)}IT`,
  },
];
const INTERNAL_NOTES = [
  "Customer called: asked whether the monogram can be smaller. Told him it is sewn as ordered.",
  "Gift: the customer asked for no invoice in the parcel.",
  "Customer asked to deliver to the concierge if nobody is at home.",
  "Checked the collar size with the customer by phone: keep as ordered.",
  "Repeat customer, same measurements as last time.",
];
const CUSTOMER_NOTES = [
  "Your shirts are being cut this week; thank you for your patience.",
  "We have checked your measurements with our tailor: everything is in order.",
  "Your fabric arrived from the mill today: your shirts go into production now.",
];
const QC_DEFECTS = [
  { text: "Collar points uneven", recut: false },
  { text: "Loose stitching on the placket", recut: false },
  { text: "Stripe not matched at the yoke", recut: true },
];

type Context = {
  models: { row: Parameters<typeof designFromModel>[0]; name: string }[];
  fabrics: Map<number, FabricLookRow & { priceCents: number }>;
  options: DesignOptions;
  currencies: Map<string, { code: CurrencyCode; rate: number }>;
  deliveries: { id: number; name: string; feeCents: number; minDays: number; maxDays: number }[];
  methods: { id: number; provider: ProviderName }[];
  countryNames: Map<string, string>;
  leadDays: number;
  workshop: Actor;
  service: Actor;
};

const activeIds = (family: Map<number, { id: number; active?: boolean }>) =>
  [...family.values()].filter((option) => option.active !== false).map((option) => option.id);

/** The staff member who would have done it: the first active one of these roles, else the shop. */
function actorOf(staff: { id: string; name: string; role: string }[], roles: string[]): Actor {
  for (const role of roles) {
    const member = staff.find((candidate) => candidate.role === role);
    if (member) return { id: member.id, name: member.name };
  }
  return SHOP_ACTOR;
}

async function loadContext(database: Database): Promise<Context> {
  const [models, fabricRows, options, currencyRows, deliveryRows, methodRows, countryRows, leadDays, staff] =
    await Promise.all([
      database
        .select({ ...modelDesignColumns, name: shirtModels.name })
        .from(shirtModels)
        .innerJoin(fabrics, eq(fabrics.id, shirtModels.fabricId))
        .where(and(eq(shirtModels.active, true), eq(fabrics.active, true)))
        .orderBy(asc(shirtModels.id)),
      database.select(fabricLookColumns).from(fabrics).where(eq(fabrics.active, true)),
      loadDesignOptions(),
      database.select({ code: currencies.code, rate: currencies.rate }).from(currencies),
      database
        .select({
          id: deliveryOptions.id,
          name: deliveryOptions.name,
          feeCents: deliveryOptions.feeCents,
          minDays: deliveryOptions.minDays,
          maxDays: deliveryOptions.maxDays,
        })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.active, true))
        .orderBy(asc(deliveryOptions.sortOrder)),
      database
        .select({ id: paymentMethods.id, code: paymentMethods.code })
        .from(paymentMethods)
        .where(eq(paymentMethods.active, true)),
      database.select({ code: countries.code, name: countries.name }).from(countries),
      readSetting("productionLeadDays", database),
      database
        .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
        .from(staffUsers)
        .where(isNull(staffUsers.disabledAt))
        .orderBy(asc(staffUsers.createdAt)),
    ]);
  if (models.length === 0) throw new Error("The catalogue has no shirt model on sale: seed it first.");
  if (deliveryRows.length === 0 || methodRows.length === 0) throw new Error("No delivery option or payment method.");
  return {
    models: models.map(({ name, ...row }) => ({ row, name })),
    fabrics: new Map(fabricRows.map((row) => [row.id, row])),
    options,
    currencies: new Map(currencyRows.map((row) => [row.code, { code: row.code as CurrencyCode, rate: row.rate }])),
    deliveries: deliveryRows,
    // The shop's providers for its methods: cards through Stripe, the wallet through PayPal.
    methods: methodRows.map((row) => ({ id: row.id, provider: row.code === "wallet" ? "paypal" : "stripe" })),
    countryNames: new Map(countryRows.map((row) => [row.code, row.name])),
    leadDays,
    workshop: actorOf(staff, ["workshop", "owner"]),
    service: actorOf(staff, ["service", "owner"]),
  };
}

/** A design a customer could have ordered: the model's, often with other options, some with a monogram. */
function designFor(random: Random, context: Context, model: Context["models"][number]): ShirtDesign {
  const design = designFromModel(model.row);
  const { options } = context;
  if (random.chance(0.4)) {
    design.collarId = random.pick(activeIds(options.collars));
    design.cuffId = random.pick(activeIds(options.cuffs));
  }
  if (random.chance(0.25)) design.pocketId = random.pick(activeIds(options.pockets));
  if (random.chance(0.2)) design.buttonId = random.pick(activeIds(options.buttons));
  if (random.chance(0.15)) {
    const types = activeIds(options.embroideryTypes).filter((id) => id !== NO_EMBROIDERY);
    const styles = activeIds(options.embroideryStyles);
    const colours = [...options.embroideryColours.keys()];
    if (types.length > 0 && styles.length > 0 && colours.length > 0) {
      design.embroidery = {
        ...design.embroidery,
        typeId: random.pick(types),
        text: `${random.pick(FIRST_NAMES)[0]}.${random.pick(LAST_NAMES)[0]}.`,
        styleId: random.pick(styles),
        colourId: random.pick(colours),
      };
    }
  }
  if (random.chance(0.05)) {
    const symbols = activeIds(options.embroiderySymbols).filter((id) => id !== NO_SYMBOL);
    const positions = [...options.embroideryPositions.keys()];
    const colours = [...options.embroideryColours.keys()];
    if (symbols.length > 0 && positions.length > 0 && colours.length > 0) {
      design.embroidery = {
        ...design.embroidery,
        symbolId: random.pick(symbols),
        symbolColourId: random.pick(colours),
        positionId: random.pick(positions),
      };
    }
  }
  // The generator only makes designs the shop would accept.
  return embroideryIssues(design.embroidery).length === 0 ? design : designFromModel(model.row);
}

/** A size as the three ways of sizing make them: mostly quick sizes, then calculated ones. */
function sizeFor(random: Random, customerName: string): Size {
  const fit = random.int(1, 3);
  const neckCm = random.int(37, 46);
  const roll = random.next();
  if (roll < 0.55) return { kind: "rapid", fit, neckCm, sleeveCm: random.int(62, 70) };
  const heightCm = random.int(165, 195);
  const bmi = random.between(20, 31);
  const answers = {
    heightCm,
    weightKg: Math.round(bmi * (heightCm / 100) ** 2),
    age: random.int(22, 70),
    morphology: random.int(1, 4),
    fit,
    neckCm,
  };
  const measures = finishedShirtMeasures(smartBody(answers), fit as 1 | 2 | 3);
  if (roll < 0.9) return { kind: "smart", name: customerName.split(" ")[0] ?? "Me", ...answers, measures };
  return { kind: "manual", fit, measures };
}

type Customer = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: AddressSnapshot;
  currency: CurrencyCode;
  createdAt: Date;
};

function customerFor(
  random: Random,
  context: Context,
  all: Place[],
  runTag: string,
  index: number,
  firstOrderAt: Date,
): Customer {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const place = (() => {
    let roll = random.next() * all.reduce((sum, p) => sum + p.weight, 0);
    for (const p of all) {
      roll -= p.weight;
      if (roll <= 0) return p;
    }
    return all[0]!;
  })();
  const local = `${firstName}.${lastName}`
    .normalize("NFD")
    .replace(/[^A-Za-z.]/g, "")
    .toLowerCase();
  return {
    id: `gen${runTag}${index.toString(36)}${random.hex(16)}`,
    name: `${firstName} ${lastName}`,
    email: `${local}.${runTag}${index.toString(36)}@${random.pick(EMAIL_DOMAINS)}`,
    phone: random.chance(0.7) ? `+39 3${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}` : "",
    address: {
      firstName,
      lastName,
      company: random.chance(0.08) ? `${lastName} & Partners` : "",
      line1: `${random.pick(STREETS)} ${random.int(1, 180)}`,
      line2: random.chance(0.15) ? `Apartment ${random.int(1, 40)}` : "",
      city: random.pick(place.cities),
      postcode: place.postcode(),
      country: context.countryNames.get(place.code) ?? place.code,
    },
    currency: place.currency,
    createdAt: new Date(firstOrderAt.getTime() - random.between(5, 60 * 24 * 30) * MINUTE_MS),
  };
}

/** One shirt's way through the workshop: each move with its moment, as far as `now`. */
type Move = { from: ShirtStage; to: ShirtStage; at: Date; reason: string | null };
type CheckRecord = {
  at: Date;
  passed: boolean;
  reason: string | null;
  measured: Record<string, number>;
  sentTo: ShirtStage;
};

/**
 * What happened to a paid order's shirts up to `now`: moves and checks at working-time pace
 * (later for a late order), the parcel once every shirt is packed, delivery some days later.
 */
function workshopLife(
  random: Random,
  paidAt: Date,
  sizes: Size[],
  leadDays: number,
  days: { minDays: number; maxDays: number },
  slow: boolean,
  now: Date,
) {
  const pace = slow ? random.between(1.8, 2.6) : random.between(0.7, 1.05);
  const leadMs = leadDays * 1.4 * DAY_MS * pace;
  const shirts = sizes.map((size) => {
    const moves: Move[] = [];
    const checks: CheckRecord[] = [];
    let at = paidAt.getTime() + random.between(0.15, 0.45) * leadMs;
    const move = (from: ShirtStage, to: ShirtStage, reason: string | null = null) => {
      moves.push({ from, to, at: new Date(at), reason });
    };
    move("queued", "cutting");
    at += random.between(0.08, 0.2) * leadMs;
    move("cutting", "sewing");
    at += random.between(0.1, 0.25) * leadMs;
    move("sewing", "quality_check");
    const points = checkPoints(size);
    const ordered = Object.fromEntries(points.map(({ point, ordered }) => [point, ordered]));
    if (random.chance(0.06)) {
      at += random.between(1, 6) * HOUR_MS;
      const defect = random.pick(QC_DEFECTS);
      const verdict = qualityVerdict(points, ordered, { text: defect.text, recut: defect.recut });
      if (!verdict.passed) {
        checks.push({
          at: new Date(at),
          passed: false,
          reason: verdict.reason,
          measured: ordered,
          sentTo: verdict.sendBackTo,
        });
        move("quality_check", verdict.sendBackTo, verdict.reason);
        if (verdict.sendBackTo === "cutting") {
          at += random.between(0.05, 0.15) * leadMs;
          move("cutting", "sewing");
        }
        at += random.between(0.05, 0.15) * leadMs;
        move("sewing", "quality_check");
      }
    }
    at += random.between(1, 20) * HOUR_MS;
    const measured = Object.fromEntries(
      points.map(({ point, ordered: cm, toleranceCm }) => [
        point,
        Math.round((cm + random.between(-toleranceCm, toleranceCm) * 0.8) * 2) / 2,
      ]),
    );
    // Within the tolerances (a value rounded out of them is recorded as ordered): it passes.
    const within = qualityVerdict(points, measured, { text: "", recut: false }).passed;
    checks.push({
      at: new Date(at),
      passed: true,
      reason: null,
      measured: within ? measured : ordered,
      sentTo: "packed",
    });
    move("quality_check", "packed");
    return { moves, checks, packedAt: at };
  });
  const shippedAt = Math.max(...shirts.map((shirt) => shirt.packedAt)) + random.between(2, 30) * HOUR_MS;
  const onTheWay = random.between(days.minDays, days.maxDays + (slow ? 3 : 0.5)) * 1.4 * DAY_MS;
  const deliveredAt = shippedAt + onTheWay;
  for (const shirt of shirts) {
    shirt.moves.push({ from: "packed", to: "shipped", at: new Date(shippedAt), reason: null });
    shirt.moves.push({ from: "shipped", to: "delivered", at: new Date(deliveredAt), reason: null });
  }
  const until = now.getTime();
  return {
    shirts: shirts.map((shirt) => ({
      moves: shirt.moves.filter((m) => m.at.getTime() <= until),
      checks: shirt.checks.filter((c) => c.at.getTime() <= until),
    })),
    shippedAt: shippedAt <= until ? new Date(shippedAt) : null,
    deliveredAt: deliveredAt <= until ? new Date(deliveredAt) : null,
  };
}

/** Order times over the period, oldest first, growing towards now (a shop that sells more each month). */
function orderTimes(random: Random, n: number, now: Date): Date[] {
  const times = Array.from({ length: n }, () => now.getTime() - HISTORY_DAYS * DAY_MS * (1 - Math.sqrt(random.next())));
  return times.sort((a, b) => a - b).map((t) => new Date(Math.min(t, now.getTime() - MINUTE_MS)));
}

const fingerprintOf = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * Inserts rows as one JSON document per statement (jsonb_to_recordset): a few large
 * parameters instead of one per value, several times faster on PGlite. The columns and their
 * types come from the table's definition. Returns the new ids in the rows' order, checked
 * against `key` (PostgreSQL returns them in insertion order, and the check makes sure).
 */
async function insertAll<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T["$inferInsert"][],
  key?: keyof T["$inferInsert"] & string,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const props = Object.keys(columns).filter((prop) =>
    rows.some((row) => (row as Record<string, unknown>)[prop] !== undefined),
  );
  const quoted = (prop: string) => `"${columns[prop]!.name}"`;
  const list = sql.raw(props.map(quoted).join(", "));
  const definition = sql.raw(props.map((prop) => `${quoted(prop)} ${columns[prop]!.getSQLType()}`).join(", "));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const json = JSON.stringify(
      chunk.map((row) => Object.fromEntries(props.map((prop) => [columns[prop]!.name, row[prop] ?? null]))),
    );
    const select = sql`select ${list} from jsonb_to_recordset(${json}::jsonb) as r(${definition})`;
    if (!key) {
      await tx.execute(sql`insert into ${table} (${list}) ${select}`);
      continue;
    }
    const result = await tx.execute(
      sql`insert into ${table} (${list}) ${select} returning id, ${sql.raw(quoted(key))} as key`,
    );
    const inserted = (result as unknown as { rows: { id: number; key: unknown }[] }).rows;
    inserted.forEach((row, index) => {
      if (String(row.key) !== String(chunk[index]![key]))
        throw new Error(`Rows of ${quoted(key)} came back out of order.`);
      ids.push(Number(row.id));
    });
  }
  return ids;
}

type PlannedLine = Omit<OrderLineView, "id"> & { sizeForCheck: Size };

/**
 * Adds generated orders until the database holds `target` orders in all (a second run with
 * the same target adds nothing). `now` is the end of the period; `onBatch` reports progress.
 */
export async function generateLargeOrders(
  database: Database,
  options: { orders: number; now?: Date; onBatch?: (done: number, total: number) => void },
): Promise<LargeOrdersResult> {
  const now = options.now ?? new Date();
  const [{ n: ordersBefore } = { n: 0 }] = await database.select({ n: count() }).from(orders);
  const result: LargeOrdersResult = { ordersBefore, ordersAdded: 0, customersAdded: 0, shirtsAdded: 0, byStatus: {} };
  const wanted = options.orders - ordersBefore;
  if (wanted <= 0) return result;

  const context = await loadContext(database);
  const random = randomSource(0x5eed + ordersBefore);
  const runTag = ordersBefore.toString(36);
  const timeoutMs = 60 * MINUTE_MS;
  const times = orderTimes(random, wanted, now);

  // Customers: about 2.5 orders each, repeat buyers more; the first order decides when they joined.
  const customerCount = Math.max(1, Math.ceil(wanted / 2.5));
  // New customers join all along the period (the first order is always one); the others come back, the oldest most.
  const joins = new Set(
    Array.from({ length: wanted - 1 }, (_, index) => ({ index: index + 1, key: random.next() }))
      .sort((a, b) => a.key - b.key)
      .slice(0, customerCount - 1)
      .map(({ index }) => index),
  );
  let joined = 0;
  const customerOfOrder = times.map((_, index) =>
    index === 0 || joins.has(index) ? joined++ : Math.floor(joined * random.next() ** 1.6),
  );
  const firstOrderAt = new Map<number, Date>();
  customerOfOrder.forEach((customer, index) => {
    if (!firstOrderAt.has(customer)) firstOrderAt.set(customer, times[index]!);
  });
  const places = placesOf(random);
  const customers = Array.from({ length: customerCount }, (_, index) =>
    customerFor(random, context, places, runTag, index, firstOrderAt.get(index) ?? times[0]!),
  );
  await database.transaction(async (tx) => {
    await insertAll(
      tx,
      users,
      customers.map((customer) => ({
        id: customer.id,
        name: customer.name,
        email: customer.email,
        emailVerified: true,
        phone: customer.phone || null,
        createdAt: customer.createdAt,
        updatedAt: customer.createdAt,
      })),
    );
  });
  result.customersAdded = customerCount;

  for (let start = 0; start < wanted; start += ORDERS_PER_BATCH) {
    const end = Math.min(wanted, start + ORDERS_PER_BATCH);
    await database.transaction(async (tx) => {
      await insertBatch(
        tx,
        random,
        context,
        now,
        timeoutMs,
        times.slice(start, end),
        customerOfOrder.slice(start, end).map((i) => customers[i]!),
        result,
      );
    });
    result.ordersAdded = end;
    options.onBatch?.(end, wanted);
  }
  // Fresh statistics for the planner: PGlite has no autovacuum, and with the counts of an empty
  // shop an order's page scans every stage event (0.9 s at 100,000 orders instead of 0.06 s).
  await database.execute(
    sql`analyze ${users}, ${orders}, ${orderLines}, ${payments}, ${shirtUnits}, ${shirtStageEvents}, ${qualityChecks}, ${shipments}, ${orderNotes}, ${mailOutbox}, ${auditLog}`,
  );
  return result;
}

async function insertBatch(
  tx: Transaction,
  random: Random,
  context: Context,
  now: Date,
  timeoutMs: number,
  times: Date[],
  buyers: Customer[],
  result: LargeOrdersResult,
) {
  const plans = times.map((createdAt, index) => {
    const customer = buyers[index]!;
    const currency = context.currencies.get(customer.currency) ?? { code: "EUR" as CurrencyCode, rate: 1 };
    const delivery = random.chance(0.8) ? context.deliveries[0]! : random.pick(context.deliveries);
    const method = random.chance(0.75) ? context.methods[0]! : random.pick(context.methods);
    const lineCount = random.chance(0.6) ? 1 : random.chance(0.7) ? 2 : 3;
    const lines: PlannedLine[] = Array.from({ length: lineCount }, () => {
      const model = random.pick(context.models);
      const design = designFor(random, context, model);
      const fabric = context.fabrics.get(design.fabricId);
      if (!fabric) throw new Error(`Fabric ${design.fabricId} of model ${model.row.modelId} is not on sale.`);
      const quantity = random.chance(0.7) ? 1 : random.int(2, 3);
      const size = sizeFor(random, customer.name);
      const { unitMinor, lineMinor } = lineAmounts(fabric.priceCents, quantity, currency.rate);
      return {
        modelId: model.row.modelId,
        name: model.name,
        design,
        labels: designLabels(design, fabric, context.options).map(({ label, value }) => ({ label, value })),
        look: shirtLook(design, fabric, context.options),
        size,
        quantity,
        unitPriceMinor: unitMinor,
        lineTotalMinor: lineMinor,
        sizeForCheck: size,
      };
    });
    const amounts = orderAmounts(
      lines.map((line) => ({ lineMinor: line.lineTotalMinor })),
      delivery.feeCents,
      currency.rate,
    );
    const age = now.getTime() - createdAt.getTime();
    // Unpaid: still waiting within the payment's time, else cancelled by the sweeper; 4 % never pay.
    const unpaid = age < timeoutMs ? random.chance(0.5) : random.chance(0.04);
    const paidAt = unpaid
      ? null
      : new Date(Math.min(createdAt.getTime() + random.between(0.5, 8) * MINUTE_MS, now.getTime()));
    const promise: DeliveryPromise | null = paidAt ? promiseAtPayment(paidAt, context.leadDays, delivery) : null;
    const life = paidAt
      ? workshopLife(
          random,
          paidAt,
          lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.size)),
          context.leadDays,
          delivery,
          random.chance(0.08),
          now,
        )
      : null;
    const stages = life?.shirts.map((shirt) => shirt.moves.at(-1)?.to ?? "queued") ?? [];
    const status: OrderStatus = paidAt
      ? statusFollowingShirts("paid", stages)
      : age < timeoutMs
        ? "pending_payment"
        : "cancelled";
    return { createdAt, customer, currency, delivery, method, lines, amounts, paidAt, promise, life, status };
  });

  const orderIds = await insertAll(
    tx,
    orders,
    plans.map((plan) => ({
      userId: plan.customer.id,
      status: plan.status,
      fingerprint: fingerprintOf({
        lines: plan.lines.map((line) => [line.design, line.size, line.quantity, line.unitPriceMinor]),
        delivery: plan.delivery.id,
        payment: plan.method.id,
        address: plan.customer.address,
        contact: [plan.customer.name, plan.customer.email],
        at: plan.createdAt.getTime(),
      }),
      currencyCode: plan.currency.code,
      rate: plan.currency.rate,
      ...plan.amounts,
      deliveryOptionId: plan.delivery.id,
      deliveryName: plan.delivery.name,
      paymentMethodId: plan.method.id,
      paymentProvider: plan.method.provider,
      customerName: plan.customer.name,
      customerEmail: plan.customer.email,
      customerPhone: plan.customer.phone,
      shippingAddress: plan.customer.address,
      billingAddress: plan.customer.address,
      createdAt: plan.createdAt,
      paidAt: plan.paidAt,
      cancelledAt: plan.status === "cancelled" ? new Date(plan.createdAt.getTime() + timeoutMs) : null,
      cancelReason: plan.status === "cancelled" ? "expired" : null,
      promisedEarliest: plan.promise?.earliest ?? null,
      promisedLatest: plan.promise?.latest ?? null,
    })),
    "fingerprint",
  );
  const lineIds = await insertAll(
    tx,
    orderLines,
    plans.flatMap((plan, index) =>
      plan.lines.map((line) => ({
        orderId: orderIds[index]!,
        modelId: line.modelId,
        name: line.name,
        design: line.design,
        designLabels: line.labels,
        look: line.look,
        size: line.size,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        lineTotalMinor: line.lineTotalMinor,
      })),
    ),
    "orderId",
  );

  // Shirts of paid orders, in line order, as startProduction creates them.
  const unitRows: {
    orderId: number;
    orderLineId: number;
    unitNumber: number;
    stage: ShirtStage;
    stageChangedAt: Date;
    createdAt: Date;
  }[] = [];
  const unitLives: { moves: Move[]; checks: CheckRecord[] }[] = [];
  let lineCursor = 0;
  plans.forEach((plan, index) => {
    let shirtIndex = 0;
    for (const line of plan.lines) {
      const lineId = lineIds[lineCursor++]!;
      if (!plan.paidAt || !plan.life) continue;
      for (let unitNumber = 1; unitNumber <= line.quantity; unitNumber++) {
        const life = plan.life.shirts[shirtIndex++]!;
        const last = life.moves.at(-1);
        unitRows.push({
          orderId: orderIds[index]!,
          orderLineId: lineId,
          unitNumber,
          stage: last?.to ?? "queued",
          stageChangedAt: last?.at ?? plan.paidAt,
          createdAt: plan.paidAt,
        });
        unitLives.push(life);
      }
    }
  });
  const unitIds = await insertAll(tx, shirtUnits, unitRows, "orderLineId");
  result.shirtsAdded += unitIds.length;

  const events: (typeof shirtStageEvents.$inferInsert)[] = [];
  const checks: (typeof qualityChecks.$inferInsert)[] = [];
  const audits: (typeof auditLog.$inferInsert)[] = [];
  const { workshop, service } = context;
  unitLives.forEach((life, index) => {
    const unitId = unitIds[index]!;
    for (const move of life.moves) {
      const actor = move.to === "shipped" || move.to === "delivered" ? service : workshop;
      events.push({
        unitId,
        fromStage: move.from,
        toStage: move.to,
        staffId: actor.id,
        staffName: actor.name,
        reason: move.reason,
        at: move.at,
      });
      audits.push({
        at: move.at,
        staffId: actor.id,
        staffName: actor.name,
        action: "shirt.stage_moved",
        entity: "shirt",
        entityId: String(unitId),
        before: { stage: move.from },
        after: { stage: move.to, ...(move.reason ? { reason: move.reason } : {}) },
      });
    }
    for (const check of life.checks) {
      checks.push({
        unitId,
        staffId: workshop.id,
        staffName: workshop.name,
        measured: check.measured,
        passed: check.passed,
        failureReason: check.reason,
        at: check.at,
      });
      audits.push({
        at: check.at,
        staffId: workshop.id,
        staffName: workshop.name,
        action: "shirt.quality_checked",
        entity: "shirt",
        entityId: String(unitId),
        after: {
          passed: check.passed,
          measured: check.measured,
          reason: check.reason,
          sentTo: check.sentTo,
        },
      });
    }
  });

  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const shipmentRows: (typeof shipments.$inferInsert)[] = [];
  const noteRows: (typeof orderNotes.$inferInsert)[] = [];
  const mails: (MailMessage & { at: Date })[] = [];
  let lineIdCursor = 0;
  plans.forEach((plan, index) => {
    const orderId = orderIds[index]!;
    const number = orderNumber(orderId);
    const ids = plan.lines.map(() => lineIds[lineIdCursor++]!);
    result.byStatus[plan.status] = (result.byStatus[plan.status] ?? 0) + 1;
    const providerRef = plan.method.provider === "paypal" ? random.hex(17).toUpperCase() : `pi_${random.hex(24)}`;
    const paymentAt = new Date(plan.createdAt.getTime() + 20_000);
    if (!plan.paidAt) {
      // A payment was started for most unpaid orders; some cards were declined.
      if (random.chance(0.7)) {
        const declined = random.chance(0.4);
        paymentRows.push({
          orderId,
          provider: plan.method.provider,
          providerRef,
          status: plan.status === "cancelled" ? (declined ? "failed" : "cancelled") : "created",
          amountMinor: plan.amounts.totalMinor,
          currencyCode: plan.currency.code,
          lastError: declined ? "Your card was declined." : null,
          createdAt: paymentAt,
          updatedAt: paymentAt,
        });
      }
      return;
    }
    paymentRows.push({
      orderId,
      provider: plan.method.provider,
      providerRef,
      status: "succeeded",
      amountMinor: plan.amounts.totalMinor,
      currencyCode: plan.currency.code,
      createdAt: paymentAt,
      updatedAt: plan.paidAt,
    });
    const shirts = plan.lines.reduce((sum, line) => sum + line.quantity, 0);
    audits.push({
      at: plan.paidAt,
      staffId: null,
      staffName: SHOP_ACTOR.name,
      action: "order.production_started",
      entity: "order",
      entityId: String(orderId),
      after: { shirts, promise: plan.promise },
    });
    const view = {
      id: orderId,
      number,
      status: "paid" as const,
      createdAt: plan.createdAt,
      currency: plan.currency.code,
      ...plan.amounts,
      deliveryName: plan.delivery.name,
      shippingAddress: plan.customer.address,
      promise: plan.promise,
      lines: plan.lines.map(({ sizeForCheck: _size, ...line }, i) => ({ ...line, id: ids[i]! })),
    };
    mails.push({ ...confirmationMail(view, plan.customer, ACCOUNT_URL), at: plan.paidAt });

    // The order's status follows its shirts: each change as followShirts records it.
    const life = plan.life!;
    const firstCut = life.shirts
      .flatMap((shirt) => shirt.moves)
      .reduce<Date | null>((first, move) => (first === null || move.at < first ? move.at : first), null);
    const statusSteps: [OrderStatus, OrderStatus, Date | null, Actor][] = [
      ["paid", "in_production", firstCut, workshop],
      ["in_production", "shipped", life.shippedAt, service],
      ["shipped", "delivered", life.deliveredAt, service],
    ];
    for (const [from, to, at, actor] of statusSteps) {
      if (!at) break;
      audits.push({
        at,
        staffId: actor.id,
        staffName: actor.name,
        action: "order.status_changed",
        entity: "order",
        entityId: String(orderId),
        before: { status: from },
        after: { status: to },
      });
    }
    const toCustomer = { number, customerName: plan.customer.name, customerEmail: plan.customer.email };
    if (life.shippedAt) {
      const carrier = random.pick(CARRIERS);
      const trackingNumber = carrier.number(random);
      const parcel = { carrier: carrier.carrier, trackingNumber, trackingUrl: carrier.url(trackingNumber) };
      shipmentRows.push({
        orderId,
        ...parcel,
        staffId: service.id,
        staffName: service.name,
        shippedAt: life.shippedAt,
        deliveredAt: life.deliveredAt,
      });
      audits.push({
        at: life.shippedAt,
        staffId: service.id,
        staffName: service.name,
        action: "order.shipped",
        entity: "order",
        entityId: String(orderId),
        after: parcel,
      });
      mails.push({
        ...shippingMail({ ...toCustomer, promise: plan.promise }, parcel, ACCOUNT_URL),
        at: life.shippedAt,
      });
      if (life.deliveredAt) {
        audits.push({
          at: life.deliveredAt,
          staffId: service.id,
          staffName: service.name,
          action: "order.delivered",
          entity: "order",
          entityId: String(orderId),
          after: { deliveredOn: shopDate(life.deliveredAt) },
        });
      }
    }
    // A few notes: most for staff only, some for the customer (e-mailed to them).
    if (random.chance(0.05)) {
      const visibility = random.chance(0.7) ? ("internal" as const) : ("customer" as const);
      const text = random.pick(visibility === "internal" ? INTERNAL_NOTES : CUSTOMER_NOTES);
      const at = new Date(Math.min(plan.paidAt.getTime() + random.between(1, 72) * HOUR_MS, now.getTime()));
      noteRows.push({ orderId, staffId: service.id, staffName: service.name, visibility, text, createdAt: at });
      audits.push({
        at,
        staffId: service.id,
        staffName: service.name,
        action: "order.note_added",
        entity: "order",
        entityId: String(orderId),
        after: { visibility, text },
      });
      if (visibility === "customer") mails.push({ ...noteMail(toCustomer, text, ACCOUNT_URL), at });
    }
  });

  await insertAll(tx, payments, paymentRows);
  await insertAll(tx, shirtStageEvents, events);
  await insertAll(tx, qualityChecks, checks);
  await insertAll(tx, shipments, shipmentRows);
  await insertAll(tx, orderNotes, noteRows);
  await insertAll(
    tx,
    mailOutbox,
    mails.map(({ at, ...mail }) => {
      // All sent: the shop started on this database must not mail generated customers.
      return {
        ...mail,
        status: "sent" as const,
        attempts: 1,
        createdAt: at,
        nextAttemptAt: at,
        sentAt: new Date(at.getTime() + 30_000),
      };
    }),
  );
  await insertAll(tx, auditLog, audits);
}
