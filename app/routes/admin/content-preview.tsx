import { data } from "react-router";
import { readForm } from "~/infra/form.server";
import { markdownToHtml } from "~/modules/content/markdown.server";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-preview";

/** The content editors' live preview: Markdown in, the HTML a save would store out. Nothing is saved. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, AREA_ROLES.content);
  const markdown = (await readForm(request)).get("markdown");
  if (typeof markdown !== "string") throw data("Send the text to preview as `markdown`.", { status: 400 });
  // JSON, for the editors' plain request (MarkdownField.tsx).
  return Response.json({ html: markdownToHtml(markdown) });
}
