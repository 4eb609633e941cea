import { data } from "react-router";
import { NotFound } from "~/components/shell/NotFound";
import { NOT_FOUND_META } from "~/modules/shop/identity";

/** /404-html and every unknown path: the not-found page with status 404, at the address asked for. */
export const meta = () => NOT_FOUND_META;

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
