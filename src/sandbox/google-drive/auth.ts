/**
 * Who a Drive request acts as: `Authorization: Bearer <access token>`, a
 * token from the emulator's authorization server (oauth.ts, Google's
 * authorization code grant, the grant's subject naming the account), or the
 * demo's ready token. Drive also takes the token as the `access_token` query
 * parameter (a global parameter of the discovery document).
 */
import { fail, parseBearer, type AuthScheme } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';

export const googleDriveAuth: AuthScheme<GoogleDriveAccount> = {
  describe: 'Google OAuth 2.0 access token (Bearer)',
  authenticate(request, accounts, services) {
    const header = request.headers.authorization;
    const token = parseBearer(Array.isArray(header) ? header[0] : header) ?? request.query.get('access_token') ?? undefined;
    if (!token) throw fail.unauthenticated('Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    const grant = services.introspect?.(token);
    const account = grant ? accounts.find((candidate) => candidate.id === grant.subject) : accounts.find((candidate) => candidate.sandboxAccessToken === token);
    if (!account) throw fail.unauthenticated('Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.');
    return account;
  },
};
