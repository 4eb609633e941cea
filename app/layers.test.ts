import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The layers of app/ point down (docs/decisions/011): routes and components on top, then the
 * domain (modules), then the database and the infrastructure. A lower layer never imports an
 * upper one, tests included: a test of a module that needs a route lives with the routes.
 */

const APP = path.dirname(new URL(import.meta.url).pathname);

/** What each folder may not import, by import prefix. */
const FORBIDDEN: Record<string, string[]> = {
  modules: ["~/components/", "~/routes/"],
  db: ["~/components/", "~/routes/"],
  infra: ["~/components/", "~/routes/", "~/modules/"],
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The modules a file imports (static and dynamic imports, re-exports). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
}

describe("layers", () => {
  for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
    it(`app/${folder} imports nothing from ${forbidden.join(", ")}`, () => {
      const offending = sourceFiles(path.join(APP, folder)).flatMap((file) =>
        importsOf(file)
          .filter((imported) => forbidden.some((prefix) => imported.startsWith(prefix)))
          .map((imported) => `${path.relative(APP, file)} imports ${imported}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it("app/modules areas import nothing from modules/pages, which puts pages together above them (decision 012)", () => {
    const modules = path.join(APP, "modules");
    const offending = sourceFiles(modules)
      .filter((file) => !path.relative(modules, file).startsWith(`pages${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((imported) => imported.startsWith("~/modules/pages/"))
          .map((imported) => `${path.relative(APP, file)} imports ${imported}`),
      );
    expect(offending).toEqual([]);
  });

  it("reads imports the way the check above relies on", () => {
    expect(importsOf(path.join(APP, "layers.test.ts"))).toContain("vitest");
  });
});
