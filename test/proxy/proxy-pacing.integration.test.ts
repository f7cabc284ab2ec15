/**
 * Proxy calls share the downstream token buckets with unified calls: a
 * platform's 429 seen through one instance holds the connection for the time
 * the platform asked, and the next proxy call through another instance on the
 * same database is refused with ConnectorRateLimitError instead of reaching
 * the platform. Another connection is not held.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { openStore } from '../../src/store/database.js';
import { BACKENDS, openTestStore, type TestStore } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { echoConnector, startEchoPlatform, startTrap, type EchoPlatform } from './echo-platform.js';

describe.each(BACKENDS)('Proxy API pacing across instances (%s)', (backend) => {
  let store: TestStore;
  let second: Awaited<ReturnType<typeof openStore>> | undefined;
  let a: TestService;
  let b: TestService;
  let tenant: Tenant;
  let echo: EchoPlatform;
  let trap: Awaited<ReturnType<typeof startTrap>>;

  beforeAll(async () => {
    trap = await startTrap();
    echo = await startEchoPlatform(trap.url);
    store = await openTestStore(backend);
    const masterKey = randomBytes(32);
    const connectors = new ConnectorRegistry([echoConnector]);
    a = await startTestService({ store, masterKey, connectors });
    second = store.databaseUrl ? await openStore({ databaseUrl: store.databaseUrl, maxConnections: 5 }) : undefined;
    b = await startTestService({ store: second ? { ...second, databaseUrl: store.databaseUrl, dispose: () => second!.close() } : store, masterKey, connectors });
    for (const svc of [a, b]) svc.targets.setSandboxUrl('echo', echo.url);
    tenant = await a.tenant();
    for (const consumer of ['held', 'free']) await tenant.connect(consumer, 'issue-tracking', 'echo', { account: consumer, token: 'tok' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await store?.dispose();
    await echo?.close();
    await trap?.close();
  });

  const proxy = (svc: TestService, consumer: string, url: string) =>
    call(`${svc.url}/proxy`, { headers: tenant.headers(consumer, { 'x-svc-service-id': 'echo', 'x-svc-downstream-url': url, 'x-svc-timeout': '2000' }) });

  it('holds the connection on every instance after the platform says 429', async () => {
    const limited = await proxy(a, 'held', '/limited');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-svc-downstream-error')).toBe('true');
    expect(limited.body).toEqual({ error: 'slow down' });

    const before = echo.received.length;
    const refused = await proxy(b, 'held', '/echo');
    expectErrorEnvelope(refused, 429, 'ConnectorRateLimitError');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(2);
    expect(echo.received.length).toBe(before);

    expect((await proxy(b, 'free', '/echo')).status).toBe(200);
  });
});
