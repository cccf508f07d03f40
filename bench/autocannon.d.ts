// autocannon ships no type declarations; this covers only what bench/api.ts uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  /** hdr-histogram summary; latency values are whole milliseconds, requests are per second. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    url: string;
    connections: number;
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Without a callback the run is awaitable (the returned tracker is a thenable). */
  export default function autocannon(options: Options): PromiseLike<Result>;
}
