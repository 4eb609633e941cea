import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "~/config.server";

export type RateLimited = { message: string; retryAfterSeconds: number };

/**
 * Fixed-window rate limits per key (an IP address, an email address), kept in memory: the
 * shop runs as one process. An action that is over its limit answers 429 with `message`.
 */
export function createRateLimit(options: { name: string; points: number; durationSeconds: number }) {
  const limiter = new RateLimiterMemory({
    keyPrefix: options.name,
    points: options.points,
    duration: options.durationSeconds,
  });
  /** Counts one attempt for each key; returns what to tell the person once any key is over. */
  return async function consume(...keys: string[]): Promise<RateLimited | null> {
    if (!config.rateLimits) return null;
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        return {
          message: `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
          retryAfterSeconds: seconds,
        };
      }
    }
    return null;
  };
}

/** Headers for a 429 answer. */
export function retryAfterHeaders(limited: RateLimited) {
  return { "Retry-After": String(limited.retryAfterSeconds) };
}

function describeWait(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
