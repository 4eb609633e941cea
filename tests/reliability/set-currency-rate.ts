/**
 * Sets a currency's rate through the shop's own module, as the owner does in the back office
 * (a change within 20 %, which needs no confirmation), from a process of its own with the
 * shop's configuration (the environment):
 * `node --import tsx tests/reliability/set-currency-rate.ts GBP 0.9`. Prints the outcome as JSON.
 */
import { openDatabase } from "~/db/open.server";
import { setCurrencyRate } from "~/modules/money/currency.server";

const [code = "", rate = ""] = process.argv.slice(2);
const connection = await openDatabase();
try {
  const owner = { id: null, name: "Reliability test (owner)", role: "owner" } as const;
  console.log(JSON.stringify(await setCurrencyRate(owner, code, Number(rate))));
} finally {
  await connection.close();
}
