/**
 * Downstream HTTP for connectors: undici with keep-alive pools, a timeout per
 * call (28 s unless the request or the connector says otherwise), credentials
 * injected from the connection, and every failure turned into the error type
 * the caller should see. Connectors only build requests and map bodies.
 */
import { Agent, errors as undiciErrors } from 'undici';
import { ApiError } from '../../core/errors/api-error.js';
import type { AuthStrategy } from './auth.js';
import type { RateLimitSignals } from './rate-limit.js';
import type { SettingValues } from './settings.js';

type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface DownstreamRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (with or without a query string) under the base URL, or an absolute URL on the same origin. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  timeoutMs?: number;
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
  errorMessage?: ((body: unknown) => string | undefined) | undefined;
  /** Collects exchanges when the caller asked for raw output. */
  rawCalls?: RawCall[] | undefined;
}

/** Largest downstream body read into memory. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** One pool set for the whole process: keep-alive connections per origin. */
export const downstreamAgent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 300_000,
  connections: 256,
  maxResponseSize: MAX_RESPONSE_BYTES,
});

class DeadlineError extends Error {
  constructor() {
    super('downstream deadline reached');
  }
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

  async request<T = unknown>(request: DownstreamRequest): Promise<DownstreamResponse<T>> {
    const path = this.#resolvePath(request);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'unified-integration-api',
      ...request.headers,
      ...this.#options.auth.headers(this.#options.values),
    };
    let body: string | undefined;
    if (request.json !== undefined) {
      body = JSON.stringify(request.json);
      headers['content-type'] = 'application/json';
    } else if (request.form !== undefined) {
      body = encodeQuery(request.form);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }

    const timeoutMs = request.timeoutMs ?? this.#options.timeoutMs;
    // One deadline for the whole call, cleared as soon as it ends: AbortSignal.timeout
    // would keep a timer (and its closure) alive for the full timeout of every call.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DeadlineError()), timeoutMs);
    let status: number;
    let responseHeaders: Record<string, string | string[] | undefined>;
    let text: string;
    try {
      const response = await downstreamAgent.request({
        origin: this.#origin,
        path,
        method: request.method,
        headers,
        body,
        signal: deadline.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      status = response.statusCode;
      responseHeaders = response.headers;
      text = await response.body.text();
    } catch (error) {
      throw this.#transportError(deadline.signal.aborted ? deadline.signal.reason : error, timeoutMs);
    } finally {
      clearTimeout(timer);
    }

    const parsed = parseBody(text, responseHeaders['content-type']);
    this.#options.rawCalls?.push({
      request: { method: request.method, url: `${this.#origin}${path}`, ...(body !== undefined ? { body: request.json ?? request.form } : {}) },
      response: { status_code: status, body: parsed },
    });
    if (status >= 200 && status < 300) {
      return { status, headers: responseHeaders, body: parsed as T };
    }
    throw this.#statusError(status, responseHeaders, parsed);
  }

  #resolvePath(request: DownstreamRequest): string {
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
    }
    const query = request.query ? encodeQuery(request.query) : '';
    if (query === '') return target;
    return `${target}${target.includes('?') ? '&' : '?'}${query}`;
  }

  #transportError(error: unknown, timeoutMs: number): ApiError {
    if (
      error instanceof DeadlineError ||
      error instanceof undiciErrors.HeadersTimeoutError ||
      error instanceof undiciErrors.BodyTimeoutError
    ) {
      return new ApiError('ConnectorTimeoutError', {
        message: `${this.#options.connectorId} did not answer within ${timeoutMs} ms`,
        cause: error,
      });
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

  #statusError(status: number, headers: Record<string, string | string[] | undefined>, body: unknown): ApiError {
    const platformMessage = safeMessage(this.#options.errorMessage, body);
    const detail = { downstream_status: status, downstream_body: body };
    if (status === 429 || this.#options.rateLimit.isRateLimited?.(status, headers, body)) {
      const retryAfter = this.#options.rateLimit.retryAfterSeconds(headers, body);
      return new ApiError('ConnectorRateLimitError', {
        message: platformMessage ?? `${this.#options.connectorId} is rate limiting requests`,
        detail,
        headers: retryAfter !== undefined ? { 'retry-after': String(retryAfter) } : {},
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

function safeMessage(extract: ((body: unknown) => string | undefined) | undefined, body: unknown): string | undefined {
  if (!extract) return undefined;
  try {
    const message = extract(body);
    return typeof message === 'string' && message.trim() !== '' ? message.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}

function parseBody(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return null;
  const type = String(contentType ?? '').toLowerCase();
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function encodeQuery(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  return params.toString();
}
