/**
 * Zoho's OAuth, at the emulated accounts.zoho.com and through the service:
 * the consent asked with access_type=offline and prompt=consent, the client
 * authenticated with its id and secret in the form body, one-hour tokens
 * with `api_domain`, a refresh token that is kept (a refresh answers a new
 * access token only, and the same refresh token works again), Zoho's
 * `invalid_code`, and calls made with `Zoho-oauthtoken` after the vault
 * refreshed an expired token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { ZOHO_DEMO_ORGANIZATION, ZOHO_DEMO_USER, zohoBooksEmulator } from '../../src/sandbox/zoho-books/index.js';
import { call } from '../helpers/http.js';
import { oauthDance, submitConsent } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { outliveOneSecondToken, postToken, withQuery } from './oauth-dance.js';

const CLIENT = SANDBOX_OAUTH_CLIENTS['zoho-books'];

describe('Zoho Books OAuth', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [zohoBooksEmulator], record: true });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  it('issues one-hour tokens and a refresh token that is kept, and answers Zoho\'s invalid_code', async () => {
    const emulator = svc.emulators['zoho-books']!;
    const redirectUri = 'https://app.example/callback';
    // The service's own callback stays registered beside this app's.
    emulator.oauth!.registerOAuthClient({ ...CLIENT, redirectUris: [redirectUri, `${svc.url}/vault/callback`] });
    const consent = withQuery(`${emulator.url}/oauth/v2/auth`, {
      scope: 'ZohoBooks.salesorders.ALL,ZohoBooks.settings.READ', client_id: CLIENT.clientId, response_type: 'code', redirect_uri: redirectUri, access_type: 'offline', state: 's1',
    });
    const decision = await submitConsent(consent, 'allow');
    const code = new URL(decision.headers.get('location') as string).searchParams.get('code') as string;
    const token = `${emulator.url}/oauth/v2/token`;
    const exchanged = await postToken(token, { grant_type: 'authorization_code', code, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uri: redirectUri }, { format: 'form' });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, api_domain: 'https://www.zohoapis.com', refresh_token: expect.any(String) });
    const orgs = await call(`${emulator.url}/books/v3/organizations`, { headers: { authorization: `Zoho-oauthtoken ${exchanged.body.access_token}` } });
    expect(orgs.body.organizations.map((organization: { organization_id: string }) => organization.organization_id)).toContain(ZOHO_DEMO_ORGANIZATION.id);

    for (let round = 0; round < 2; round++) {
      const refreshed = await postToken(token, { grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }, { format: 'form' });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.refresh_token).toBeUndefined();
      expect(refreshed.body.access_token).not.toBe(exchanged.body.access_token);
    }
    const replayed = await postToken(token, { grant_type: 'authorization_code', code, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uri: redirectUri }, { format: 'form' });
    expect(replayed.body).toEqual({ error: 'invalid_code' });
    const wrongClient = await postToken(token, { grant_type: 'refresh_token', refresh_token: exchanged.body.refresh_token, client_id: CLIENT.clientId, client_secret: 'wrong' }, { format: 'form' });
    expect(wrongClient.body).toEqual({ error: 'invalid_client' });
  });

  it('authorizes through the service once the organization is set, calls with Zoho-oauthtoken and refreshes the expired token', async () => {
    const emulator = svc.emulators['zoho-books']!;
    await tenant.connect('zb-oauth', 'accounting', 'zoho-books', { organization_id: ZOHO_DEMO_ORGANIZATION.id });
    const view = await call(`${svc.url}/vault/connections/accounting/zoho-books`, { headers: tenant.headers('zb-oauth') });
    expect(view.body.data).toMatchObject({ auth_type: 'oauth2' });
    const refreshesBefore = emulator.oauth!.tokenRequests.refresh_token;
    emulator.oauth!.setAccessTokenLifetime(1);
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.consentUrl.pathname).toBe('/oauth/v2/auth');
    expect(dance.consentUrl.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(dance.consentUrl.searchParams.get('access_type')).toBe('offline');
    expect(dance.consentUrl.searchParams.get('prompt')).toBe('consent');
    expect(dance.consentUrl.searchParams.has('code_challenge')).toBe(false);
    const exchange = emulator.exchanges.find((entry) => entry.path === '/oauth/v2/token');
    expect(exchange?.status).toBe(200);
    expect(exchange?.requestBody).toContain(`client_secret=${CLIENT.clientSecret}`);
    emulator.oauth!.setAccessTokenLifetime(3600);
    await outliveOneSecondToken();

    const orders = await call(`${svc.url}/accounting/sales-orders?limit=2`, { headers: tenant.headers('zb-oauth') });
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.data).toHaveLength(2);
    expect(emulator.oauth!.tokenRequests.refresh_token - refreshesBefore).toBe(1);
    const last = emulator.exchanges.at(-1)!;
    expect(last.path).toBe('/books/v3/salesorders');
    expect(String(last.requestHeaders.authorization)).toMatch(/^Zoho-oauthtoken /);
    expect(last.query.get('organization_id')).toBe(ZOHO_DEMO_ORGANIZATION.id);
    expect(String(last.requestHeaders.authorization)).not.toContain(ZOHO_DEMO_USER.sandboxAccessToken);
  });
});
