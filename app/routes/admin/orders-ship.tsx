import { Truck } from "lucide-react";
import { Form } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminShell";
import { ListTable } from "~/components/admin/ListTable";
import { FormAlert } from "~/components/forms/FormMessages";
import { useIsPending } from "~/components/forms/hooks";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { IMPORT_BODY_LIMIT_BYTES } from "~/infra/body-limits";
import { readForm } from "~/infra/form.server";
import { privatePageHeaders } from "~/infra/headers";
import { refusalResponse, refuse } from "~/infra/refusal";
import { CARRIERS, MAX_SHIP_LINES } from "~/modules/orders/ship-list";
import { previewShipList, shipFromList } from "~/modules/orders/ship-list.server";
import { privatePageMeta } from "~/modules/shop/identity";
import { AREA_ROLES } from "~/modules/staff/roles";
import { requireStaff } from "~/modules/staff/staff.server";
import type { Route } from "./+types/orders-ship";

export const meta: Route.MetaFunction = () =>
  privatePageMeta("Ship from a list", "Mark orders shipped from a list of tracking numbers.");

export const headers = privatePageHeaders;

/** The carriers and the list's length, from the rules' module (its CSV reader stays on the server). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, AREA_ROLES.orders);
  return { carriers: CARRIERS.map((carrier) => carrier.name), maxLines: MAX_SHIP_LINES };
}

/**
 * `check`: the pasted lines and the uploaded CSV, each line said ready or refused, nothing
 * changed; `ship`: the list checked again and its ready orders shipped one by one (each with its
 * audit entry and the customer's e-mail), the list audited.
 */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request, AREA_ROLES.orders);
  const form = await readForm(request, { fileFields: ["file"], limitBytes: IMPORT_BODY_LIMIT_BYTES });
  const pasted = form.get("lines");
  const file = form.get("file");
  const text = [typeof pasted === "string" ? pasted : "", file instanceof File ? await file.text() : ""]
    .filter((part) => part.trim() !== "")
    .join("\n");
  if (form.get("intent") === "ship") {
    const result = await shipFromList(staff, text);
    if ("problem" in result) return refusalResponse(refuse(400, result.problem));
    return { step: "shipped" as const, ...result };
  }
  const preview = await previewShipList(text);
  if ("problem" in preview) return refusalResponse(refuse(400, preview.problem));
  return { step: "checked" as const, text, lines: preview.lines };
}

type Answer = NonNullable<Route.ComponentProps["actionData"]>;
type Checked = Extract<Answer, { step: "checked" }>;
type Shipped = Extract<Answer, { step: "shipped" }>;

function Preview({ checked }: { checked: Checked }) {
  const shipping = useIsPending();
  const ready = checked.lines.filter((line) => line.problem === null).length;
  return (
    <section aria-labelledby="preview-heading" className="grid gap-4">
      <h2 id="preview-heading" className="text-xl">
        {ready} of {checked.lines.length} {checked.lines.length === 1 ? "line" : "lines"} ready to ship
      </h2>
      <div className="overflow-x-auto">
        <ListTable
          caption="The list, line by line"
          columns={["Line", "Order", "Carrier", "Tracking number", "Check"]}
          className="w-full border border-line bg-white text-sm"
        >
          {checked.lines.map((line) => (
            <tr key={line.line} className="border-t border-line align-top">
              <td className="px-3 py-2">{line.line}</td>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {line.number ?? line.order}
              </th>
              <td className="px-3 py-2">{line.shipment?.carrier ?? line.carrier}</td>
              <td className="px-3 py-2 break-words">{line.trackingNumber}</td>
              <td className="px-3 py-2">
                {line.problem === null ? (
                  <span className="font-semibold text-success">Ready</span>
                ) : (
                  <span className="text-danger">Refused: {line.problem}</span>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      </div>
      {ready > 0 ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="ship" />
          <input type="hidden" name="lines" value={checked.text} />
          <button type="submit" className={buttonStyles.primary} disabled={shipping}>
            <Truck aria-hidden className="size-4" />
            Ship {ready} {ready === 1 ? "order" : "orders"}
          </button>
          <p className="text-sm text-ink-soft">
            Each customer is e-mailed the tracking link. Refused lines are left out.
          </p>
        </Form>
      ) : null}
    </section>
  );
}

function ShippedReport({ shipped }: { shipped: Shipped }) {
  return (
    <section role="status" aria-labelledby="shipped-heading" className="grid gap-2 border border-line bg-white p-4">
      <h2 id="shipped-heading" className="text-xl">
        {shipped.shipped.length} {shipped.shipped.length === 1 ? "order" : "orders"} shipped
      </h2>
      {shipped.shipped.length > 0 ? (
        <p>{shipped.shipped.join(", ")}: the customers are e-mailed their tracking link.</p>
      ) : null}
      {shipped.refused.length > 0 ? (
        <ul className="list-disc pl-5 text-danger">
          {shipped.refused.map((line) => (
            <li key={line.line}>
              Line {line.line} ({line.order}): {line.problem}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default function ShipFromListPage({ loaderData, actionData }: Route.ComponentProps) {
  const checking = useIsPending();
  const refusal =
    actionData && "message" in actionData && typeof actionData.message === "string" ? actionData.message : null;
  const answer = actionData && "step" in actionData ? actionData : null;
  return (
    <div className="grid max-w-5xl gap-6">
      <AdminPageHeader
        back={{ to: "/admin/orders", label: "Orders" }}
        title="Ship from a list"
        intro="Paste the carrier's list or upload it as a CSV: each line is checked first, and nothing is shipped until you confirm."
      />
      {refusal ? <FormAlert errors={[refusal]} /> : null}
      {answer?.step === "shipped" ? <ShippedReport shipped={answer} /> : null}
      {answer?.step === "checked" ? <Preview checked={answer} /> : null}
      <Form method="post" encType="multipart/form-data" className="grid gap-4 border border-line bg-white p-5">
        <input type="hidden" name="intent" value="check" />
        <div>
          <label htmlFor="ship-lines" className={labelStyles}>
            One order a line: order number, carrier, tracking number
          </label>
          <textarea
            id="ship-lines"
            name="lines"
            rows={6}
            aria-describedby="ship-lines-hint"
            defaultValue={answer?.step === "checked" ? answer.text : ""}
            placeholder={"AS000123, DHL, 1234567890\nAS000124, UPS, 1Z999AA10123456784"}
            className={`${inputStyles} font-mono`}
          />
          <p id="ship-lines-hint" className="mt-1 text-xs text-ink-soft">
            Carriers: {loaderData.carriers.join(", ")}. At most {loaderData.maxLines} lines.
          </p>
        </div>
        <div>
          <label htmlFor="ship-file" className={labelStyles}>
            Or a CSV file with the same three columns
          </label>
          <input id="ship-file" name="file" type="file" accept=".csv,text/csv" className="text-sm" />
        </div>
        <div>
          <button type="submit" className={buttonStyles.secondary} disabled={checking}>
            Check the list
          </button>
        </div>
      </Form>
    </div>
  );
}
