// What React Router throws for a 404 or a 405 it answers itself.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/infra/logger.server";
import { handleError } from "./entry.server";

/** What React Router hands handleError: an error, and the request it broke. */
function fail(error: unknown, url = "https://shop.example/reset-password?token=secret-token") {
  handleError(error, { request: new Request(url), params: {}, context: {} as never });
}

describe("handleError", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs an unexpected error once, with the request and its secrets masked", () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const error = new Error("the database went away");
    fail(error);
    expect(logged).toHaveBeenCalledTimes(1);
    const [fields] = logged.mock.calls[0]! as unknown as [{ err: unknown; url: string }];
    expect(fields.err).toBe(error);
    expect(fields.url).not.toContain("secret-token");
  });

  it("does not log answers given on purpose, nor requests whose client went away", () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    fail(new ErrorResponse(404, "Not Found", null));
    fail(new ErrorResponse(405, "Method Not Allowed", null));
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("https://shop.example/", { signal: controller.signal }),
      params: {},
      context: {} as never,
    });
    expect(logged).not.toHaveBeenCalled();
  });
});
