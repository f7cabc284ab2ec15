/**
 * Downstream HTTP for connectors: undici with keep-alive pools, credentials
 * injected from the connection, and every failure turned into the error type
 * the caller should see. Connectors only build requests and map bodies.
 *
 * Each call first takes a slot from the connection's shared token bucket
 * (when the gateway gives one), waiting for it if that fits the time budget;
 * reads (and writes marked idempotent) are retried after network failures,
 * 429s and 502/503/504, honouring the platform's Retry-After; a 429 also
 * tells every instance to hold back. All of it comes out of one time budget:
 * the operation's (`x-svc-timeout`), else `timeoutMs` per request; a wait
 * for a rate limit is also bounded by how long the caller may be held
 * (time-budget.ts), past which it gets 429 with Retry-After at once.
 */
import { Agent, errors as undiciErrors } from '../../core/http/undici.js';
import { ApiError } from '../../core/errors/api-error.js';
import type { AuthStrategy } from './auth.js';
import { noteAnswer, takeSlot, type DownstreamPacing } from './pacing.js';
import { retryAfterHeader, type RateLimitSignals } from './rate-limit.js';
import { DEFAULT_RETRY_POLICY, mayRetry, retryableStatus, retryDelayMs, sleep, transientNetworkError, type RetryPolicy } from './retry-policy.js';
import type { SettingValues } from './settings.js';
import { TimeBudget } from './time-budget.js';
import { CallDeadline, DeadlineError } from './call-deadline.js';
import { publishDownstreamCall } from '../../core/telemetry/downstream-calls.js';
import { encodeQuery, parseBody, safeMessage, type QueryValue } from './http-text.js';
import { pathProblem } from './rest/path.js';

export { encodeQuery, type QueryValue };


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

/**
 * A retry or a pacing wait that would leave less than this for the call itself
 * is not worth making: the caller gets the rate-limit answer instead of a timeout.
 */
const MIN_CALL_MS = 50;

/** Largest downstream body read into memory. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** One pool set for the whole process: keep-alive connections per origin. */
export const downstreamAgent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 300_000,
  connections: 256,
  maxResponseSize: MAX_RESPONSE_BYTES,
});

interface PreparedRequest {
  method: DownstreamRequest['method'];
  path: string;
  /** The path as kept for `raw` output (without credentials placed in the query); only made when raw calls are kept. */
  loggedPath: string | undefined;
  headers: Record<string, string>;
  body: string | Uint8Array | undefined;
  /** The body as the connector gave it, for `raw` output. */
  rawBody: unknown;
  rawAnswer: ((body: unknown) => unknown) | undefined;
  responseType: 'parsed' | 'bytes';
}

type SendOutcome =
  | { kind: 'answer'; status: number; headers: Record<string, string | string[] | undefined>; body: unknown }
  | { kind: 'network'; error: ApiError };

/** Whole seconds for a Retry-After header: rounded up, at least 1. */
function retryAfterHeaderSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A client is made per call; the handful of base URLs a service uses are parsed once. */
const baseUrls = new Map<string, { origin: string; basePath: string }>();

function parsedBaseUrl(baseUrl: string): { origin: string; basePath: string } {
  let parsed = baseUrls.get(baseUrl);
  if (!parsed) {
    const url = new URL(baseUrl);
    parsed = { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
    // Bounded: live base URLs vary with settings (one per Zendesk subdomain, Jira site).
    if (baseUrls.size >= 10_000) baseUrls.clear();
    baseUrls.set(baseUrl, parsed);
  }
  return parsed;
}

export class DownstreamHttp {
  readonly #options: DownstreamHttpOptions;
  readonly #origin: string;
  readonly #basePath: string;

  constructor(options: DownstreamHttpOptions) {
    this.#options = options;
    const base = parsedBaseUrl(options.baseUrl);
    this.#origin = base.origin;
    this.#basePath = base.basePath;
  }

  get connectorId(): string {
    return this.#options.connectorId;
  }

  /** The base URL the calls go to, as configured (no URL parsed). */
  get baseUrl(): string {
    return this.#options.baseUrl;
  }

  async request<T = unknown>(request: DownstreamRequest): Promise<DownstreamResponse<T>> {
    const prepared = this.#prepare(request);
    const callTimeoutMs = request.timeoutMs ?? this.#options.timeoutMs;
    const budget = this.#options.budget ?? new TimeBudget(callTimeoutMs, { rateLimitWaitMs: this.#options.rateLimitWaitMs });
    const policy = this.#options.retry ?? DEFAULT_RETRY_POLICY;
    const retryable = mayRetry(request.method, request.idempotent);

    for (let retry = 0; ; retry++) {
      await this.#takeSlot(budget);
      const timeoutMs = Math.min(budget.remainingMs(), callTimeoutMs);
      if (timeoutMs <= 0) throw this.#timeoutError(budget.totalMs, undefined);
      const outcome = await this.#send(prepared, timeoutMs, budget);
      const lastTry = !retryable || retry + 1 >= policy.maxAttempts;

      if (outcome.kind === 'network') {
        const delay = retryDelayMs(retry, undefined, policy);
        if (lastTry || delay + MIN_CALL_MS > budget.remainingMs()) throw outcome.error;
        await sleep(delay);
        continue;
      }

      const { status, headers, body } = outcome;
      // A platform may refuse with a 2xx (Vonage's SMS API: HTTP 200, message status 1 "Throttled"): its signal decides.
      if (status >= 200 && status < 300 && !this.#isRateLimited(status, headers, body)) {
        // A success that says the budget is used up: every instance waits for the reset.
        if (this.#options.pacing) await noteAnswer(this.#options.pacing, this.#options.rateLimit, { status, headers, body });
        return { status, headers, body: body as T };
      }
      const rateLimited = status === 429 || this.#isRateLimited(status, headers, body);
      if (!rateLimited && !retryableStatus(status)) throw this.#statusError(status, headers, body, undefined);
      // A 429 is read the platform's way; an outage only by the standard Retry-After (a rate-limit
      // window's reset, present on every answer of some platforms, says nothing about an outage).
      const platformWait = rateLimited ? this.#platformWaitSeconds(headers, body) : retryAfterHeader(headers);
      const delay = retryDelayMs(retry, platformWait, policy);
      // Every instance holds back for as long as the platform asked (or the backoff, when it did not say).
      if (rateLimited) await this.#options.pacing?.holdOff(delay);
      // A rate limit holds the caller only as long as it may be held (x-svc-timeout, else SVC_DOWNSTREAM_WAIT_MS).
      const tooLong = delay + MIN_CALL_MS > budget.remainingMs() || (rateLimited && delay > budget.rateLimitWaitLeftMs());
      if (lastTry || tooLong) throw this.#statusError(status, headers, body, rateLimited ? delay : undefined);
      await sleep(delay);
    }
  }

  /** The connection's credential headers, for a streamed transfer to the platform's own hosts (transfer.ts). */
  credentialHeaders(): Record<string, string> {
    return this.#options.auth.headers(this.#options.values);
  }

  /** The error a platform's failed answer becomes, for answers read outside `request` (transfer.ts). */
  errorFor(status: number, headers: Record<string, string | string[] | undefined>, body: unknown): ApiError {
    return this.#statusError(status, headers, body, undefined);
  }

  /**
   * The absolute URL a request path names (the base URL's path prefixed), so
   * a connector can check URLs the platform sends back against its own.
   */
  urlOf(path: string): URL {
    return new URL(`${this.#origin}${this.#basePath}${path.startsWith('/') ? '' : '/'}${path}`);
  }

  #prepare(request: DownstreamRequest): PreparedRequest {
    const { values } = this.#options;
    const auth = request.auth ?? this.#options.auth;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'unified-integration-api',
      ...request.headers,
      ...auth.headers(values),
    };
    // Credentials a platform reads from the form body go there when the request has one, else into the query.
    const formCredentials = auth.form?.(values) ?? {};
    const queryCredentials = { ...auth.query?.(values), ...(request.form === undefined ? formCredentials : {}) };
    let body: string | Uint8Array | undefined;
    let rawBody: unknown;
    if (request.bytes !== undefined) {
      body = request.bytes.body;
      headers['content-type'] = request.bytes.contentType;
      // `raw` output shows what was sent, not the file.
      rawBody = `<${request.bytes.body.byteLength} bytes of ${request.bytes.contentType}>`;
    } else if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    } else if (request.form !== undefined) {
      body = encodeQuery({ ...request.form, ...formCredentials });
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const path = this.#resolvePath(request, queryCredentials);
    const hidesCredentials = Object.keys(queryCredentials).length > 0;
    return {
      method: request.method,
      path,
      loggedPath: this.#options.rawCalls ? (hidesCredentials ? this.#resolvePath(request, {}) : path) : undefined,
      headers,
      body,
      rawBody: rawBody ?? (body !== undefined ? (request.json ?? request.form) : undefined),
      rawAnswer: request.rawAnswer,
      responseType: request.responseType ?? 'parsed',
    };
  }

  /** Waits for this call's slot in the shared bucket, or refuses at once when it would come too late. */
  async #takeSlot(budget: TimeBudget): Promise<void> {
    const pacing = this.#options.pacing;
    if (pacing) await takeSlot(pacing, this.#options.connectorId, Math.min(budget.rateLimitWaitLeftMs(), budget.remainingMs() - MIN_CALL_MS), budget.totalMs);
  }

  /** One exchange: the platform's answer, a transient network failure worth retrying, or a final error (thrown). */
  async #send(prepared: PreparedRequest, timeoutMs: number, budget: TimeBudget): Promise<SendOutcome> {
    const deadline = new CallDeadline(timeoutMs);
    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text: string;
    let bytes: Buffer | undefined;
    let answered = false;
    const started = performance.now();
    const announce = (status: number | undefined, failure?: 'timeout' | 'network') =>
      publishDownstreamCall({ connectorId: this.#options.connectorId, method: prepared.method, status, failure, seconds: (performance.now() - started) / 1000 });
    try {
      const response = await downstreamAgent.request({
        origin: this.#origin,
        path: prepared.path,
        method: prepared.method,
        headers: prepared.headers,
        body: prepared.body,
        signal: deadline,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      answered = true;
      status = response.statusCode;
      responseHeaders = response.headers;
      if (prepared.responseType === 'bytes' && status >= 200 && status < 300) {
        bytes = Buffer.from(await response.body.arrayBuffer());
        text = '';
      } else text = await response.body.text();
    } catch (error) {
      const cause = deadline.aborted ? deadline.reason : error;
      const final = this.#transportError(cause, timeoutMs, budget);
      announce(answered ? status! : undefined, final.typeName === 'ConnectorTimeoutError' ? 'timeout' : 'network');
      // Only failures before any answer are retried: a body cut halfway is reported as it is.
      if (!answered && !(cause instanceof DeadlineError) && transientNetworkError(cause)) return { kind: 'network', error: final };
      throw final;
    } finally {
      deadline.clear();
    }

    announce(status);
    const parsed = bytes ?? parseBody(text, responseHeaders['content-type']);
    this.#options.rawCalls?.push({
      request: { method: prepared.method, url: `${this.#origin}${prepared.loggedPath ?? ''}`, ...(prepared.rawBody !== undefined ? { body: prepared.rawBody } : {}) },
      response: { status_code: status, body: bytes ? `<${bytes.byteLength} bytes>` : prepared.rawAnswer ? prepared.rawAnswer(parsed) : parsed },
    });
    return { kind: 'answer', status, headers: responseHeaders, body: parsed };
  }

  #isRateLimited(status: number, headers: Record<string, string | string[] | undefined>, body: unknown): boolean {
    try {
      return this.#options.rateLimit.isRateLimited?.(status, headers, body) === true;
    } catch {
      return false;
    }
  }

  #platformWaitSeconds(headers: Record<string, string | string[] | undefined>, body: unknown): number | undefined {
    try {
      const seconds = this.#options.rateLimit.retryAfterSeconds(headers, body);
      return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
    } catch {
      return undefined;
    }
  }

  #resolvePath(request: DownstreamRequest, credentials: Record<string, string>): string {
    let target = request.path;
    if (/^https?:\/\//i.test(target)) {
      const url = new URL(target);
      // Never follow a platform-provided URL to another host: that is how SSRF starts.
      if (url.origin !== this.#origin) {
        throw new ApiError('ConnectorExecutionError', {
          status: 502,
          message: 'The platform pointed to a URL outside its own origin',
          detail: { origin: url.origin },
        });
      }
      target = `${url.pathname}${url.search}`;
    } else {
      target = `${this.#basePath}${target.startsWith('/') ? '' : '/'}${target}`;
      // Every connector builds its paths with `segment`; this holds the line for one that did not.
      const problem = pathProblem(request.path);
      if (problem) throw new ApiError('RequestValidationError', { message: `A value of the request cannot be sent to the platform: ${problem}`, detail: { reason: problem } });
    }
    const query = encodeQuery({ ...request.query, ...credentials });
    if (query === '') return target;
    return `${target}${target.includes('?') ? '&' : '?'}${query}`;
  }

  #transportError(error: unknown, timeoutMs: number, budget: TimeBudget): ApiError {
    if (
      error instanceof DeadlineError ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError
    ) {
      // The budget ran out (rather than this call's own limit) when nothing of it is left.
      return this.#timeoutError(budget.remainingMs() <= 0 ? budget.totalMs : undefined, error, timeoutMs);
    }
    if (error instanceof undiciErrors.ResponseExceededMaxSizeError) {
      return new ApiError('ConnectorExecutionError', {
        status: 502,
        message: `The response of ${this.#options.connectorId} is larger than ${MAX_RESPONSE_BYTES} bytes`,
        cause: error,
      });
    }
    const code = (error as { code?: string }).code;
    return new ApiError('ConnectorExecutionError', {
      status: 502,
      message: `Could not reach ${this.#options.connectorId}`,
      detail: { network_error: code ?? 'unknown' },
      cause: error,
    });
  }

  #timeoutError(budgetMs: number | undefined, cause: unknown, callTimeoutMs?: number): ApiError {
    const id = this.#options.connectorId;
    if (budgetMs !== undefined) {
      return new ApiError('ConnectorTimeoutError', {
        message: `${id} did not answer within this request's time budget of ${budgetMs} ms (x-svc-timeout, or the service default)`,
        detail: { timeout_ms: budgetMs },
        cause,
      });
    }
    return new ApiError('ConnectorTimeoutError', {
      message: `${id} did not answer within ${callTimeoutMs} ms`,
      detail: { timeout_ms: callTimeoutMs },
      cause,
    });
  }

  /** `waitMs`: how long the caller should wait after a rate limit (the platform's word, else our backoff). */
  #statusError(status: number, headers: Record<string, string | string[] | undefined>, body: unknown, waitMs: number | undefined): ApiError {
    const platformMessage = safeMessage(this.#options.errorMessage, body, headers);
    const detail = { downstream_status: status, downstream_body: body };
    if (status === 429 || this.#isRateLimited(status, headers, body)) {
      const platformWait = this.#platformWaitSeconds(headers, body);
      const seconds = platformWait !== undefined && platformWait > 0 ? Math.ceil(platformWait) : retryAfterHeaderSeconds(waitMs ?? 1000);
      return new ApiError('ConnectorRateLimitError', {
        message: platformMessage ?? `${this.#options.connectorId} is rate limiting requests`,
        detail,
        headers: { 'retry-after': String(seconds) },
      });
    }
    if (status === 401 || status === 403) {
      return new ApiError('ConnectorCredentialsError', {
        message: platformMessage ?? `${this.#options.connectorId} refused the connection's credentials`,
        detail,
      });
    }
    return new ApiError('ConnectorExecutionError', {
      // 1xx/3xx from a platform are not something a client can act on: report a bad gateway.
      status: status >= 400 && status < 600 ? status : 502,
      message: platformMessage ?? `${this.#options.connectorId} answered with status ${status}`,
      detail,
    });
  }
}
