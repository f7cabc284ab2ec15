/**
 * A Proxy API call from headers to answer: resolve the connection, build and
 * check the target URL, call the platform with the connection's credentials
 * (an OAuth token refreshed before use when due, and once more after the
 * platform answers 401), and pass the platform's answer back unchanged but for
 * hop-by-hop headers and cookies, within the response size limit.
 */
import { requireProxyScopes } from '../gateway/key-scopes.js';
import { pipeline } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { ApiError } from '../core/errors/api-error.js';
import { downstreamTimeoutHeader, headerValue } from '../core/http/request-headers.js';
import { callerRateLimitWaitMs, DEFAULT_DOWNSTREAM_WAIT_MS } from '../connectors/framework/time-budget.js';
import { usesOAuthToken, type ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { DownstreamTargets } from '../connectors/targets.js';
import type { AuthContext } from '../core/http/route-config.js';
import type { ResolvedConnection, Vault } from '../vault/vault.js';
import { exchange, type ExchangeAnswer } from './downstream-exchange.js';
import { downstreamUrl } from './downstream-url.js';
import { forwardedRequestHeaders, returnedResponseHeaders } from './forward-headers.js';
import { resolveProxyConnection } from './proxy-connection.js';
import { readProxyHeaders } from './proxy-headers.js';
import { byteLimit, declaredLength } from './size-limit.js';
import { checkTarget } from './ssrf/target-guard.js';

/** What the pacing hooks learn about a platform call. */
export interface ProxyCallInfo {
  auth: AuthContext;
  connector: ConnectorDefinition;
  connection: ResolvedConnection;
  method: string;
  url: URL;
  /** The call's deadline. */
  timeoutMs: number;
  /** How long a pacing hook may hold it at most (time-budget.ts): the deadline when the caller named it, else SVC_DOWNSTREAM_WAIT_MS. */
  rateLimitWaitMs: number;
}

export interface ProxyDeps {
  vault: Vault;
  connectors: ConnectorRegistry;
  targets: DownstreamTargets;
  downstreamTimeoutMs: number;
  downstreamTimeoutMaxMs: number;
  /** Longest a rate limit holds a call without `x-svc-timeout` (SVC_DOWNSTREAM_WAIT_MS); 2000 ms when unset. */
  downstreamWaitMs?: number | undefined;
  responseLimitBytes: number;
  /** Live platforms: connects only to checked public addresses. */
  liveDispatcher: Dispatcher;
  /** The emulators of sandbox keys (loopback, or where SVC_SANDBOX_URLS says). */
  sandboxDispatcher: Dispatcher;
  /**
   * Pacing hook: awaited before every platform call (a shared downstream rate
   * limiter waits or throws ConnectorRateLimitError here; see pacing-hooks.ts).
   */
  beforeDownstreamCall?: ((call: ProxyCallInfo) => Promise<void>) | undefined;
  /** Sees every platform answer's status and headers (rate-limit signals), before it is passed on. */
  afterDownstreamCall?: ((call: ProxyCallInfo, answer: { status: number; headers: Record<string, string | string[] | undefined> }) => Promise<void> | void) | undefined;
}

const NO_BODY_STATUSES = new Set([204, 304]);

export async function runProxyCall(deps: ProxyDeps, auth: AuthContext, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  requireProxyScopes(auth);
  const headers = readProxyHeaders(request);
  const injects = headers.downstreamAuthorization === undefined;
  const { connection, connector } = await resolveProxyConnection(
    deps.vault,
    deps.connectors,
    auth,
    headers.consumerId,
    headers.serviceId,
    headers.unifiedApi,
    { credentialsNeeded: injects },
  );
  request.servedBy = connector.id;
  const timeoutMs = downstreamTimeoutHeader(request, connector.timeoutMs ?? deps.downstreamTimeoutMs, deps.downstreamTimeoutMaxMs);
  const rateLimitWaitMs = callerRateLimitWaitMs(timeoutMs, headerValue(request, 'x-svc-timeout') !== undefined, deps.downstreamWaitMs ?? DEFAULT_DOWNSTREAM_WAIT_MS);
  const refreshable = injects && usesOAuthToken(connector, connection.values);
  let values = refreshable ? await deps.vault.freshValues(auth, headers.consumerId, connection) : connection.values;

  const absolute = downstreamUrl(headers.downstreamUrl, connector, values, () => connector.liveBaseUrl(values));
  const target = checkTarget(absolute, {
    mode: auth.mode,
    hosts: connector.hosts,
    sandboxBase: deps.targets.sandboxUrl(connector.id),
    credentialHost: injects ? new URL(connector.liveBaseUrl(values)).hostname : undefined,
  });

  const callInfo: ProxyCallInfo = { auth, connector, connection, method: headers.method, url: target.url, timeoutMs, rateLimitWaitMs };
  const forwarded = forwardedRequestHeaders(request.headers);
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  // A caller that hangs up before the platform answers should not keep the platform call running.
  const callerGone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) callerGone.abort();
  });
  const attempt = async (credentials: Readonly<Record<string, string>>): Promise<ExchangeAnswer> => {
    const authorization = injects ? connector.auth.headers(credentials) : { authorization: headers.downstreamAuthorization as string };
    await deps.beforeDownstreamCall?.(callInfo);
    const answer = await exchange({
      dispatcher: target.live ? deps.liveDispatcher : deps.sandboxDispatcher,
      url: injects ? withQueryCredentials(target.url, connector.auth, credentials) : target.url,
      method: headers.method,
      headers: { ...forwarded, ...authorization },
      body,
      timeoutMs,
      connectorName: connector.name,
      callerGone: callerGone.signal,
    });
    try {
      await deps.afterDownstreamCall?.(callInfo, { status: answer.status, headers: answer.headers });
    } catch (error) {
      answer.discard();
      throw error;
    }
    return answer;
  };

  let answer = await attempt(values);
  if (answer.status === 401 && refreshable) {
    // The platform rejected the token: refresh once (shared with other requests and instances) and repeat the call.
    answer.discard();
    values = await deps.vault.freshValues(auth, headers.consumerId, connection, { rejectedToken: values.access_token });
    answer = await attempt(values);
  }
  return passOn(deps, reply, answer, headers.method);
}

function passOn(deps: ProxyDeps, reply: FastifyReply, answer: ExchangeAnswer, method: string): FastifyReply {
  const length = declaredLength(answer.headers['content-length']);
  if (length !== undefined && length > deps.responseLimitBytes) {
    answer.discard();
    throw new ApiError('ConnectorExecutionError', {
      status: 502,
      message: `The platform's response (${length} bytes) is larger than the proxy's limit of ${deps.responseLimitBytes} bytes`,
      detail: { downstream_status: answer.status, limit_bytes: deps.responseLimitBytes },
    });
  }
  const returned = returnedResponseHeaders(answer.headers);
  reply.code(answer.status).headers(returned);
  // Tells the caller the error body is the platform's own, not the service's error envelope (proxy.yml).
  if (answer.status >= 400) reply.header('x-svc-downstream-error', 'true');

  if (method === 'HEAD' || NO_BODY_STATUSES.has(answer.status)) {
    answer.discard();
    reply.removeHeader('content-length');
    return reply.send();
  }
  const limited = byteLimit(deps.responseLimitBytes);
  // Ends with the body: done, cut off at the limit, timed out or abandoned by the caller.
  pipeline(answer.body, limited, () => answer.settle());
  return reply.send(limited);
}

/**
 * Platforms that read their keys from the query or the form body (Vonage's
 * api_key and api_secret) get them in the query string: the body is passed
 * through byte for byte, and these platforms accept either place. Only the
 * sent URL carries them; logs and the call info keep the caller's URL.
 */
function withQueryCredentials(url: URL, auth: ConnectorDefinition['auth'], credentials: Readonly<Record<string, string>>): URL {
  const extra = { ...auth.query?.(credentials), ...auth.form?.(credentials) };
  if (Object.keys(extra).length === 0) return url;
  const sent = new URL(url);
  for (const [name, value] of Object.entries(extra)) sent.searchParams.set(name, value);
  return sent;
}
