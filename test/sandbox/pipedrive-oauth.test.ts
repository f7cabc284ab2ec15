/**
 * Pipedrive's OAuth through the service: the sandbox client at the emulated
 * oauth.pipedrive.com, HTTP Basic client authentication at the token
 * endpoint, the company's domain learnt after the exchange (GET /v1/users/me)
 * and used for every call, bearer calls to the CRM, and a refresh once the
 * one-hour token has run out. (The authorization server alone is held by
 * pipedrive-emulator.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { PIPEDRIVE_DEMO_ACCOUNT, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { outliveOneSecondToken } from './oauth-dance.js';

describe('Pipedrive OAuth through the service', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator], record: true });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const connection = () => call(`${svc.url}/vault/connections/crm/pipedrive`, { headers: tenant.headers('pd-oauth') });
  const contacts = () => call(`${svc.url}/crm/contacts?limit=2`, { headers: tenant.headers('pd-oauth') });

  it('authorizes, learns the company domain, calls with the bearer token and refreshes it when it expires', async () => {
    const emulator = svc.emulators.pipedrive!;
    const view = await connection();
    expect(view.body.data).toMatchObject({ auth_type: 'oauth2', health: 'needs_auth' });
    // The first token lives a second: the service must refresh it before its first CRM call.
    emulator.oauth!.setAccessTokenLifetime(1);
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.consentUrl.pathname).toBe('/oauth/authorize');
    expect(dance.consentUrl.searchParams.get('client_id')).toBe(SANDBOX_OAUTH_CLIENTS.pipedrive.clientId);
    expect(dance.consentUrl.searchParams.has('code_challenge')).toBe(false);
    const exchange = emulator.exchanges.find((entry) => entry.path === '/oauth/token');
    expect(exchange?.status).toBe(200);
    expect(String(exchange?.requestHeaders.authorization)).toMatch(/^Basic /);
    expect(emulator.exchanges.some((entry) => entry.path === '/v1/users/me' && /^Bearer /.test(String(entry.requestHeaders.authorization)))).toBe(true);
    emulator.oauth!.setAccessTokenLifetime(3600);
    await outliveOneSecondToken();

    const after = await connection();
    expect(after.body.data).toMatchObject({ state: 'callable', health: 'ok' });
    expect(after.body.data.settings).toMatchObject({ company_domain: PIPEDRIVE_DEMO_ACCOUNT.companyDomain });

    const first = await contacts();
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(1);
    const refresh = emulator.exchanges.filter((entry) => entry.path === '/oauth/token').at(-1)!;
    expect(refresh.requestBody).toContain('grant_type=refresh_token');
    expect(String(refresh.requestHeaders.authorization)).toMatch(/^Basic /);
    const crmCall = emulator.exchanges.at(-1)!;
    expect(crmCall.path).toBe('/api/v2/persons');
    expect(String(crmCall.requestHeaders.authorization)).toMatch(/^Bearer /);
    expect(crmCall.requestHeaders['x-api-token']).toBeUndefined();
  });
});
