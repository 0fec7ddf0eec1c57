// autocannon ships no types; this declares only the part of its API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** A sequence each connection sends in turn, over and over. */
    requests?: Array<{ method?: string; path?: string; body?: string; headers?: Record<string, string> }>;
  }

  /** A histogram summary; latency values are in milliseconds (2xx responses only). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    url: string;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    /** Requests per second, sampled once a second. */
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  /** A running measurement: awaitable for the result, and an emitter of each response (time in ms). */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Instance, Options, Result };
}
