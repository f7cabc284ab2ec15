/**
 * api.atlassian.com, the gateway OAuth 2.0 (3LO) apps call
 * (https://developer.atlassian.com/cloud/oauth/getting-started/making-calls-to-api/):
 *
 *  - GET /oauth/token/accessible-resources (Bearer): the sites the token
 *    reaches, `[{id (the cloud id), url, name, scopes, avatarUrl}]`;
 *  - /ex/jira/{cloudId}/rest/api/3/...: the site's REST API, the same
 *    routes as on {site}.atlassian.net (`mountTwice`), authenticated by the
 *    gateway (auth.ts) with the token the authorization server issued.
 *
 * The gateway answers for itself before Jira sees a request, in its own body
 * shape: {"code":401,"message":"Unauthorized"} for a missing, expired or
 * revoked token, and "Unauthorized; scope does not match" for a site the
 * token does not reach (errors.ts renders those).
 */
import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import type { PlatformFailures } from '../framework/emulator.js';
import { parseBearer } from '../framework/kit/index.js';
import type { OAuthServer } from '../framework/oauth-server.js';
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

/** A site route, served on {site}.atlassian.net and through the gateway alike. */
export function mountTwice(app: FastifyInstance, method: string, path: string, handler: RouteHandlerMethod): void {
  for (const url of [path, `${GATEWAY_PREFIX}${path}`]) app.route({ method: method as 'GET', url, handler });
}

export function registerAccessibleResources(app: FastifyInstance, oauth: () => OAuthServer | undefined): void {
  app.get('/oauth/token/accessible-resources', { config: { platformFailures: gatewayFailures } }, async (request, reply) => {
    const token = parseBearer(request.headers.authorization);
    const grant = token === undefined ? undefined : oauth()?.introspect(token);
    if (!grant) return gatewayError(reply, 401, 'Unauthorized');
    const scopes = grant.scopes.filter((scope) => !ACCOUNT_SCOPES.has(scope));
    if (scopes.length === 0) return [];
    return [{ id: JIRA_DEMO_ACCOUNT.cloudId, url: SITE_URL, name: JIRA_DEMO_ACCOUNT.siteName, scopes, avatarUrl: SITE_AVATAR }];
  });
}
