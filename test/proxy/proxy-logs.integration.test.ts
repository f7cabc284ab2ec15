/** The Proxy API's logs, at the most talkative level, never carry a credential: injected, the caller's own, or the API key. */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { call } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { echoConnector, startEchoPlatform, startTrap, type EchoPlatform } from './echo-platform.js';

describe('Proxy API and the logs', () => {
  const logLines: string[] = [];
  let svc: TestService;
  let tenant: Tenant;
  let echo: EchoPlatform;
  let trap: Awaited<ReturnType<typeof startTrap>>;

  beforeAll(async () => {
    trap = await startTrap();
    echo = await startEchoPlatform(trap.url);
    const sink = { write: (chunk: string) => void logLines.push(chunk) };
    svc = await startTestService({
      connectors: new ConnectorRegistry([echoConnector]),
      logger: pino({ level: 'trace' }, sink),
      config: { proxyResponseLimitBytes: 4096 },
    });
    svc.targets.setSandboxUrl('echo', echo.url);
    tenant = await svc.tenant();
    await tenant.connect('c1', 'issue-tracking', 'echo', { account: 'acct', token: 'injected-secret-token' });
  });
  afterAll(async () => {
    await svc?.close();
    await echo?.close();
    await trap?.close();
  });

  it('logs calls, failures and cut-off answers without credentials', async () => {
    const proxy = (url: string, extra: Record<string, string> = {}) =>
      fetch(`${svc.url}/proxy`, { headers: tenant.headers('c1', { 'x-svc-service-id': 'echo', 'x-svc-downstream-url': url, ...extra }) }).then(
        (response) => response.arrayBuffer().catch(() => undefined),
      );
    await proxy('/echo');
    await proxy('/echo', { 'x-svc-downstream-authorization': 'Bearer caller-own-secret' });
    await proxy('/never', { 'x-svc-timeout': '100' });
    await proxy('/chunked?bytes=20000');
    await proxy('/declared?bytes=20000');
    await proxy('https://169.254.169.254/');
    expect(echo.received.length).toBeGreaterThanOrEqual(4);
    expect((await call(`${svc.url}/health`)).status).toBe(200);

    const logs = logLines.join('');
    expect(logs).toContain('/proxy');
    for (const secret of ['injected-secret-token', 'caller-own-secret', tenant.key]) expect(logs).not.toContain(secret);
  });
});
