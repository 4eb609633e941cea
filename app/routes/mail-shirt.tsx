import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { parseId } from "~/infra/ids";
import { drawingPng } from "~/modules/campaigns/drawing.server";
import { getShirtPage } from "~/modules/catalog/shirt.server";
import { describeSharedDesign } from "~/modules/design/share.server";
import type { Route } from "./+types/mail-shirt";

async function designLook(modelId: number, design: string) {
  const shared = await describeSharedDesign(modelId, design, EUR);
  return shared.ok ? shared.design.look : null;
}

/** Prices do not show in a drawing: any currency does. */
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/**
 * The drawing of a shirt on sale as a PNG (`/mail/shirts/12.png`), for the newsletter's mails,
 * or of a design of that model (`?d=`, as a shared design link carries it: a cart's reminder
 * draws the customer's own shirts): public, as a mail's images are, and kept a day by browsers
 * and mail proxies. The design is in the address itself, so it shows nothing of anyone's cart.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = parseId(/^(\d+)\.png$/.exec(params.file)?.[1]);
  const design = new URL(request.url).searchParams.get("d");
  const look = id === null ? null : design ? await designLook(id, design) : (await getShirtPage(id, EUR))?.shirt.look;
  if (!look) throw data("This shirt is not on sale, or this design cannot be made.", { status: 404 });
  const svg = renderToStaticMarkup(<ShirtPreview look={look} view="front" />);
  const png = await drawingPng(svg);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
