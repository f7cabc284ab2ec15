/**
 * The slice of autocannon's programmatic API the benchmark uses. The package
 * ships no types and adding @types/autocannon would be a dependency change.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** The raw request a `setupRequest` may change (it must return it). */
  interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  }

  interface RequestStep {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    /** Headers as the server sent them (names in its case; repeated ones as arrays). */
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
    requests?: RequestStep[];
    /** Requests a second over all of this run's connections (unlimited by default). */
    overallRate?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { total: number; average: number; sent: number };
    throughput: { total: number };
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
