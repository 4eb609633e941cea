import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { safeCell } from "./csv";
import { NO_STORE } from "./headers";

/*
 * Files the browser saves rather than shows, never kept by a cache: documents of one person
 * and exports of the shop's records are fetched fresh each time. A file name is ASCII letters,
 * digits, dots and dashes.
 */

/** A PDF the browser saves as a file under `fileName`. */
export function pdfDownload(bytes: Uint8Array, fileName: string): Response {
  return fileDownload(bytes, fileName, "application/pdf");
}

/** A zip file the browser saves under `fileName` (a customer's data). */
export function zipDownload(bytes: Uint8Array, fileName: string): Response {
  return fileDownload(bytes, fileName, "application/zip");
}

function fileDownload(bytes: Uint8Array, fileName: string, contentType: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": NO_STORE,
    },
  });
}

/** A table to export: its header row, then its records, read only as the download asks for them. */
export type CsvTable = { columns: readonly string[]; records: AsyncIterable<readonly string[]> };

/**
 * A table as a CSV file the browser saves under `fileName`: a header row, then each record
 * streamed as it is read, so an export of the whole shop is never held in memory. Every cell
 * goes through safeCell (text someone typed is never run as a spreadsheet formula), and a byte
 * order mark tells spreadsheets the file is UTF-8.
 */
export function csvDownload(table: CsvTable, fileName: string): Response {
  const records = Readable.from(
    (async function* () {
      for await (const record of table.records) yield record.map(safeCell);
    })(),
  );
  const csv = records.pipe(stringify({ header: true, columns: [...table.columns], bom: true }));
  // A failed read breaks the download instead of ending it: a file cut short must not look whole.
  records.on("error", (error) => csv.destroy(error));
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": NO_STORE,
    },
  });
}
