/**
 * Reading OAuth requests the way RFC 6749 wants them read: every parameter at
 * most once (§3.1, §3.2), empty values treated as absent, token requests as
 * form bodies (§4.1.3) or, where a platform documents it, JSON; and the
 * client's credentials from the body or HTTP Basic (§2.3.1), never both.
 */
import type { FastifyRequest } from 'fastify';
import type { ClientAuthMethod, OAuthParams } from './oauth-profile.js';

export type ParamsOrProblem = { params: OAuthParams } | { problem: string };

function fromPairs(pairs: Iterable<[string, string]>): ParamsOrProblem {
  const params = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (params.has(name)) return { problem: `the parameter ${name} was sent more than once` };
    // RFC 6749 §3.1: a parameter sent without a value is treated as omitted.
    if (value !== '') params.set(name, value);
  }
  return { params };
}

/** The query string exactly as sent, so repeated parameters are seen (Fastify's parser would merge them). */
export function queryParams(request: FastifyRequest): ParamsOrProblem {
  const mark = request.url.indexOf('?');
  return fromPairs(new URLSearchParams(mark < 0 ? '' : request.url.slice(mark + 1)));
}

/** A form body (from its raw text, for the same reason) or a flat JSON object of strings and numbers. */
export function bodyParams(request: FastifyRequest): ParamsOrProblem {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) return fromPairs(new URLSearchParams(request.rawBody ?? ''));
  if (type.includes('json')) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'the JSON body must be an object' };
    const pairs: [string, string][] = [];
    for (const [name, value] of Object.entries(body)) {
      if (typeof value === 'string') pairs.push([name, value]);
      else if (typeof value === 'number' && Number.isFinite(value)) pairs.push([name, String(value)]);
      else if (value !== null) return { problem: `the parameter ${name} must be a string` };
    }
    return fromPairs(pairs);
  }
  return { problem: 'the body must be application/x-www-form-urlencoded or application/json' };
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  method: ClientAuthMethod;
}

/** RFC 6749 §2.3.1: Basic credentials are form-encoded before being joined with ":". */
function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const clientId = decodeFormComponent(decoded.slice(0, colon));
  const clientSecret = decodeFormComponent(decoded.slice(colon + 1));
  return clientId && clientSecret !== undefined ? { clientId, clientSecret } : undefined;
}

/**
 * The credentials the client presented with a method the platform accepts;
 * `basicAttempted` tells whether an Authorization header was tried at all.
 */
export function clientCredentials(
  request: FastifyRequest,
  params: OAuthParams,
  accepted: readonly ClientAuthMethod[],
): { credentials?: ClientCredentials; basicAttempted: boolean; problem?: string } {
  const basic = accepted.includes('client_secret_basic') ? basicCredentials(request.headers.authorization) : undefined;
  const basicAttempted = basic !== undefined;
  const postSecret = accepted.includes('client_secret_post') ? params.get('client_secret') : undefined;
  if (basic && postSecret !== undefined) return { basicAttempted, problem: 'the client authenticated in more than one way' };
  if (basic) {
    const bodyId = params.get('client_id');
    if (bodyId !== undefined && bodyId !== basic.clientId) return { basicAttempted, problem: 'client_id differs from the authenticated client' };
    return { basicAttempted, credentials: { ...basic, method: 'client_secret_basic' } };
  }
  const clientId = params.get('client_id');
  if (clientId === undefined || postSecret === undefined) return { basicAttempted };
  return { basicAttempted, credentials: { clientId, clientSecret: postSecret, method: 'client_secret_post' } };
}
