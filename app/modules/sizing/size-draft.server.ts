import { z } from "zod";
import { visitorCookie } from "~/infra/cookies.server";
import { profileIdSchema } from "./forms";
import { rapidSizeSchema, smartSizeSchema } from "./size";

/*
 * The sizes a visitor is working on, by mode: the smart size computed (and, for a customer,
 * the profile it was saved as) and the rapid size saved. Kept in an httpOnly cookie, not in
 * the configurator's design in progress, which needs a shirt and a design the measurement
 * screen may not have yet (docs/decisions/007): a size calculated for one shirt is there for
 * the next. Whatever it holds is checked again by the schema on every read and by the cart on
 * every add.
 */

const sizeDraftSchema = z.object({
  smart: z.object({ size: smartSizeSchema, profileId: profileIdSchema.optional() }).optional(),
  rapid: rapidSizeSchema.optional(),
});

export type SizeDraft = z.infer<typeof sizeDraftSchema>;

const sizeDraftCookie = visitorCookie("size_draft", 60 * 60 * 24 * 90);

export async function readSizeDraft(request: Request): Promise<SizeDraft> {
  const parsed = sizeDraftSchema.safeParse(await sizeDraftCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

/** The headers that keep `draft` as the sizes in progress. */
export async function keepSizeDraft(draft: SizeDraft): Promise<Headers> {
  return new Headers({ "Set-Cookie": await sizeDraftCookie.serialize(draft) });
}

/** The Set-Cookie header that forgets the size in progress (at sign-out, on a shared browser). */
export function forgetSizeDraftCookie(): Promise<string> {
  return sizeDraftCookie.serialize({}, { maxAge: 0 });
}
