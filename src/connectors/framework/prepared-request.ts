/**
 * A connector's request made ready to send: credentials placed where the
 * platform reads them (headers, form body or query), the body encoded, and
 * the path resolved under the base URL. An absolute URL the platform handed
 * out is followed only on the platform's own origin.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { AuthStrategy } from './auth.js';
import { encodeQuery } from './http-text.js';
import type { DownstreamRequest } from './http-types.js';
import { pathProblem } from './rest/path.js';
import type { SettingValues } from './settings.js';

export interface PreparedRequest {
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

/** Where a connection's calls go: the base URL's origin, and its path that every request path is under. */
export interface BaseTarget {
  origin: string;
  basePath: string;
}

/** A client is made per call; the handful of base URLs a service uses are parsed once. */
const baseTargets = new Map<string, BaseTarget>();

export function baseTargetOf(baseUrl: string): BaseTarget {
  let parsed = baseTargets.get(baseUrl);
  if (!parsed) {
    const url = new URL(baseUrl);
    parsed = { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
    // Bounded: live base URLs vary with settings (one per Zendesk subdomain, Jira site).
    if (baseTargets.size >= 10_000) baseTargets.clear();
    baseTargets.set(baseUrl, parsed);
  }
  return parsed;
}

export interface Credentials {
  /** The connection's credentials, unless the request brings its own kind (`request.auth`). */
  auth: AuthStrategy;
  values: SettingValues;
}

export function prepareRequest(request: DownstreamRequest, target: BaseTarget, credentials: Credentials, keepsRawCalls: boolean): PreparedRequest {
  const { values } = credentials;
  const auth = request.auth ?? credentials.auth;
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
  const path = resolvePath(request, target, queryCredentials);
  const hidesCredentials = Object.keys(queryCredentials).length > 0;
  return {
    method: request.method,
    path,
    loggedPath: keepsRawCalls ? (hidesCredentials ? resolvePath(request, target, {}) : path) : undefined,
    headers,
    body,
    rawBody: rawBody ?? (body !== undefined ? (request.json ?? request.form) : undefined),
    rawAnswer: request.rawAnswer,
    responseType: request.responseType ?? 'parsed',
  };
}

function resolvePath(request: DownstreamRequest, target: BaseTarget, credentials: Record<string, string>): string {
  let path = request.path;
  if (/^https?:\/\//i.test(path)) {
    const url = new URL(path);
    // Never follow a platform-provided URL to another host: that is how SSRF starts.
    if (url.origin !== target.origin) {
      throw new ApiError('ConnectorExecutionError', {
        status: 502,
        message: 'The platform pointed to a URL outside its own origin',
        detail: { origin: url.origin },
      });
    }
    path = `${url.pathname}${url.search}`;
  } else {
    path = `${target.basePath}${path.startsWith('/') ? '' : '/'}${path}`;
    // Every connector builds its paths with `segment`; this holds the line for one that did not.
    const problem = pathProblem(request.path);
    if (problem) throw new ApiError('RequestValidationError', { message: `A value of the request cannot be sent to the platform: ${problem}`, detail: { reason: problem } });
  }
  const query = encodeQuery({ ...request.query, ...credentials });
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
