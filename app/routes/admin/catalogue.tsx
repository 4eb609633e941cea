import { Plus } from "lucide-react";
import { Link } from "react-router";
import { CatalogueHeader } from "~/components/admin/CatalogueHeader";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { buttonStyles } from "~/components/ui/styles";
import { privatePageHeaders } from "~/infra/headers";
import { listModelsForStaff } from "~/modules/catalog/catalogue-editor.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/catalogue";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Catalogue", "The shop's shirt models, categories and options.");

export const headers = privatePageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.catalogue);
  return { models: await listModelsForStaff() };
}

const DONE_MESSAGES = {
  retired: "The shirt is retired: it has left the gallery, and carts holding it say so.",
};

export default function CataloguePage({ loaderData: { models } }: Route.ComponentProps) {
  const onSale = models.filter((model) => model.active).length;
  return (
    <div className="max-w-6xl">
      <CatalogueHeader
        intro={`${onSale} shirt model${onSale === 1 ? "" : "s"} on sale, ${models.length - onSale} retired. The gallery shows them in this order.`}
        actions={
          <Link to="/admin/catalogue/models/new" className={buttonStyles.primary}>
            <Plus aria-hidden className="size-4" />
            New shirt model
          </Link>
        }
      />
      <div className="mb-4 empty:hidden">
        <DoneBanner messages={DONE_MESSAGES} />
      </div>
      <ul className="grid gap-2">
        {models.map((model) => (
          <li key={model.id}>
            <Link
              to={`/admin/catalogue/models/${model.id}`}
              className="grid gap-1 border border-line bg-white p-4 hover:border-navy sm:grid-cols-[4rem_1fr_1fr_9rem] sm:items-center sm:gap-4"
            >
              <span className="font-mono text-xs text-ink-soft">No. {model.sortOrder}</span>
              <span>
                <span className="font-medium text-navy underline-offset-4">{model.name}</span>
                <span className="block text-sm text-ink-soft">{model.category}</span>
              </span>
              <span className="text-sm">
                {model.fabricName} <span className="font-mono text-xs text-ink-soft">{model.fabricReference}</span>
                {model.fabricOnSale ? null : <span className="block text-xs text-danger">Fabric retired</span>}
              </span>
              <span className="flex flex-wrap gap-1.5 text-xs font-semibold tracking-wide uppercase sm:justify-end">
                {model.isNew ? <span className="rounded-sm bg-brass/15 px-2 py-1 text-brass">New</span> : null}
                {model.active ? (
                  <span className="rounded-sm bg-success/10 px-2 py-1 text-success">On sale</span>
                ) : (
                  <span className="rounded-sm bg-ink/10 px-2 py-1 text-ink-soft">Retired</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
