/**
 * Who a Harvest v3 request acts as (https://harvestdocs.greenhouse.io/docs/authentication):
 * `Authorization: Bearer <access token>`, a token from the emulator's
 * authorization server (oauth.ts: the client credentials grant of an
 * organization's own integration, with `sub` naming the user it acts for,
 * or a partner's authorization code grant, acting for the user who
 * consented), or the demo's ready token. A token without a user acts as the
 * credential's service account.
 *
 * Writes are attributed to a user: the token's, or the one the
 * `On-Behalf-Of` header names (a user id of the organization). A write with
 * neither, or naming a user the organization does not have, is refused.
 */
import { bearerToken, fail, parseBearer, type AuthScheme, type KitRequest } from '../framework/kit/index.js';
import type { GreenhouseAccount } from './accounts.js';

/** The grant's subject: "<account id>|<user id>", the user part empty for the service account. */
export function subjectOf(account: GreenhouseAccount, userId: number | undefined): string {
  return `${account.id}|${userId ?? ''}`;
}

function parseSubject(subject: string): { accountId: string; userId: number | undefined } {
  const [accountId = '', user = ''] = subject.split('|');
  return { accountId, userId: user === '' ? undefined : Number(user) };
}

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function header(request: KitRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function checkActingUser(request: KitRequest, account: GreenhouseAccount, tokenUser: number | undefined): void {
  if (!WRITES.has(request.method)) return;
  const named = header(request, 'on-behalf-of');
  if (named === undefined) {
    if (tokenUser === undefined) throw fail.forbidden('This write must name the acting user in the On-Behalf-Of header', { field: 'On-Behalf-Of' });
    return;
  }
  if (!account.users.some((user) => String(user.id) === named.trim())) {
    throw fail.forbidden(`On-Behalf-Of names no user of this organization: ${named.slice(0, 40)}`, { field: 'On-Behalf-Of' });
  }
}

const sandboxToken = bearerToken<GreenhouseAccount>('Harvest v3 access token (Bearer)', (token, account) => token === account.sandboxAccessToken);

export const greenhouseAuth: AuthScheme<GreenhouseAccount> = {
  describe: 'Harvest v3 OAuth 2.0 access token (Bearer)',
  authenticate(request, accounts, services) {
    const token = parseBearer(header(request, 'authorization'));
    const grant = token ? services.introspect?.(token) : undefined;
    if (grant) {
      const { accountId, userId } = parseSubject(grant.subject);
      const account = accounts.find((candidate) => candidate.id === accountId);
      if (!account) throw fail.unauthenticated('The access token reaches no organization');
      checkActingUser(request, account, userId);
      return account;
    }
    const account = sandboxToken.authenticate(request, accounts, services);
    checkActingUser(request, account, undefined);
    return account;
  },
};
