import { cartOwner, newCartCookie } from "~/modules/cart/cart.server";
import { forgetDrafts } from "~/modules/design/draft.server";
import { forgetSizeDraftCookie } from "~/modules/sizing/size-draft.server";

/**
 * What a sign-out leaves at the browser for the next person there: nothing of the customer.
 * Besides the session cookie cleared (`sessionHeaders`, from signOut or
 * privacy's deleteOwnAccount), the browser gets a fresh cart token and the size in progress is forgotten;
 * the designs in progress kept under the old token are deleted, so that token opens nothing
 * even if it was copied. The customer's cart is theirs by their id, never by the token
 * (cart.server.ts `ownedBy`): they find it again when they sign in.
 */
export async function leaveBrowserEmpty(request: Request, sessionHeaders: Headers): Promise<Headers> {
  const headers = new Headers(sessionHeaders);
  const { token } = await cartOwner(request, null);
  if (token !== null) await forgetDrafts(token);
  headers.append("Set-Cookie", await newCartCookie());
  headers.append("Set-Cookie", await forgetSizeDraftCookie());
  return headers;
}
