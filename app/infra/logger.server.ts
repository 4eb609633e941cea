import pino from "pino";
import { config } from "~/config.server";

/** JSON logs in production; readable lines in development. */
export const logger = pino({
  level: config.logLevel,
  transport: config.isProduction || process.env.NODE_ENV === "test" ? undefined : { target: "pino-pretty" },
});

/** Query parameters that carry a secret: a reset link's token, Stripe's client secret on its return address. */
const SECRET_PARAMETER = /token|secret|password/i;

/**
 * An address as the access log may keep it: the values of secret query parameters replaced,
 * everything else as it came.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const separator = pair.indexOf("=");
      const rawName = separator < 0 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll("+", " "));
      } catch {
        // A malformed escape: judged as written.
      }
      return SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join("&")}`;
}
