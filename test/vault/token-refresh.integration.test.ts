/**
 * Token refresh: before use when the token is about to expire, once after the
 * platform rejects a token, never twice for one token across two instances
 * of the service on one database, and never in a loop once the platform has
 * refused for good.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { SANDBOX_OAUTH_CLIENTS } from '../../src/sandbox/oauth-clients.js';
import { openStore } from '../../src/store/database.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

const timing = { marginMs: 30_000, failureBackoffMs: 60_000 };
const METRICS_TOKEN = 'metrics-token-for-refresh-tests';

/** svc_token_refreshes_total of jira with this outcome, as instance `svc` counts it. */
async function refreshes(svc: TestService, outcome: 'refreshed' | 'refused' | 'failed'): Promise<number> {
  const text = await (await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`svc_token_refreshes_total{connector="jira",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe.each(BACKENDS)('token refresh (%s)', (backend) => {
  let emulator: EmulatorHandle;
  let store: TestStore;
  let second: Awaited<ReturnType<typeof openStore>> | undefined;
  let a: TestService;
  let b: TestService;
  let tenant: Tenant;

  beforeAll(async () => {
    emulator = await jiraEmulator.start({ record: true });
    store = await openTestStore(backend);
    const masterKey = randomBytes(32);
    a = await startTestService({ store, masterKey, refreshTiming: timing, metrics: { token: METRICS_TOKEN } });
    // A second instance: its own connection pool on the same database (PostgreSQL), or the same embedded store.
    second = store.databaseUrl ? await openStore({ databaseUrl: store.databaseUrl, maxConnections: 5 }) : undefined;
    b = await startTestService({ store: second ? { ...second, databaseUrl: store.databaseUrl, dispose: () => second!.close() } : store, masterKey, refreshTiming: timing });
    for (const svc of [a, b]) svc.targets.setSandboxUrl('jira', emulator.url);
    emulator.oauth!.registerOAuthClient({ ...SANDBOX_OAUTH_CLIENTS.jira, redirectUris: [`${a.url}/vault/callback`, `${b.url}/vault/callback`] });
    tenant = await a.tenant();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await store?.dispose();
    await emulator?.close();
  });

  const projects = (svc: TestService, consumer: string) => call(`${svc.url}/issue-tracking/collections?limit=1`, { headers: tenant.headers(consumer) });

  /** Authorizes a consumer; the first token lives `lifetimeSeconds`, later ones an hour. */
  async function authorize(consumer: string, lifetimeSeconds: number) {
    emulator.oauth!.setAccessTokenLifetime(lifetimeSeconds);
    const view = await call(`${a.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers(consumer) });
    const dance = await oauthDance(view.body.data.authorize_url, `${a.url}/connect`);
    expect(dance.finalLocation.searchParams.get('error')).toBeNull();
    emulator.oauth!.setAccessTokenLifetime(3600);
  }

  it('refreshes a token that expires within the margin before using it, once', async () => {
    await authorize('soon', 5);
    const before = emulator.oauth!.tokenRequests.refresh_token;
    const counted = await refreshes(a, 'refreshed');
    expect((await projects(a, 'soon')).status).toBe(200);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);
    expect(await refreshes(a, 'refreshed')).toBe(counted + 1);
    expect((await projects(a, 'soon')).status).toBe(200);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);
    const view = await call(`${a.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers('soon') });
    expect(view.body.data.credentials_expire_at).toBeGreaterThan(Date.now() + 3000_000);
  });

  it('refreshes once when the platform rejects the token, then repeats the call', async () => {
    await authorize('rejected', 3600);
    const before = emulator.oauth!.tokenRequests.refresh_token;
    emulator.failNext('unauthorized', 1);
    const result = await projects(a, 'rejected');
    expect(result.status, result.text).toBe(200);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);
  });

  it('lets one refresh reach the platform when two instances need it at once', async () => {
    await authorize('shared', 5);
    const before = emulator.oauth!.tokenRequests.refresh_token;
    const results = await Promise.all([a, b, a, b, a, b].map((svc) => projects(svc, 'shared')));
    for (const result of results) expect(result.status, result.text).toBe(200);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);
  });

  it('marks the connection invalid when the platform refuses the refresh, and stops asking', async () => {
    await authorize('revoked', 5);
    emulator.oauth!.revokeAllGrants();
    const before = emulator.oauth!.tokenRequests.refresh_token;
    const refused = await refreshes(a, 'refused');
    const first = await projects(a, 'revoked');
    expect(await refreshes(a, 'refused')).toBe(refused + 1);
    expectErrorEnvelope(first, 401, 'ConnectorCredentialsError');
    expect(first.body.message).toMatch(/refused to refresh.*invalid_grant/);
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);

    const view = await call(`${b.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers('revoked') });
    expect(view.body.data).toMatchObject({ state: 'invalid', health: 'needs_auth' });
    expect(view.body.data.state_reason).toMatch(/invalid_grant/);
    expect(view.body.data.last_refresh_failed_at).toBeGreaterThan(Date.now() - 60_000);

    for (const svc of [a, b]) expectErrorEnvelope(await projects(svc, 'revoked'), 401, 'ConnectorCredentialsError');
    expect(emulator.oauth!.tokenRequests.refresh_token).toBe(before + 1);

    // A new consent is the fix (instance b sees it once its connection cache expires: SVC_CACHE_TTL_MS).
    await authorize('revoked', 3600);
    expect((await projects(a, 'revoked')).status).toBe(200);
  });
});
