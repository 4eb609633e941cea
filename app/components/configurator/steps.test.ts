import { describe, expect, it } from "vitest";
import { parseSizesTab } from "~/modules/sizing/screen";
import { sizesStepHref } from "./steps";

describe("the SIZES tab's address", () => {
  it("writes the tab's state on the configurator's or the redesign page's path", () => {
    expect(sizesStepHref("/design-shirt/4", {})).toBe("/design-shirt/4?step=sizes");
    expect(sizesStepHref("/redesign-shirt/9", { mode: "profiles", profile: 3 }, "chosen-profile")).toBe(
      "/redesign-shirt/9?step=sizes&mode=profiles&profile=3#chosen-profile",
    );
    const href = sizesStepHref("/design-shirt/4", { mode: "smart", editMeasures: true }, "measure-your-shirt");
    expect(href).toBe("/design-shirt/4?step=sizes&mode=smart&edit=measures#measure-your-shirt");
    expect(parseSizesTab(new URL(href, "http://shop").searchParams)).toEqual({
      mode: "smart",
      profile: null,
      editMeasures: true,
      newSize: false,
    });
  });

  it("leaves out a mode of the measurement screen the tab does not offer", () => {
    expect(sizesStepHref("/design-shirt/4", { mode: "rapid" }, "result")).toBe("/design-shirt/4?step=sizes#result");
  });
});
