/**
 * What a connector hands the downstream HTTP client (http.ts) and what it
 * gets back: a request under the platform's base URL, its answer, the
 * exchanges kept for `raw=true`, and the client's settings for one
 * connection and one operation.
 */
import type { AuthStrategy } from './auth.js';
import type { QueryValue } from './http-text.js';
import type { DownstreamPacing } from './pacing.js';
import type { RateLimitSignals } from './rate-limit.js';
import type { RetryPolicy } from './retry-policy.js';
import type { SettingValues } from './settings.js';
import type { TimeBudget } from './time-budget.js';

export interface DownstreamRequest {
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (with or without a query string) under the base URL, or an absolute URL on the same origin. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, QueryValue>;
  /** A body of bytes with its media type (a file upload, a multipart body the connector built). */
  bytes?: { body: Uint8Array; contentType: string };
  /** `bytes`: a successful answer's body as a Buffer, untouched (a file download); errors are still parsed as text. */
  responseType?: 'parsed' | 'bytes';
  headers?: Record<string, string>;
  /**
   * Credentials of another kind for this one call, sent instead of the
   * connection's: an application-level token the connector holds beside the
   * connection's own (Gusto's system access token for its webhook
   * subscriptions).
   */
  auth?: AuthStrategy;
  /** Longest wait for this one call (never beyond what is left of the budget). */
  timeoutMs?: number;
  /**
   * A write the platform applies once however often it arrives (a search
   * sent as POST, a PUT of a whole record): retried like a read.
   */
  idempotent?: boolean;
  /**
   * The answer as `raw=true` output shows it, where part of it must stay in
   * the service (a signed file link the platform hands out, which opens the
   * file without credentials). Only the raw copy is changed.
   */
  rawAnswer?: (body: unknown) => unknown;
}

export interface DownstreamResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

/** One downstream exchange, kept for `raw=true` (never with credentials). */
export interface RawCall {
  request: { method: string; url: string; body?: unknown };
  response: { status_code: number; body: unknown };
}

export interface DownstreamHttpOptions {
  connectorId: string;
  baseUrl: string;
  auth: AuthStrategy;
  values: SettingValues;
  timeoutMs: number;
  rateLimit: RateLimitSignals;
  /** Pulls a human-readable message out of a platform error body. */
  errorMessage?: ((body: unknown, headers: Readonly<Record<string, string | string[] | undefined>>) => string | undefined) | undefined;
  /** Collects exchanges when the caller asked for raw output. */
  rawCalls?: RawCall[] | undefined;
  /** The connection's shared bucket; without it calls are not paced. */
  pacing?: DownstreamPacing | undefined;
  /** Time budget of the whole operation, shared by its calls, retries and waits; else `timeoutMs` per request. */
  budget?: TimeBudget | undefined;
  /** Without a `budget`: the longest a rate limit may hold a call (time-budget.ts); else the whole `timeoutMs`. */
  rateLimitWaitMs?: number | undefined;
  retry?: RetryPolicy | undefined;
}
