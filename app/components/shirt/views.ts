import type { ShirtView } from "./types";

/** The four drawings of a shirt, in the order its pictures and previews offer them, with their buttons' words. */
export const SHIRT_VIEWS: readonly { view: ShirtView; label: string }[] = [
  { view: "front", label: "Front" },
  { view: "back", label: "Back" },
  { view: "collar", label: "Collar" },
  { view: "cuff", label: "Cuff" },
];
