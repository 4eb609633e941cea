/**
 * Prints a one-time link that creates a staff account (`npm run staff:create -- --email
 * anna@example.com --role owner`): how a deployment gets its first owner, or a new one when
 * every owner lost access. The link works once, for 48 hours; opening it asks for a name and
 * a password, and owners then set up two-factor sign-in.
 */
import { parseArgs } from "node:util";
import { z } from "zod";
import { openDatabase } from "~/db/open.server";
import { SHOP_ACTOR } from "~/modules/shop/audit.server";
import { STAFF_ROLES } from "~/modules/staff/roles";
import { STAFF_LINK_LIFETIME_HOURS } from "~/modules/staff/staff";
import { createStaffLink } from "~/modules/staff/staff.server";

const usage = "Usage: npm run staff:create -- --email anna@example.com --role owner|service|workshop";
const { values } = parseArgs({ options: { email: { type: "string" }, role: { type: "string", default: "owner" } } });
const parsed = z.object({ email: z.email(), role: z.enum(STAFF_ROLES) }).safeParse(values);
if (!parsed.success) {
  console.error(
    `${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n")}\n${usage}`,
  );
  process.exit(2);
}

const connection = await openDatabase();
const { url, expiresAt } = await createStaffLink({ ...SHOP_ACTOR, name: "Command line" }, parsed.data);
await connection.close();
const article = parsed.data.role === "owner" ? "An" : "A";
console.log(
  `${article} ${parsed.data.role} account for ${parsed.data.email}: open this link within ${STAFF_LINK_LIFETIME_HOURS} hours (until ${expiresAt.toISOString()}). It works once.\n\n${url}\n`,
);
