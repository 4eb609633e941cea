/**
 * Prints a one-time link that creates a staff account (`npm run staff:create -- --email
 * anna@example.com --role owner`): how a deployment gets its first owner, or a new one when
 * every owner lost access. The link works once, for 48 hours; opening it asks for a name and
 * a password, and owners then set up two-factor sign-in.
 *
 * Beside a running embedded shop, which holds the database, the shop makes the link
 * (server/local-commands.ts); beside any other command holding it, this one refuses.
 */
import { parseArgs } from "node:util";
import { config } from "~/config.server";
import { DatabaseInUseError } from "~/db/embedded-lock.server";
import { openDatabase } from "~/db/open.server";
import { askRunningShop } from "~/infra/local-commands.server";
import { STAFF_LINK_LIFETIME_HOURS } from "~/modules/staff/staff";
import { createStaffLink } from "~/modules/staff/staff.server";
import {
  COMMAND_LINE_ACTOR,
  STAFF_LINK_COMMAND,
  staffLinkAnswerSchema,
  staffLinkRequestSchema,
} from "../server/local-commands";

const usage = "Usage: npm run staff:create -- --email anna@example.com --role owner|service|workshop";
const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string", default: "owner" } } });
const parsed = staffLinkRequestSchema.safeParse(values);
if (!parsed.success) {
  console.error(
    `${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n")}\n${usage}`,
  );
  process.exit(2);
}
const request = parsed.data;

/** Makes the link in this process, or has the running embedded shop make it. */
async function staffLink() {
  try {
    const connection = await openDatabase();
    try {
      return await createStaffLink(COMMAND_LINE_ACTOR, request);
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    const answer =
      error.holder && (await askRunningShop(config.dataDir, error.holder.pid, STAFF_LINK_COMMAND, request));
    if (!answer) {
      console.error(error.message);
      process.exit(1);
    }
    return staffLinkAnswerSchema.parse(answer.result);
  }
}

const { url, expiresAt } = await staffLink();
const article = request.role === "owner" ? "An" : "A";
console.log(
  `${article} ${request.role} account for ${request.email}: open this link within ${STAFF_LINK_LIFETIME_HOURS} hours (until ${expiresAt.toISOString()}). It works once.\n\n${url}\n`,
);
