/**
 * In the browser, Zod validates without compiling its object schemas. Compiling needs
 * `new Function`, which the shop's Content-Security-Policy forbids (no 'unsafe-eval'): Zod's
 * probe for it, though caught, made the browser log a violation on every page with a form
 * (Lighthouse: best practices 96 on the configurator). root.tsx imports this module first, so
 * it runs before any route module makes a schema; the server keeps compiling.
 *
 * Zod keeps its configuration on this global (zod/v4/core/core.js) and only creates it when
 * missing; setting it here rather than calling `z.config` keeps Zod's code out of pages
 * without a form. zod-config.test.ts checks the name still holds.
 */
export const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";

const global = globalThis as Record<string, unknown>;
global[ZOD_CONFIG_GLOBAL] = { ...(global[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };
