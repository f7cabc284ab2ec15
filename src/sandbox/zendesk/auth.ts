/**
 * Zendesk's two ways in for an integration:
 *  - API token: HTTP Basic with username `{email}/token` and the token as password;
 *  - OAuth: `Authorization: Bearer {access_token}`.
 * Plain email/password Basic auth is refused: Zendesk turned password access
 * to the API off, and a connector relying on it should fail here too.
 */
import type { FastifyRequest } from 'fastify';
import type { ZendeskStore } from './store.js';
import type { ZendeskUserRecord } from './types.js';

const TOKEN_SUFFIX = '/token';

/** Only active, unsuspended agents and admins can use the API as an integration. */
function mayUseApi(user: ZendeskUserRecord | undefined): user is ZendeskUserRecord {
  return user !== undefined && user.active && !user.suspended && user.role !== 'end-user';
}

function fromBasic(encoded: string, store: ZendeskStore): ZendeskUserRecord | undefined {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const username = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  if (!username.endsWith(TOKEN_SUFFIX) || !store.isApiToken(secret)) return undefined;
  return store.users.findByEmail(username.slice(0, -TOKEN_SUFFIX.length));
}

function authorizationOf(request: FastifyRequest): { scheme: string; credentials: string } | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const space = header.indexOf(' ');
  if (space < 0) return undefined;
  return { scheme: header.slice(0, space).toLowerCase(), credentials: header.slice(space + 1).trim() };
}

/** The OAuth access token the request carries, if it is a Bearer request. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const authorization = authorizationOf(request);
  return authorization?.scheme === 'bearer' ? authorization.credentials : undefined;
}

/** The user the request authenticates as, or undefined (→ 401). */
export function authenticate(request: FastifyRequest, store: ZendeskStore): ZendeskUserRecord | undefined {
  const authorization = authorizationOf(request);
  if (!authorization) return undefined;
  const { scheme, credentials } = authorization;
  let user: ZendeskUserRecord | undefined;
  if (scheme === 'basic') user = fromBasic(credentials, store);
  else if (scheme === 'bearer') user = store.userForAccessToken(credentials);
  return mayUseApi(user) ? user : undefined;
}
