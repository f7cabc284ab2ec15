/**
 * Intuit's OAuth 2.0 authorization code flow
 * (https://developer.intuit.com/app/developer/qbo/docs/develop/authentication-and-authorization/oauth-2.0):
 * consent at https://appcenter.intuit.com/connect/oauth2, where the user
 * picks one company; the redirect back carries `realmId` beside code and
 * state, and it becomes the connection's `realm_id`. Tokens at
 * https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer with the client
 * authenticated by HTTP Basic; access tokens live an hour, refresh tokens
 * 100 days and a refresh may answer a new one (the vault keeps the latest).
 * Intuit documents no PKCE.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

export const REALM_ID = /^\d{1,20}$/;

export const quickbooksOAuth: OAuthDeclaration = {
  authorizationUrl: () => 'https://appcenter.intuit.com/connect/oauth2',
  tokenUrl: () => 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'com.intuit.quickbooks.accounting', label: 'Accounting: customers, vendors, transactions and reports' },
    { id: 'openid', label: 'Sign in with Intuit (OpenID Connect)' },
    { id: 'profile', label: 'The user\'s name' },
    { id: 'email', label: 'The user\'s email address' },
  ],
  defaultScopes: ['com.intuit.quickbooks.accounting'],
  pkce: false,
  clientAuthentication: 'client_secret_basic',
  tokenRequestFormat: 'form',
  settingsFromCallback(parameters): Record<string, string> {
    const realm = parameters.get('realmId');
    return realm !== null && REALM_ID.test(realm) ? { realm_id: realm } : {};
  },
  discoveredSettings: ['realm_id'],
};
