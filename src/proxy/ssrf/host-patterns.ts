/**
 * A connector's declared hosts: exact names (`api.twilio.com`) or one
 * wildcard label in front (`*.zendesk.com`, matching `acme.zendesk.com` but
 * neither `zendesk.com` nor `a.b.zendesk.com`), as TLS certificates do.
 */

/** Lower case, without the root dot a fully qualified name may carry. */
export function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

/** The declared pattern `hostname` matches, or undefined. */
export function matchingHostPattern(hostname: string, patterns: readonly string[]): string | undefined {
  const host = normalHost(hostname);
  return patterns.find((pattern) => {
    const wanted = pattern.toLowerCase();
    if (!wanted.startsWith('*.')) return host === wanted;
    const suffix = wanted.slice(1); // ".zendesk.com"
    const label = host.slice(0, -suffix.length);
    return host.endsWith(suffix) && label !== '' && !label.includes('.');
  });
}

export function isWildcard(pattern: string): boolean {
  return pattern.startsWith('*.');
}
