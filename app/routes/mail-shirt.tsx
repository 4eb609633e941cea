import { renderToStaticMarkup } from "react-dom/server";
import { data } from "react-router";
import { ShirtPreview } from "~/components/shirt/ShirtPreview";
import { parseId } from "~/infra/ids";
import { drawingPng } from "~/modules/campaigns/drawing.server";
import { getShirtPage } from "~/modules/catalog/shirt.server";
import type { Route } from "./+types/mail-shirt";

/** Prices do not show in a drawing: any currency does. */
const EUR = { code: "EUR", symbol: "€", rate: 1 } as const;

/**
 * The drawing of a shirt on sale as a PNG (`/mail/shirts/12.png`), for the newsletter's mails:
 * public, as a mail's images are, and kept a day by browsers and mail proxies.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(/^(\d+)\.png$/.exec(params.file)?.[1]);
  const shirt = id === null ? null : await getShirtPage(id, EUR);
  if (!shirt) throw data("This shirt is not on sale.", { status: 404 });
  const svg = renderToStaticMarkup(<ShirtPreview look={shirt.shirt.look} view="front" />);
  const png = await drawingPng(svg);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
