import { beforeAll, describe, expect, it } from "vitest";
import { databaseForTests } from "~/db/test-database.server";
import { shopDate } from "~/modules/shop/calendar";
import { createSignedInStaff, type TestStaff } from "~/modules/staff/test-support.server";
import { answer, callRoute } from "../route-calls.test-support";
import * as audit from "./audit";

/*
 * The audit log's filters through its loader: what it reads, and what an address it cannot
 * read gets (400 with each problem, for the list's bad-filters screen), never a query.
 */

databaseForTests({ seed: true });

let owner: TestStaff;

beforeAll(async () => {
  owner = await createSignedInStaff({ name: "Olivia", email: "olivia@example.com", role: "owner" });
});

const listed = async (query: string) =>
  answer(await callRoute(audit.loader, `/admin/audit?${query}`, { cookie: owner.cookie }));

describe("the audit log's filters", () => {
  it("lists the entries of a range of days", async () => {
    const page = await listed(`from=2000-01-01&to=${shopDate(new Date())}&entity=staff`);
    expect(page.status).toBe(200);
    expect(page.data?.entries).toEqual(expect.arrayContaining([expect.objectContaining({ action: "staff.joined" })]));
    expect((await listed("from=2001-01-01&to=2001-01-02")).data).toMatchObject({ entries: [] });
  });

  it("answers days it cannot read with 400, naming the filter", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-31", "From: 2026-02-31 is not a day of the calendar."],
      ["to=0001-01-01", "To: choose a day from 2000 to 2999."],
      ["from=2026%2F12%2F31", "From: enter the day as DD/MM/YYYY, for example 26/11/2026."],
      ["from=2026-11-02&to=2026-11-01", "The last day cannot be before the first."],
    ];
    for (const [query, problem] of cases) {
      const refused = await listed(query);
      expect(refused.status, query).toBe(400);
      expect(refused.data, query).toEqual({ problems: [problem] });
    }
  });
});
