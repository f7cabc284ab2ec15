/**
 * BambooHR's credentials: an API key as the HTTP Basic user with any
 * password, or an OAuth access token from the company's authorization server
 * (oauth.ts) as a Bearer token. Either belongs to one company; a request
 * whose host names another company (`{companyDomain}.bamboohr.com`) is
 * refused like a wrong key. On loopback (an IP or localhost host) the
 * credentials alone name the company.
 */
import { fail, headerOf, oauthBearer, parseBasic, type AuthScheme, type KitRequest } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';

/** The company a host names: `acme.bamboohr.com` → `acme`; undefined for hosts that name none. */
export function companyDomainOf(host: string | undefined): string | undefined {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return /^([a-z0-9][a-z0-9-]*)\.bamboohr\./.exec(name)?.[1];
}

function atOwnHost(request: KitRequest, account: BambooHRAccount | undefined, refusal: string): BambooHRAccount {
  const named = companyDomainOf(headerOf(request, 'host'));
  if (!account || (named !== undefined && named !== account.companyDomain)) throw fail.unauthenticated(refusal);
  return account;
}

const apiKey: AuthScheme<BambooHRAccount> = {
  describe: 'API key as the HTTP Basic user (password "x")',
  authenticate(request, accounts) {
    const credentials = parseBasic(headerOf(request, 'authorization'));
    if (!credentials) throw fail.unauthenticated('Missing or malformed Basic credentials');
    return atOwnHost(request, accounts.find((candidate) => candidate.apiKey === credentials.user), 'Invalid API key');
  },
};

const oauthToken = oauthBearer<BambooHRAccount>((grant, accounts) => accounts.find((account) => account.companyDomain === grant.subject));

/** The scheme the Authorization header names decides which check applies (and whose refusal is answered). */
export const bamboohrAuth: AuthScheme<BambooHRAccount> = {
  describe: `${apiKey.describe}, or ${oauthToken.describe}`,
  authenticate(request, accounts, services) {
    if (!/^bearer\s/i.test(headerOf(request, 'authorization') ?? '')) return apiKey.authenticate(request, accounts, services);
    return atOwnHost(request, oauthToken.authenticate(request, accounts, services), 'Invalid access token');
  },
};
