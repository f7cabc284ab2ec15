/**
 * When a downstream call is tried again, and after how long. Reads (GET,
 * HEAD, OPTIONS) and writes a connector marks idempotent are retried after a
 * network failure before any answer, a 429, or a 502/503/504; other writes
 * never are, since the platform may have acted on them. The delay is the
 * platform's own (Retry-After, reset headers) when it gives one, else a
 * jittered exponential backoff; either way within the operation's budget.
 */

export interface RetryPolicy {
  /** Calls in all, the first included. */
  maxAttempts: number;
  /** Backoff cap of the first retry; doubles for each further retry. */
  baseDelayMs: number;
  /** Largest backoff cap. */
  maxDelayMs: number;
  /** Source of jitter in [0, 1) (tests pass a fixed one). */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  random: Math.random,
};

/**
 * Backoff before retry number `retry` (0 for the first): "equal jitter",
 * half the exponential cap plus a random share of the other half, so retries
 * of many callers spread out but none comes back at once.
 */
export function backoffDelayMs(retry: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'random'>): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry));
  return Math.floor(cap / 2 + policy.random() * (cap / 2));
}

/** The platform's wait when it gave one (a positive number of seconds), else the backoff. */
export function retryDelayMs(retry: number, platformWaitSeconds: number | undefined, policy: RetryPolicy): number {
  if (platformWaitSeconds !== undefined && platformWaitSeconds > 0) return Math.ceil(platformWaitSeconds * 1000);
  return backoffDelayMs(retry, policy);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may be sent twice: safe methods, and writes the connector knows to be idempotent. */
export function mayRetry(method: string, idempotent: boolean | undefined): boolean {
  return SAFE_METHODS.has(method) || idempotent === true;
}

/** Statuses that say "not now" rather than "no": worth another try. */
export function retryableStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503 || status === 504;
}

/**
 * Network failures that happen before the platform answered: refused or
 * reset connections, a socket closed under the request, a DNS hiccup.
 * (A host that does not exist, ENOTFOUND, will not exist on the next try.)
 */
const TRANSIENT_NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function transientNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_NETWORK_CODES.has(code);
}

export function sleep(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, ms));
}
