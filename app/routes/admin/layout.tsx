import { data, Outlet, redirect, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { RouteError } from "~/components/shell/RouteError";
import { privatePageHeaders } from "~/infra/headers";
import { countNewMessages } from "~/modules/content/inbox.server";
import { canOpen } from "~/modules/staff/roles";
import { getStaff, staffLoginPathFor } from "~/modules/staff/staff.server";
import type { Route } from "./+types/layout";

/** Never cached, and the refreshed session cookie passes through. */
export const headers = privatePageHeaders;

/**
 * The signed-in back office's frame. Each page checks its own role on the server (a layout's
 * loader does not guard its children's loaders and actions); this one only names who is here
 * and pushes back the session's idle end, sending its cookie again.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await getStaff(request);
  if (!signedIn) throw redirect(staffLoginPathFor(new URL(request.url)));
  const { name, role } = signedIn.staff;
  // The menu shows how many contact messages wait for a first answer, to those who answer them.
  const counts = canOpen(role, "messages") ? { messages: await countNewMessages() } : {};
  return data({ staff: { name, role }, counts }, { headers: signedIn.headers });
}

/** Every navigation and form post runs the loader again, so an active session never idles out. */
export const shouldRevalidate = () => true;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}

/** A back-office page that failed stays inside the back office's frame when the staff member is known. */
export function ErrorBoundary() {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return layout ? (
    <AdminShell staff={layout.staff} counts={layout.counts}>
      <RouteError />
    </AdminShell>
  ) : (
    <RouteError />
  );
}
