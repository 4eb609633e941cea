import type { MeasurementMode } from "~/modules/sizing/screen";

/**
 * The ids of the sections a sizing screen (the measurement screen, the configurator's SIZES
 * tab) opens at after a sizing form, by the mode it shows next: the smart size's result, the
 * chosen profile, the rapid size's confirmation.
 */
export const SIZE_SECTIONS = {
  smart: "result",
  profiles: "chosen-profile",
  rapid: "rapid-saved",
} as const satisfies Record<MeasurementMode, string>;
