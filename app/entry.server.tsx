import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { withoutModulePreloads } from "~/infra/head-preloads.server";
import { logger, redactUrl } from "~/infra/logger.server";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering go to the shop's log, once, with the request they
 * broke (its secret parameters masked). A client that went away, and answers the shop gives
 * on purpose (a 404, a 405 for a POST to a page without a form) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error({ err: error, method: request.method, url: redactUrl(request.url) }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and requests without JavaScript get the whole document at once.
    const userAgent = request.headers.get("user-agent");
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const nonce = loadContext.cspNonce;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // No script preloads in the head: the stylesheet and fonts come first (decision 024).
          const body = withoutModulePreloads();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Once the shell is sent, the error can only be logged: the page is already on its way.
          if (shellRendered) logger.error({ err: error, url: redactUrl(request.url) }, "rendering failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
