/**
 * api.atlassian.com, the gateway OAuth 2.0 (3LO) apps call
 * (https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api/):
 *
 *  - GET /oauth/token/accessible-resources (Bearer): the sites the token
 *    reaches, `[{id (the cloud id), url, name, scopes, avatarUrl}]`;
 *  - /ex/jira/{cloudId}/rest/api/3/...: the site's REST API, the same routes
 *    as on {site}.atlassian.net, with the token the authorization server issued.
 *
 * The gateway answers for itself before Jira sees a request, in its own body
 * shape: {"code":401,"message":"Unauthorized"} for a missing, expired or
 * revoked token, and "Unauthorized; scope does not match" for a site the
 * token does not reach. Issued tokens work only here, not on the site's own
 * URL, as with Atlassian (3LO calls must go through api.atlassian.com).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformFailures } from '../framework/emulator.js';
import type { OAuthServer } from '../framework/oauth-server.js';
import { registerJiraApi } from './api.js';
import type { JiraContext } from './context.js';
import { JIRA_DEMO_ACCOUNT } from './demo-account.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import { OFFLINE_ACCESS } from './oauth.js';

export const GATEWAY_PREFIX = '/ex/jira/:cloudId';
const SITE_URL = `https://${JIRA_DEMO_ACCOUNT.siteName}.atlassian.net`;
/** A made-up avatar address of the site: returned as data, never fetched by the emulator. */
const SITE_AVATAR = 'https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/rocket.png';
/** Scopes about the Atlassian account rather than a site: they do not make a site accessible. */
const ACCOUNT_SCOPES = new Set([OFFLINE_ACCESS, 'read:me', 'read:account']);

function gatewayError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ code: status, message });
}

/** How the gateway itself fails when told to (`failNext`). */
const gatewayFailures: PlatformFailures = {
  rateLimited: (reply) => gatewayError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 429, 'Rate limit exceeded'),
  error: (reply, status, message) => gatewayError(reply, status, status === 401 ? 'Unauthorized' : message),
};

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Who calls through the gateway: an issued 3LO token, or the site's credentials (Basic, registered bearer tokens). */
function gatewayAuthentication(site: JiraContext, oauth: OAuthServer) {
  return async function gatewayAuth(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const token = bearerToken(request);
    const accountId = (token === undefined ? undefined : oauth.introspect(token)?.subject) ?? site.credentials.authenticate(request.headers.authorization);
    if (accountId === undefined) return gatewayError(reply, 401, 'Unauthorized');
    if ((request.params as { cloudId?: string }).cloudId !== JIRA_DEMO_ACCOUNT.cloudId) return gatewayError(reply, 401, 'Unauthorized; scope does not match');
    request.jiraAccountId = accountId;
    return undefined;
  };
}

export async function registerAtlassianGateway(app: FastifyInstance, site: JiraContext, oauth: OAuthServer): Promise<void> {
  app.get('/oauth/token/accessible-resources', { config: { platformFailures: gatewayFailures } }, async (request, reply) => {
    const token = bearerToken(request);
    const grant = token === undefined ? undefined : oauth.introspect(token);
    if (!grant) return gatewayError(reply, 401, 'Unauthorized');
    const scopes = grant.scopes.filter((scope) => !ACCOUNT_SCOPES.has(scope));
    if (scopes.length === 0) return [];
    return [{ id: JIRA_DEMO_ACCOUNT.cloudId, url: SITE_URL, name: JIRA_DEMO_ACCOUNT.siteName, scopes, avatarUrl: SITE_AVATAR }];
  });
  await registerJiraApi(app, site, { prefix: GATEWAY_PREFIX, authenticate: gatewayAuthentication(site, oauth) });
}
