import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DoneBanner } from "./DoneBanner";

const MESSAGES = { saved: "Saved. The shop shows it now." };

/** The banner on a page at `address`, rendered on the server. */
function render(address: string, props: Partial<Parameters<typeof DoneBanner>[0]> = {}) {
  const router = createMemoryRouter([{ path: "/page", element: <DoneBanner messages={MESSAGES} {...props} /> }], {
    initialEntries: [address],
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("DoneBanner", () => {
  it("says what the form did, for the key the action redirected with", () => {
    const html = render("/page?done=saved");
    expect(html).toContain('role="status"');
    expect(html).toContain("Saved. The shop shows it now.");
  });

  it("shows nothing without a key, for a key it does not know or one of the object's own names", () => {
    for (const address of [
      "/page",
      "/page?done=",
      "/page?done=lost",
      "/page?done=constructor",
      "/page?done=toString",
    ]) {
      expect(render(address), address).not.toContain('role="status"');
    }
  });

  it("shows nothing while hidden", () => {
    expect(render("/page?done=saved", { hidden: true })).not.toContain("Saved.");
  });

  it("adds what follows every message, and says a refusal key as an alert", () => {
    expect(render("/page?done=saved", { children: " Twice." })).toContain("Twice.");
    const refused = render("/page?done=conflict", { refusals: { conflict: "Changed meanwhile." } });
    expect(refused).toContain('role="alert"');
    expect(refused).toContain("Changed meanwhile.");
  });
});
