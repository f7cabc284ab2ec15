/**
 * How a platform's requests authenticate, chosen by declaration: HTTP Basic,
 * a bearer token, an API key in a header, the query or the body, or an OAuth
 * access token issued by the emulator's own authorization server. A scheme
 * resolves the request to the account (tenant) it acts for, or throws the
 * `unauthenticated` failure that the dialect renders as the platform does.
 * Which credentials belong to which account is the platform's to say, in a
 * `match` function of its folder.
 */
import type { AccessTokenInfo } from '../oauth-grants.js';
import type { Account } from './account.js';
import { fail } from './failures.js';
import { headerOf, type KitRequest } from './request.js';
import type { TenantState } from './state.js';

export interface AuthServices {
  /** The emulator's authorization server, when the platform has OAuth. */
  introspect?(accessToken: string): AccessTokenInfo | undefined;
  /** An account's state, for schemes whose credentials name one of its records (Zendesk's `{email}/token` names an agent). */
  tenant?(account: Account): TenantState;
}

export interface AuthScheme<A extends Account = Account> {
  /** One line for the docs and the 401's challenge: "HTTP Basic (Account SID : Auth Token)". */
  describe: string;
  authenticate(request: KitRequest, accounts: readonly A[], services: AuthServices): A;
}

export function parseBasic(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function parseBearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function found<A extends Account>(account: A | undefined, message: string): A {
  if (!account) throw fail.unauthenticated(message);
  return account;
}

/** `Authorization: Basic` with a user name and password an account owns. */
export function httpBasic<A extends Account>(describe: string, match: (user: string, password: string, account: A) => boolean): AuthScheme<A> {
  return {
    describe,
    authenticate(request, accounts) {
      const credentials = parseBasic(headerOf(request, 'authorization'));
      if (!credentials) throw fail.unauthenticated('Missing or malformed Basic credentials');
      return found(accounts.find((account) => match(credentials.user, credentials.password, account)), 'Invalid credentials');
    },
  };
}

/** `Authorization: Bearer <token>` with a token an account owns (a personal access token). */
export function bearerToken<A extends Account>(describe: string, match: (token: string, account: A) => boolean): AuthScheme<A> {
  return {
    describe,
    authenticate(request, accounts) {
      const token = parseBearer(headerOf(request, 'authorization'));
      if (!token) throw fail.unauthenticated('Missing bearer token');
      return found(accounts.find((account) => match(token, account)), 'Invalid access token');
    },
  };
}

/**
 * `Authorization: Bearer <token>` with an access token issued by the
 * emulator's authorization server; `accountOf` names the account its grant reaches.
 */
export function oauthBearer<A extends Account>(accountOf: (grant: AccessTokenInfo, accounts: readonly A[]) => A | undefined): AuthScheme<A> {
  return {
    describe: 'OAuth 2.0 access token (Bearer)',
    authenticate(request, accounts, services) {
      const token = parseBearer(headerOf(request, 'authorization'));
      const grant = token ? services.introspect?.(token) : undefined;
      if (!grant) throw fail.unauthenticated('Invalid or expired access token');
      return found(accountOf(grant, accounts), 'The access token reaches no account');
    },
  };
}

/** API key (and optional secret) named fields in a header, the query string or the body. */
export function apiKey<A extends Account>(
  describe: string,
  where: 'header' | 'query' | 'body',
  names: readonly string[],
  match: (values: readonly string[], account: A) => boolean,
): AuthScheme<A> {
  const read = (request: KitRequest, name: string): string | undefined => {
    if (where === 'header') return headerOf(request, name);
    const fromQuery = request.query.get(name) ?? undefined;
    if (where === 'query') return fromQuery;
    const body = request.body as Record<string, unknown> | undefined;
    const value = body && typeof body === 'object' ? body[name] : undefined;
    // Platforms that read keys from the body also take them in the query string of the same request.
    return typeof value === 'string' ? value : fromQuery;
  };
  return {
    describe,
    authenticate(request, accounts) {
      const values = names.map((name) => read(request, name));
      if (values.some((value) => !value)) throw fail.unauthenticated(`Missing ${names.join(' or ')}`, { missing: names.filter((_, i) => !values[i]) });
      return found(accounts.find((account) => match(values as string[], account)), 'Invalid credentials');
    },
  };
}

/** The first scheme whose credentials the request carries decides (an OAuth token, else an API token). */
export function anyOf<A extends Account>(...schemes: AuthScheme<A>[]): AuthScheme<A> {
  return {
    describe: schemes.map((scheme) => scheme.describe).join(', or '),
    authenticate(request, accounts, services) {
      let first: unknown;
      for (const scheme of schemes) {
        try {
          return scheme.authenticate(request, accounts, services);
        } catch (error) {
          first ??= error;
        }
      }
      throw first;
    },
  };
}
