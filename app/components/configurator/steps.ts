import type { OptionFamily } from "~/components/shirt/OptionIcon";
import type { DesignField } from "~/modules/design/fields";
import { isSizesTabMode, type MeasurementMode, type SizesTabState, screenQuery } from "~/modules/sizing/screen";

/** The configurator's tabs (spec 001 section 4: fabric, style, extras, sizes, summary). */
export const STEPS = [
  { step: "fabric", label: "Fabric" },
  { step: "style", label: "Style" },
  { step: "extras", label: "Extras" },
  { step: "sizes", label: "Sizes" },
  { step: "summary", label: "Summary" },
] as const;

export type Step = (typeof STEPS)[number]["step"];

export function isStep(value: unknown): value is Step {
  return STEPS.some((entry) => entry.step === value);
}

/**
 * The address of the SIZES tab in a state (its mode, chosen profile, 'Measure your shirt' as a
 * section, the calculator open again) on `path`, the configurator's or the redesign page's.
 * A mode of the measurement screen the tab does not offer leaves the tab to choose.
 */
export function sizesStepHref(
  path: string,
  state: Partial<Omit<SizesTabState, "mode">> & { mode?: MeasurementMode | null },
  hash?: string,
): string {
  const query = screenQuery({ ...state, mode: isSizesTabMode(state.mode) ? state.mode : null });
  return `${path}?step=sizes${query ? `&${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/** The style groups, in the order choosing moves through them (spec 001 section 4). */
export const STYLE_GROUPS = [
  { field: "collarId", family: "collar", title: "Collar", options: "collars" },
  { field: "cuffId", family: "cuff", title: "Cuffs", options: "cuffs" },
  { field: "pocketId", family: "pocket", title: "Pocket", options: "pockets" },
  { field: "placketId", family: "placket", title: "Throat", options: "plackets" },
  { field: "backId", family: "back", title: "Back", options: "backs" },
  { field: "bottomId", family: "bottom", title: "Bottom", options: "bottoms" },
  { field: "buttonId", family: "button", title: "Button", options: "buttons" },
] as const satisfies readonly { field: DesignField; family: OptionFamily; title: string; options: string }[];

/** The id of a group's section, the anchor choosing scrolls to. */
export function groupAnchor(field: DesignField): string {
  return `group-${field.replace(".", "-")}`;
}

/** Where choosing in a group leads: the next group of the spec's order, or nowhere after the last. */
export const NEXT_GROUP: Partial<Record<DesignField, DesignField>> = {
  fabricId: "collarId",
  collarId: "cuffId",
  cuffId: "pocketId",
  pocketId: "placketId",
  placketId: "backId",
  backId: "bottomId",
  bottomId: "buttonId",
  "embroidery.typeId": "embroidery.text",
  "embroidery.colourId": "embroidery.styleId",
  "embroidery.styleId": "embroidery.symbolId",
  "embroidery.symbolId": "embroidery.symbolColourId",
};

/** The tab of each summary row (DesignLabel's label). */
export function stepOfLabel(label: string): Step {
  if (label === "Fabric") return "fabric";
  if (label.startsWith("Embroidery") || label.startsWith("Symbol") || label === "Position") return "extras";
  return "style";
}
