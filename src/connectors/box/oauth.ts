/**
 * Box's OAuth 2.0 (developer.box.com/guides/authentication/oauth2): consent at
 * https://account.box.com/api/oauth2/authorize, token and refresh at
 * https://api.box.com/oauth2/token (client credentials in the form body).
 * Access tokens live an hour; refresh tokens are single use, and a refresh
 * answers a new pair (the vault keeps the new one). Box's scopes are set on
 * the app in its developer console; the consent asks for `root_readwrite`
 * by name, so a connection never gets less than the File Storage API needs
 * without the consent page saying so.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

export const boxOAuth: OAuthDeclaration = {
  authorizationUrl: () => 'https://account.box.com/api/oauth2/authorize',
  tokenUrl: () => 'https://api.box.com/oauth2/token',
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'root_readwrite', label: 'Read and write all files and folders' },
    { id: 'root_readonly', label: 'Read all files and folders' },
  ],
  defaultScopes: ['root_readwrite'],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'form',
};
