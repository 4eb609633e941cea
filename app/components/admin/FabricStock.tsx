import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/FormMessages";
import { HundredthsField } from "~/components/forms/HundredthsField";
import { useIsPending } from "~/components/forms/hooks";
import { useShopForm } from "~/components/forms/shop-form";
import { Field, FieldMessage } from "~/components/ui/Field";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";
import { STOCK_ENTRY_KINDS, STOCK_ENTRY_LABELS, stockEntrySchema } from "~/modules/stock/forms";

/*
 * A fabric's stock on its back-office page: the metres and what they make, the
 * shirts waiting for this cloth, the entry of cloth received or counted (owner, service) and
 * the latest movements of its ledger (everyone who reads fabrics).
 */

export type FabricStockView = {
  metres: string | null;
  shirtsLeft: number | null;
  oneShirt: string;
  matching: string;
  status: "sold-out" | "low" | "not-counted" | "ok";
  shortage: { shirts: number; metres: string } | null;
  movements: {
    id: number;
    when: string;
    what: string;
    change: string;
    balance: string;
    order: { number: string; href: string } | null;
    note: string;
    by: string;
  }[];
  canReadOrders: boolean;
};

const STATUS_WORDS: Record<FabricStockView["status"], { text: string; className: string } | null> = {
  "sold-out": { text: "Sold out: not offered in the shop", className: "bg-danger/10 text-danger" },
  low: { text: "Low stock", className: "bg-brass/10 text-brass" },
  "not-counted": { text: "Not counted yet: offered without a limit", className: "bg-linen text-ink" },
  ok: null,
};

export function FabricStockPanel({
  stock,
  canEdit,
  lastResult,
}: {
  stock: FabricStockView;
  canEdit: boolean;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const status = STATUS_WORDS[stock.status];
  return (
    <section aria-labelledby="stock" className="border border-line bg-white p-5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="stock" className="text-2xl">
          Stock
        </h2>
        {status ? (
          <span className={`rounded-sm px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.text}</span>
        ) : null}
      </div>
      <p className="mt-2">
        <span className="font-serif text-3xl">{stock.metres ?? "Not counted"}</span>
        {stock.shirtsLeft !== null ? (
          <span className="ml-2 text-ink-soft">
            {stock.shirtsLeft === 0
              ? "not enough for one standard shirt"
              : `about ${stock.shirtsLeft} standard shirt${stock.shirtsLeft === 1 ? "" : "s"}`}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-ink-soft">
        A standard shirt (regular M-40) takes {stock.oneShirt} of it ({stock.matching.toLowerCase()}).
      </p>
      {stock.shortage ? (
        <p role="status" className="mt-3 border border-danger/30 bg-danger/5 p-3 text-danger">
          {stock.shortage.shirts} paid shirt{stock.shortage.shirts === 1 ? " waits" : "s wait"} for{" "}
          {stock.shortage.metres} of this cloth. Cloth received goes to {stock.shortage.shirts === 1 ? "it" : "them"}{" "}
          first, oldest first.
        </p>
      ) : null}
      {/* A new movement is a recorded entry: the form starts empty again. */}
      {canEdit ? <StockEntryForm key={stock.movements[0]?.id ?? 0} lastResult={lastResult} /> : null}
      <MovementHistory stock={stock} />
    </section>
  );
}

function StockEntryForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useShopForm({
    id: "stock-entry",
    schema: stockEntrySchema,
    lastResult,
    defaultValue: { kind: "received" },
  });
  const pending = useIsPending({ intent: "stock" });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 grid gap-4 border-t border-line pt-4">
      <input type="hidden" name="intent" value="stock" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <fieldset aria-describedby={fields.kind.errors ? fields.kind.errorId : undefined}>
        <legend className={labelStyles}>Entry</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STOCK_ENTRY_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 cursor-pointer items-start gap-2 border border-line p-3 has-[:checked]:border-navy"
            >
              <input
                {...getInputProps(fields.kind, { type: "radio", value: kind })}
                id={`${fields.kind.id}-${kind}`}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{STOCK_ENTRY_LABELS[kind].label}</span>
                <span className="block text-xs text-ink-soft">{STOCK_ENTRY_LABELS[kind].hint}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage id={fields.kind.errorId} error={fields.kind.errors?.[0]} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <HundredthsField field={fields.metres} label="Metres" required placeholder="50.00" />
        <Field
          id={fields.note.id}
          label="Note"
          hint="The mill's delivery note, a bolt number, why a count differs."
          error={fields.note.errors?.[0]}
        >
          <input {...getInputProps(fields.note, { type: "text" })} autoComplete="off" className={inputStyles} />
        </Field>
      </div>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          Record
        </button>
      </div>
    </Form>
  );
}

function MovementHistory({ stock }: { stock: FabricStockView }) {
  if (stock.movements.length === 0) {
    return <p className="mt-5 border-t border-line pt-4 text-ink-soft">No movement of this cloth yet.</p>;
  }
  const orderCell = (order: FabricStockView["movements"][number]["order"]) =>
    order === null ? null : stock.canReadOrders ? (
      <Link to={order.href} className="text-navy underline underline-offset-4">
        {order.number}
      </Link>
    ) : (
      order.number
    );
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="text-lg">Movements</h3>
      <table className="mt-2 hidden w-full text-left md:table">
        <caption className="sr-only">The latest movements of this cloth, newest first</caption>
        <thead className="text-xs tracking-wide text-ink-soft uppercase">
          <tr>
            <th scope="col" className="py-1.5 pr-3">
              When
            </th>
            <th scope="col" className="py-1.5 pr-3">
              What
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right">
              Change
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right">
              In stock
            </th>
            <th scope="col" className="py-1.5 pr-3">
              Note
            </th>
            <th scope="col" className="py-1.5">
              By
            </th>
          </tr>
        </thead>
        <tbody>
          {stock.movements.map((row) => (
            <tr key={row.id} className="border-t border-line align-top">
              <td className="py-1.5 pr-3 whitespace-nowrap">{row.when}</td>
              <td className="py-1.5 pr-3">
                {row.what} {orderCell(row.order)}
              </td>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">{row.change}</td>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">{row.balance}</td>
              <td className="py-1.5 pr-3">{row.note}</td>
              <td className="py-1.5">{row.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 grid gap-2 md:hidden">
        {stock.movements.map((row) => (
          <li key={row.id} className="border-t border-line pt-2">
            <p className="flex justify-between gap-3">
              <span className="font-medium">
                {row.what} {orderCell(row.order)}
              </span>
              <span className="whitespace-nowrap tabular-nums">{row.change}</span>
            </p>
            <p className="text-ink-soft">
              {row.when} · {row.by} · {row.balance} in stock
            </p>
            {row.note ? <p>{row.note}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
