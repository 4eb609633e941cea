import type { AddressSnapshot } from "~/db/schema";
import type { CurrencyCode } from "~/modules/money/money";
import { MINUTE_MS, type ShopContext } from "./orders-context";
import type { Random } from "./random";

/*
 * The order generator's customers: European names and addresses, weighted by where the shop
 * sells, each paying in their country's currency; and which of them places each order.
 */

export const FIRST_NAMES = [
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
export const LAST_NAMES = [
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

export type Customer = {
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
  context: ShopContext,
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

/**
 * The customers of `times.length` new orders (about 2.5 orders each) and the buyer of each
 * order. New customers join all along the period (the first order is always a newcomer's);
 * the others come back, the oldest most. A customer's account dates from before their first order.
 */
export function customersOfOrders(
  random: Random,
  context: ShopContext,
  times: Date[],
  runTag: string,
): { customers: Customer[]; buyers: Customer[] } {
  const wanted = times.length;
  const customerCount = Math.max(1, Math.ceil(wanted / 2.5));
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
  return { customers, buyers: customerOfOrder.map((index) => customers[index]!) };
}
