/**
 * Gusto's OAuth 2.0 authorization code flow
 * (https://docs.gusto.com/embedded-payroll/docs/oauth2, and the
 * description's `oauth-access-token` operation): consent at
 * {host}/oauth/authorize, code exchange and refresh at {host}/oauth/token
 * with client_id and client_secret in a JSON body; no PKCE. Access tokens
 * live two hours; each refresh answers a new refresh token and the old one
 * stops working (the vault keeps the newest).
 *
 * A token acts for one company. The token answer of the description does not
 * name it, so after the exchange GET /v1/token_info does (`resource.uuid` of
 * a `Company` token), stored as the connection's `company_id`.
 *
 * Gusto's system access token (grant_type=system_access) is an application's,
 * not a company's: it reaches webhook subscriptions, events and partner
 * company creation, none of which an HRIS operation uses, so the connector
 * does not ask for one.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { OAuthDeclaration } from '../framework/oauth.js';
import { gustoBaseUrl, UUID } from './api.js';

export const gustoOAuth: OAuthDeclaration = {
  authorizationUrl: (settings) => `${gustoBaseUrl(settings)}/oauth/authorize`,
  tokenUrl: (settings) => `${gustoBaseUrl(settings)}/oauth/token`,
  settingsRequiredForAuthorization: [],
  // An application's scopes are chosen when it is registered with Gusto; these are what the HRIS resources use.
  scopes: [
    { id: 'companies:read', label: 'The company' },
    { id: 'employees:read', label: 'Read employees' },
    { id: 'employees:write', label: 'Create and change employees' },
    { id: 'employees:manage', label: 'Delete onboarding employees' },
    { id: 'employments:write', label: 'Terminate employees' },
    { id: 'departments:read', label: 'Read departments' },
    { id: 'departments:write', label: 'Write departments' },
    { id: 'jobs:read', label: 'Jobs (titles, hire dates)' },
    { id: 'jobs:write', label: 'Add and change jobs (titles, hire dates)' },
    { id: 'compensations:read', label: 'Compensations (pay rates)' },
    { id: 'payrolls:read', label: 'Processed payrolls' },
    { id: 'pay_stubs:read', label: 'Pay stubs' },
  ],
  defaultScopes: [
    'companies:read', 'employees:read', 'employees:write', 'employees:manage', 'employments:write', 'departments:read', 'departments:write',
    'jobs:read', 'jobs:write', 'compensations:read', 'payrolls:read', 'pay_stubs:read',
  ],
  pkce: false,
  clientAuthentication: 'client_secret_post',
  tokenRequestFormat: 'json',
  discoveredSettings: ['company_id'],
  async afterAuthorization(ctx) {
    const { status, body } = await ctx.call({ method: 'GET', url: `${gustoBaseUrl(ctx.settings)}/v1/token_info` });
    const resource = (body as { resource?: { type?: unknown; uuid?: unknown } | null } | null)?.resource;
    if (status !== 200 || resource?.type !== 'Company' || typeof resource.uuid !== 'string' || !UUID.test(resource.uuid)) {
      throw new ApiError('OAuthConnectorError', { message: 'The Gusto sign-in gave no company token', detail: { status } });
    }
    return { company_id: resource.uuid.toLowerCase() };
  },
};
