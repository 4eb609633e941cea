/** Server rendering throughput, measured with autocannon's programmatic API. */
import autocannon from "autocannon";

export type LoadOptions = { connections: number; durationSeconds: number; warmupSeconds: number };

export type Throughput = {
  url: string;
  /** Average of the per-second request counts. */
  requestsPerSecond: number;
  p99Ms: number;
  averageMs: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers per HTTP status. */
  statuses: Record<string, number>;
};

/**
 * Waits until the server answers one request for `url`: requests of the page loaded before,
 * still queued in the server when their load stopped (a slow page on PGlite's one
 * connection), are served first, so the next page is not measured behind them.
 */
export async function drain(url: string, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<void> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
}

/**
 * Loads one URL: a short warm-up first (JIT, caches, connection pools), discarded, then the
 * measured run. No Accept-Encoding header is sent, so neither server spends time compressing.
 * `headers` go with every request (a signed-in customer's cookies).
 */
export async function measureThroughput(
  url: string,
  options: LoadOptions,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const { connections } = options;
  await drain(url, headers);
  if (options.warmupSeconds > 0) await autocannon({ url, connections, headers, duration: options.warmupSeconds });
  const result = await autocannon({ url, connections, headers, duration: options.durationSeconds });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
  };
}

/** Why a run's numbers cannot be trusted, if they cannot. */
export function throughputProblem(throughput: Throughput): string | undefined {
  const { errors, timeouts, non2xx, requests, statuses } = throughput;
  if (requests === 0) return "no request completed";
  if (errors + timeouts + non2xx === 0) return undefined;
  const answers = Object.entries(statuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(", ");
  return `${errors} errors, ${timeouts} timeouts, ${non2xx} non-2xx answers (${answers})`;
}
