import { beforeAll, describe, expect, it } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { paidOrder } from "~/modules/production/test-support.server";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as reports from "./reports";
import * as reportsExport from "./reports-export";

/*
 * The owner's reports through their loaders: the page with its charts and tables, a figure's
 * CSV, and what filters it cannot read get (400 with the problem).
 */

databaseForTests({ seed: true });

let owner: TestStaff;

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Anna", email: "anna@example.com", role: "owner" });
  await paidOrder([2]);
});

describe("the reports' routes", () => {
  it("draw each figure as SVG with its table, for the last 12 weeks by default", async () => {
    const page = answer(await callRoute(reports.loader, "/admin/reports", { cookie: owner.cookie }));
    expect(page.status).toBe(200);
    const data = page.data as unknown as Awaited<ReturnType<typeof reports.loader>>;
    expect(data.filters.grain).toBe("week");
    const orders = data.sections.flatMap((section) => section.figures).find((figure) => figure.id === "orders");
    expect(orders?.svg).toMatch(/^<svg aria-hidden="true"/);
    expect(orders?.table.rows).toHaveLength(13);
    expect(orders?.table.rows.at(-1)).toEqual(["Total", 1, 1]);
  });

  it("export a figure's table as CSV", async () => {
    const response = (await callRoute(reportsExport.loader, "/admin/reports.csv?figure=orders&grain=month", {
      cookie: owner.cookie,
    })) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="report-orders-[\d-]+-to-[\d-]+\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split(/\r?\n/);
    expect(lines[0]).toBe("Month,EUR,All currencies");
    expect(lines.at(-1)).toBe("Total,1,1");
  });

  it("answer filters they cannot read with 400 and an unknown figure with 404", async () => {
    const refused = answer(
      await callRoute(reports.loader, "/admin/reports?grain=year&from=next-week", { cookie: owner.cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      problems: ["The from date is written DD/MM/YYYY.", "The grain is day, week or month."],
    });
    const csv = answer(
      await callRoute(reportsExport.loader, "/admin/reports.csv?figure=orders&to=2026-13-01", { cookie: owner.cookie }),
    );
    expect(csv.status).toBe(400);
    const unknown = answer(
      await callRoute(reportsExport.loader, "/admin/reports.csv?figure=secrets", { cookie: owner.cookie }),
    );
    expect(unknown.status).toBe(404);
  });
});
