/**
 * Clover's OAuth 2 v2 flow for apps (https://docs.clover.com/docs/high-trust-app-auth-flow,
 * https://docs.clover.com/dev/docs/refresh-access-tokens): the merchant
 * installs the app at {www|sandbox.dev}.clover.com/oauth/v2/authorize;
 * Clover redirects back with `merchant_id`, `client_id` and `code`, and the
 * merchant id becomes the connection's `merchant_id` setting (every path
 * names it). The code is exchanged at /oauth/v2/token with a JSON body and
 * the client's id and secret; access tokens expire (the answer's
 * `access_token_expiration`, Unix seconds, read by the vault) and come with
 * a single-use refresh token, refreshed at /oauth/v2/refresh. Clover's page
 * names no scopes (the app's permissions are set in its dashboard) and no
 * PKCE for this flow.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { cloverOAuthBase } from './api.js';

/** A merchant id as Clover's redirect gives it: 13 upper-case letters and digits. */
export const MERCHANT_ID = /^[A-Z0-9]{13}$/;

export const cloverOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${cloverOAuthBase(settings)}/oauth/v2/authorize`,
  tokenUrl: (settings) => `${cloverOAuthBase(settings)}/oauth/v2/token`,
  // Clover refreshes at an endpoint of its own, with the client id and the single-use refresh token.
  refreshUrl: (settings) => `${cloverOAuthBase(settings)}/oauth/v2/refresh`,
  settingsRequiredForAuthorization: [],
  scopes: [{ id: 'merchant', label: 'The merchant\'s data, as the app\'s permissions (set in Clover\'s developer dashboard) allow' }],
  defaultScopes: ['merchant'],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'json',
  // Clover's token answer names no token type: its access tokens are Bearer tokens.
  impliedTokenType: 'bearer',
  settingsFromCallback(parameters): Record<string, string> {
    const merchant = parameters.get('merchant_id');
    return merchant !== null && MERCHANT_ID.test(merchant) ? { merchant_id: merchant } : {};
  },
  discoveredSettings: ['merchant_id'],
};
