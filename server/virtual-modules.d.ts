/** The React Router build, as the Vite plugin provides it to the server bundle. */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
