import { describe, expect, it } from "vitest";
import { auditActionLabel, auditValueLines } from "~/modules/shop/audit";

describe("the audit log's words", () => {
  it("names known actions and shows a new one's code", () => {
    expect(auditActionLabel("staff.removed")).toBe("removed a staff member's access");
    expect(auditActionLabel("fabric.stock_counted")).toBe("recorded a stock count");
    expect(auditActionLabel("weather.changed")).toBe("weather.changed");
  });

  it("writes values as lines with keys in words and instants formatted", () => {
    const lines = auditValueLines(
      { role: "service", expiresAt: "2026-11-28T02:50:15.455Z", email: null, stages: ["a"] },
      (iso) => `at ${iso.slice(0, 10)}`,
    );
    expect(lines).toEqual(["Role: service", "Expires at: at 2026-11-28", "Email: —", 'Stages: ["a"]']);
    expect(auditValueLines(null, String)).toEqual([]);
  });
});
