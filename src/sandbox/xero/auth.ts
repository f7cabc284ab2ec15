/**
 * How a call to the Accounting API is authenticated, as Xero does it
 * ("OAuth 2.0", "Tenants", developer.xero.com): a bearer access token names
 * a user (the subject of the grant), and the `xero-tenant-id` header names
 * the organisation the call is for, which must be one the user connected.
 * A bad or expired token is a 401; a good token with a tenant it does not
 * reach, or none at all, is a 403. The identity API (/connections) needs the
 * token only.
 */
import { fail, headerOf, parseBearer, type AuthScheme, type AuthServices, type KitRequest } from '../framework/kit/index.js';
import { userWithId, XERO_USERS, type XeroOrganisation, type XeroUser } from './accounts.js';

/** The user an access token acts for: a token from the authorization server, or a user's sandbox token. */
export function userOfToken(request: Pick<KitRequest, 'headers'>, introspect: AuthServices['introspect']): XeroUser {
  const token = parseBearer(headerOf(request, 'authorization'));
  if (!token) throw fail.unauthenticated('No bearer token', { reason: 'AuthenticationUnsuccessful' });
  const user = XERO_USERS.find((candidate) => candidate.sandboxAccessToken === token) ?? userWithId(introspect?.(token)?.subject ?? '');
  if (!user) throw fail.unauthenticated('Invalid or expired access token', { reason: 'AuthenticationUnsuccessful' });
  return user;
}

export const xeroAuth: AuthScheme<XeroOrganisation> = {
  describe: 'OAuth 2.0 access token (Bearer) and the xero-tenant-id header',
  authenticate(request, accounts, services) {
    const user = userOfToken(request, services.introspect);
    const tenantId = headerOf(request, 'xero-tenant-id')?.trim().toLowerCase();
    const organisation = tenantId ? accounts.find((account) => account.id === tenantId && user.organisations.includes(account.id)) : undefined;
    if (!organisation) throw fail.forbidden('AuthenticationUnsuccessful', { reason: 'AuthenticationUnsuccessful' });
    return organisation;
  },
};
