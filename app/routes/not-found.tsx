import { data } from "react-router";
import { NotFound } from "~/components/shell/NotFound";
import { NOT_FOUND_META } from "~/modules/shop/identity";
import type { Route } from "./+types/not-found";

/**
 * /404-html and every unknown path: the not-found page with status 404, at the address asked
 * for. The server also renders it in place of an address it refused before any route
 * (server/unreadable-address.ts): the shop's error page then says why, with status 400.
 */
export const meta = () => NOT_FOUND_META;

export function loader({ context }: Route.LoaderArgs) {
  if (context.refusedAddress) throw data(context.refusedAddress, { status: 400 });
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
