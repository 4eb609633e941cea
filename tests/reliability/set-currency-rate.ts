/**
 * Sets a currency's rate through the shop's own module, as the back office does, from a
 * process of its own with the shop's configuration (the environment):
 * `node --import tsx tests/reliability/set-currency-rate.ts GBP 0.9`. Prints the outcome as JSON.
 */
import { openDatabase } from "~/db/open.server";
import { setCurrencyRate } from "~/modules/money/currency.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";

const [code = "", rate = ""] = process.argv.slice(2);
const connection = await openDatabase();
try {
  console.log(JSON.stringify(await setCurrencyRate(SHOP_ACTOR, code, Number(rate))));
} finally {
  await connection.close();
}
