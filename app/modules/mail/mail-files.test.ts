import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deleteMailFiles } from "./transport.server";

describe("deleting the .eml copies of some messages (an erased customer's mail)", () => {
  it("deletes the files of those outbox ids only", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "mail-files-"));
    for (const name of [
      "2026-11-28T10-00-00-000Z-7.eml",
      "2026-11-28T10-00-01-000Z-17.eml",
      "2026-11-28T10-00-02-000Z-70.eml",
    ]) {
      await writeFile(path.join(directory, name), "Subject: hello\r\n\r\nhi");
    }
    expect(await deleteMailFiles([7, 70], directory)).toBe(2);
    expect(await readdir(directory)).toEqual(["2026-11-28T10-00-01-000Z-17.eml"]);
    expect(await deleteMailFiles([1], path.join(directory, "missing"))).toBe(0);
  });
});
