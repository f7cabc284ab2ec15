/**
 * Asana's OAuth 2.0 authorization code flow (https://developers.asana.com/docs/oauth):
 * consent at https://app.asana.com/-/oauth_authorize, token exchange and
 * refresh at https://app.asana.com/-/oauth_token (form body, client
 * credentials in it), PKCE with S256. Access tokens live one hour; the
 * refresh token is not rotated (a refresh answers no new one and the vault
 * keeps the one it has). `default` asks for the app's full permissions; the
 * granular scopes are listed for applications that configure their own.
 * Tokens are revoked at POST /-/oauth_revoke, which the emulator does not
 * serve, so no revoke hook is declared.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

const APP = 'https://app.asana.com';

export const asanaOAuth: OAuthDeclaration = {
  authorizationUrl: () => `${APP}/-/oauth_authorize`,
  tokenUrl: () => `${APP}/-/oauth_token`,
  // The workspace is the connection's to choose: an Asana user often belongs to several.
  settingsRequiredForAuthorization: ['workspace_gid'],
  scopes: [
    { id: 'default', label: 'Full access the app was registered with' },
    { id: 'projects:read', label: 'Read projects' },
    { id: 'tasks:read', label: 'Read tasks' },
    { id: 'tasks:write', label: 'Create and change tasks' },
    { id: 'tasks:delete', label: 'Delete tasks' },
    { id: 'stories:read', label: 'Read comments' },
    { id: 'stories:write', label: 'Write comments' },
    { id: 'tags:read', label: 'Read tags' },
    { id: 'users:read', label: 'Read users' },
    { id: 'workspaces:read', label: 'Read workspaces' },
    { id: 'webhooks:read', label: 'Read webhooks' },
    { id: 'webhooks:write', label: 'Create webhooks (change events)' },
    { id: 'webhooks:delete', label: 'Delete webhooks' },
  ],
  defaultScopes: ['default'],
  pkce: true,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'form',
};
