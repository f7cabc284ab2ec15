/**
 * The OAuth authorization code flow end to end over loopback HTTP: the
 * service's authorize link, the emulator's consent page and token endpoint,
 * the callback, tokens stored encrypted, and unified calls with the token.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import { zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { ZENDESK_DEMO_ACCOUNT } from '../../src/sandbox/zendesk/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

describe.each(BACKENDS)('OAuth flow (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let doneUrl: string;

  beforeAll(async () => {
    svc = await startTestService({ backend, emulators: [zendeskEmulator, jiraEmulator], record: true });
    tenant = await svc.tenant();
    doneUrl = `${svc.url}/connect/done`;
  });
  afterAll(() => svc?.close());

  const connection = (consumer: string, api: string, service: string) =>
    call(`${svc.url}/vault/connections/${api}/${service}`, { headers: tenant.headers(consumer) });

  async function authorizeUrl(consumer: string, api: string, service: string): Promise<string> {
    const view = await connection(consumer, api, service);
    expect(view.status).toBe(200);
    expect(view.body.data.authorize_url).toMatch(new RegExp(`^${svc.url}/vault/authorize/${service}/${tenant.appId}\\?state=`));
    return view.body.data.authorize_url as string;
  }

  it('authorizes Jira: consent, code exchange, site discovery, then unified calls with the token', async () => {
    const before = await connection('jira-user', 'issue-tracking', 'jira');
    expect(before.body.data).toMatchObject({ state: 'available', auth_type: 'oauth2', oauth_grant_type: 'authorization_code', health: 'needs_auth' });

    const dance = await oauthDance(await authorizeUrl('jira-user', 'issue-tracking', 'jira'), doneUrl);
    expect(dance.consentUrl.origin).toBe(svc.emulators.jira!.url);
    expect(dance.consentUrl.pathname).toBe('/authorize');
    expect(dance.consentUrl.searchParams.get('audience')).toBe('api.atlassian.com');
    expect(dance.consentUrl.searchParams.get('redirect_uri')).toBe(`${svc.url}/vault/callback`);
    expect(dance.consentUrl.searchParams.get('scope')?.split(' ')).toContain('offline_access');
    expect(dance.callbackStatus).toBe(302);
    expect(dance.finalLocation.href).toBe(doneUrl);

    const after = await connection('jira-user', 'issue-tracking', 'jira');
    expect(after.body.data).toMatchObject({ state: 'callable', health: 'ok' });
    expect(after.body.data.settings.cloud_id).toMatch(/^[A-Za-z0-9-]+$/);
    expect(after.body.data.credentials_expire_at).toBeGreaterThan(Date.now());
    expect(after.text).not.toMatch(/access_token|refresh_token/);

    const projects = await call(`${svc.url}/issue-tracking/collections`, { headers: tenant.headers('jira-user') });
    expect(projects.status, projects.text).toBe(200);
    expect(projects.body.data.length).toBeGreaterThan(0);
    // The call went through Atlassian's API gateway path with the bearer token.
    const apiCall = svc.emulators.jira!.exchanges.at(-1)!;
    expect(apiCall.path).toMatch(/^\/ex\/jira\/[^/]+\/rest\/api\/3\//);
    expect(String(apiCall.requestHeaders.authorization)).toMatch(/^Bearer /);
  });

  it('asks for the Zendesk subdomain first, then authorizes with PKCE', async () => {
    const early = await call(`${await authorizeUrl('zd-user', 'customer-support', 'zendesk')}&redirect_uri=${encodeURIComponent(doneUrl)}`, { headers: {} });
    expectErrorEnvelope(early, 422, 'ConnectionSettingsError');
    expect(early.body.detail.settings_required_for_authorization).toEqual(['subdomain']);

    await tenant.connect('zd-user', 'customer-support', 'zendesk', { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain });
    expect((await connection('zd-user', 'customer-support', 'zendesk')).body.data.state).toBe('added');

    const dance = await oauthDance(await authorizeUrl('zd-user', 'customer-support', 'zendesk'), doneUrl);
    expect(dance.consentUrl.pathname).toBe('/oauth/authorizations/new');
    expect(dance.consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dance.finalLocation.href).toBe(doneUrl);
    const tokenExchange = svc.emulators.zendesk!.exchanges.find((exchange) => exchange.path === '/oauth/tokens');
    expect(tokenExchange?.requestBody).toContain('code_verifier=');
    expect(tokenExchange?.status).toBe(200);

    expect((await connection('zd-user', 'customer-support', 'zendesk')).body.data.state).toBe('callable');
    const customers = await call(`${svc.url}/customer-support/customers?limit=2`, { headers: tenant.headers('zd-user') });
    expect(customers.status, customers.text).toBe(200);
    expect(customers.body.data).toHaveLength(2);
  });

  it('stores tokens only encrypted', async () => {
    const rows = await svc.store.db.selectFrom('connections').select(['settings', 'credentials']).where('serviceId', '=', 'jira').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.credentials).toMatch(/^v1\./);
      expect(JSON.stringify(row.settings)).not.toMatch(/token/i);
    }
  });

  it('refuses altered, missing and replayed states, and links of another application', async () => {
    const url = await authorizeUrl('replay-user', 'issue-tracking', 'jira');
    const start = await fetch(`${url}&redirect_uri=${encodeURIComponent(doneUrl)}`, { redirect: 'manual' });
    const platformState = new URL(start.headers.get('location') as string).searchParams.get('state') as string;

    expectErrorEnvelope(await call(`${svc.url}/vault/callback?code=x`), 400, 'OAuthInvalidStateError');
    expectErrorEnvelope(await call(`${svc.url}/vault/callback?code=x&state=${platformState.slice(0, -2)}xx`), 400, 'OAuthInvalidStateError');
    // The authorize ticket is not a platform state.
    expectErrorEnvelope(await call(`${svc.url}/vault/callback?code=x&state=${new URL(url).searchParams.get('state')}`), 400, 'OAuthInvalidStateError');

    const dance = await oauthDance(await authorizeUrl('replay-user', 'issue-tracking', 'jira'), doneUrl);
    expect(dance.finalLocation.href).toBe(doneUrl);
    const replay = await call(dance.callbackUrl.href);
    expectErrorEnvelope(replay, 400, 'OAuthInvalidStateError');
    expect(replay.body.detail.reason).toBe('already used or expired');

    const other = await svc.tenant();
    const foreign = url.replace(`/${tenant.appId}?`, `/${other.appId}?`);
    expectErrorEnvelope(await call(`${foreign}&redirect_uri=${encodeURIComponent(doneUrl)}`), 400, 'OAuthInvalidStateError');
  });

  it('refuses redirect URIs outside the allow-list', async () => {
    const url = await authorizeUrl('redirect-user', 'issue-tracking', 'jira');
    const evil = await call(`${url}&redirect_uri=${encodeURIComponent('https://evil.example.com/steal')}`);
    expectErrorEnvelope(evil, 400, 'OAuthRedirectUriError');
    expectErrorEnvelope(await call(url), 400, 'OAuthRedirectUriError');
  });

  it('sends the consumer back with the error when they deny consent', async () => {
    const dance = await oauthDance(await authorizeUrl('deny-user', 'issue-tracking', 'jira'), doneUrl, 'deny');
    expect(dance.callbackStatus).toBe(302);
    expect(dance.finalLocation.origin + dance.finalLocation.pathname).toBe(doneUrl);
    expect(dance.finalLocation.searchParams.get('error')).toBe('OAuthCodeExchangeError');
    expect(dance.finalLocation.searchParams.get('service_id')).toBe('jira');
    expect((await connection('deny-user', 'issue-tracking', 'jira')).body.data.state).toBe('available');
  });

  it('refuses OAuth links for a connector without OAuth', async () => {
    const view = await connection('sms-user', 'sms', 'twilio');
    expect(view.body.data.authorize_url).toBeUndefined();
    expect(view.body.data.auth_type).toBe('basic');
  });

  it('revokes: the platform token stops working and the vault forgets it', async () => {
    await tenant.connect('revoke-user', 'customer-support', 'zendesk', { subdomain: ZENDESK_DEMO_ACCOUNT.subdomain });
    await oauthDance(await authorizeUrl('revoke-user', 'customer-support', 'zendesk'), doneUrl);
    const view = await connection('revoke-user', 'customer-support', 'zendesk');
    const revoke = await fetch(`${view.body.data.revoke_url}&redirect_uri=${encodeURIComponent(doneUrl)}`, { redirect: 'manual' });
    expect(revoke.status).toBe(302);
    expect(revoke.headers.get('location')).toBe(doneUrl);
    const revokeCall = svc.emulators.zendesk!.exchanges.find((exchange) => exchange.method === 'DELETE' && exchange.path === '/api/v2/oauth/tokens/current.json');
    expect(revokeCall?.status).toBe(204);
    const after = await connection('revoke-user', 'customer-support', 'zendesk');
    expect(after.body.data.state).toBe('added');
    const unified = await call(`${svc.url}/customer-support/customers`, { headers: tenant.headers('revoke-user') });
    expectErrorEnvelope(unified, 422, 'ConnectionSettingsError');
  });
});

describe('OAuth client credentials', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ emulators: [jiraEmulator] });
  });
  afterAll(() => svc?.close());

  it('needs the application\'s own client in live mode', async () => {
    const live = await svc.tenant('live');
    const view = await call(`${svc.url}/vault/connections/issue-tracking/jira`, { headers: live.headers('live-user') });
    const result = await call(`${view.body.data.authorize_url}&redirect_uri=${encodeURIComponent(`${svc.url}/connect`)}`);
    expectErrorEnvelope(result, 400, 'OAuthCredentialsNotFoundError');
  });
});

describe('OAuth flow and the logs', () => {
  const logLines: string[] = [];
  let svc: TestService;
  let tenant: Tenant;
  beforeAll(async () => {
    const sink = { write: (chunk: string) => void logLines.push(chunk) };
    // The most talkative level: nothing the service logs may carry a grant.
    svc = await startTestService({ emulators: [jiraEmulator], record: true, logger: pino({ level: 'trace' }, sink) });
    tenant = await svc.tenant();
  });
  afterAll(() => svc?.close());

  it('never logs the code, the state, the ticket or a token, through consent, refresh and calls', async () => {
    const view = await call(`${svc.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers('quiet-user') });
    const ticket = new URL(view.body.data.authorize_url as string).searchParams.get('state') as string;
    svc.emulators.jira!.oauth!.setAccessTokenLifetime(5);
    const dance = await oauthDance(view.body.data.authorize_url as string, `${svc.url}/connect`);
    svc.emulators.jira!.oauth!.setAccessTokenLifetime(3600);
    // The token lives 5 s, within the refresh margin: this call refreshes first.
    expect((await call(`${svc.url}/issue-tracking/collections`, { headers: tenant.headers('quiet-user') })).status).toBe(200);

    const grants = svc.emulators.jira!.exchanges
      .filter((exchange) => exchange.path === '/oauth/token' && exchange.status === 200)
      .flatMap((exchange) => {
        const body = JSON.parse(exchange.responseBody) as { access_token: string; refresh_token?: string };
        return [body.access_token, body.refresh_token].filter((token): token is string => Boolean(token));
      });
    expect(grants.length).toBeGreaterThanOrEqual(3);
    const secrets = [ticket, dance.callbackUrl.searchParams.get('code')!, dance.callbackUrl.searchParams.get('state')!, ...grants];
    const logs = logLines.join('');
    expect(logs).toContain('/vault/callback');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
