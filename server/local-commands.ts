import { z } from "zod";
import { config } from "~/config.server";
import { serveLocalCommands } from "~/infra/local-commands.server";
import { type Actor, SHOP_ACTOR } from "~/modules/shop/audit.server";
import { STAFF_ROLES } from "~/modules/staff/roles";
import { createStaffLink } from "~/modules/staff/staff.server";

/*
 * What the embedded shop does for commands run beside it on its machine, which cannot open the
 * database it holds (app/infra/local-commands.server.ts): `npm run staff:create` asks it for the
 * staff link, so the link is made by the process that serves it.
 */

export const STAFF_LINK_COMMAND = "staff-link";

export const staffLinkRequestSchema = z.object({ email: z.email(), role: z.enum(STAFF_ROLES) });

export const staffLinkAnswerSchema = z.object({ url: z.url(), expiresAt: z.coerce.date() });

/** Who the audit log names for a link asked for on the command line. */
export const COMMAND_LINE_ACTOR: Actor = { ...SHOP_ACTOR, name: "Command line" };

/** Takes the commands while the shop runs; a deployment takes none (its commands open PostgreSQL themselves). */
export async function listenForLocalCommands(): Promise<{ stop: () => Promise<void> }> {
  if (config.databaseUrl) return { stop: async () => {} };
  return serveLocalCommands(config.dataDir, {
    [STAFF_LINK_COMMAND]: {
      input: staffLinkRequestSchema,
      run: (request: z.infer<typeof staffLinkRequestSchema>) => createStaffLink(COMMAND_LINE_ACTOR, request),
    },
  });
}
