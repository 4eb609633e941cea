import pino from "pino";
import { config } from "~/config.server";

/** JSON logs in production; readable lines in development. */
export const logger = pino({
  level: config.logLevel,
  transport: config.isProduction || process.env.NODE_ENV === "test" ? undefined : { target: "pino-pretty" },
});
