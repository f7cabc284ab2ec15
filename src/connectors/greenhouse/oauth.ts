/**
 * Greenhouse's OAuth 2.0 authorization code grant for partner integrations
 * (https://harvestdocs.greenhouse.io/docs/harvest-partner-oauth): consent at
 * https://auth.greenhouse.io/authorize, code exchange and refresh at
 * https://auth.greenhouse.io/token with the client's id and secret in HTTP
 * Basic; no PKCE. Codes live a minute, access tokens an hour, refresh tokens
 * 24 hours. Scopes are named harvest:<resource>:<action>.
 *
 * Custom integrations use the client credentials grant at the same token
 * endpoint (https://harvestdocs.greenhouse.io/docs/authentication): the
 * credential's client id and secret in HTTP Basic, `sub` naming the user the
 * token acts for (else the credential's service account); hour-long tokens,
 * no refresh token.
 */
import type { OAuthDeclaration } from '../framework/oauth.js';

const AUTH_HOST = 'https://auth.greenhouse.io';

export const greenhouseOAuth: OAuthDeclaration = {
  authorizationUrl: () => `${AUTH_HOST}/authorize`,
  tokenUrl: () => `${AUTH_HOST}/token`,
  settingsRequiredForAuthorization: [],
  scopes: [
    { id: 'harvest:jobs:list', label: 'Jobs: read' },
    { id: 'harvest:jobs:create', label: 'Jobs: create' },
    { id: 'harvest:jobs:update', label: 'Jobs: update' },
    { id: 'harvest:job_interview_stages:list', label: 'Job interview stages: read' },
    { id: 'harvest:candidates:list', label: 'Candidates: read' },
    { id: 'harvest:candidates:create', label: 'Candidates: create' },
    { id: 'harvest:candidates:update', label: 'Candidates: update' },
    { id: 'harvest:candidates:delete', label: 'Candidates: delete' },
    { id: 'harvest:applications:list', label: 'Applications: read' },
    { id: 'harvest:applications:create', label: 'Applications: create' },
    { id: 'harvest:applications:update', label: 'Applications: update, move, reject, hire' },
    { id: 'harvest:applications:delete', label: 'Applications: delete' },
    { id: 'harvest:attachments:list', label: 'Attachments (résumés): read' },
  ],
  defaultScopes: [
    'harvest:jobs:list', 'harvest:jobs:create', 'harvest:jobs:update', 'harvest:job_interview_stages:list',
    'harvest:candidates:list', 'harvest:candidates:create', 'harvest:candidates:update', 'harvest:candidates:delete',
    'harvest:applications:list', 'harvest:applications:create', 'harvest:applications:update', 'harvest:applications:delete',
    'harvest:attachments:list',
  ],
  pkce: false,
  clientAuthentication: 'client_secret_basic',
  clientCredentials: {
    clientIdSetting: 'client_id',
    clientSecretSetting: 'client_secret',
    dependsOn: ['user_id'],
    tokenParameters: (settings): Record<string, string> => (settings.user_id ? { sub: settings.user_id } : {}),
  },
};
