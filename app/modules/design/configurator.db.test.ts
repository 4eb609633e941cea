import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fabrics } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { FABRICS_PER_PAGE, loadCatalogue, parseFabricQuery } from "./configurator.server";

const euro = { code: "EUR" as const, symbol: "€", rate: 1 };

const database = databaseForTests({ seed: true });
describe("the configurator's fabrics", () => {
  it("sends one page of the fabric step, filtered on the server, and the design's own fabric", async () => {
    const [active] = await database.db.select({ n: count() }).from(fabrics).where(eq(fabrics.active, true));
    const catalogue = await loadCatalogue(euro, parseFabricQuery(new URLSearchParams()), 1);
    expect(catalogue.fabrics).toHaveLength(FABRICS_PER_PAGE);
    expect(catalogue.fabricCount).toBe(active?.n);
    expect(catalogue.fabricPages).toBe(Math.ceil((active?.n ?? 0) / FABRICS_PER_PAGE));
    expect(catalogue.currentFabric?.id).toBe(1);

    const lastPage = await loadCatalogue(euro, parseFabricQuery(new URLSearchParams("page=999")), 1);
    expect(lastPage.fabricPage).toBe(lastPage.fabricPages);

    const [fabric] = await database.db.select({ colourId: fabrics.colourId }).from(fabrics).limit(1);
    const colour = fabric?.colourId ?? 0;
    const filtered = await loadCatalogue(euro, parseFabricQuery(new URLSearchParams(`colour=${colour}`)), 1);
    expect(filtered.fabricCount).toBeGreaterThan(0);
    expect(filtered.fabrics.every((entry) => entry.colourId === colour)).toBe(true);
  });

  it("sends no fabric list on the other steps, only the design's fabric", async () => {
    const catalogue = await loadCatalogue(euro, null, 2);
    expect(catalogue.fabrics).toEqual([]);
    expect(catalogue.currentFabric?.id).toBe(2);
  });
});
