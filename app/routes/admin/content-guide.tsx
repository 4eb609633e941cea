import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { GuideFields } from "~/components/admin/content/GuideFields";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { orNotFound } from "~/infra/refusal";
import { getGuideForEditing, saveGuide } from "~/modules/content/editor.server";
import { CONTENT_MESSAGES } from "~/modules/content/forms";
import { changeList, guideShape, isGuidePageUrl, LIST_CHANGES } from "~/modules/content/guide-form";
import { GUIDE_PAGE_SCHEMAS } from "~/modules/content/guides";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-guide";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `Edit: ${loaderData.title}` : "Edit a guide", "A guide page's words.");

export const headers = privatePageHeaders;

function urlOf(param: string | undefined) {
  if (!param || !isGuidePageUrl(param)) throw data(CONTENT_MESSAGES.unknownGuide, { status: 404 });
  return param;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  const url = urlOf(params.url);
  const guide = orNotFound(await getGuideForEditing(url));
  const title = (guide.content as { title?: unknown }).title;
  return {
    url,
    title: typeof title === "string" ? title : url,
    content: guide.content,
    updated: formatDateTime(guide.updatedAt),
    shape: guideShape(url),
  };
}

/**
 * Saves the page's record, valid against its schema; or changes one of its lists (`listChange`:
 * `add:sections`, `remove:sections[2]`, `up:…`, `down:…`) and gives the form back as typed,
 * with the change, without saving. A refused save gives back what was typed with a message per field.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const url = urlOf(params.url);
  const form = await readForm(request);
  const listChange = form.get("listChange");
  form.delete("listChange");
  const submission = parseWithZod(form, { schema: GUIDE_PAGE_SCHEMAS[url] });
  // A fresh key: the inputs are drawn anew with what comes back.
  const revision = crypto.randomUUID();
  if (typeof listChange === "string") {
    const [change, path = ""] = listChange.split(":", 2);
    const known = LIST_CHANGES.find((value) => value === change);
    const changed = known ? changeList(guideShape(url), submission.payload, known, path) : null;
    if (changed === null) {
      return data(
        {
          values: submission.payload,
          errors: {},
          message: "This list cannot be changed so: it keeps the number of items the page needs.",
          revision,
        },
        { status: 400 },
      );
    }
    return { values: changed, errors: {}, message: null, revision };
  }
  if (submission.status !== "success") {
    return data(
      {
        values: submission.payload,
        errors: submission.error ?? {},
        message: "Some fields need attention: see the messages beside them.",
        revision,
      },
      { status: 400 },
    );
  }
  const saved = await saveGuide(staff, url, submission.value);
  if (!saved.ok) {
    return data(
      {
        values: submission.payload,
        errors: saved.fieldErrors ?? {},
        message: saved.message ?? "Some fields need attention.",
        revision,
      },
      { status: saved.status },
    );
  }
  return redirect(`/admin/content/guides/${url}?done=saved`);
}

export default function GuideEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { url, title, content, updated, shape } = loaderData;
  const saving = useIsPending();
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title={title}
        intro={`/${url} · last saved ${updated}. The layout and drawings are the shop's; every word is here.`}
        back={{ to: "/admin/content", label: "Content" }}
        actions={
          <a href={`/${url}`} target="_blank" rel="noopener" className={buttonStyles.secondary}>
            <ExternalLink aria-hidden className="size-4" />
            View on the shop
          </a>
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={{ saved: "Saved. The page shows it now." }} hidden={Boolean(actionData)} />
        {actionData && !actionData.message && Object.keys(actionData.errors).length === 0 ? (
          <p role="status" className="text-sm text-ink-soft">
            List changed, not saved yet: save to put it on the page.
          </p>
        ) : null}
        <FormAlert errors={actionData?.message ? [actionData.message] : undefined} />
      </div>
      <Form method="post" key={actionData?.revision ?? "saved"} className="grid gap-6" noValidate>
        {/* The button Enter presses in a field: a save, not a list's button. */}
        <button type="submit" hidden tabIndex={-1} />
        <GuideFields shape={shape} value={actionData?.values ?? content} errors={actionData?.errors ?? {}} />
        <div className="sticky bottom-0 border-t border-line bg-paper/95 py-4">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : "Save the page"}
          </button>
        </div>
      </Form>
    </div>
  );
}
