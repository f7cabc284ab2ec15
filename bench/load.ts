/**
 * One bounded load run with autocannon, in this process. Latency is taken from
 * every response's own timer (sub-millisecond), not from autocannon's summary,
 * whose histogram rounds to whole milliseconds: at one connection the whole
 * difference between floor and service is a fraction of a millisecond.
 * `runLoads` drives several targets at once (two service instances, half the
 * connections each) and merges what they answered into one result.
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** GET unless said. */
  method?: 'GET' | 'POST';
  body?: string;
  /** The status every response must have: 200 unless said. */
  expectedStatus?: number;
  /** Headers added to each request as it is built (a fresh Idempotency-Key per request). */
  perRequestHeaders?: () => Record<string, string>;
  /** Checks each response's headers (names lower-cased); false fails the response. */
  checkResponse?: (headers: Record<string, string>) => boolean;
  /** Requests a second over this spec's connections; as fast as answers come when absent. */
  overallRate?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /**
   * Responses other than the expected status (200 unless said; the name is historical), responses
   * `checkResponse` refused, socket errors and timeouts: any of them fails the benchmark.
   */
  failures: { non200: number; non2xx: number; refused: number; errors: number; timeouts: number; statusCodes: Record<string, number> };
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return runLoads([spec]);
}

/** Loads every spec at the same time (same duration); one result over all their responses. */
export async function runLoads(specs: LoadSpec[]): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures: LoadResult['failures'] = { non200: 0, non2xx: 0, refused: 0, errors: 0, timeouts: 0, statusCodes: {} };
  const started = process.hrtime.bigint();
  const results = await Promise.all(
    specs.map(async (spec) => {
      const expected = spec.expectedStatus ?? 200;
      const { perRequestHeaders, checkResponse } = spec;
      const instance = autocannon({
        url: spec.url,
        method: spec.method ?? 'GET',
        ...(spec.body === undefined ? {} : { body: spec.body }),
        headers: spec.headers,
        connections: spec.connections,
        duration: spec.durationSeconds,
        timeout: 10,
        ...(spec.overallRate === undefined ? {} : { overallRate: spec.overallRate }),
        ...(perRequestHeaders || checkResponse
          ? {
              requests: [
                {
                  ...(perRequestHeaders ? { setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...perRequestHeaders() } }) } : {}),
                  ...(checkResponse
                    ? {
                        onResponse: (_status, _body, _context, headers) => {
                          const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
                          if (!checkResponse(lower)) failures.refused++;
                        },
                      }
                    : {}),
                },
              ],
            }
          : {}),
      });
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
        if (statusCode === expected) latencies.push(responseTimeMs);
        else failures.non200++;
      });
      return instance;
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  for (const result of results) {
    failures.non2xx += result.non2xx;
    failures.errors += result.errors;
    failures.timeouts += result.timeouts;
    for (const [code, stat] of Object.entries(result.statusCodeStats)) failures.statusCodes[code] = (failures.statusCodes[code] ?? 0) + stat.count;
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    failures,
  };
}

export function failed(result: LoadResult): boolean {
  const { non200, non2xx, refused, errors, timeouts } = result.failures;
  return non200 + non2xx + refused + errors + timeouts > 0;
}
