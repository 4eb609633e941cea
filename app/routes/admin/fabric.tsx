import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useSearchParams } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { FabricEditor } from "~/components/admin/FabricEditor";
import { FabricStockPanel, type FabricStockView } from "~/components/admin/FabricStock";
import { OnSaleForm } from "~/components/admin/OnSaleForm";
import { Panel } from "~/components/admin/Panel";
import { DoneBanner } from "~/components/forms/DoneBanner";
import { FormAlert } from "~/components/forms/FormMessages";
import { FabricSwatch } from "~/components/shirt/FabricSwatch";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { LabelledValues } from "~/components/ui/LabelledValues";
import { buttonStyles } from "~/components/ui/styles";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { parseId } from "~/infra/ids";
import { INVALID_FORM, orNotFound, refusalResponse, refuse } from "~/infra/refusal";
import {
  fabricEditorLists,
  getFabricForStaff,
  lowStockCm,
  previewShirt,
  setFabricOnSale,
  updateFabric,
} from "~/modules/catalog/fabric-editor.server";
import { eurosText, FABRIC_FIELD_LABELS, FABRIC_MESSAGES, fabricFormSchema } from "~/modules/catalog/fabric-forms";
import { shirtPath } from "~/modules/catalog/urls";
import { formatDateTime } from "~/modules/shop/calendar";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES, canOpen } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import { metresText } from "~/modules/stock/consumption";
import { stockEntrySchema } from "~/modules/stock/forms";
import { MOVEMENT_LABELS } from "~/modules/stock/movements";
import { type FabricStock, fabricStock, recordStockEntry } from "~/modules/stock/stock.server";
import type { Route } from "./+types/fabric";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData ? `${loaderData.fabric.name} · Fabrics` : "Fabric", "A fabric of the catalogue.");

export const headers = privatePageHeaders;

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabrics);
  const id = orNotFound(parseId(params.id));
  const fabric = orNotFound(await getFabricForStaff(id));
  const [lists, baseLook, stock, lowCm] = await Promise.all([
    fabricEditorLists(),
    previewShirt(fabric),
    fabricStock(id),
    lowStockCm(),
  ]);
  const nameOf = (options: { id: number; name: string }[], chosen: number) =>
    options.find((option) => option.id === chosen)?.name ?? "";
  return {
    canEdit: canOpen(staff.role, "fabricEditing"),
    canReadAudit: canOpen(staff.role, "audit"),
    lists,
    baseLook,
    stock: stockView(orNotFound(stock), lowCm, canOpen(staff.role, "orders")),
    fabric: {
      id: fabric.id,
      name: fabric.name,
      reference: fabric.reference,
      active: fabric.active,
      created: formatDateTime(fabric.createdAt),
      updated: formatDateTime(fabric.updatedAt),
      shirts: fabric.shirts.map((shirt) => ({ ...shirt, href: shirtPath(shirt) })),
      shirtCount: fabric.shirtCount,
      cartCount: fabric.cartCount,
      look: fabric.look,
      sheet: [
        { label: FABRIC_FIELD_LABELS.priceCents, value: `€${eurosText(fabric.priceCents)}` },
        { label: FABRIC_FIELD_LABELS.weaveId, value: nameOf(lists.weaves, fabric.weaveId) },
        { label: FABRIC_FIELD_LABELS.motifId, value: nameOf(lists.motifs, fabric.motifId) },
        { label: FABRIC_FIELD_LABELS.colourId, value: nameOf(lists.colours, fabric.colourId) },
        { label: FABRIC_FIELD_LABELS.composition, value: fabric.composition },
        { label: FABRIC_FIELD_LABELS.weightGsm, value: `${fabric.weightGsm} g/m²` },
        { label: FABRIC_FIELD_LABELS.thickness, value: fabric.thickness },
        { label: FABRIC_FIELD_LABELS.finish, value: fabric.finish },
        { label: FABRIC_FIELD_LABELS.origin, value: fabric.origin },
        { label: FABRIC_FIELD_LABELS.threadCount, value: fabric.threadCount },
        { label: FABRIC_FIELD_LABELS.style, value: fabric.style },
        { label: FABRIC_FIELD_LABELS.range, value: fabric.range ?? "—" },
      ],
      description: fabric.description,
    },
    defaults: {
      reference: fabric.reference,
      name: fabric.name,
      price: eurosText(fabric.priceCents),
      weaveId: String(fabric.weaveId),
      motifId: String(fabric.motifId),
      colourId: String(fabric.colourId),
      primaryHex: fabric.primaryHex,
      secondaryHex: fabric.secondaryHex ?? "",
      composition: fabric.composition,
      weightGsm: String(fabric.weightGsm),
      thickness: fabric.thickness,
      finish: fabric.finish,
      origin: fabric.origin,
      threadCount: fabric.threadCount,
      style: fabric.style,
      range: fabric.range ?? "",
      description: fabric.description,
      updatedAt: fabric.updatedAt.toISOString(),
    },
  };
}

/** The stock as the page shows it: metres, shirts, status and the ledger in words. */
function stockView(stock: FabricStock, lowCm: number, canReadOrders: boolean): FabricStockView {
  const signed = (cm: number) => (cm > 0 ? `+${metresText(cm)}` : `−${metresText(-cm)}`);
  return {
    metres: stock.stockCm === null ? null : metresText(stock.stockCm),
    shirtsLeft: stock.stockCm === null ? null : Math.floor(stock.stockCm / stock.oneShirtCm),
    oneShirt: metresText(stock.oneShirtCm),
    matching: stock.matching,
    status:
      stock.stockCm === null
        ? "not-counted"
        : stock.stockCm < stock.oneShirtCm
          ? "sold-out"
          : stock.stockCm < lowCm
            ? "low"
            : "ok",
    shortage: stock.shortShirts > 0 ? { shirts: stock.shortShirts, metres: metresText(stock.shortCm) } : null,
    movements: stock.movements.map((row) => ({
      id: row.id,
      when: formatDateTime(row.createdAt),
      what: MOVEMENT_LABELS[row.kind],
      change: row.changeCm === 0 ? "0.00 m" : signed(row.changeCm),
      balance: row.balanceCm === null ? "—" : metresText(row.balanceCm),
      order: row.order ? { number: row.order.number, href: `/admin/orders/${row.order.id}` } : null,
      note: row.note,
      by: row.staffName,
    })),
    canReadOrders,
  };
}

const INTENTS = ["save", "retire", "restore", "stock"] as const;

/** Saves, retires or restores the fabric of the address, or records its stock (the modules check and audit each). */
export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.fabricEditing);
  const id = parseId(params.id);
  if (id === null) throw data(FABRIC_MESSAGES.unknownFabric, { status: 404 });
  const form = await readForm(request);
  const intent = INTENTS.find((known) => known === form.get("intent"));
  if (!intent) return refusalResponse(refuse(400, "This action is not known."), { extra: { intent: null } });
  if (intent === "save") {
    const submission = parseWithZod(form, { schema: fabricFormSchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await updateFabric(staff, id, Object.fromEntries(form));
    if (!outcome.ok && outcome.status === 404) throw data(outcome.message, { status: 404 });
    // Changed by someone else meanwhile: the page opens on the new values, with the message.
    if (!outcome.ok && outcome.status === 409) return redirect(`/admin/fabrics/${id}?done=conflict`);
    return outcome.ok
      ? redirect(`/admin/fabrics/${id}?done=saved`)
      : refusalResponse(outcome, { submission, extra: { intent } });
  }
  if (intent === "stock") {
    const submission = parseWithZod(form, { schema: stockEntrySchema });
    if (submission.status !== "success") return refusalResponse(INVALID_FORM, { submission, extra: { intent } });
    const outcome = await recordStockEntry(staff, id, Object.fromEntries(form));
    if (!outcome.ok && outcome.status === 404) throw data(outcome.message, { status: 404 });
    if (!outcome.ok) return refusalResponse(outcome, { submission, extra: { intent } });
    return redirect(`/admin/fabrics/${id}?done=stock&filled=${outcome.filled}#stock`);
  }
  const outcome = await setFabricOnSale(staff, id, intent === "restore");
  if (!outcome.ok) return refusalResponse(outcome, { extra: { intent } });
  return redirect(`/admin/fabrics/${id}?done=${intent === "retire" ? "retired" : "restored"}`);
}

const DONE_MESSAGES = {
  stock: "Stock recorded. The shop offers the fabric while it can make one more shirt.",
  created: "Fabric added. It is on sale in the configurator now, on every instance of the shop.",
  saved: "Saved. The storefront shows the new values now.",
  retired: "Retired. It is gone from the gallery and the configurator; carts holding it say so and cannot check out.",
  restored: "Back on sale in the gallery and the configurator.",
};

export default function FabricPage({ loaderData, actionData }: Route.ComponentProps) {
  const { canEdit, canReadAudit, lists, baseLook, fabric, defaults, stock } = loaderData;
  const [searchParams] = useSearchParams();
  const filled = Number(searchParams.get("filled") ?? 0);
  const filledNote =
    filled > 0
      ? ` ${filled} paid shirt${filled === 1 ? "" : "s"} waiting for this cloth took ${filled === 1 ? "its" : "their"} metres first.`
      : "";
  const onSaleRefusal =
    actionData?.intent === "retire" || actionData?.intent === "restore" ? actionData?.refusal?.message : undefined;
  return (
    <div>
      <AdminPageHeader
        back={{ to: "/admin/fabrics", label: "Fabrics" }}
        title={fabric.name}
        intro={
          <>
            {fabric.reference} · {fabric.active ? (stock.status === "sold-out" ? "Sold out" : "On sale") : "Retired"} ·
            added {fabric.created}, last changed {fabric.updated}
          </>
        }
        actions={
          canReadAudit ? (
            <Link to={`/admin/audit?entity=fabric&record=${fabric.id}`} className={buttonStyles.secondary}>
              History
            </Link>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3">
        <DoneBanner
          messages={{ ...DONE_MESSAGES, stock: DONE_MESSAGES.stock + filledNote }}
          refusals={{ conflict: FABRIC_MESSAGES.changedMeanwhile }}
        />
        <FormAlert errors={onSaleRefusal ? [onSaleRefusal] : undefined} />
        {fabric.active ? null : (
          <p className="border border-danger/30 bg-danger/5 p-4 text-sm text-danger">
            This fabric is retired: it is not in the gallery or the configurator.
          </p>
        )}
      </div>

      <div className="mb-6">
        <FabricStockPanel
          stock={stock}
          canEdit={canEdit}
          lastResult={actionData?.intent === "stock" ? actionData.result : undefined}
        />
      </div>

      {canEdit ? (
        <FabricEditor
          key={defaults.updatedAt}
          mode="edit"
          lists={lists}
          defaults={defaults}
          baseLook={baseLook}
          lastResult={actionData?.intent === "save" ? actionData.result : undefined}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <Panel id="sheet" title="Technical sheet">
            <div className="mt-3 text-sm">
              <LabelledValues rows={fabric.sheet} />
              <p className="mt-4 max-w-prose">{fabric.description}</p>
            </div>
          </Panel>
          <aside aria-label="Preview" className="h-fit border border-line bg-white p-4">
            <FabricSwatch fabric={fabric.look} className="aspect-square w-full border border-line" />
            {baseLook ? <ShirtPreview look={baseLook} view="front" className="mt-3 w-full" /> : null}
          </aside>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel id="in-the-shop" title="In the shop" className="text-sm">
          {fabric.shirtCount === 0 ? (
            <p className="mt-2 text-ink-soft">
              No shirt of the gallery is made of it: it is offered in the configurator.
            </p>
          ) : (
            <>
              <p className="mt-2">
                {fabric.shirtCount} shirt{fabric.shirtCount === 1 ? "" : "s"} of the gallery{" "}
                {fabric.shirtCount === 1 ? "is" : "are"} made of it:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {fabric.shirts.map((shirt) => (
                  <li key={shirt.id}>
                    {fabric.active && shirt.active ? (
                      <a href={shirt.href} className="text-navy underline underline-offset-4">
                        {shirt.name}
                      </a>
                    ) : (
                      shirt.name
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2">
            {fabric.cartCount === 0
              ? "No cart holds it."
              : `${fabric.cartCount} cart${fabric.cartCount === 1 ? " holds" : "s hold"} a shirt in it.`}
          </p>
        </Panel>

        {canEdit ? (
          <Panel id="on-sale" title={fabric.active ? "Retire" : "Put back on sale"} className="text-sm">
            <p className="mt-2 max-w-prose">
              {fabric.active
                ? "A discontinued cloth (a cloth that ran out leaves the shop on its own, until restocked): it leaves the gallery and the configurator at once. Carts holding it say so and cannot check out; orders keep what was bought."
                : "It comes back to the gallery and the configurator, and carts holding it can check out again."}
            </p>
            <OnSaleForm
              active={fabric.active}
              retireLabel="Retire this fabric"
              restoreLabel="Put it back on sale"
              className="mt-4"
            />
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
