/**
 * The Proxy API over real HTTP with sandbox keys: calls reach the emulators
 * (and a small echo platform for what they do not serve) with the
 * connection's credentials injected, bodies pass byte for byte both ways,
 * headers are filtered as documented, OAuth tokens are refreshed before use
 * and once after a 401, and the timeout and size limits answer clearly.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors/api-error.js';
import { jira } from '../../src/connectors/jira/definition.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import { zendesk } from '../../src/connectors/zendesk/definition.js';
import { jiraEmulator } from '../../src/sandbox/jira/index.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { ZENDESK_DEMO_ACCOUNT, zendeskEmulator } from '../../src/sandbox/zendesk/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { oauthDance } from '../helpers/oauth-consent.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';
import { waitFor } from '../helpers/wait.js';
import { binaryBytes, echoConnector, startEchoPlatform, startTrap, type EchoPlatform } from './echo-platform.js';

const LIMIT = 64 * 1024;
/** What the pacing hooks saw, and what the next call's hook does. */
const paced: Array<{ when: 'before' | 'after'; connectionId: string; url: string; status?: number }> = [];
let paceNext: (() => Promise<void>) | undefined;
const ECHO_SETTINGS = { account: 'acct-42', token: 'echo-secret-token' };

describe.each(BACKENDS)('Proxy API (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let echo: EchoPlatform;
  let trap: Awaited<ReturnType<typeof startTrap>>;

  beforeAll(async () => {
    trap = await startTrap();
    echo = await startEchoPlatform(trap.url);
    svc = await startTestService({
      backend,
      emulators: [twilioEmulator, zendeskEmulator, jiraEmulator],
      record: true,
      connectors: new ConnectorRegistry([twilio, zendesk, jira, echoConnector]),
      config: { bodyLimitBytes: LIMIT, proxyResponseLimitBytes: LIMIT },
      proxy: {
        async beforeDownstreamCall(info) {
          paced.push({ when: 'before', connectionId: info.connection.id, url: info.url.href });
          const run = paceNext;
          paceNext = undefined;
          await run?.();
        },
        afterDownstreamCall(info, answer) {
          paced.push({ when: 'after', connectionId: info.connection.id, url: info.url.href, status: answer.status });
        },
      },
    });
    svc.targets.setSandboxUrl('echo', echo.url);
    tenant = await svc.tenant();
    await tenant.connect('c1', 'sms', 'twilio', twilioSettings);
    await tenant.connect('c1', 'customer-support', 'zendesk', {
      subdomain: ZENDESK_DEMO_ACCOUNT.subdomain,
      email: ZENDESK_DEMO_ACCOUNT.email,
      api_token: ZENDESK_DEMO_ACCOUNT.apiToken,
    });
    await tenant.connect('c1', 'issue-tracking', 'echo', ECHO_SETTINGS);
  });
  afterAll(async () => {
    await svc?.close();
    await echo?.close();
    await trap?.close();
  });

  const proxyHeaders = (service: string, url: string, extra: Record<string, string> = {}) =>
    tenant.headers('c1', { 'x-svc-service-id': service, 'x-svc-downstream-url': url, ...extra });
  const proxy = (service: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    call(`${svc.url}/proxy`, { method: init.method ?? 'GET', headers: proxyHeaders(service, url, init.headers), ...(init.body !== undefined ? { body: init.body } : {}) });

  describe('with the emulators', () => {
    it('proxies a Twilio GET with the connection\'s Basic credentials, JSON body unchanged', async () => {
      const emulator = svc.emulators.twilio!;
      const before = emulator.exchanges.length;
      const result = await proxy('twilio', '/2010-04-01/Accounts/{account_sid}/Messages.json?PageSize=2');
      expect(result.status, result.text).toBe(200);
      expect(result.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.headers.get('content-type')).toMatch(/application\/json/);
      const exchange = emulator.exchanges[before]!;
      expect(exchange.path).toBe(`/2010-04-01/Accounts/${twilioSettings.account_sid}/Messages.json`);
      const basic = Buffer.from(`${twilioSettings.account_sid}:${twilioSettings.auth_token}`).toString('base64');
      expect(exchange.requestHeaders.authorization).toBe(`Basic ${basic}`);
      expect(result.text).toBe(exchange.responseBody);
      expect(result.body.messages).toHaveLength(2);
    });

    it('maps the real platform\'s absolute URL onto the emulator for sandbox keys', async () => {
      const result = await proxy('twilio', 'https://api.twilio.com/2010-04-01/Accounts/{account_sid}/Messages.json?PageSize=1');
      expect(result.status, result.text).toBe(200);
      expect(result.body.messages).toHaveLength(1);
    });

    it('passes a form-encoded Twilio POST byte for byte and its 201 back', async () => {
      const emulator = svc.emulators.twilio!;
      const before = emulator.exchanges.length;
      const form = 'To=%2B14155550199&From=%2B14155550100&Body=Hello+from+the+proxy%21';
      const result = await proxy('twilio', '/2010-04-01/Accounts/{account_sid}/Messages.json', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(result.status, result.text).toBe(201);
      expect(emulator.exchanges[before]!.requestBody).toBe(form);
      expect(result.body).toMatchObject({ body: 'Hello from the proxy!', from: '+14155550100' });
    });

    it('proxies Zendesk on the connection\'s subdomain with its API token', async () => {
      const emulator = svc.emulators.zendesk!;
      const before = emulator.exchanges.length;
      const result = await proxy('zendesk', 'https://{subdomain}.zendesk.com/api/v2/users/me.json');
      expect(result.status, result.text).toBe(200);
      expect(result.body.user.email).toBe(ZENDESK_DEMO_ACCOUNT.email);
      const basic = Buffer.from(`${ZENDESK_DEMO_ACCOUNT.email}/token:${ZENDESK_DEMO_ACCOUNT.apiToken}`).toString('base64');
      expect(emulator.exchanges[before]!.requestHeaders.authorization).toBe(`Basic ${basic}`);
    });

    it('passes the platform\'s own error status and body, marked as the platform\'s', async () => {
      const result = await proxy('zendesk', '/api/v2/users/999999999.json');
      expect(result.status).toBe(404);
      expect(result.headers.get('x-svc-downstream-error')).toBe('true');
      expect(result.body).not.toHaveProperty('type_name');
    });

    it('refreshes a Jira OAuth token that is due before use, and once after a 401', async () => {
      const emulator = svc.emulators.jira!;
      emulator.oauth!.setAccessTokenLifetime(5);
      const view = await call(`${svc.url}/vault/connections/issue-tracking/jira`, { headers: tenant.headers('oauth-user') });
      const dance = await oauthDance(view.body.data.authorize_url, `${svc.url}/connect`);
      expect(dance.finalLocation.searchParams.get('error')).toBeNull();
      emulator.oauth!.setAccessTokenLifetime(3600);
      const myself = () =>
        call(`${svc.url}/proxy`, {
          headers: tenant.headers('oauth-user', { 'x-svc-service-id': 'jira', 'x-svc-downstream-url': '/rest/api/3/myself' }),
        });

      const refreshes = () => emulator.oauth!.tokenRequests.refresh_token;
      const first = refreshes();
      const due = await myself();
      expect(due.status, due.text).toBe(200);
      expect(refreshes()).toBe(first + 1);
      const sent = emulator.exchanges.at(-1)!;
      expect(sent.path).toMatch(/^\/ex\/jira\/[0-9a-f-]+\/rest\/api\/3\/myself$/);
      expect(sent.requestHeaders.authorization).toMatch(/^Bearer /);

      emulator.failNext('unauthorized', 1);
      const rejected = await myself();
      expect(rejected.status, rejected.text).toBe(200);
      expect(refreshes()).toBe(first + 2);
      expect(rejected.body.accountId).toBeDefined();
    });
  });

  describe('bodies and headers', () => {
    it('sends a JSON body exactly as written, spacing and key order included', async () => {
      const body = '{"z": 1,   "a": [1, 2.50, "é"], "nested": {"b": null}}\n';
      const result = await proxy('echo', '/echo', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(result.status, result.text).toBe(200);
      expect(Buffer.from(result.body.body_base64, 'base64').toString('utf8')).toBe(body);
      expect(result.body.headers['content-type']).toBe('application/json');
      expect(result.body.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    });

    it('sends and returns binary bodies unchanged', async () => {
      const bytes = binaryBytes(3000);
      const response = await fetch(`${svc.url}/proxy`, {
        method: 'PUT',
        headers: { ...proxyHeaders('echo', '/echo'), 'content-type': 'application/octet-stream' },
        body: bytes,
      });
      const echoed = (await response.json()) as { method: string; body_base64: string };
      expect(echoed.method).toBe('PUT');
      expect(Buffer.from(echoed.body_base64, 'base64').equals(bytes)).toBe(true);

      const download = await fetch(`${svc.url}/proxy`, { headers: proxyHeaders('echo', '/binary?bytes=5000') });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/octet-stream');
      expect(Buffer.from(await download.arrayBuffer()).equals(binaryBytes(5000))).toBe(true);
    });

    it('passes a body sent without a content type', async () => {
      const echoed = await rawRequest(`${svc.url}/proxy`, 'POST', proxyHeaders('echo', '/echo'), Buffer.from('bare bytes'));
      expect(echoed.status).toBe(200);
      const seen = JSON.parse(echoed.body.toString('utf8')) as { headers: Record<string, string>; body_base64: string };
      expect(Buffer.from(seen.body_base64, 'base64').toString('utf8')).toBe('bare bytes');
      expect(seen.headers['content-type']).toBeUndefined();
    });

    it('answers a downstream HEAD with the headers only', async () => {
      const result = await proxy('echo', '/binary?bytes=300', { headers: { 'x-svc-downstream-method': 'HEAD' } });
      expect(result.status).toBe(200);
      expect(result.headers.get('x-platform')).toBe('kept');
      expect(result.text).toBe('');
    });

    it('returns text that is not JSON as it is', async () => {
      const result = await proxy('echo', '/report.csv');
      expect(result.status).toBe(200);
      expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(result.text).toBe('id,name\n1,"Ada, Countess"\n');
    });

    it('injects the connection\'s credentials and forwards only the caller\'s own headers', async () => {
      const echoed = await rawRequest(`${svc.url}/proxy`, 'GET', {
        ...proxyHeaders('echo', '/echo'),
        connection: 'keep-alive, x-drop-me',
        'x-drop-me': 'hop-by-hop because Connection names it',
        'keep-alive': 'timeout=5',
        te: 'trailers',
        'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
        cookie: 'svc_session=caller-cookie',
        'x-forwarded-for': '10.1.2.3',
        'x-custom-request': 'kept',
        accept: 'application/json',
      });
      const seen = JSON.parse(echoed.body.toString('utf8')).headers as Record<string, string>;
      expect(seen.authorization).toBe(`Bearer ${ECHO_SETTINGS.token}`);
      expect(seen['x-custom-request']).toBe('kept');
      expect(seen.accept).toBe('application/json');
      expect(seen.host).toBe(new URL(echo.url).host);
      for (const name of ['x-drop-me', 'te', 'proxy-authorization', 'cookie', 'x-forwarded-for', 'x-svc-app-id', 'x-svc-consumer-id', 'x-svc-service-id', 'x-svc-downstream-url']) {
        expect(seen, name).not.toHaveProperty(name);
      }
      expect(JSON.stringify(seen)).not.toContain(tenant.key);
    });

    it('drops hop-by-hop headers, cookies and the platform\'s request id from the answer', async () => {
      const answer = await rawRequest(`${svc.url}/proxy`, 'GET', proxyHeaders('echo', '/binary?bytes=10'));
      expect(answer.status).toBe(200);
      expect(answer.headers['x-platform']).toBe('kept');
      expect(answer.headers['x-hop']).toBeUndefined();
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['request-id']).not.toBe('platform-request-id');
      expect(answer.body.equals(binaryBytes(10))).toBe(true);
    });

    it('sends the caller\'s x-svc-downstream-authorization instead of the connection\'s credentials', async () => {
      const result = await proxy('echo', '/echo', { headers: { 'x-svc-downstream-authorization': 'Token caller-own' } });
      expect(result.body.headers.authorization).toBe('Token caller-own');
      expect(JSON.stringify(result.body)).not.toContain(ECHO_SETTINGS.token);
    });

    it('uses x-svc-downstream-method, and every method of proxy.yml', async () => {
      const patched = await proxy('echo', '/echo', { method: 'POST', headers: { 'x-svc-downstream-method': 'patch', 'content-type': 'text/plain' }, body: 'x' });
      expect(patched.body.method).toBe('PATCH');
      for (const method of ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']) {
        const result = await proxy('echo', '/echo', { method });
        expect(result.status, method).toBe(200);
        expect(result.body.method).toBe(method);
      }
      expectErrorEnvelope(await proxy('echo', '/echo', { headers: { 'x-svc-downstream-method': 'TRACE' } }), 400, 'RequestHeadersValidationError');
    });

    it('passes a 204 and a redirect back as the platform gave them, never following the redirect', async () => {
      const empty = await proxy('echo', '/empty', { method: 'DELETE' });
      expect(empty.status).toBe(204);
      expect(empty.text).toBe('');

      const redirect = await fetch(`${svc.url}/proxy`, { headers: proxyHeaders('echo', '/redirect'), redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe(trap.url);
      expect(await redirect.text()).toBe('moved');
      expect(trap.hits()).toBe(0);
    });
  });

  describe('limits', () => {
    it('refuses a request body over the body limit', async () => {
      const result = await proxy('echo', '/echo', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(LIMIT + 1) });
      expectErrorEnvelope(result, 413, 'PayloadTooLargeError');
    });

    it('refuses an answer whose declared length is over the limit, before sending anything', async () => {
      const result = await proxy('echo', `/declared?bytes=${LIMIT + 1}`);
      expectErrorEnvelope(result, 502, 'ConnectorExecutionError');
      expect(result.body.detail).toMatchObject({ limit_bytes: LIMIT });
      expect((await proxy('echo', `/declared?bytes=${LIMIT}`)).text.length).toBe(LIMIT);
    });

    it('cuts off an undeclared answer that grows past the limit', async () => {
      const small = await fetch(`${svc.url}/proxy`, { headers: proxyHeaders('echo', '/chunked?bytes=2000') });
      expect((await small.arrayBuffer()).byteLength).toBe(2000);
      const big = await fetch(`${svc.url}/proxy`, { headers: proxyHeaders('echo', `/chunked?bytes=${LIMIT * 2}`) });
      expect(big.status).toBe(200);
      await expect(big.arrayBuffer()).rejects.toThrow();
    });

    it('ends a call at x-svc-timeout with ConnectorTimeoutError, and refuses a timeout over the maximum', async () => {
      const result = await proxy('echo', '/never', { headers: { 'x-svc-timeout': '200' } });
      expectErrorEnvelope(result, 504, 'ConnectorTimeoutError');
      expect(result.body.message).toMatch(/200 ms/);
      const tooLong = await proxy('echo', '/echo', { headers: { 'x-svc-timeout': '120001' } });
      expectErrorEnvelope(tooLong, 400, 'RequestHeadersValidationError');
    });

    it('drops the platform call when the caller hangs up', async () => {
      const before = echo.abandoned();
      const received = echo.received.length;
      const caller = new AbortController();
      const pending = fetch(`${svc.url}/proxy`, { headers: proxyHeaders('echo', '/never', { 'x-svc-timeout': '60000' }), signal: caller.signal });
      await waitFor(() => echo.received.length > received, 'the platform to receive the call');
      caller.abort();
      await expect(pending).rejects.toThrow();
      await waitFor(() => echo.abandoned() > before, 'the proxy to drop the platform call');
    });

    it('reports an unreachable platform as 502', async () => {
      const closed = await startEchoPlatform(trap.url);
      await closed.close();
      svc.targets.setSandboxUrl('echo', closed.url);
      try {
        const result = await proxy('echo', '/echo');
        expectErrorEnvelope(result, 502, 'ConnectorExecutionError');
        expect(result.body.detail).toMatchObject({ network_error: 'ECONNREFUSED' });
      } finally {
        svc.targets.setSandboxUrl('echo', echo.url);
      }
    });
  });

  describe('pacing hooks', () => {
    it('runs them around every platform call, and a refusal from them is the answer', async () => {
      paced.length = 0;
      expect((await proxy('echo', '/empty')).status).toBe(204);
      expect(paced).toEqual([
        { when: 'before', connectionId: expect.any(String), url: `${echo.url}/v1/empty` },
        { when: 'after', connectionId: paced[0]!.connectionId, url: `${echo.url}/v1/empty`, status: 204 },
      ]);
      const before = echo.received.length;
      paceNext = async () => {
        throw new ApiError('ConnectorRateLimitError', { headers: { 'retry-after': '7' } });
      };
      const limited = await proxy('echo', '/echo');
      expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
      expect(limited.headers.get('retry-after')).toBe('7');
      expect(echo.received.length).toBe(before);
    });
  });

  describe('which connection', () => {
    it('requires the consumer, the service and the URL headers', async () => {
      const headers = proxyHeaders('echo', '/echo');
      const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
      for (const name of ['x-svc-consumer-id', 'x-svc-service-id', 'x-svc-downstream-url']) {
        const result = await call(`${svc.url}/proxy`, { headers: without(name) });
        expectErrorEnvelope(result, 400, 'RequestHeadersValidationError');
        expect(result.text).toContain(name);
      }
      expectErrorEnvelope(await call(`${svc.url}/proxy`, { headers: without('authorization') }), 401, 'UnauthorizedError');
    });

    it('names what is missing: connector, connection, or the unified API it is under', async () => {
      expectErrorEnvelope(await proxy('nope', '/echo'), 404, 'ConnectorNotFoundError');
      expectErrorEnvelope(await proxy('jira', '/rest/api/3/myself'), 404, 'ConnectionNotFoundError');
      expectErrorEnvelope(await proxy('echo', '/echo', { headers: { 'x-svc-unified-api': 'sms' } }), 404, 'ConnectorNotFoundError');
      const chosen = await proxy('echo', '/echo', { headers: { 'x-svc-unified-api': 'issue-tracking' } });
      expect(chosen.status).toBe(200);
    });

    it('uses the one connection of a connector under every unified API it serves', async () => {
      // One connection per connector: connecting under a second API changes it rather than making another.
      await tenant.connect('multi', 'issue-tracking', 'echo', { account: 'tickets-account', token: 't1' });
      await tenant.connect('multi', 'customer-support', 'echo', { account: 'people-account', token: 't2' });
      const headers = (extra: Record<string, string> = {}) =>
        tenant.headers('multi', { 'x-svc-service-id': 'echo', 'x-svc-downstream-url': '/echo?a={account}', ...extra });
      for (const extra of [{}, { 'x-svc-unified-api': 'customer-support' }, { 'x-svc-unified-api': 'issue-tracking' }] as Record<string, string>[]) {
        const answer = await call<Record<string, any>>(`${svc.url}/proxy`, { headers: headers(extra) });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.url).toBe('/v1/echo?a=people-account');
        expect(answer.body.headers.authorization).toBe('Bearer t2');
      }
    });

    it('refuses unknown or secret settings in the URL', async () => {
      const result = await proxy('echo', '/{token}/{account}');
      expectErrorEnvelope(result, 400, 'RequestHeadersValidationError');
      expect(result.body.detail.unknown_settings).toEqual(['token']);
      expect(result.text).not.toContain(ECHO_SETTINGS.token);
      const filled = await proxy('echo', '/echo?account={account}');
      expect(filled.body.url).toBe('/v1/echo?account=acct-42');
    });
  });
});

/** A request through node:http, which (unlike fetch) sends hop-by-hop headers as given. */
function rawRequest(url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
