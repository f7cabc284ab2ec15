/**
 * Zendesk's OAuth 2.0 authorization code flow
 * (https://developer.zendesk.com/documentation/ticketing/working-with-oauth/):
 * every account is its own authorization server at
 * https://{subdomain}.zendesk.com, so the subdomain is asked for before the
 * consumer is sent to consent. PKCE is supported; the access token is revoked
 * with "Revoke OAuth Token" on the current token.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import type { SettingValues } from '../framework/settings.js';
import { checkedSubdomain } from './subdomain.js';

const accountUrl = (settings: SettingValues) => `https://${checkedSubdomain(settings.subdomain)}.zendesk.com`;

export const zendeskOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${accountUrl(settings)}/oauth/authorizations/new`,
  tokenUrl: (settings) => `${accountUrl(settings)}/oauth/tokens`,
  settingsRequiredForAuthorization: ['subdomain'],
  scopes: [
    { id: 'read', label: 'Read access to the account' },
    { id: 'write', label: 'Write access to the account' },
  ],
  defaultScopes: ['read', 'write'],
  pkce: true,
  clientAuthentication: 'client_secret_post',
  async revoke(ctx) {
    await ctx.call({ method: 'DELETE', url: `${accountUrl(ctx.settings)}/api/v2/oauth/tokens/current.json` });
  },
};
