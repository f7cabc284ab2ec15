/**
 * Streamed transfers for connectors: a file's bytes sent to the platform
 * (an upload body) or answered by it (a download) as they arrive, never held
 * whole. The buffered client (http.ts) reads answers into memory up to
 * 32 MB; a file may be gigabytes, so transfers go through their own pool,
 * with no size cap, an idle timeout instead of a total one, and no retry
 * (a stream cannot be sent twice).
 *
 * Credentials go only to the connection's own origin or the hosts the
 * connector names for them; a platform's redirect to its content host is
 * followed by `followContentRedirect`, over https to declared hosts only,
 * with every resolved address checked (the Proxy API's SSRF rules), and
 * without credentials.
 */
import type { Readable } from 'node:stream';
import { Agent } from '../../core/http/undici.js';
import { ApiError } from '../../core/errors/api-error.js';
import { checkedLookup, systemResolver } from '../../core/ssrf/checked-lookup.js';
import { checkTarget } from '../../proxy/ssrf/target-guard.js';
import { parseBody } from './http-text.js';
import type { DownstreamHttp } from './http.js';

/** Longest a transfer waits for the platform to start answering. */
const HEADERS_TIMEOUT_MS = 60_000;
/** Longest a transfer may stall between two chunks. */
const IDLE_TIMEOUT_MS = 60_000;
/** Largest error body read (the platform's message). */
const ERROR_BODY_MAX = 64 * 1024;

const keepAlive = { keepAliveTimeout: 30_000, keepAliveMaxTimeout: 300_000, headersTimeout: HEADERS_TIMEOUT_MS, bodyTimeout: IDLE_TIMEOUT_MS };
/** The platform's own hosts (and the emulator), as configured. */
const platformAgent = new Agent(keepAlive);
/** Content hosts a platform redirected to: each address checked when the socket connects. */
const contentAgent = new Agent({ ...keepAlive, connect: { lookup: checkedLookup(systemResolver) } });

export type Headers = Record<string, string | string[] | undefined>;

export interface TransferRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute URL: on the connection's origin, or one of `credentialHosts`. */
  url: string;
  headers?: Record<string, string>;
  body?: Readable | Uint8Array | string;
  /** Hosts besides the base URL's that take the connection's credentials (Box's upload host). */
  credentialHosts?: readonly string[];
}

export interface TransferResponse {
  status: number;
  headers: Headers;
  /** The answer's body, unread: the caller pipes it on, or drains it. */
  body: Readable;
}

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The platform's error answer, read (bounded) and turned into the error the client sees. */
async function failed(http: DownstreamHttp, status: number, headers: Headers, body: Readable): Promise<never> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > ERROR_BODY_MAX) break;
    chunks.push(chunk as Buffer);
  }
  body.destroy();
  throw http.errorFor(status, headers, parseBody(Buffer.concat(chunks).toString('utf8'), header(headers, 'content-type')));
}

function unreachable(http: DownstreamHttp, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('ConnectorExecutionError', {
    status: 502,
    message: `The transfer with ${http.connectorId} failed`,
    detail: { network_error: (error as { code?: string }).code ?? 'unknown' },
    cause: error,
  });
}

/**
 * One streamed exchange with the platform. 2xx and 3xx answers come back with
 * their body unread; 4xx and 5xx become the error the buffered client would give.
 */
export async function transfer(http: DownstreamHttp, request: TransferRequest): Promise<TransferResponse> {
  const url = new URL(request.url);
  const base = http.urlOf('/');
  const own = url.origin === base.origin || (url.protocol === 'https:' && (request.credentialHosts ?? []).includes(url.hostname));
  if (!own) throw new ApiError('ConnectorExecutionError', { status: 502, message: `${http.connectorId}: a transfer may not go to ${url.host}`, detail: { host: url.host } });
  let answer;
  try {
    answer = await platformAgent.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: { 'user-agent': 'unified-integration-api', ...request.headers, ...http.credentialHeaders() },
      body: request.body ?? null,
    });
  } catch (error) {
    throw unreachable(http, error);
  }
  const headers = answer.headers as Headers;
  if (answer.statusCode >= 400) return failed(http, answer.statusCode, headers, answer.body);
  return { status: answer.statusCode, headers, body: answer.body };
}

/**
 * Follows a platform's redirect to its content host (a download link that
 * signs itself): https, a declared host by name on the default port, every
 * address it resolves to public, no credentials. A link back to the
 * connection's own origin (an emulator serving its own content) is read there.
 */
export async function followContentRedirect(http: DownstreamHttp, location: string, contentHosts: readonly string[], headers: Record<string, string> = {}): Promise<TransferResponse> {
  const base = http.urlOf('/');
  const resolved = new URL(location, base);
  if (resolved.origin === base.origin) return transfer(http, { method: 'GET', url: resolved.toString(), headers });
  let target: URL;
  try {
    target = checkTarget(resolved.toString(), { mode: 'live', hosts: contentHosts }).url;
  } catch (error) {
    throw new ApiError('ConnectorExecutionError', {
      status: 502,
      message: `${http.connectorId} redirected the download to a host it does not serve content from`,
      detail: { host: resolved.host, reason: (error as ApiError).detail },
    });
  }
  let answer;
  try {
    answer = await contentAgent.request({ origin: target.origin, path: `${target.pathname}${target.search}`, method: 'GET', headers: { 'user-agent': 'unified-integration-api', ...headers } });
  } catch (error) {
    throw unreachable(http, error);
  }
  if (answer.statusCode >= 300) {
    answer.body.destroy();
    throw new ApiError('ConnectorExecutionError', { status: 502, message: `${http.connectorId}'s content host answered ${answer.statusCode}`, detail: { downstream_status: answer.statusCode } });
  }
  return { status: answer.statusCode, headers: answer.headers as Headers, body: answer.body };
}
