/**
 * URLs on spans, as the instrumentations record them, without what grants
 * access: every query value is replaced (platforms such as Vonage take
 * api_key/api_secret in the query; OAuth callbacks bring code and state), and
 * the hosted page's session token is cut from its path. Parameter names stay.
 */
import type { Span } from '@opentelemetry/api';

/** Attributes that carry a URL, a path or a query string (stable and older semantic conventions). */
const URL_ATTRIBUTES = ['url.full', 'url.path', 'url.query', 'http.url', 'http.target'] as const;

/** "a=1&b=2" or "?a=1" or a whole URL: every value after "=" in the query replaced. */
export function redactQuery(text: string, queryOnly = false): string {
  const start = queryOnly ? 0 : text.indexOf('?');
  if (start < 0) return text;
  const head = text.slice(0, start);
  return head + text.slice(start).replace(/((?:^|[?&])[^=&#?]*=)[^&#]*/g, '$1[redacted]');
}

export function redactUrlAttribute(name: string, value: string): string {
  if (name === 'url.query') return redactQuery(value, true);
  return redactQuery(value).replace(/\/session\/[^/?#]+/, '/session/[redacted]');
}

/** Rewrites the URL attributes the span already has (read through the SDK span, which exposes them). */
export function redactSpanUrls(span: Span): void {
  const attributes = (span as unknown as { attributes?: Record<string, unknown> }).attributes;
  if (!attributes) return;
  for (const name of URL_ATTRIBUTES) {
    const value = attributes[name];
    if (typeof value === 'string' && value !== '') span.setAttribute(name, redactUrlAttribute(name, value));
  }
}
