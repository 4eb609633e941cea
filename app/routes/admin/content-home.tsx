import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { Form, redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { DrawingField, SearchTagsFields, TextAreaField } from "~/components/admin/content/fields";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { TextField } from "~/components/forms/TextField";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, orNotFound, refusalResponse } from "~/infra/refusal";
import { getHomeForEditing, saveHome } from "~/modules/content/editor.server";
import { homeContentSchema } from "~/modules/content/forms";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/content-home";

export const meta: Route.MetaFunction = () => privatePageMeta("Home page", "The home page's words.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.content);
  return { home: orNotFound(await getHomeForEditing()) };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.content);
  const submission = parseWithZod(await readForm(request), { schema: homeContentSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const saved = await saveHome(staff, submission.value);
  return saved.ok ? redirect("/admin/content/home?done=saved") : refusalResponse(saved, { submission });
}

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="grid gap-4 border border-line bg-white p-5">
      <legend id={id} className="px-1 font-serif text-xl font-semibold">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

const STEPS = [1, 2, 3, 4] as const;

export default function HomeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useShopForm({
    id: "home",
    schema: homeContentSchema,
    lastResult: actionData?.result,
    defaultValue: loaderData.home,
  });
  const saving = useIsPending();
  const refusal = actionData && "refusal" in actionData ? actionData.refusal?.message : undefined;

  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Home page"
        intro="Its words, block by block, top to bottom. The collections and style advice cards come from the catalogue and the articles."
        back={{ to: "/admin/content", label: "Content" }}
        actions={
          <a href="/" target="_blank" rel="noopener" className={buttonStyles.secondary}>
            <ExternalLink aria-hidden className="size-4" />
            View on the shop
          </a>
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner messages={{ saved: "Saved. The home page shows it now." }} />
        <FormAlert id={form.errorId} errors={form.errors ?? (refusal ? [refusal] : undefined)} />
      </div>
      <Form method="post" {...getFormProps(form)} className="grid gap-6">
        <Group id="home-hero" title="At the top">
          <TextField field={fields.heroTitle} label="Main title" required />
          <TextAreaField field={fields.heroSubtitle} label="Subtitle" required rows={2} />
        </Group>
        <Group id="home-steps" title="How it works: four steps">
          {STEPS.map((step) => (
            <div
              key={step}
              className="grid gap-3 border-t border-line pt-4 first-of-type:border-t-0 first-of-type:pt-0"
            >
              <TextField field={fields[`stepTitle${step}`]} label={`Step ${step}: title`} required />
              <TextAreaField field={fields[`stepText${step}`]} label={`Step ${step}: text`} required />
            </div>
          ))}
        </Group>
        <Group id="home-collections" title="Collections">
          <TextField field={fields.collectionsTitle} label="Title" required />
          <TextAreaField field={fields.collectionsText} label="Text" required />
        </Group>
        <Group id="home-mission" title="Mission and values">
          <TextAreaField field={fields.missionIntro} label="Introduction" required />
          <TextField field={fields.missionTitle} label="Mission's title" required />
          <TextField field={fields.valuesTitle} label="Values' title" required />
        </Group>
        <Group id="home-styles" title="Style advice">
          <TextField field={fields.stylesTitle} label="Title" required />
          <TextAreaField field={fields.stylesText} label="Text" required />
        </Group>
        <Group id="home-story" title="Our story">
          <TextField field={fields.storyTitle} label="Title" required />
          <TextAreaField field={fields.storyText} label="Text" required rows={6} />
          <DrawingField field={fields.storyIllustration} label="Drawing" />
        </Group>
        <SearchTagsFields fields={fields} />
        <div className="sticky bottom-0 border-t border-line bg-paper/95 py-4">
          <button type="submit" className={buttonStyles.primary} disabled={saving}>
            {saving ? "Saving…" : "Save the home page"}
          </button>
        </div>
      </Form>
    </div>
  );
}
