/**
 * Entry point: `npm run dev` (Vite in middleware mode, live reload) and `npm start`
 * (the production build). Listens on PORT and shuts down gracefully on SIGTERM and SIGINT.
 */
import type { Server } from "node:http";

const production = process.env.NODE_ENV === "production";

type ShopModule = typeof import("./app");
type StartOptions = Parameters<ShopModule["startShop"]>[0];

/**
 * Starts the shop and, beside it, the commands it takes from its own machine (server/local-commands.ts:
 * `npm run staff:create` while the embedded shop holds its database).
 */
async function startWithLocalCommands(shopModule: ShopModule, options?: StartOptions) {
  const shop = await shopModule.startShop(options);
  const localCommands = await shopModule.listenForLocalCommands();
  return {
    app: shop.app,
    port: shop.port,
    async stop() {
      await localCommands.stop();
      await shop.stop();
    },
  };
}

async function loadShop() {
  if (production) {
    // The server build bundles server/app.ts (see vite.config.ts).
    const buildPath = "../build/server/index.js";
    return startWithLocalCommands((await import(buildPath)) as ShopModule);
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const shopModule = (await devServer.ssrLoadModule("./server/app.ts")) as ShopModule;
  const shop = await startWithLocalCommands(shopModule, {
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

/**
 * Starts the shop; a configuration it cannot run with, or an embedded database another process
 * holds (app/db/embedded-lock.server.ts), ends the process with its message.
 */
async function startOrExplain() {
  try {
    return await loadShop();
  } catch (error) {
    // Thrown inside the build, so compared by name.
    if (error instanceof Error && (error.name === "ConfigurationError" || error.name === "DatabaseInUseError")) {
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
