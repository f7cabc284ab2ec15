/**
 * SSRF over real HTTP: the classic bypasses are refused with
 * ProxyTargetNotAllowedError for sandbox and live keys alike, and a live
 * platform name that resolves to an internal address (through an injected
 * resolver: no test contacts anything but loopback) is refused before any
 * connection is made.
 */
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import type { HostResolver } from '../../src/core/ssrf/checked-lookup.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { echoConnector, startEchoPlatform, startTrap, type EchoPlatform } from './echo-platform.js';

/** What the injected DNS answers for the echo platform's live host. */
let liveAnswer: LookupAddress[] | Error = [];
const resolved: string[] = [];
const resolver: HostResolver = async (hostname) => {
  resolved.push(hostname);
  if (liveAnswer instanceof Error) throw liveAnswer;
  return liveAnswer;
};

describe('Proxy API SSRF guards', () => {
  let svc: TestService;
  let sandbox: Tenant;
  let live: Tenant;
  let echo: EchoPlatform;
  let trap: Awaited<ReturnType<typeof startTrap>>;

  beforeAll(async () => {
    trap = await startTrap();
    echo = await startEchoPlatform(trap.url);
    svc = await startTestService({ connectors: new ConnectorRegistry([twilio, echoConnector]), proxy: { resolver } });
    svc.targets.setSandboxUrl('echo', echo.url);
    sandbox = await svc.tenant('sandbox');
    live = await svc.tenant('live');
    for (const tenant of [sandbox, live]) await tenant.connect('c1', 'issue-tracking', 'echo', { account: 'acct', token: 'echo-token' });
  });
  afterAll(async () => {
    await svc?.close();
    await echo?.close();
    await trap?.close();
  });

  const proxy = (tenant: Tenant, url: string) =>
    call(`${svc.url}/proxy`, { headers: tenant.headers('c1', { 'x-svc-service-id': 'echo', 'x-svc-downstream-url': url }) });

  async function expectRefused(tenant: Tenant, url: string, reason: string) {
    const result = await proxy(tenant, url);
    expectErrorEnvelope(result, 403, 'ProxyTargetNotAllowedError');
    expect(result.body.detail.reason, url).toBe(reason);
    expect(result.text).not.toContain('echo-token');
    return result;
  }

  const bypasses: Array<[string, string, string]> = [
    // url, reason with a sandbox key, reason with a live key
    ['http://2130706433/', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['https://2130706433/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['https://0x7f.1/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['https://0177.0.0.1/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['http://0x7f.1/', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['https://[::ffff:127.0.0.1]/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['https://[::ffff:7f00:1]/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['https://[::1]/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['https://169.254.169.254/latest/meta-data/', 'ip_literal_not_allowed', 'ip_literal_not_allowed'],
    ['http://169.254.169.254/latest/meta-data/', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['https://api.echo.test@evil.example/', 'userinfo_not_allowed', 'userinfo_not_allowed'],
    ['https://evil.example/v1/echo', 'host_not_allowed', 'host_not_allowed'],
    ['https://api.twilio.com/2010-04-01/Accounts.json', 'host_not_allowed', 'host_not_allowed'],
    ['https://api.echo.test:8443/v1/echo', 'port_not_allowed', 'port_not_allowed'],
    ['file:///etc/passwd', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['gopher://api.echo.test/_x', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['ftp://api.echo.test/', 'scheme_not_allowed', 'scheme_not_allowed'],
    ['/../admin', 'path_escapes_base', 'path_escapes_base'],
    ['/%2e%2e/admin', 'path_escapes_base', 'path_escapes_base'],
    ['//evil.example/x', 'path_escapes_base', 'path_escapes_base'],
  ];

  it.each(bypasses)('refuses %s (sandbox: %s, live: %s)', async (url, sandboxReason, liveReason) => {
    await expectRefused(sandbox, url, sandboxReason);
    await expectRefused(live, url, liveReason);
  });

  it('names the internal class of an IP literal', async () => {
    const result = await expectRefused(live, 'https://[::ffff:7f00:1]/', 'ip_literal_not_allowed');
    expect(result.body.detail.address_class).toBe('loopback');
  });

  it('reaches only the emulator\'s exact origin with a sandbox key', async () => {
    const port = new URL(echo.url).port;
    await expectRefused(sandbox, `http://localhost:${port}/v1/echo`, 'scheme_not_allowed');
    await expectRefused(sandbox, trap.url, 'scheme_not_allowed');
    const direct = await proxy(sandbox, `${echo.url}/v1/echo`);
    expect(direct.status, direct.text).toBe(200);
    // A live key never reaches the emulator, whatever it is called.
    await expectRefused(live, `${echo.url}/v1/echo`, 'scheme_not_allowed');
  });

  it.each([
    ['10.0.0.7', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['fd12::1', 'unique-local'],
  ])('refuses a live host that resolves to %s (%s) before connecting', async (address, addressClass) => {
    liveAnswer = [{ address, family: address.includes(':') ? 6 : 4 }];
    resolved.length = 0;
    const result = await expectRefused(live, '/echo', 'private_address');
    expect(result.body.detail).toMatchObject({ host: 'api.echo.test', address_class: addressClass });
    expect(JSON.stringify([result.body.message, result.body.detail])).not.toContain(address);
    expect(resolved).toContain('api.echo.test');
  });

  it('refuses a live host when any one of its addresses is internal', async () => {
    liveAnswer = [{ address: '10.9.8.7', family: 4 }, { address: '127.0.0.1', family: 4 }];
    await expectRefused(live, 'https://api.echo.test/v1/echo', 'private_address');
  });

  it('reports a live host that does not resolve as unreachable', async () => {
    liveAnswer = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const result = await proxy(live, '/echo');
    expectErrorEnvelope(result, 502, 'ConnectorExecutionError');
    expect(result.body.detail).toMatchObject({ network_error: 'ENOTFOUND' });
  });

  it('never reached anything but the echo platform', () => {
    expect(trap.hits()).toBe(0);
    expect(echo.received.every((request) => request.url.startsWith('/v1/'))).toBe(true);
  });
});
