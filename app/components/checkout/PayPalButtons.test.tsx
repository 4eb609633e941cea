import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { PayPalButtons } from "./PayPalButtons";

it("renders on the server, saying PayPal is loading (its script is added in the browser once mounted)", () => {
  const html = renderToString(
    <PayPalButtons
      clientId="test-client-id"
      currency="GBP"
      startPayment={async () => ({ ok: false, message: "unused" })}
      capturePayment={async () => ({ ok: false, message: "unused" })}
    />,
  );
  expect(html).toContain("Loading PayPal");
  expect(html).not.toContain('role="alert"');
});
