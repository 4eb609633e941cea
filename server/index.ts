/**
 * Entry point: `npm run dev` (Vite in middleware mode, live reload) and `npm start`
 * (the production build). Listens on PORT and shuts down gracefully on SIGTERM and SIGINT.
 */
import type { Server } from "node:http";

const production = process.env.NODE_ENV === "production";

type ShopModule = typeof import("./app");

async function loadShop() {
  if (production) {
    // The server build bundles server/app.ts (see vite.config.ts).
    const buildPath = "../build/server/index.js";
    const mod = (await import(buildPath)) as ShopModule;
    return mod.startShop();
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const mod = (await devServer.ssrLoadModule("./server/app.ts")) as ShopModule;
  const shop = await mod.startShop({
    serveAssets: false,
    loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build") as never,
  });
  const app = (await import("express")).default();
  app.use(devServer.middlewares);
  app.use(shop.app);
  const stop = async () => {
    await shop.stop();
    await devServer.close();
  };
  return { app, port: shop.port, stop };
}

/** Starts the shop; a configuration it cannot run with ends the process with its message. */
async function startOrExplain() {
  try {
    return await loadShop();
  } catch (error) {
    // Thrown by app/config.server.ts (inside the build, so compared by name).
    if (error instanceof Error && error.name === "ConfigurationError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const shop = await startOrExplain();
const server: Server = shop.app.listen(shop.port, () => {
  console.log(`The shop is open at http://localhost:${shop.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then closing.`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await shop.stop();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
