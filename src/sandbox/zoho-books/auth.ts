/**
 * How a call is authenticated, as Zoho Books does it ("OAuth" and
 * "Introduction → Organization ID", zoho.com/books/api/v3): an access token
 * in `Authorization: Zoho-oauthtoken <token>` names a user, and the
 * `organization_id` query parameter names the organization the call is for,
 * which must be one the user belongs to. A missing, unknown or expired token
 * is a 401 (code 57); a good token with an organization it does not reach,
 * or none, is a 401 too (code 6041, "This user is not associated with the
 * CompanyID/CompanyName"). GET /organizations needs the token only.
 */
import { fail, headerOf, type AuthScheme, type AuthServices, type KitRequest } from '../framework/kit/index.js';
import { ZOHO_USERS, type ZohoOrganization, type ZohoUser } from './accounts.js';

export const NOT_AUTHORIZED = 'You are not authorized to perform this operation';

function tokenOf(request: Pick<KitRequest, 'headers'>): string | undefined {
  const match = /^Zoho-oauthtoken\s+(\S+)\s*$/i.exec(headerOf(request, 'authorization') ?? '');
  return match?.[1];
}

/** The user an access token acts for: one from the authorization server, or a user's sandbox token. */
export function userOfToken(request: Pick<KitRequest, 'headers'>, introspect: AuthServices['introspect']): ZohoUser {
  const token = tokenOf(request);
  if (!token) throw fail.unauthenticated(NOT_AUTHORIZED, { code: 57 });
  const subject = introspect?.(token)?.subject;
  const user = ZOHO_USERS.find((candidate) => candidate.sandboxAccessToken === token || candidate.id === subject);
  if (!user) throw fail.unauthenticated(NOT_AUTHORIZED, { code: 57 });
  return user;
}

export const zohoAuth: AuthScheme<ZohoOrganization> = {
  describe: 'OAuth 2.0 access token (Authorization: Zoho-oauthtoken) and the organization_id query parameter',
  authenticate(request, accounts, services) {
    const user = userOfToken(request, services.introspect);
    const wanted = request.query.get('organization_id')?.trim() ?? '';
    const organization = accounts.find((account) => account.id === wanted && user.organizations.includes(account.id));
    if (!organization) {
      throw fail.unauthenticated(`This user is not associated with the CompanyID/CompanyName:${wanted === '' ? 'null' : wanted}.`, { code: 6041 });
    }
    return organization;
  },
};
