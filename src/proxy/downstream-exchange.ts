/**
 * One platform call of the Proxy API: sent through undici (which never follows
 * redirects), under one deadline that covers the answer's headers and its
 * body, with transport failures turned into the error types a caller sees.
 * The body is handed back as a stream, not read: the proxy passes it on.
 */
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { errors as undiciErrors } from '../core/http/undici.js';
import { ApiError } from '../core/errors/api-error.js';
import { TargetAddressRefused } from '../core/ssrf/checked-lookup.js';
import { refused } from './ssrf/target-guard.js';

export interface ExchangeRequest {
  dispatcher: Dispatcher;
  url: URL;
  method: string;
  headers: Record<string, string | string[]>;
  body: Buffer | undefined;
  timeoutMs: number;
  /** Names the platform in error messages. */
  connectorName: string;
  /** Aborted when the caller goes away: the platform call is dropped with it. */
  callerGone?: AbortSignal | undefined;
}

export interface ExchangeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
  /** Stops the deadline; call once the body is finished with (read, failed or dropped). */
  settle(): void;
  /** Throws the body away (an answer that is not passed on). */
  discard(): void;
}

class DeadlineReached extends Error {
  constructor() {
    super('downstream deadline reached');
  }
}

export async function exchange(request: ExchangeRequest): Promise<ExchangeAnswer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DeadlineReached()), request.timeoutMs);
  const abandon = () => deadline.abort(new Error('the caller went away'));
  request.callerGone?.addEventListener('abort', abandon, { once: true });
  const settle = () => {
    clearTimeout(timer);
    request.callerGone?.removeEventListener('abort', abandon);
  };
  try {
    const response = await request.dispatcher.request({
      origin: request.url.origin,
      path: `${request.url.pathname}${request.url.search}`,
      method: request.method as Dispatcher.HttpMethod,
      headers: request.headers,
      body: request.body !== undefined && request.body.length > 0 ? request.body : null,
      signal: deadline.signal,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      settle,
      discard() {
        settle();
        // Reads a small leftover so the connection can serve the next call; a larger one closes it.
        response.body.dump({ limit: 64 * 1024 }).catch(() => {});
      },
    };
  } catch (error) {
    settle();
    throw transportError(deadline.signal.aborted ? deadline.signal.reason : error, request);
  }
}

function transportError(error: unknown, request: ExchangeRequest): ApiError {
  if (error instanceof TargetAddressRefused) {
    if (error.addressClass === 'unresolvable') {
      return new ApiError('ConnectorExecutionError', {
        status: 502,
        message: `Could not reach ${request.connectorName}: ${request.url.hostname} does not resolve`,
        detail: { network_error: 'ENOTFOUND' },
      });
    }
    // The address itself is not shown: it would map the service's own network for the caller.
    return refused('private_address', `${request.url.hostname} resolves to an address the proxy must not reach`, {
      host: request.url.hostname,
      address_class: error.addressClass,
    });
  }
  if (error instanceof DeadlineReached || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
    return new ApiError('ConnectorTimeoutError', { message: `${request.connectorName} did not answer within ${request.timeoutMs} ms`, cause: error });
  }
  const code = (error as { code?: string } | undefined)?.code;
  return new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `Could not reach ${request.connectorName}`,
    detail: { network_error: code ?? 'unknown' },
    cause: error,
  });
}
