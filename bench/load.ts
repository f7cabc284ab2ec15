/**
 * One bounded load run with autocannon, in this process. Latency is taken from
 * every response's own timer (sub-millisecond), not from autocannon's summary,
 * whose histogram rounds to whole milliseconds: at one connection the whole
 * difference between floor and service is a fraction of a millisecond.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses other than 200, socket errors and timeouts: any of them fails the benchmark. */
  failures: { non200: number; non2xx: number; errors: number; timeouts: number; statusCodes: Record<string, number> };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let non200 = 0;
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: 10,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode === 200) latencies.push(responseTimeMs);
    else non200++;
  });
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures: { non200, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, statusCodes },
  };
}

export function failed(result: LoadResult): boolean {
  const { non200, non2xx, errors, timeouts } = result.failures;
  return non200 + non2xx + errors + timeouts > 0;
}
