import { SheetTable } from "~/components/production/SheetTable";
import { ShirtFrontBack } from "~/components/shirt/ShirtFrontBack";
import type { PrintableSheet } from "~/modules/production/qr.server";
import { POINT_NAMES } from "~/modules/production/sheet";
import { formatDay } from "~/modules/shop/calendar";
import type { MeasurePoint } from "~/modules/sizing/workshop";

const cm = (value: number | undefined) => (value === undefined ? "–" : `${Number(value.toFixed(1))}`);
const signed = (value: number | undefined) =>
  value === undefined ? "–" : `${value > 0 ? "+" : ""}${Number(value.toFixed(1))}`;

/**
 * One shirt's production sheet, one A4 page when printed: who and when, the QR code of its
 * phone page, the fabric, every option with its code, the monogram, the drawings, what to cut
 * to, special instructions and the quality-check block to fill in by hand.
 */
export function ProductionSheet({ card, qrSvg, shirtUrl }: PrintableSheet) {
  const points = Object.keys(card.measurements.finished) as MeasurePoint[];
  const body = card.measurements.body;
  const monogram = card.monogram;
  return (
    <article
      aria-label={`Production sheet, order ${card.orderNumber}, shirt ${card.unitLabel}`}
      className="production-sheet mx-auto mb-8 w-full max-w-[210mm] border border-line bg-white p-5 text-[13px] leading-snug shadow-sm sm:p-8 print:m-0 print:max-w-none print:border-0 print:p-0 print:text-[9pt] print:leading-tight print:shadow-none"
    >
      <header className="flex items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.16em] text-ink-soft uppercase">Production sheet</p>
          <h2 className="mt-1 font-sans text-2xl font-bold tracking-normal">
            Order {card.orderNumber} · Shirt {card.unitLabel}
          </h2>
          <p className="text-base">{card.name}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="font-semibold">Ship by</dt>
            <dd className="font-bold">
              {card.shipBy ? formatDay(card.shipBy) : "–"}
              {card.late ? " · LATE: past its promise" : ""}
            </dd>
            <dt className="font-semibold">Promise</dt>
            <dd>{card.promiseText ?? "–"}</dd>
            <dt className="font-semibold">Size</dt>
            <dd>{card.size.summary}</dd>
            {card.remakeOf ? (
              <>
                <dt className="font-semibold">Remake of</dt>
                <dd className="font-bold">Order {card.remakeOf} (perfect fit guarantee)</dd>
              </>
            ) : null}
          </dl>
        </div>
        <figure className="shrink-0 text-center">
          <div
            className="size-28 print:size-[26mm]"
            role="img"
            aria-label={`QR code opening this shirt's page: ${shirtUrl}`}
            data-qr-url={shirtUrl}
            // The SVG is drawn by the qrcode library on our server from the shirt's address.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own generated SVG
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <figcaption className="mt-1 text-[10px] text-ink-soft">
            <span className="block text-[13px] font-bold text-ink tabular-nums print:text-[10pt]">
              Shirt no. {card.unitId}
            </span>
            Scan to move the shirt on
          </figcaption>
        </figure>
      </header>

      <div className="mt-3 grid gap-4 sm:grid-cols-[1fr_1fr] print:grid-cols-[1fr_1fr]">
        <ShirtFrontBack look={card.look} drawingClassName="h-auto w-full print:max-h-[44mm]" />
        <div>
          <h3 className="sheet-heading">Fabric</h3>
          {card.fabric ? (
            <p>
              <span className="font-mono font-semibold">{card.fabric.reference}</span> · {card.fabric.name} ·{" "}
              <strong>{card.fabric.metres.toFixed(2)} m</strong>
            </p>
          ) : (
            <p>The fabric is no longer in the catalogue: see the order.</p>
          )}
          <h3 className="sheet-heading mt-3">Monogram</h3>
          {monogram ? (
            <div className="flex items-center gap-3">
              {monogram.text ? (
                <span
                  className="inline-block min-w-14 border border-line bg-linen px-2 py-1 text-center text-xl"
                  style={{ fontFamily: monogram.fontFamily, color: monogram.hex }}
                >
                  {monogram.text}
                </span>
              ) : null}
              <p>
                {monogram.text ? (
                  <>
                    “{monogram.text}” · {monogram.style ?? "–"} · {monogram.colour ?? "–"}
                    <br />
                  </>
                ) : null}
                {monogram.symbol ? (
                  <>
                    Symbol: {monogram.symbol}
                    <br />
                  </>
                ) : null}
                Position: <strong>{monogram.position}</strong>
              </p>
            </div>
          ) : (
            <p>None</p>
          )}
          <h3 className="sheet-heading mt-3">Special instructions</h3>
          {card.instructions.length > 0 ? (
            <ul className="list-disc pl-5">
              {card.instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )}
        </div>
      </div>

      <div className="mt-3 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h3 className="sheet-heading">Style options</h3>
          <SheetTable columns={["Option", "Choice", "Code"]}>
            {card.options.map((option) => (
              <tr key={option.label}>
                <th scope="row">{option.label}</th>
                <td>{option.value}</td>
                <td className="font-mono whitespace-nowrap">{option.code ?? ""}</td>
              </tr>
            ))}
          </SheetTable>
        </div>
        <div>
          <h3 className="sheet-heading">Measurements (cm)</h3>
          <SheetTable columns={["Point", "Body", "Ease", "Cut to"]}>
            {points.map((point) => (
              <tr key={point}>
                <th scope="row">{POINT_NAMES[point]}</th>
                <td>{cm(body?.points[point])}</td>
                <td>{signed(card.measurements.ease[point])}</td>
                <td className="font-bold">{cm(card.measurements.finished[point])}</td>
              </tr>
            ))}
          </SheetTable>
          <p className="mt-1 text-[11px] text-ink-soft">
            {body === null
              ? "Measurements given by the customer: no body known, cut to these."
              : body.source === "answers"
                ? "Body predicted from the customer's answers."
                : "Body of the size chart for this collar and fit."}
          </p>
        </div>
      </div>

      <div className="mt-3 break-inside-avoid">
        <h3 className="sheet-heading">Quality check</h3>
        <SheetTable columns={["Point", "Ordered", "Tolerance", "Measured"]}>
          {card.checkPoints.map((point) => (
            <tr key={point.point}>
              <th scope="row">{POINT_NAMES[point.point]}</th>
              <td>{cm(point.ordered)}</td>
              <td>± {point.toleranceCm}</td>
              <td>
                <span aria-hidden className="inline-block h-5 w-20 border border-ink print:h-[5mm]" />
              </td>
            </tr>
          ))}
        </SheetTable>
        <p className="mt-2 flex flex-wrap gap-x-8 gap-y-1">
          <span>Checked by: ____________</span>
          <span>Date: ________</span>
          <span>
            <span aria-hidden className="mr-1 inline-block size-3 border border-ink align-middle" /> Passed
          </span>
          <span>
            <span aria-hidden className="mr-1 inline-block size-3 border border-ink align-middle" /> Failed
          </span>
        </p>
      </div>
    </article>
  );
}
