/**
 * Who is calling. Jira Cloud scripts and integrations authenticate with HTTP
 * Basic `email:api_token` on {site}.atlassian.net; OAuth 2.0 (3LO) apps send
 * `Authorization: Bearer` to api.atlassian.com/ex/jira/{cloudId}, where the
 * gateway also passes the site's own credentials. Issued 3LO tokens work only
 * through the gateway, as with Atlassian. Bearer tokens can also be
 * registered at runtime (tests, a later flow) without touching the routes.
 *
 * The kit's account is the site (the tenant); the caller is a user of it,
 * remembered per request for `callerId`.
 */
import { fail, headerOf, parseBearer, type Account, type AuthScheme, type KitRequest } from '../framework/kit/index.js';
import { GATEWAY_PATH, MESSAGES } from './errors.js';

export class JiraCredentials {
  private readonly apiTokens = new Map<string, string>();
  private readonly bearerTokens = new Map<string, string>();

  /** Emails are matched case-insensitively, as Atlassian accounts are. */
  addApiToken(email: string, apiToken: string, accountId: string): void {
    this.apiTokens.set(`${email.toLowerCase()}\u0000${apiToken}`, accountId);
  }

  registerBearerToken(token: string, accountId: string): void {
    this.bearerTokens.set(token, accountId);
  }

  revokeBearerToken(token: string): void {
    this.bearerTokens.delete(token);
  }

  /** Account id for an Authorization header, or undefined when it proves nothing. */
  authenticate(header: string | undefined): string | undefined {
    if (!header) return undefined;
    const [scheme, value = ''] = header.trim().split(/\s+/, 2);
    if (scheme?.toLowerCase() === 'bearer') return this.bearerTokens.get(value);
    if (scheme?.toLowerCase() !== 'basic') return undefined;
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return undefined;
    return this.apiTokens.get(`${decoded.slice(0, colon).toLowerCase()}\u0000${decoded.slice(colon + 1)}`);
  }
}

/** A Jira site: the kit's tenant. */
export interface JiraSiteAccount extends Account {
  cloudId: string;
  credentials: JiraCredentials;
}

/** The user behind each authenticated request (the headers object lives as long as the request). */
const callers = new WeakMap<object, string>();

export function callerId(request: Pick<KitRequest, 'headers'>): string {
  const caller = callers.get(request.headers);
  if (caller === undefined) throw fail.unauthenticated(MESSAGES.notAuthenticated);
  return caller;
}

function siteOf(accounts: readonly JiraSiteAccount[], header: string | undefined): { account: JiraSiteAccount; caller: string } | undefined {
  for (const account of accounts) {
    const caller = account.credentials.authenticate(header);
    if (caller !== undefined) return { account, caller };
  }
  return undefined;
}

export const jiraAuth: AuthScheme<JiraSiteAccount> = {
  describe: 'HTTP Basic (email : API token), or an OAuth 2.0 (3LO) access token through api.atlassian.com/ex/jira/{cloudId}',
  authenticate(request, accounts, services) {
    const header = headerOf(request, 'authorization');
    if (!request.path.startsWith(GATEWAY_PATH)) {
      const found = siteOf(accounts, header);
      if (!found) throw fail.unauthenticated(MESSAGES.notAuthenticated);
      callers.set(request.headers, found.caller);
      return found.account;
    }
    // The gateway answers for itself before Jira sees the request: an issued token, or the site's own credentials.
    const token = parseBearer(header);
    const subject = token === undefined ? undefined : services.introspect?.(token)?.subject;
    const caller = subject ?? siteOf(accounts, header)?.caller;
    if (caller === undefined) throw fail.unauthenticated('Unauthorized');
    const account = accounts.find((candidate) => candidate.cloudId === request.params.cloudId);
    if (!account) throw fail.unauthenticated('Unauthorized; scope does not match');
    callers.set(request.headers, caller);
    return account;
  },
};
