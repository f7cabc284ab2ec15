/**
 * A Greenhouse connection with its own Harvest v3 client id and secret,
 * through the service over HTTP against the Greenhouse emulator: the Vault
 * gets the access token by the client credentials grant (HTTP Basic, `sub`
 * for the acting user) on validation and first use, renews it when it nears
 * expiry and when the platform refuses it, answers a wrong secret with a
 * settings error, and never shows the token to the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthEmulatorControls } from '../../src/sandbox/framework/emulator.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { GREENHOUSE_DEMO_ACCOUNT as DEMO, greenhouseEmulator } from '../../src/sandbox/greenhouse/index.js';
import { call, expectErrorEnvelope, type CallResult } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const USER = String(DEMO.users[0]!.id);
const BACKOFF_MS = 1000;
const OWN_CLIENT = { client_id: DEMO.clientId, client_secret: DEMO.clientSecret, user_id: USER };

describe('Greenhouse with the connection\'s own client credentials', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  let oauth: OAuthEmulatorControls;
  /** Every answer the service gave in this suite: no access token may be in one. */
  const answers: string[] = [];

  const seen = <T extends CallResult>(answer: T): T => {
    answers.push(answer.text, JSON.stringify([...answer.headers]));
    return answer;
  };
  const get = async (path: string, consumer: string) => seen(await call<Json>(`${svc.url}${path}`, { headers: tenant.headers(consumer) }));
  const send = async (method: string, path: string, consumer: string, json?: unknown) => seen(await call<Json>(`${svc.url}${path}`, { method, headers: tenant.headers(consumer), json }));
  const connect = (consumer: string, settings: Record<string, string | null>) => send('PATCH', '/vault/connections/ats/greenhouse', consumer, { settings });
  const ok = <T extends { status: number; text: string }>(answer: T, status = 200): T => {
    expect(answer.status, answer.text.slice(0, 600)).toBe(status);
    return answer;
  };
  const tokenExchanges = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && exchange.path === '/token');
  const issuedTokens = () =>
    tokenExchanges()
      .filter((exchange) => exchange.status === 200)
      .map((exchange) => (JSON.parse(exchange.responseBody) as { access_token: string }).access_token);
  const bearerOfLastApiCall = () => {
    const last = emulator.exchanges.filter((exchange) => exchange.path.startsWith('/v3/')).at(-1)!;
    return String(last.requestHeaders.authorization ?? '');
  };

  beforeAll(async () => {
    // A 1-second margin: a token of a few seconds is renewed only once it is nearly gone.
    svc = await startTestService({ emulators: [greenhouseEmulator], record: true, refreshTiming: { marginMs: 1000, failureBackoffMs: BACKOFF_MS } });
    emulator = svc.emulators.greenhouse as KitEmulatorHandle;
    oauth = emulator.oauth!;
    tenant = await svc.tenant();
  });
  afterAll(async () => {
    if (!svc) return;
    // The suite's closing check: no token the emulator issued ever reached a caller.
    const tokens = issuedTokens();
    expect(tokens.length).toBeGreaterThan(3);
    const everything = answers.join('\n');
    for (const token of tokens) expect(everything).not.toContain(token);
    await svc.close();
  });

  it('reads applicants with no pasted token: the Vault exchanges the client id and secret, with sub for the user', async () => {
    const consumer = 'cc-reader';
    const before = oauth.tokenRequests.client_credentials;
    const view = ok(await connect(consumer, OWN_CLIENT)).body.data;
    expect(view).toMatchObject({ state: 'callable', oauth_grant_type: 'client_credentials', settings: { client_id: '********', client_secret: '********', user_id: USER } });
    expect(oauth.tokenRequests.client_credentials).toBe(before);

    const listed = ok(await get('/ats/applicants?limit=5', consumer)).body;
    expect(listed.data.length).toBe(5);
    expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
    const exchange = tokenExchanges().at(-1)!;
    expect(exchange.status).toBe(200);
    // RFC 6749 §2.3.1: id and secret form-encoded, then HTTP Basic.
    const basic = String(exchange.requestHeaders.authorization).replace(/^Basic /, '');
    expect(Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)).toEqual([DEMO.clientId, DEMO.clientSecret]);
    const form = new URLSearchParams(exchange.requestBody);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('sub')).toBe(USER);
    expect(exchange.requestBody).not.toContain(DEMO.clientSecret);
    expect(bearerOfLastApiCall()).toBe(`Bearer ${issuedTokens().at(-1)}`);

    // The token is kept: the next calls exchange nothing.
    ok(await get('/ats/jobs?limit=2', consumer));
    ok(await get(`/ats/applicants/${listed.data[0].id}?raw=true`, consumer));
    expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
    // A write acts as the user the token names (sub).
    ok(await send('POST', '/ats/applicants', consumer, { first_name: 'Client', last_name: 'Credentials' }), 201);

    ok(await send('POST', '/vault/connections/ats/greenhouse/validate', consumer));
    expect(ok(await get('/vault/connections/ats/greenhouse', consumer)).body.data).toMatchObject({ state: 'callable' });
    ok(await get('/vault/connections', consumer));
  });

  it('renews the token when it nears expiry and when Greenhouse refuses it', async () => {
    const consumer = 'cc-renewal';
    ok(await connect(consumer, OWN_CLIENT));
    oauth.setAccessTokenLifetime(2);
    try {
      const before = oauth.tokenRequests.client_credentials;
      ok(await send('POST', '/vault/connections/ats/greenhouse/validate', consumer));
      expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
      const first = issuedTokens().at(-1)!;
      ok(await get('/ats/jobs?limit=1', consumer));
      expect(bearerOfLastApiCall()).toBe(`Bearer ${first}`);
      expect(oauth.tokenRequests.client_credentials).toBe(before + 1);

      // The emulator's token has expired: the Vault gets a new one before the call.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      oauth.setAccessTokenLifetime(3600);
      ok(await get('/ats/jobs?limit=1', consumer));
      expect(oauth.tokenRequests.client_credentials).toBe(before + 2);
      const second = issuedTokens().at(-1)!;
      expect(second).not.toBe(first);
      expect(bearerOfLastApiCall()).toBe(`Bearer ${second}`);

      // Greenhouse stops honouring the token before its time: the 401 gets a new exchange and the call is repeated.
      oauth.revokeAllGrants();
      ok(await get('/ats/applications?limit=1', consumer));
      expect(oauth.tokenRequests.client_credentials).toBe(before + 3);
      expect(bearerOfLastApiCall()).toBe(`Bearer ${issuedTokens().at(-1)}`);

      // The reference's token endpoint renews on demand too.
      ok(await send('POST', '/vault/connections/ats/greenhouse/token', consumer));
      expect(oauth.tokenRequests.client_credentials).toBe(before + 4);
    } finally {
      oauth.setAccessTokenLifetime(3600);
    }
  });

  it('a wrong secret is a settings error naming the settings, never a 5xx; correcting it works at once', async () => {
    const consumer = 'cc-wrong-secret';
    ok(await connect(consumer, { ...OWN_CLIENT, client_secret: 'ghs_not-the-secret-at-all' }));
    const validated = await send('POST', '/vault/connections/ats/greenhouse/validate', consumer);
    expectErrorEnvelope(validated, 422, 'ConnectionSettingsError');
    expect(validated.body.message).toContain('client_secret');
    expect(validated.body.detail).toMatchObject({ state: 'invalid', settings: ['client_id', 'client_secret', 'user_id'], platform: { error: 'invalid_client' } });
    expect(validated.text).not.toContain('ghs_not-the-secret-at-all');
    expect(ok(await get('/vault/connections/ats/greenhouse', consumer)).body.data).toMatchObject({ state: 'invalid', health: 'needs_auth' });

    const before = oauth.tokenRequests.client_credentials;
    const read = await get('/ats/applicants', consumer);
    expectErrorEnvelope(read, 422, 'ConnectionSettingsError');
    // An invalid connection does not knock at the platform again.
    expect(oauth.tokenRequests.client_credentials).toBe(before);

    expect(ok(await connect(consumer, { client_secret: DEMO.clientSecret })).body.data).toMatchObject({ state: 'callable' });
    ok(await get('/ats/applicants?limit=1', consumer));
    expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
  });

  it('validate asks again once the back-off is over: a credential Greenhouse refused and then honours again', async () => {
    const consumer = 'cc-recheck';
    const registration = { clientId: DEMO.clientId, clientSecret: DEMO.clientSecret, name: DEMO.organizationName, redirectUris: [] };
    ok(await connect(consumer, OWN_CLIENT));
    // The organization's admin turned the credential's secret over at Greenhouse…
    oauth.registerOAuthClient({ ...registration, clientSecret: 'ghs_rotated-elsewhere-0000000000' });
    try {
      expectErrorEnvelope(await send('POST', '/vault/connections/ats/greenhouse/validate', consumer), 422, 'ConnectionSettingsError');
      const before = oauth.tokenRequests.client_credentials;
      // …and back. Within the back-off the stored refusal answers, without asking Greenhouse.
      oauth.registerOAuthClient(registration);
      expectErrorEnvelope(await send('POST', '/vault/connections/ats/greenhouse/validate', consumer), 422, 'ConnectionSettingsError');
      expect(oauth.tokenRequests.client_credentials).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS + 100));
      expect(ok(await send('POST', '/vault/connections/ats/greenhouse/validate', consumer)).body.data).toMatchObject({ state: 'callable' });
      expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
      ok(await get('/ats/jobs?limit=1', consumer));
    } finally {
      oauth.registerOAuthClient(registration);
    }
  });

  it('a user the organization lacks (sub) is a settings error too; half a client pair is a missing setting', async () => {
    const consumer = 'cc-bad-user';
    ok(await connect(consumer, { ...OWN_CLIENT, user_id: '999999999' }));
    const validated = await send('POST', '/vault/connections/ats/greenhouse/validate', consumer);
    expectErrorEnvelope(validated, 422, 'ConnectionSettingsError');
    expect(validated.body.detail.platform).toMatchObject({ error: 'invalid_request' });

    const half = 'cc-half';
    expect(ok(await connect(half, { client_id: DEMO.clientId })).body.data).toMatchObject({ state: 'added' });
    const missing = await send('POST', '/vault/connections/ats/greenhouse/validate', half);
    expectErrorEnvelope(missing, 422, 'ConnectionSettingsError');
    expect(missing.body.detail).toEqual({ missing: ['client_secret'] });
  });

  it('a changed acting user gets a token for that user', async () => {
    const consumer = 'cc-switch-user';
    const other = String(DEMO.users[1]!.id);
    ok(await connect(consumer, OWN_CLIENT));
    ok(await get('/ats/jobs?limit=1', consumer));
    const before = oauth.tokenRequests.client_credentials;
    ok(await connect(consumer, { user_id: other }));
    ok(await get('/ats/jobs?limit=1', consumer));
    expect(oauth.tokenRequests.client_credentials).toBe(before + 1);
    expect(new URLSearchParams(tokenExchanges().at(-1)!.requestBody).get('sub')).toBe(other);
  });
});
