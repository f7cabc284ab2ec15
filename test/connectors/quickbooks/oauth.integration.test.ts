/**
 * Connecting QuickBooks Online the way a consumer does: the vault's
 * authorize link → Intuit's consent page (emulated) → the callback, which
 * carries the company's realmId beside code and state; the connection keeps
 * it as realm_id and calls reach that realm with the new token, refreshed
 * when it expires (Intuit's one-hour access tokens).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICKBOOKS_DEMO_REALM as DEMO, quickbooksEmulator } from '../../../src/sandbox/quickbooks/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../../src/sandbox/oauth-clients.js';
import { call } from '../../helpers/http.js';
import { oauthDance } from '../../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../../helpers/service.js';

describe('QuickBooks OAuth through the service', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [quickbooksEmulator], record: true });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const connection = () => call(`${svc.url}/vault/connections/accounting/quickbooks`, { headers: tenant.headers('qbo-oauth') });

  it('keeps the realmId of the callback, calls that realm with the token, and refreshes it', async () => {
    const view = await connection();
    expect(view.body.data).toMatchObject({ auth_type: 'oauth2' });
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.consentUrl.pathname).toBe('/connect/oauth2');
    expect(dance.consentUrl.searchParams.get('client_id')).toBe(SANDBOX_OAUTH_CLIENTS.quickbooks.clientId);
    expect(dance.consentUrl.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(dance.callbackUrl.searchParams.get('realmId')).toBe(DEMO.id);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();
    const token = svc.emulators.quickbooks!.exchanges.find((exchange) => exchange.path === '/oauth2/v1/tokens/bearer');
    expect(String(token?.requestHeaders.authorization)).toMatch(/^Basic /);

    const after = await connection();
    expect(after.body.data).toMatchObject({ state: 'callable' });
    expect(after.body.data.settings).toMatchObject({ realm_id: DEMO.id });

    const info = await call(`${svc.url}/accounting/company-info`, { headers: tenant.headers('qbo-oauth') });
    expect(info.status, info.text).toBe(200);
    expect(info.body.data.id).toBe(DEMO.id);
    // Both calls of the company info went to the realm of the callback (they run at once, in either order).
    expect(svc.emulators.quickbooks!.exchanges.slice(-2).map((exchange) => exchange.path).sort()).toEqual([`/v3/company/${DEMO.id}/companyinfo/${DEMO.id}`, `/v3/company/${DEMO.id}/preferences`]);

    // Expired access token: refreshed once, and the call goes through.
    svc.emulators.quickbooks!.oauth!.setAccessTokenLifetime(1);
    const again = await oauthDance((await connection()).body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(again.callbackStatus).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const invoices = await call(`${svc.url}/accounting/invoices?limit=1`, { headers: tenant.headers('qbo-oauth') });
    expect(invoices.status, invoices.text).toBe(200);
    expect(svc.emulators.quickbooks!.oauth!.tokenRequests.refresh_token).toBeGreaterThanOrEqual(1);
  });
});
