/**
 * Who is calling. Jira Cloud scripts and integrations authenticate with HTTP
 * Basic `email:api_token`; OAuth 2.0 (3LO) apps send `Authorization: Bearer`.
 * Both resolve to an account id here. Bearer tokens are registered at runtime
 * so a later OAuth flow can mint them without touching the routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, sendErrors } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Account id of the authenticated caller, set by the Jira auth hook. */
    jiraAccountId?: string;
  }
}

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
    const email = decoded.slice(0, colon).toLowerCase();
    return this.apiTokens.get(`${email}\u0000${decoded.slice(colon + 1)}`);
  }
}

/**
 * Fastify onRequest hook: rejects calls without valid credentials the way
 * Jira Cloud does (401, an `OAuth realm` challenge, Seraph's login reason).
 */
export function requireJiraAuth(credentials: JiraCredentials) {
  return async function jiraAuthHook(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const accountId = credentials.authenticate(request.headers.authorization);
    if (accountId !== undefined) {
      request.jiraAccountId = accountId;
      return undefined;
    }
    const realm = encodeURIComponent(`${request.protocol}://${request.headers.host ?? 'localhost'}`);
    reply.header('www-authenticate', `OAuth realm="${realm}"`);
    if (request.headers.authorization) reply.header('x-seraph-loginreason', 'AUTHENTICATED_FAILED');
    return sendErrors(reply, 401, [MESSAGES.notAuthenticated]);
  };
}
