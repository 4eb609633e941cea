// turndown-plugin-gfm ships no types: the one export the shop uses.
declare module "turndown-plugin-gfm" {
  import type TurndownService from "turndown";
  export const gfm: TurndownService.Plugin;
}
