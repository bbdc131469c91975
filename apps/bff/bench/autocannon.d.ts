/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p97_5: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Replies verifyBody turned down. */
    mismatches: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    /** Requests per second across all connections. */
    overallRate?: number;
    headers?: Record<string, string>;
    /** Each reply's body; a falsy answer counts it in `mismatches`. */
    verifyBody?: (body: string) => boolean;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
