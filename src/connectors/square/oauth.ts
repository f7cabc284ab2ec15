/**
 * Square's OAuth 2.0 code flow (https://developer.squareup.com/docs/oauth-api/overview;
 * api.json's ObtainToken): consent at {host}/oauth2/authorize, code exchange
 * and refresh at {host}/oauth2/token with client_id and client_secret in a
 * JSON body, PKCE (S256). Access tokens live 30 days and the answer says
 * when they expire (`expires_at`, read by the vault); refresh tokens of the
 * code flow do not expire and are kept. A token acts for the seller who
 * consented; nothing else is needed to call.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { squareBaseUrl } from './api.js';

export const squareOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${squareBaseUrl(settings)}/oauth2/authorize`,
  tokenUrl: (settings) => `${squareBaseUrl(settings)}/oauth2/token`,
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'MERCHANT_PROFILE_READ', label: 'The business and its locations' },
    { id: 'ITEMS_READ', label: 'Read the item catalog' },
    { id: 'ITEMS_WRITE', label: 'Change the item catalog' },
    { id: 'ORDERS_READ', label: 'Read orders' },
    { id: 'ORDERS_WRITE', label: 'Create, change and pay orders' },
    { id: 'PAYMENTS_READ', label: 'Read payments' },
    { id: 'PAYMENTS_WRITE', label: 'Take and cancel payments' },
  ],
  defaultScopes: ['MERCHANT_PROFILE_READ', 'ITEMS_READ', 'ITEMS_WRITE', 'ORDERS_READ', 'ORDERS_WRITE', 'PAYMENTS_READ', 'PAYMENTS_WRITE'],
  pkce: true,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'json',
};
