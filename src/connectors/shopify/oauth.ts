/**
 * Shopify's OAuth 2.0 authorization code grant for apps
 * (https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens/authorization-code-grant),
 * served by each shop: consent at https://{shop}.myshopify.com/admin/oauth/authorize,
 * code exchange at …/admin/oauth/access_token with client_id and
 * client_secret in the body; no PKCE. The tokens are offline tokens: they do
 * not expire and come with no refresh token. Scopes are comma-separated.
 *
 * The answer's `scope` says what the merchant granted; the connector reads
 * the grant from Shopify itself on each orders call
 * (`currentAppInstallation.accessScopes`), which also covers custom-app tokens.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { shopifyBaseUrl } from './api.js';

export const shopifyOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${shopifyBaseUrl(settings)}/admin/oauth/authorize`,
  tokenUrl: (settings) => `${shopifyBaseUrl(settings)}/admin/oauth/access_token`,
  settingsRequiredForAuthorization: ['shop'],
  scopes: [
    { id: 'read_orders', label: 'Orders of the last 60 days' },
    { id: 'read_all_orders', label: 'All orders, however old (Shopify asks the app to justify it)' },
    { id: 'read_products', label: 'Products, variants and images' },
    { id: 'read_customers', label: 'Customers, their addresses and tax registrations' },
  ],
  defaultScopes: ['read_orders', 'read_all_orders', 'read_products', 'read_customers'],
  scopeSeparator: ',',
  tokensExpire: false,
  // Shopify's token answer is {access_token, scope}: no token_type; the token is sent in X-Shopify-Access-Token.
  impliedTokenType: 'bearer',
  pkce: false,
  clientAuthentication: 'client_secret_post',
};
