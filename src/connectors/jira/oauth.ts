/**
 * Atlassian's OAuth 2.0 (3LO) authorization code flow
 * (https://developer.atlassian.com/cloud/jira/platform/oauth-2-3lo-apps/).
 * One authorization server for every site: consent at auth.atlassian.com with
 * `audience=api.atlassian.com`, token requests as JSON, rotating refresh
 * tokens (granted with the `offline_access` scope). A token is not tied to a
 * site: the sites it reaches are listed by "accessible resources", and API
 * calls go through https://api.atlassian.com/ex/jira/{cloudId}. Atlassian
 * offers no endpoint to revoke a 3LO token; the user removes the app from
 * their account settings, so the vault only forgets the tokens.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { OAuthDeclaration } from '../framework/oauth.js';

const AUTH_SERVER = 'https://auth.atlassian.com';
export const ATLASSIAN_API = 'https://api.atlassian.com';
export const CLOUD_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const SITE_URL = /^https:\/\/([A-Za-z0-9-]{1,63})\.atlassian\.net\/?$/;

interface AccessibleResource {
  id?: unknown;
  url?: unknown;
  scopes?: unknown;
}

export const jiraOAuth: OAuthDeclaration = {
  authorizationUrl: () => `${AUTH_SERVER}/authorize`,
  tokenUrl: () => `${AUTH_SERVER}/oauth/token`,
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'read:jira-work', label: 'Read projects and issues' },
    { id: 'write:jira-work', label: 'Create and edit issues' },
    { id: 'read:jira-user', label: 'Read user information' },
    { id: 'manage:jira-webhook', label: 'Register webhooks (change events)' },
    { id: 'offline_access', label: 'Stay connected (refresh tokens)' },
  ],
  defaultScopes: ['read:jira-work', 'write:jira-work', 'read:jira-user', 'manage:jira-webhook', 'offline_access'],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'json',
  authorizationParams: { audience: 'api.atlassian.com', prompt: 'consent' },
  discoveredSettings: ['cloud_id'],

  /** The first Jira site the token reaches becomes the connection's site. */
  async afterAuthorization(ctx) {
    const { status, body } = await ctx.call({ method: 'GET', url: `${ATLASSIAN_API}/oauth/token/accessible-resources` });
    const resources = status === 200 && Array.isArray(body) ? (body as AccessibleResource[]) : [];
    const site = resources.find(
      (resource) =>
        typeof resource.id === 'string' &&
        CLOUD_ID_PATTERN.test(resource.id) &&
        Array.isArray(resource.scopes) &&
        resource.scopes.some((scope) => typeof scope === 'string' && scope.endsWith(':jira-work')),
    );
    if (!site) {
      throw new ApiError('OAuthConnectorError', {
        message: 'The Atlassian account gave access to no Jira site',
        detail: { accessible_resources: resources.length },
      });
    }
    const siteName = typeof site.url === 'string' ? SITE_URL.exec(site.url)?.[1] : undefined;
    return { cloud_id: site.id as string, ...(siteName ? { site: siteName.toLowerCase() } : {}) };
  },
};
