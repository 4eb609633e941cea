/**
 * Entry point: `npm run dev` (Vite in middleware mode, live reload) and `npm start`
 * (the production build). Listens on PORT and shuts down gracefully on SIGTERM and SIGINT.
 */
import type { Server } from "node:http";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);

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
  return { app, stop };
}

const shop = await loadShop();
const server: Server = shop.app.listen(port, () => {
  console.log(`The shop is open at http://localhost:${port}`);
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
