/**
 * Zendesk's two ways in for an integration, both naming a user of the account:
 *  - API token: HTTP Basic with username `{email}/token` and the account's
 *    token as password (tokens are account-wide: any agent's email pairs with one);
 *  - OAuth: `Authorization: Bearer {access_token}`, a token the account's
 *    authorization server issued or one granted outside the emulated flow
 *    (the demo token, `registerAccessToken`), kept in `oauth_tokens`.
 * Plain email/password Basic auth is refused (Zendesk turned password access
 * to the API off), and so is any user but an active, unsuspended agent or admin.
 * The account the scheme answers carries that user as `userId`.
 */
import type { ZendeskAccount } from './account.js';
import {
  defineResource, fail, headerOf, parseBasic, parseBearer,
  type AuthScheme, type AuthServices, type RecordTable, type StoredRecord,
} from '../framework/kit/index.js';
import { findByEmail } from './user-rules.js';

export type { ZendeskAccount };

const TOKEN_SUFFIX = '/token';

/** OAuth access tokens granted outside the authorization server, per account: id is the token, `userId` its user. */
export const oauthTokens = defineResource<ZendeskAccount>({
  name: 'oauth_tokens',
  routes: {},
  newId: (ctx) => ctx.faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' }),
  fields: { userId: { kind: 'string' } },
});

function userOf(header: string | undefined, account: ZendeskAccount, users: RecordTable, services: AuthServices): StoredRecord | undefined {
  const basic = parseBasic(header);
  if (basic) {
    if (!basic.user.endsWith(TOKEN_SUFFIX) || basic.password !== account.apiToken) return undefined;
    return findByEmail(users, basic.user.slice(0, -TOKEN_SUFFIX.length));
  }
  const token = parseBearer(header);
  if (!token) return undefined;
  const granted = services.tenant?.(account).table(oauthTokens.name).get(token)?.userId ?? services.introspect?.(token)?.subject;
  return granted === undefined ? undefined : users.get(String(granted));
}

export const zendeskAuth: AuthScheme<ZendeskAccount> = {
  describe: 'API token (HTTP Basic `{email}/token` : token) or OAuth access token (Bearer)',
  authenticate(request, accounts, services) {
    const header = headerOf(request, 'authorization');
    for (const account of accounts) {
      const tenant = services.tenant?.(account);
      const user = tenant ? userOf(header, account, tenant.table('users'), services) : undefined;
      if (user && user.active && !user.suspended && user.role !== 'end-user') return { ...account, userId: user.id };
    }
    throw fail.unauthenticated();
  },
};
