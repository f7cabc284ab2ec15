/**
 * Which headers cross the proxy. Towards the platform: the caller's own
 * headers except the service's (`authorization`, `x-svc-*`), hop-by-hop ones
 * (RFC 9110 section 7.6.1, plus any the `Connection` header names), those the
 * HTTP client sets itself (`host`, `content-length`, `expect`), cookies (they
 * belong to the service's origin, e.g. the hosted connect page, not to the
 * platform) and `forwarded`/`x-forwarded-*`/`x-real-ip` (the caller's network
 * is none of the platform's business). Back to the caller: the platform's
 * headers except hop-by-hop ones, `set-cookie` (a platform session bound to the
 * consumer's credentials must not leak to whoever holds the API key; the
 * service never replays cookies anyway) and `request-id` (ours identifies the
 * request).
 */
import type { IncomingHttpHeaders } from 'node:http';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const NOT_FORWARDED = new Set(['authorization', 'host', 'content-length', 'expect', 'cookie', 'forwarded', 'x-real-ip']);
const NOT_RETURNED = new Set(['set-cookie', 'set-cookie2', 'request-id']);

type HeaderValue = string | string[] | undefined;

/** Header names listed in a `Connection` header: hop-by-hop for this message only. */
function connectionTokens(value: HeaderValue): Set<string> {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(text.split(',').map((token) => token.trim().toLowerCase()).filter(Boolean));
}

/** The caller's headers that go on to the platform (credentials are added by the caller of this function). */
export function forwardedRequestHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = connectionTokens(headers.connection);
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || NOT_FORWARDED.has(lower) || named.has(lower)) continue;
    if (lower.startsWith('x-svc-') || lower.startsWith('x-forwarded-')) continue;
    forwarded[lower] = value;
  }
  // Some platforms refuse requests without a user agent.
  forwarded['user-agent'] ??= 'unified-integration-api (proxy)';
  return forwarded;
}

/** The platform's response headers that go back to the caller. */
export function returnedResponseHeaders(headers: Record<string, HeaderValue>): Record<string, string | string[]> {
  const named = connectionTokens(headers.connection);
  const returned: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || NOT_RETURNED.has(lower) || named.has(lower)) continue;
    returned[lower] = value;
  }
  return returned;
}
