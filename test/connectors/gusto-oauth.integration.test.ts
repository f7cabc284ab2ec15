/**
 * Connecting to Gusto by OAuth through the vault, against the emulated
 * authorization server: consent, the code exchanged with the client's
 * secret in a JSON body, the company learnt from GET /v1/token_info, and a
 * two-hour token refreshed (Gusto rotates the refresh token) before a call
 * once it is about to expire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GUSTO_DEMO_ACCOUNT as DEMO, gustoEmulator } from '../../src/sandbox/gusto/index.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('Gusto OAuth through the vault', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [gustoEmulator], record: true, refreshTiming: { marginMs: 30_000, failureBackoffMs: 60_000 } });
    emulator = svc.emulators.gusto as KitEmulatorHandle;
    tenant = await svc.tenant();
  });
  afterAll(() => svc.close());

  it('connects by consent, learns the company, and refreshes a token about to expire', async () => {
    const headers = tenant.headers('payroll-admin');
    const view = await call(`${svc.url}/vault/connections/hris/gusto`, { headers });
    expect(view.status, view.text).toBe(200);
    const authorize = new URL(view.body.data.authorize_url);
    emulator.oauth!.setAccessTokenLifetime(5);
    const dance = await oauthDance(authorize.href, `${svc.url}/connect`);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();
    emulator.oauth!.setAccessTokenLifetime(7200);

    const exchange = emulator.exchanges.find((entry) => entry.path === '/oauth/token')!;
    expect(String(exchange.requestHeaders['content-type'])).toContain('application/json');
    expect(JSON.parse(exchange.requestBody)).toMatchObject({ grant_type: 'authorization_code', client_id: expect.any(String), client_secret: expect.any(String) });
    expect(emulator.exchanges.some((entry) => entry.path === '/v1/token_info' && entry.status === 200)).toBe(true);

    const connected = await call(`${svc.url}/vault/connections/hris/gusto`, { headers });
    expect(connected.body.data).toMatchObject({ state: 'callable' });
    expect(connected.body.data.settings.company_id).toBe(DEMO.companyUuid);

    const refreshes = emulator.oauth!.tokenRequests.refresh_token;
    const employees = await call(`${svc.url}/hris/employees?limit=3`, { headers });
    expect(employees.status, employees.text).toBe(200);
    expect(employees.body.data).toHaveLength(3);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(refreshes + 1);
    expect((await call(`${svc.url}/hris/companies`, { headers })).body.data[0].id).toBe(DEMO.companyUuid);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(refreshes + 1);
  });
});
