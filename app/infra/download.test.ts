import { describe, expect, it } from "vitest";
import { csvDownload } from "./download";

async function* recordsOf(records: string[][], failAfter?: number) {
  for (const [index, record] of records.entries()) {
    if (index === failAfter) throw new Error("The database went away.");
    yield record;
  }
}

describe("csvDownload", () => {
  it("streams a header row and the records as an attachment, formulas kept as text", async () => {
    const response = csvDownload(
      {
        columns: ["Name", "Note"],
        records: recordsOf([
          ["=SUM(A1)", 'says "hi", twice'],
          ["Ada", "-1"],
        ]),
      },
      "people-2026-11-26.csv",
    );
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="people-2026-11-26.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark spreadsheets need to read UTF-8 (a decoder takes it off).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).trimEnd().split("\n")).toEqual([
      "Name,Note",
      `'=SUM(A1),"says ""hi"", twice"`,
      "Ada,'-1",
    ]);
  });

  it("writes the header row of an empty table", async () => {
    const text = await csvDownload({ columns: ["Name"], records: recordsOf([]) }, "empty.csv").text();
    expect(text.trimEnd()).toBe("Name");
  });

  it("breaks the download when reading fails, rather than ending a file cut short", async () => {
    const response = csvDownload({ columns: ["Name"], records: recordsOf([["Ada"], ["Bea"]], 1) }, "broken.csv");
    await expect(response.text()).rejects.toThrow();
  });
});
