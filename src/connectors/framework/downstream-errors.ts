/**
 * The error a caller sees for each way a platform call fails: the platform
 * rate limits (429 with the Retry-After it asked for), refuses the
 * credentials, answers with an error, takes too long, or cannot be reached.
 * A platform's own rate-limit signals (rate-limit.ts) are read defensively:
 * a connector's reader that throws counts as "no signal".
 */
import { ApiError } from '../../core/errors/api-error.js';
import { errors as undiciErrors } from '../../core/http/undici.js';
import { DeadlineError } from './call-deadline.js';
import { MAX_RESPONSE_BYTES } from './downstream-agent.js';
import { safeMessage } from './http-text.js';
import type { DownstreamHttpOptions } from './http-types.js';
import type { RateLimitSignals } from './rate-limit.js';
import type { TimeBudget } from './time-budget.js';

type Headers = Record<string, string | string[] | undefined>;

/** What of a connection's client the errors name and read. */
export type ErrorSource = Pick<DownstreamHttpOptions, 'connectorId' | 'rateLimit' | 'errorMessage'>;

/** Whole seconds for a Retry-After header: rounded up, at least 1. */
function retryAfterHeaderSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** Whether the platform's answer says it is rate limiting, by its own signal (a 2xx can, Vonage's does). */
export function isRateLimited(rateLimit: RateLimitSignals, status: number, headers: Headers, body: unknown): boolean {
  try {
    return rateLimit.isRateLimited?.(status, headers, body) === true;
  } catch {
    return false;
  }
}

/** How long the platform asked to wait, read its way; undefined when it did not say (or said nonsense). */
export function platformWaitSeconds(rateLimit: RateLimitSignals, headers: Headers, body: unknown): number | undefined {
  try {
    const seconds = rateLimit.retryAfterSeconds(headers, body);
    return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

/** `budgetMs` when the operation's whole budget ran out; else the call's own limit, `callTimeoutMs`. */
export function timeoutError(connectorId: string, budgetMs: number | undefined, cause: unknown, callTimeoutMs?: number): ApiError {
  if (budgetMs !== undefined) {
    return new ApiError('ConnectorTimeoutError', {
      message: `${connectorId} did not answer within this request's time budget of ${budgetMs} ms (x-svc-timeout, or the service default)`,
      detail: { timeout_ms: budgetMs },
      cause,
    });
  }
  return new ApiError('ConnectorTimeoutError', {
    message: `${connectorId} did not answer within ${callTimeoutMs} ms`,
    detail: { timeout_ms: callTimeoutMs },
    cause,
  });
}

/** A call that got no whole answer: a deadline, an answer too large, or the network. */
export function transportError(connectorId: string, error: unknown, timeoutMs: number, budget: TimeBudget): ApiError {
  if (error instanceof DeadlineError || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
    // The budget ran out (rather than this call's own limit) when nothing of it is left.
    return timeoutError(connectorId, budget.remainingMs() <= 0 ? budget.totalMs : undefined, error, timeoutMs);
  }
  if (error instanceof undiciErrors.ResponseExceededMaxSizeError) {
    return new ApiError('ConnectorExecutionError', {
      status: 502,
      message: `The response of ${connectorId} is larger than ${MAX_RESPONSE_BYTES} bytes`,
      cause: error,
    });
  }
  const code = (error as { code?: string }).code;
  return new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `Could not reach ${connectorId}`,
    detail: { network_error: code ?? 'unknown' },
    cause: error,
  });
}

/** A platform's failed answer. `waitMs`: how long the caller should wait after a rate limit (the platform's word, else our backoff). */
export function statusError(source: ErrorSource, status: number, headers: Headers, body: unknown, waitMs: number | undefined): ApiError {
  const platformMessage = safeMessage(source.errorMessage, body, headers);
  const detail = { downstream_status: status, downstream_body: body };
  if (status === 429 || isRateLimited(source.rateLimit, status, headers, body)) {
    const platformWait = platformWaitSeconds(source.rateLimit, headers, body);
    const seconds = platformWait !== undefined && platformWait > 0 ? Math.ceil(platformWait) : retryAfterHeaderSeconds(waitMs ?? 1000);
    return new ApiError('ConnectorRateLimitError', {
      message: platformMessage ?? `${source.connectorId} is rate limiting requests`,
      detail,
      headers: { 'retry-after': String(seconds) },
    });
  }
  if (status === 401 || status === 403) {
    return new ApiError('ConnectorCredentialsError', {
      message: platformMessage ?? `${source.connectorId} refused the connection's credentials`,
      detail,
    });
  }
  return new ApiError('ConnectorExecutionError', {
    // 1xx/3xx from a platform are not something a client can act on: report a bad gateway.
    status: status >= 400 && status < 600 ? status : 502,
    message: platformMessage ?? `${source.connectorId} answered with status ${status}`,
    detail,
  });
}
