import { describe, expect, it } from "vitest";
import { guidePageSeed } from "~/db/seed/content-guides";
import { GUIDE_PAGE_SCHEMAS } from "./guides";

describe("guide page schemas", () => {
  it("accept the seeded pages", () => {
    for (const [url, content] of Object.entries(guidePageSeed)) {
      expect(GUIDE_PAGE_SCHEMAS[url as keyof typeof GUIDE_PAGE_SCHEMAS].safeParse(content).success, url).toBe(true);
    }
  });

  it("refuse a paragraph that links out of the shop", () => {
    const page = { ...guidePageSeed["style-device"], intro: "See [our partner](https://example.com)." };
    const parsed = GUIDE_PAGE_SCHEMAS["style-device"].safeParse(page);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "A link leads to a page of the shop: [words](/path).",
    ]);
  });

  it("refuse two sections with one anchor, since links could not tell them apart", () => {
    const [first] = guidePageSeed["custom-shirts-options"].sections;
    const page = { ...guidePageSeed["custom-shirts-options"], sections: [first, first] };
    expect(GUIDE_PAGE_SCHEMAS["custom-shirts-options"].safeParse(page).success).toBe(false);
  });

  it("refuse a measuring guide without its seven measures or with a range upside down", () => {
    const guide = guidePageSeed["take-measurements-shirts-on-the-shirt"];
    const schema = GUIDE_PAGE_SCHEMAS["take-measurements-shirts-on-the-shirt"];
    expect(
      schema.safeParse({ ...guide, measures: { ...guide.measures, items: guide.measures.items.slice(1) } }).success,
    ).toBe(false);
    const [neck, ...others] = guide.measures.items;
    const upsideDown = { ...guide, measures: { ...guide.measures, items: [{ ...neck, min: 48, max: 36 }, ...others] } };
    expect(schema.safeParse(upsideDown).success).toBe(false);
  });
});
