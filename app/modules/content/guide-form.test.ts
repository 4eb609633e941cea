import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { guidePageSeed } from "~/db/seed/content-guides";
import { changeList, emptyValue, formPath, guideShape, shapeAt } from "./guide-form";
import { GUIDE_PAGE_SCHEMAS, type GuidePageUrl } from "./guides";

/** A record as the editor's inputs send it: one entry per text, named by its path. */
function asForm(value: unknown, path: PropertyKey[] = [], form = new FormData()): FormData {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) asForm(item, [...path, index], form);
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) asForm(item, [...path, key], form);
  else form.append(formPath(path), String(value));
  return form;
}

const urls = Object.keys(GUIDE_PAGE_SCHEMAS) as GuidePageUrl[];

describe("the guide pages' form", () => {
  it.each(urls)("%s: the record sent as a form parses back to itself", (url) => {
    const submission = parseWithZod(asForm(guidePageSeed[url]), { schema: GUIDE_PAGE_SCHEMAS[url] });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value : null).toEqual(guidePageSeed[url]);
  });

  it("names fields by path and finds their shape", () => {
    const shape = guideShape("custom-shirts-options");
    expect(formPath(["sections", 0, "options", 1, "name"])).toBe("sections[0].options[1].name");
    expect(shapeAt(shape, "sections[0].options[1].name")?.maxLength).toBe(240);
    expect(shapeAt(shape, "sections[0].illustration")?.enum).toContain("collar");
    expect(shapeAt(shape, "sections[0].nothing")).toBeNull();
  });

  it("adds, removes and moves list items within the schema's bounds", () => {
    const shape = guideShape("perfect-fit-guarantee");
    const page = guidePageSeed["perfect-fit-guarantee"];
    const cases = page.covered.cases;
    const added = changeList(shape, page, "add", "covered.cases") as typeof page;
    expect(added.covered.cases).toEqual([...cases, ""]);
    const moved = changeList(shape, page, "down", "covered.cases[0]") as typeof page;
    expect(moved.covered.cases.slice(0, 2)).toEqual([cases[1], cases[0]]);
    expect(changeList(shape, page, "up", "covered.cases[0]")).toBeNull();
    const removed = changeList(shape, page, "remove", "covered.cases[0]") as typeof page;
    expect(removed.covered.cases).toEqual(cases.slice(1));
    expect(page.covered.cases).toEqual(cases);
    // Never below the schema's least.
    let shortest: unknown = page;
    for (let i = 1; i < cases.length; i += 1) shortest = changeList(shape, shortest, "remove", "covered.cases[0]");
    expect(changeList(shape, shortest, "remove", "covered.cases[0]")).toBeNull();
  });

  it("keeps a fixed-length list fixed and refuses a path that is no list", () => {
    const shape = guideShape("take-measurements-shirts-on-the-shirt");
    const page = guidePageSeed["take-measurements-shirts-on-the-shirt"];
    expect(changeList(shape, page, "add", "measures.items")).toBeNull();
    expect(changeList(shape, page, "remove", "measures.items[3]")).toBeNull();
    expect(changeList(shape, page, "add", "title")).toBeNull();
    expect(changeList(shape, page, "remove", "nothing[0]")).toBeNull();
  });

  it("starts a new item empty, with its own lists at their shortest", () => {
    const shape = guideShape("custom-shirts-options");
    expect(emptyValue(shapeAt(shape, "sections[0]") ?? {})).toEqual({
      id: "",
      title: "",
      intro: "",
      options: [{ name: "", text: "", bestFor: "" }],
    });
  });
});
