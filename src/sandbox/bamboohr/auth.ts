/**
 * BambooHR's API key: HTTP Basic with the key as the user name and any
 * password. The key belongs to one company; a request whose host names
 * another company (`{companyDomain}.bamboohr.com`) is refused like a wrong
 * key. On loopback (an IP or localhost host) the key alone names the company.
 */
import { fail, headerOf, parseBasic, type AuthScheme } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';

/** The company a host names: `acme.bamboohr.com` → `acme`; undefined for hosts that name none. */
export function companyDomainOf(host: string | undefined): string | undefined {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return /^([a-z0-9][a-z0-9-]*)\.bamboohr\./.exec(name)?.[1];
}

export const bamboohrAuth: AuthScheme<BambooHRAccount> = {
  describe: 'API key as the HTTP Basic user (password "x")',
  authenticate(request, accounts) {
    const credentials = parseBasic(headerOf(request, 'authorization'));
    if (!credentials) throw fail.unauthenticated('Missing or malformed Basic credentials');
    const account = accounts.find((candidate) => candidate.apiKey === credentials.user);
    const named = companyDomainOf(headerOf(request, 'host'));
    if (!account || (named !== undefined && named !== account.companyDomain)) throw fail.unauthenticated('Invalid API key');
    return account;
  },
};
