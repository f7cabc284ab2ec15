/**
 * Intercom's OAuth inside the Intercom emulator, and through the service.
 * Intercom's authorization code flow has no refresh: the token answer is
 * {token_type, token, access_token} with no expires_in and no refresh_token,
 * and the token works until the workspace uninstalls the app. So "refresh"
 * here is what the platform has: a refresh_token grant is refused, and a
 * revoked token sends the connection back to consent instead of a refresh.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { INTERCOM_DEMO_ACCOUNT, intercomEmulator } from '../../src/sandbox/intercom/index.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { call } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { openPage, postToken, pressButton, redirectOf, resetOAuth, withQuery } from './oauth-dance.js';

const CLIENT = { clientId: '5f0e9c1a-0b2d-4e3f-8a7b-6c5d4e3f2a1b', clientSecret: 'intercom-secret-3b1d', name: 'Acme Inbox Sync' };
const REDIRECT = 'http://127.0.0.1:9/intercom/callback';

describe('Intercom emulator: OAuth authorization server', () => {
  let emulator: KitEmulatorHandle & { oauth: NonNullable<KitEmulatorHandle['oauth']> };
  let tokenUrl: string;

  beforeAll(async () => {
    emulator = (await intercomEmulator.start({ record: true })) as typeof emulator;
    tokenUrl = `${emulator.url}/auth/eagle/token`;
  });
  afterAll(() => emulator.close());
  beforeEach(() => resetOAuth(emulator.oauth, { ...CLIENT, redirectUris: [REDIRECT] }));

  async function authorize(): Promise<string> {
    const page = await openPage(withQuery(`${emulator.url}/oauth`, { response_type: 'code', client_id: CLIENT.clientId, redirect_uri: REDIRECT, scope: 'read_write_users', state: 'xyz' }));
    expect(page.status, page.html).toBe(200);
    expect(page.html).toContain('Intercom');
    expect(page.html).toContain(INTERCOM_DEMO_ACCOUNT.adminEmail);
    const callback = redirectOf(await pressButton(page, 'allow'));
    expect(callback.searchParams.get('state')).toBe('xyz');
    return callback.searchParams.get('code') as string;
  }

  const exchange = (code: string) =>
    postToken(tokenUrl, { grant_type: 'authorization_code', code, client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, redirect_uri: REDIRECT }, { format: 'form' });

  it('exchanges the code for a token that does not expire and comes without a refresh token', async () => {
    const reply = await exchange(await authorize());
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['access_token', 'token', 'token_type']);
    expect(reply.body.token_type).toBe('Bearer');
    expect(reply.body.token).toBe(reply.body.access_token);
    const me = await fetch(`${emulator.url}/me`, { headers: { authorization: `Bearer ${reply.body.access_token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(INTERCOM_DEMO_ACCOUNT.adminId);
  });

  it('has nothing to refresh with: a refresh_token grant is refused, a code is single use, a wrong secret is 401', async () => {
    const code = await authorize();
    expect((await exchange(code)).status).toBe(200);
    expect((await exchange(code)).body.error).toBe('invalid_grant');
    const refresh = await postToken(tokenUrl, { grant_type: 'refresh_token', refresh_token: 'anything', client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret }, { format: 'form' });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error).toBe('invalid_grant');
    const wrong = await postToken(tokenUrl, { grant_type: 'authorization_code', code: await authorize(), client_id: CLIENT.clientId, client_secret: 'nope', redirect_uri: REDIRECT }, { format: 'form' });
    expect(wrong.status).toBe(401);
  });

  it('stops accepting the token once the app is uninstalled (all grants revoked)', async () => {
    const reply = await exchange(await authorize());
    emulator.oauth.revokeAllGrants();
    const me = await fetch(`${emulator.url}/me`, { headers: { authorization: `Bearer ${reply.body.access_token}` } });
    expect(me.status).toBe(401);
    expect(await me.json()).toMatchObject({ type: 'error.list', errors: [{ code: 'unauthorized' }] });
  });
});

describe('Intercom OAuth through the service', () => {
  let svc: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [intercomEmulator], record: true });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  const connection = () => call(`${svc.url}/vault/connections/customer-support/intercom`, { headers: tenant.headers('ic-oauth') });

  it('authorizes with the sandbox client, calls with the token, and asks for consent again once it is revoked', async () => {
    const view = await connection();
    expect(view.body.data).toMatchObject({ auth_type: 'oauth2', health: 'needs_auth' });
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect/done`);
    expect(dance.consentUrl.pathname).toBe('/oauth');
    expect(dance.consentUrl.searchParams.get('client_id')).toBe(SANDBOX_OAUTH_CLIENTS.intercom.clientId);
    expect(dance.consentUrl.searchParams.has('code_challenge')).toBe(false);
    const tokenCall = svc.emulators.intercom!.exchanges.find((exchange) => exchange.path === '/auth/eagle/token');
    expect(tokenCall?.status).toBe(200);

    const after = await connection();
    expect(after.body.data).toMatchObject({ state: 'callable', health: 'ok' });
    // Intercom tokens do not expire: the connection has no expiry to refresh before.
    expect(after.body.data.credentials_expire_at ?? null).toBeNull();

    const customers = await call(`${svc.url}/customer-support/customers?limit=2`, { headers: tenant.headers('ic-oauth') });
    expect(customers.status, customers.text).toBe(200);
    expect(customers.body.data).toHaveLength(2);
    expect(String(svc.emulators.intercom!.exchanges.at(-1)!.requestHeaders.authorization)).toMatch(/^Bearer [0-9a-f]{64}$/);

    // Uninstalled: no refresh token to try, so the connection goes back to consent and the call is refused, not retried forever.
    svc.emulators.intercom!.oauth!.revokeAllGrants();
    const refused = await call(`${svc.url}/customer-support/customers?limit=2`, { headers: tenant.headers('ic-oauth') });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(svc.emulators.intercom!.oauth!.tokenRequests.refresh_token).toBe(0);
    expect((await connection()).body.data.health).not.toBe('ok');
  });
});
