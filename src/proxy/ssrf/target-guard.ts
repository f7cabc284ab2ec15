/**
 * The Proxy API's target rules, checked before anything is sent. A live key
 * reaches only the connector's declared hosts, over https on the default
 * port, by name (never an IP literal), without user name or password in the
 * URL. When the connection's own credentials go along and the host matched a
 * wildcard (`*.zendesk.com`), it must be the connection's own host: one
 * consumer's token is never sent to another account's subdomain.
 *
 * A sandbox key reaches only its connector's emulator: either its exact origin,
 * or a URL of the real platform that passes the live rules, whose path is then
 * sent to the emulator (the same call works with both key modes).
 *
 * The addresses a name resolves to are checked when the socket connects
 * (checked-lookup.ts); redirects are never followed (the caller gets the 3xx).
 */
import { isIP } from 'node:net';
import { ApiError } from '../../core/errors/api-error.js';
import { classifyAddress } from '../../core/ssrf/address-policy.js';
import { isWildcard, matchingHostPattern, normalHost } from './host-patterns.js';

export type RefusalReason =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'userinfo_not_allowed'
  | 'ip_literal_not_allowed'
  | 'port_not_allowed'
  | 'host_not_allowed'
  | 'host_not_allowed_for_credentials'
  | 'path_escapes_base'
  | 'private_address'
  | 'unresolvable_host';

export function refused(reason: RefusalReason, message: string, extra: Record<string, unknown> = {}): ApiError {
  return new ApiError('ProxyTargetNotAllowedError', { message, detail: { reason, ...extra } });
}

export interface TargetPolicy {
  mode: 'sandbox' | 'live';
  /** The connector's declared hosts on the real platform. */
  hosts: readonly string[];
  /** Base URL of the connector's emulator (sandbox keys); its origin is the one sandbox target. */
  sandboxBase?: string | undefined;
  /** Host of the connection's own base URL when its credentials are injected; wildcard hosts must equal it. */
  credentialHost?: string | undefined;
}

export interface AllowedTarget {
  /** Where the request goes (the emulator's origin for sandbox keys). */
  url: URL;
  /** Whether the live-call protections (checked DNS) apply. */
  live: boolean;
}

/** Checks an absolute downstream URL against the policy; ProxyTargetNotAllowedError when it breaks a rule. */
export function checkTarget(raw: string, policy: TargetPolicy): AllowedTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('invalid_url', 'x-svc-downstream-url is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw refused('scheme_not_allowed', `The ${url.protocol.replace(/:$/, '')} scheme is not allowed; use https`, { scheme: url.protocol.replace(/:$/, '') });
  }
  if (url.username !== '' || url.password !== '') {
    // Also how "https://api.example.com@evil.example" hides its real host.
    throw refused('userinfo_not_allowed', 'The downstream URL must not carry a user name or password', { host: url.hostname });
  }
  url.hash = '';

  const sandboxBase = policy.mode === 'sandbox' && policy.sandboxBase !== undefined ? new URL(policy.sandboxBase) : undefined;
  if (sandboxBase !== undefined && url.origin === sandboxBase.origin) {
    return { url, live: false };
  }
  if (url.protocol !== 'https:') {
    throw refused('scheme_not_allowed', 'Platforms are reached over https only', { scheme: 'http' });
  }
  const bareHost = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(bareHost) !== 0) {
    const addressClass = classifyAddress(bareHost);
    throw refused('ip_literal_not_allowed', 'The downstream URL must name the platform\'s host, not an IP address', addressClass ? { address_class: addressClass } : {});
  }
  if (url.port !== '') {
    throw refused('port_not_allowed', 'Platforms are reached on the default https port only', { port: url.port });
  }
  const pattern = matchingHostPattern(url.hostname, policy.hosts);
  if (pattern === undefined) {
    throw refused('host_not_allowed', `${normalHost(url.hostname)} is not a host of this connector`, { host: normalHost(url.hostname), allowed_hosts: policy.hosts });
  }
  if (isWildcard(pattern) && policy.credentialHost !== undefined && normalHost(url.hostname) !== normalHost(policy.credentialHost)) {
    throw refused('host_not_allowed_for_credentials', `The connection's credentials are only sent to ${normalHost(policy.credentialHost)}`, {
      host: normalHost(url.hostname),
      connection_host: normalHost(policy.credentialHost),
    });
  }
  url.hostname = normalHost(url.hostname);

  if (policy.mode === 'live') return { url, live: true };
  if (sandboxBase === undefined) {
    throw new ApiError('ConnectorExecutionError', {
      status: 503,
      message: 'No sandbox emulator is running for this connector; start the service with SVC_EMULATORS=true or set SVC_SANDBOX_URLS',
    });
  }
  // Sandbox keys: the real platform's path, on the emulator.
  const basePath = sandboxBase.pathname.replace(/\/+$/, '');
  return { url: new URL(`${sandboxBase.origin}${basePath}${url.pathname}${url.search}`), live: false };
}
