import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** The bare app's build: the React Router plugin alone, with the shop's React Router and Vite versions. */
export default defineConfig({
  plugins: [reactRouter()],
});
