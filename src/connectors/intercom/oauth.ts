/**
 * Intercom's OAuth 2.0 authorization code flow
 * (https://developers.intercom.com/docs/build-an-integration/learn-more/authentication/setting-up-oauth):
 * consent at https://app.intercom.com/oauth, the code exchanged at
 * https://api.intercom.io/auth/eagle/token with client_id and client_secret
 * in the body. No PKCE. The token does not expire and no refresh token is
 * issued: when a workspace uninstalls the app the token stops working, and
 * only a new consent helps (the vault then marks the connection for
 * re-authorization). Permissions are set on the app in the Developer Hub;
 * the `scope` the service sends is ignored by Intercom.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';
import { intercomBaseUrl } from './region.js';

export const intercomOAuth: OAuthDeclaration = {
  // Every region's workspaces consent at the same US host; tokens are then used on the workspace's region.
  authorizationUrl: () => 'https://app.intercom.com/oauth',
  tokenUrl: (settings) => `${intercomBaseUrl(settings)}/auth/eagle/token`,
  settingsRequiredForAuthorization: [],
  scopes: [{ id: 'read_write_users', label: 'Read and write users (set on the app in the Developer Hub)' }],
  defaultScopes: ['read_write_users'],
  pkce: false,
  tokensExpire: false,
  clientAuthentication: 'client_secret_post',
};
