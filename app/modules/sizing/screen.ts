import { parseId } from "~/infra/ids";

/*
 * The measurement screen's state in its address (spec 001 section 2 "Measurement screen"):
 * which of the three modes is shown, for which shirt, which saved profile is chosen, and the
 * places a dialog opens as a section of the page when JavaScript is not there
 * (docs/decisions/007). Links and plain GET forms change it, so everything works before
 * JavaScript loads and a reload shows the same screen.
 */

export const MEASUREMENT_MODES = [
  { mode: "profiles", label: "I choose from my cuts" },
  { mode: "smart", label: "New smart measurement" },
  { mode: "rapid", label: "New rapid measurement" },
] as const;

export type MeasurementMode = (typeof MEASUREMENT_MODES)[number]["mode"];

export type MeasurementScreen = {
  /** Null: not asked for; the page picks (a customer's profiles when he has some). */
  mode: MeasurementMode | null;
  /** The shirt model 'Continue to Cart' adds (the product page links with `?shirt={id}`). */
  shirt: number | null;
  /** The chosen saved profile (the customer's own: the loader checks). */
  profile: number | null;
  /** 'Measure your shirt' shown as a section of the page (the dialog's fallback). */
  editMeasures: boolean;
  /** The smart calculator shown again over an existing result ('Create new sizes'). */
  newSize: boolean;
  /** The rapid size was just saved: show 'your size has been saved successfully…'. */
  saved: boolean;
};

export function parseMeasurementScreen(search: URLSearchParams): MeasurementScreen {
  const mode = search.get("mode");
  return {
    mode: MEASUREMENT_MODES.some((m) => m.mode === mode) ? (mode as MeasurementMode) : null,
    shirt: parseId(search.get("shirt")),
    profile: parseId(search.get("profile")),
    editMeasures: search.get("edit") === "measures",
    newSize: search.get("new") === "1",
    saved: search.get("saved") === "1",
  };
}

/** The query of a state of the screen; only what is set appears, in a fixed order. */
export function screenQuery(state: Partial<MeasurementScreen>): string {
  const search = new URLSearchParams();
  if (state.mode) search.set("mode", state.mode);
  if (state.shirt) search.set("shirt", String(state.shirt));
  if (state.profile) search.set("profile", String(state.profile));
  if (state.editMeasures) search.set("edit", "measures");
  if (state.newSize) search.set("new", "1");
  if (state.saved) search.set("saved", "1");
  return search.toString();
}

/** The address of a state of the screen. */
export function measurementHref(state: Partial<MeasurementScreen>, hash?: string): string {
  const query = screenQuery(state);
  return `/measurement${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

/**
 * The configurator's SIZES tab offers two of the modes, toggled by the tabs 'new profile'
 * (the size calculator) and 'existing profile' (the saved profiles), in the same address
 * parameters as the measurement screen (the shirt is the configurator's own).
 */
export const SIZES_TAB_MODES = [
  { mode: "smart", label: "New profile" },
  { mode: "profiles", label: "Existing profile" },
] as const satisfies readonly { mode: MeasurementMode; label: string }[];

export type SizesTabMode = (typeof SIZES_TAB_MODES)[number]["mode"];

export type SizesTabState = Pick<MeasurementScreen, "profile" | "editMeasures" | "newSize"> & {
  mode: SizesTabMode | null;
};

export function isSizesTabMode(mode: unknown): mode is SizesTabMode {
  return SIZES_TAB_MODES.some((entry) => entry.mode === mode);
}

export function parseSizesTab(search: URLSearchParams): SizesTabState {
  const { mode, profile, editMeasures, newSize } = parseMeasurementScreen(search);
  return { mode: isSizesTabMode(mode) ? mode : null, profile, editMeasures, newSize };
}
