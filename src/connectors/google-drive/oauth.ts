/**
 * Google's OAuth 2.0 for web server applications
 * (https://developers.google.com/identity/protocols/oauth2/web-server):
 * consent at https://accounts.google.com/o/oauth2/v2/auth, the code
 * exchanged and refreshed at https://oauth2.googleapis.com/token with the
 * client secret in the body, PKCE (S256). Access tokens live an hour; a
 * refresh token is issued only with `access_type=offline` (and again on a
 * later consent only with `prompt=consent`), and is not rotated by a refresh.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive';

export const googleDriveOAuth: OAuthDeclaration = {
  authorizationUrl: () => 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: () => 'https://oauth2.googleapis.com/token',
  settingsRequiredForAuthorization: [],
  scopes: [{ id: DRIVE_SCOPE, label: 'See, edit, create, and delete all of your Google Drive files' }],
  defaultScopes: [DRIVE_SCOPE],
  pkce: true,
  clientAuthentication: 'client_secret_post',
  authorizationParams: { access_type: 'offline', prompt: 'consent' },
};
