import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT_BYTES } from "./body-limits";
import { readForm } from "./form.server";

const URL_ = "http://shop.test/cart";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** What readForm threw: the status and the sentence of its response. */
async function refusal(request: Request): Promise<{ status: number; message: unknown }> {
  try {
    await readForm(request);
  } catch (error) {
    const thrown = error as { data: unknown; init: { status: number } };
    return { status: thrown.init.status, message: thrown.data };
  }
  throw new Error("the form was read");
}

describe("readForm", () => {
  it("lets files through in the fields a form names, within its own limit, and refuses them elsewhere", async () => {
    const withPhoto = () => {
      const form = new FormData();
      form.set("comment", "Tight at the neck");
      form.append("photos", new File([new Uint8Array(100 * 1024)], "shirt.jpg", { type: "image/jpeg" }));
      return form;
    };
    const read = await readForm(post(withPhoto()), { fileFields: ["photos"], limitBytes: 1024 * 1024 });
    expect((read.get("photos") as File).size).toBe(100 * 1024);
    await expect(readForm(post(withPhoto()), { fileFields: ["photos"] })).rejects.toMatchObject({
      init: { status: 413 },
    });
    await expect(readForm(post(withPhoto()), { fileFields: ["other"], limitBytes: 1024 * 1024 })).rejects.toMatchObject(
      { data: "The shop's forms take no files.", init: { status: 400 } },
    );
  });

  it("reads a url-encoded form and a multipart one", async () => {
    const encoded = await readForm(
      post("intent=remove&lineId=3&lineId=4", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(encoded.get("intent")).toBe("remove");
    expect(encoded.getAll("lineId")).toEqual(["3", "4"]);

    const multipart = new FormData();
    multipart.set("intent", "choose");
    expect((await readForm(post(multipart))).get("intent")).toBe("choose");
  });

  it.each([
    ["JSON", { "content-type": "application/json" }, '{"intent":"remove"}'],
    ["plain text", { "content-type": "text/plain" }, "intent=remove"],
    ["no type at all", {}, "intent=remove"],
  ])("answers 415 to %s, saying what it takes", async (_kind, headers, body) => {
    expect(await refusal(post(body, headers))).toEqual({
      status: 415,
      message: expect.stringContaining("application/x-www-form-urlencoded or multipart/form-data"),
    });
  });

  it("answers 400 to a multipart body that does not parse", async () => {
    const broken = post('--other\r\nContent-Disposition: form-data; name="intent"\r\n\r\nremove', {
      "content-type": "multipart/form-data; boundary=expected",
    });
    expect(await refusal(broken)).toEqual({ status: 400, message: expect.stringContaining("could not be read") });
  });

  it("answers 400 to a form with a file", async () => {
    const withFile = new FormData();
    withFile.set("intent", "choose");
    withFile.set("upload", new Blob(["%PDF"]), "size.pdf");
    expect(await refusal(post(withFile))).toEqual({ status: 400, message: "The shop's forms take no files." });
  });

  it("answers 400 to a NUL character, which PostgreSQL cannot keep", async () => {
    const request = post("name=Jane%00Doe", { "content-type": "application/x-www-form-urlencoded" });
    expect(await refusal(request)).toEqual({ status: 400, message: expect.stringContaining("(NUL)") });
  });

  it("answers 400 to a NUL character in the name of a file it takes", async () => {
    const withFile = new FormData();
    withFile.append("file", new File(["reference,name"], "fabrics\u0000.csv", { type: "text/csv" }));
    await expect(readForm(post(withFile), { fileFields: ["file"] })).rejects.toMatchObject({
      data: expect.stringContaining("(NUL)"),
      init: { status: 400 },
    });
  });

  it("answers 413 to a body over 64 KB", async () => {
    const request = post(`intent=x&filler=${"a".repeat(FORM_BODY_LIMIT_BYTES)}`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(await refusal(request)).toEqual({ status: 413, message: expect.stringContaining("at most 64 KB") });
  });

  it("stops reading a streamed body as soon as it passes 64 KB", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(97));
      },
    });
    const request = post(endless, { "content-type": "application/x-www-form-urlencoded" });
    expect((await refusal(request)).status).toBe(413);
    expect(pulled).toBeLessThan(FORM_BODY_LIMIT_BYTES + 64 * 1024);
  });
});
