import { describe, expect, it } from "vitest";
import { measurementHref, parseMeasurementScreen, parseSizesTab } from "./screen";

const parse = (query: string) => parseMeasurementScreen(new URLSearchParams(query));

describe("the measurement screen's address", () => {
  it("reads the mode, the shirt, the chosen profile and the fallback sections", () => {
    expect(parse("mode=rapid&shirt=12&profile=3&edit=measures&new=1&saved=1")).toEqual({
      mode: "rapid",
      shirt: 12,
      profile: 3,
      editMeasures: true,
      newSize: true,
      saved: true,
    });
  });

  it("ignores what it does not know", () => {
    expect(parse("mode=admin&shirt=-1&profile=1e3&edit=all&new=yes")).toEqual({
      mode: null,
      shirt: null,
      profile: null,
      editMeasures: false,
      newSize: false,
      saved: false,
    });
    expect(parse("shirt=99999999999").shirt).toBeNull();
  });

  it("writes an address that reads back the same", () => {
    const href = measurementHref({ mode: "profiles", shirt: 4, profile: 9, editMeasures: true }, "measure-your-shirt");
    expect(href).toBe("/measurement?mode=profiles&shirt=4&profile=9&edit=measures#measure-your-shirt");
    expect(parse(new URL(href, "http://shop").search)).toMatchObject({ mode: "profiles", shirt: 4, profile: 9 });
    expect(measurementHref({})).toBe("/measurement");
  });
});

describe("the configurator's SIZES tab's address", () => {
  it("reads the two modes it offers, the chosen profile and the fallback sections", () => {
    expect(parseSizesTab(new URLSearchParams("step=sizes&mode=profiles&profile=7&edit=measures"))).toEqual({
      mode: "profiles",
      profile: 7,
      editMeasures: true,
      newSize: false,
    });
    expect(parseSizesTab(new URLSearchParams("step=sizes&mode=smart&new=1"))).toMatchObject({
      mode: "smart",
      newSize: true,
    });
  });

  it("leaves the mode to the page for one it does not offer", () => {
    expect(parseSizesTab(new URLSearchParams("mode=rapid")).mode).toBeNull();
    expect(parseSizesTab(new URLSearchParams("")).mode).toBeNull();
  });
});
