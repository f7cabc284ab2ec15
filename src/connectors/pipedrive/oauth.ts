/**
 * Pipedrive's OAuth 2.0 authorization code flow
 * (https://pipedrive.readme.io/docs/marketplace-oauth-authorization):
 * consent at https://oauth.pipedrive.com/oauth/authorize, token exchange and
 * refresh at https://oauth.pipedrive.com/oauth/token with a form body and the
 * client's id and secret in HTTP Basic; no PKCE. Access tokens live an hour
 * and are refreshed with the refresh token (valid 60 days unused). An app's
 * scopes are chosen when it is registered in the Developer Hub; the scope
 * sent with the request changes nothing at Pipedrive.
 *
 * Requests with an OAuth token go to the company's own domain (the token
 * answer's `api_domain`): after the exchange, GET /v1/users/me names the
 * company's domain, kept as the connection's `company_domain` (the vault's
 * hook sees the token, not the rest of the token answer).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { OAuthDeclaration } from '../framework/oauth.js';
import { COMPANY_DOMAIN } from './settings.js';

const OAUTH_SERVER = 'https://oauth.pipedrive.com';

export const pipedriveOAuth: OAuthDeclaration = {
  authorizationUrl: () => `${OAUTH_SERVER}/oauth/authorize`,
  tokenUrl: () => `${OAUTH_SERVER}/oauth/token`,
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'base', label: 'Settings, users and currencies' },
    { id: 'contacts:full', label: 'Persons and organizations' },
    { id: 'deals:full', label: 'Deals, pipelines and stages' },
    { id: 'leads:full', label: 'Leads' },
    { id: 'activities:full', label: 'Activities' },
    { id: 'users:read', label: 'Users' },
    { id: 'search:read', label: 'Search' },
    { id: 'admin', label: 'Webhooks and custom fields' },
  ],
  defaultScopes: ['base', 'contacts:full', 'deals:full', 'leads:full', 'activities:full', 'users:read', 'search:read'],
  pkce: false,
  clientAuthentication: 'client_secret_basic',
  tokenRequestFormat: 'form',
  discoveredSettings: ['company_domain'],
  async afterAuthorization(ctx) {
    const { status, body } = await ctx.call({ method: 'GET', url: 'https://api.pipedrive.com/v1/users/me' });
    const domain = (body as { data?: { company_domain?: unknown } } | null)?.data?.company_domain;
    if (status !== 200 || typeof domain !== 'string' || !new RegExp(COMPANY_DOMAIN).test(domain)) {
      throw new ApiError('OAuthConnectorError', { message: 'Pipedrive did not name the company the token belongs to', detail: { status } });
    }
    return { company_domain: domain };
  },
};
