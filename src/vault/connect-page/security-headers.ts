/**
 * Response headers of every connect page answer. The page holds a consumer's
 * credentials form, so: only our own scripts and styles (none inline), no
 * framing by other sites unless the deployment lists them
 * (SVC_CONNECT_FRAME_ANCESTORS), no referrer leaving the page, nothing cached.
 * Images may come from https (a theme logo) or data: URLs.
 */
import type { FastifyReply } from 'fastify';

export function pageSecurityHeaders(frameAncestors: readonly string[]): Record<string, string> {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // No form-action: browsers apply it to every redirect after a form post, and
    // "Connect" posts, then goes through our authorize endpoint to the platform's consent page.
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    ...(frameAncestors.length === 0 ? { 'x-frame-options': 'DENY' } : {}),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'cache-control': 'no-store',
  };
}

export function applySecurityHeaders(reply: FastifyReply, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    // Assets set their own long-lived cache policy; everything else keeps no-store.
    if (name === 'cache-control' && reply.hasHeader('cache-control')) continue;
    reply.header(name, value);
  }
}
