import { NO_STORE } from "./headers";

/**
 * A PDF the browser saves as a file under `fileName` (ASCII letters, digits, dots and dashes),
 * never kept by a cache: documents of one person are fetched fresh each time.
 */
export function pdfDownload(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": NO_STORE,
    },
  });
}
