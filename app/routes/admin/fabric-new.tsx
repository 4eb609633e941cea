import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { FabricEditor } from "~/components/admin/FabricEditor";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { INVALID_FORM, refusalResponse } from "~/infra/refusal";
import { createFabric, fabricEditorLists, previewShirt } from "~/modules/catalog/fabric-editor.server";
import { fabricFormSchema } from "~/modules/catalog/fabric-forms";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/fabric-new";

export const meta: Route.MetaFunction = () => privatePageMeta("New fabric", "Add a fabric to the catalogue.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.fabricEditing);
  const lists = await fabricEditorLists();
  const [weave] = lists.weaves;
  const [motif] = lists.motifs;
  const baseLook =
    weave && motif
      ? await previewShirt({
          id: null,
          name: "New fabric",
          weaveId: weave.id,
          motifId: motif.id,
          primaryHex: "#FFFFFF",
          secondaryHex: null,
        })
      : null;
  return { lists, baseLook };
}

/** Adds the fabric (checked and audited by the catalogue module), then opens it. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabricEditing);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: fabricFormSchema });
  if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission });
  const outcome = await createFabric(staff, Object.fromEntries(form));
  if (!outcome.ok) return refusalResponse(outcome, { submission });
  return redirect(`/admin/fabrics/${outcome.id}?done=created`);
}

export default function NewFabricPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/fabrics", label: "Fabrics" }}
        title="New fabric"
        intro="Every field is shown to customers on the product page and in the configurator."
      />
      <FabricEditor
        mode="new"
        lists={loaderData.lists}
        defaults={{}}
        baseLook={loaderData.baseLook}
        lastResult={actionData?.result}
      />
    </div>
  );
}
