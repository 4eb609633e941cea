/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  };
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p99: number };
  type Result = {
    duration: number;
    /** Requests per second, sampled every second. */
    requests: Histogram & { total: number; sent: number };
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
