/**
 * Connecting Clover the way a consumer does: the vault's authorize link →
 * Clover's install page (emulated, OAuth 2 v2) → the callback, which names
 * the merchant (`merchant_id`) beside code and state; the connection keeps
 * it as its `merchant_id` setting, the code is exchanged with a JSON body at
 * /oauth/v2/token, and calls reach that merchant's paths with the token;
 * a refused token is renewed at Clover's own /oauth/v2/refresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOVER_DEMO_ACCOUNT as DEMO, cloverEmulator } from '../../src/sandbox/clover/index.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe('Clover OAuth through the service', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [cloverEmulator], record: true });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const connection = () => call(`${svc.url}/vault/connections/pos/clover`, { headers: tenant.headers('clover-oauth') });

  it('keeps the merchant of the callback and calls its paths with the token', async () => {
    const view = await connection();
    expect(view.body.data).toMatchObject({ auth_type: 'oauth2' });
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.consentUrl.pathname).toBe('/oauth/v2/authorize');
    expect(dance.consentUrl.searchParams.get('client_id')).toBe(SANDBOX_OAUTH_CLIENTS.clover.clientId);
    expect(dance.callbackUrl.searchParams.get('merchant_id')).toBe(DEMO.merchantId);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();
    const token = svc.emulators.clover!.exchanges.find((exchange) => exchange.path === '/oauth/v2/token');
    expect(String(token?.requestHeaders['content-type'])).toContain('application/json');

    const after = await connection();
    expect(after.body.data).toMatchObject({ state: 'callable' });
    expect(after.body.data.settings).toMatchObject({ merchant_id: DEMO.merchantId });

    const orders = await call(`${svc.url}/pos/orders?limit=2`, { headers: tenant.headers('clover-oauth') });
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.data).toHaveLength(2);
    const last = svc.emulators.clover!.exchanges.at(-1)!;
    expect(last.path).toBe(`/v3/merchants/${DEMO.merchantId}/orders`);
    expect(String(last.requestHeaders.authorization)).toMatch(/^Bearer /);
    expect(String(last.requestHeaders.authorization)).not.toContain(DEMO.apiToken);

    // Clover refuses the access token (expired): the connection is refreshed with its refresh token and the call goes through.
    const refreshes = svc.emulators.clover!.oauth!.tokenRequests.refresh_token;
    svc.emulators.clover!.failNext('unauthorized');
    const again = await call(`${svc.url}/pos/order-types`, { headers: tenant.headers('clover-oauth') });
    expect(again.status, again.text).toBe(200);
    expect(svc.emulators.clover!.oauth!.tokenRequests.refresh_token).toBe(refreshes + 1);
    expect(svc.emulators.clover!.exchanges.some((exchange) => exchange.path === '/oauth/v2/refresh' && exchange.status === 200)).toBe(true);
    // The connection knows when Clover's token expires (access_token_expiration, Unix seconds), so it is renewed ahead of time too.
    const row = await svc.store.db.selectFrom('connections').select('credentialsExpireAt').where('serviceId', '=', 'clover').executeTakeFirstOrThrow();
    const lifetime = row.credentialsExpireAt!.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(1_800_000);
  });
});
