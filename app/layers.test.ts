import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The layers of app/ point down (docs/decisions/011): routes and components on top, then the
 * domain (modules), then the database and the infrastructure. A lower layer never imports an
 * upper one, tests included: a test of a module that needs a route lives with the routes.
 *
 * Inside app/modules, three tiers (docs/decisions/029): the shop's vocabulary (modules/shop)
 * and each area's pure rules (plain *.ts) at the bottom, each area's commands and queries
 * (*.server.ts) above them, and the read models that put a screen together from several areas
 * (modules/pages) on top. The areas themselves form no cycle.
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

/** The modules a file imports for their values: `import type` lines left out. */
function valueImportsOf(file: string): string[] {
  const source = readFileSync(file, "utf8").replace(/^import type [^;]+;$/gms, "");
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((match) => match[1]!);
}

/**
 * Which other areas each area of app/modules imports, tests left out: an integration test sets
 * up the state it needs through whichever areas make it (a paid order for the stock's tests).
 */
function areaImports(): Map<string, Set<string>> {
  const modules = path.join(APP, "modules");
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modules)) {
    if (/\.test\.tsx?$|test-support/.test(file)) continue;
    const area = path.relative(modules, file).split(path.sep)[0]!;
    const imported = graph.get(area) ?? new Set<string>();
    graph.set(area, imported);
    for (const specifier of importsOf(file)) {
      const other = /^~\/modules\/([^/]+)\//.exec(specifier)?.[1];
      if (other && other !== area) imported.add(other);
    }
  }
  return graph;
}

/** The groups of areas that reach one another through imports (Tarjan), each sorted, larger than one. */
function cyclesBetween(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const other of graph.get(area) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(area, Math.min(low.get(area)!, low.get(other)!));
      } else if (stack.includes(other)) {
        low.set(area, Math.min(low.get(area)!, index.get(other)!));
      }
    }
    if (low.get(area) === index.get(area)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== area);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const area of graph.keys()) if (!index.has(area)) visit(area);
  return cycles;
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

  it("modules/shop, the shop's vocabulary, imports no other area (decision 029)", () => {
    const shop = path.join(APP, "modules", "shop");
    const offending = sourceFiles(shop).flatMap((file) =>
      importsOf(file)
        .filter((imported) => imported.startsWith("~/modules/") && !imported.startsWith("~/modules/shop/"))
        .map((imported) => `${path.relative(APP, file)} imports ${imported}`),
    );
    expect(offending).toEqual([]);
  });

  it("a rule (plain *.ts) takes at most types from a command or query (*.server.ts) (decision 029)", () => {
    const offending = sourceFiles(path.join(APP, "modules"))
      .filter((file) => !/\.server\.tsx?$|\.test\.tsx?$|test-support/.test(file))
      .flatMap((file) =>
        valueImportsOf(file)
          .filter((imported) => /\.server$/.test(imported))
          .map((imported) => `${path.relative(APP, file)} imports ${imported}`),
      );
    expect(offending).toEqual([]);
  });

  it("the areas of app/modules import one another without a cycle (decision 029)", () => {
    expect(cyclesBetween(areaImports())).toEqual([]);
  });

  it("finds a cycle of areas, the way the check above relies on", () => {
    const graph = new Map([
      ["orders", new Set(["refunds"])],
      ["refunds", new Set(["shop", "orders"])],
      ["shop", new Set<string>()],
    ]);
    expect(cyclesBetween(graph)).toEqual([["orders", "refunds"]]);
  });

  it("reads imports the way the check above relies on", () => {
    expect(importsOf(path.join(APP, "layers.test.ts"))).toContain("vitest");
  });
});
