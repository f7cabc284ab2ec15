/**
 * Retries and the time budget, over HTTP against emulators: reads retried
 * after a 503, a 429 (honouring Retry-After) and a connection reset; writes
 * not, unless the connector marks them idempotent; a Retry-After beyond the
 * budget answered at once with 429 ConnectorRateLimitError and Retry-After,
 * and the pause shared so the next call is refused without reaching the
 * platform; `x-svc-timeout` bounding the whole operation (504
 * ConnectorTimeoutError) and refused above the configured maximum.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement } from '../../src/connectors/framework/define.js';
import { retryAfterHeader } from '../../src/connectors/framework/rate-limit.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilio } from '../../src/connectors/twilio/definition.js';
import type { EmulatorHandle } from '../../src/sandbox/framework/emulator.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { tickets } from '../../src/unified/issue-tracking/tickets.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

/** A platform of one endpoint that fails the way the test scripts it, then answers. */
class FlakyPlatform {
  readonly requests: string[] = [];
  readonly #script: Array<'reset' | number> = [];
  readonly #server: Server;

  constructor() {
    this.#server = createServer((request: IncomingMessage, response: ServerResponse) => {
      this.requests.push(`${request.method} ${request.url}`);
      const next = this.#script.shift();
      request.resume();
      if (next === 'reset') {
        request.socket.destroy();
        return;
      }
      const status = next ?? (request.method === 'POST' ? 201 : 200);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status < 300 ? { id: 'item-1', items: [] } : { error: 'unavailable' }));
    });
  }

  failNext(...steps: Array<'reset' | number>): void {
    this.#script.push(...steps);
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  close(): void {
    this.#server.closeAllConnections();
    this.#server.close();
  }
}

/** A test connector whose create is idempotent (the platform dedupes) and whose update is not. */
const flaky = defineConnector({
  id: 'flaky',
  name: 'Flaky',
  description: 'Test platform that fails on demand.',
  websiteUrl: 'https://flaky.invalid',
  status: 'beta',
  authType: 'apiKey',
  settings: [{ id: 'token', label: 'Token', type: 'password', required: true, sensitive: true }],
  auth: bearerAuth('token'),
  liveBaseUrl: () => 'https://flaky.invalid',
  hosts: ['flaky.invalid'],
  paging: 'cursor',
  rateLimit: { documented: 'none', retryAfterSeconds: (headers) => retryAfterHeader(headers) },
  resources: [
    implement(tickets, {
      downstream: { id: 'items', name: 'Items' },
      list: {
        paging: false,
        async run(ctx) {
          await ctx.http.request({ method: 'GET', path: '/items' });
          return { items: [], next: null };
        },
      },
      async add(ctx) {
        const created = await ctx.http.request<{ id: string }>({ method: 'POST', path: '/items', json: {}, idempotent: true });
        return { id: created.body.id };
      },
      async update(ctx, { id }) {
        await ctx.http.request({ method: 'PATCH', path: `/items/${id}`, json: {} });
        return { id };
      },
    }),
  ],
});

describe.each(BACKENDS)('downstream retries and time budget (%s)', (backend) => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: EmulatorHandle;
  const platform = new FlakyPlatform();

  beforeAll(async () => {
    svc = await startTestService({
      backend,
      emulators: [twilioEmulator],
      record: true,
      connectors: new ConnectorRegistry([twilio, flaky]),
      config: { downstreamTimeoutMaxMs: 60_000 },
    });
    emulator = svc.emulators.twilio!;
    svc.targets.setSandboxUrl('flaky', await platform.listen());
    tenant = await svc.tenant();
    await tenant.connect('sms', 'sms', 'twilio', twilioSettings);
    await tenant.connect('flaky', 'issue-tracking', 'flaky', { token: 't' });
  });
  afterAll(async () => {
    platform.close();
    await svc?.close();
  });

  const messages = (extra: Record<string, string> = {}) => call(`${svc.url}/sms/messages?limit=1`, { headers: tenant.headers('sms', extra) });
  const messageCalls = (method = 'GET') => emulator.exchanges.filter((exchange) => exchange.method === method && exchange.path.endsWith('/Messages.json'));
  const items = `/issue-tracking/collections/C1/tickets`;

  it('refuses x-svc-timeout above the configured maximum, or not a whole number of milliseconds', async () => {
    const above = await messages({ 'x-svc-timeout': '60001' });
    expectErrorEnvelope(above, 400, 'RequestHeadersValidationError');
    expect(above.body.message).toContain('60000');
    expectErrorEnvelope(await messages({ 'x-svc-timeout': '1.5s' }), 400, 'RequestHeadersValidationError');
    expectErrorEnvelope(await messages({ 'x-svc-timeout': '0' }), 400, 'RequestHeadersValidationError');
  });

  it('retries a read after a 503 and answers with its success', async () => {
    const before = messageCalls().length;
    emulator.failNext('server_error');
    const result = await messages();
    expect(result.status, result.text).toBe(200);
    expect(messageCalls().slice(before).map((exchange) => exchange.status)).toEqual([503, 200]);
  });

  it('retries a read after the connection was reset before any answer', async () => {
    platform.failNext('reset');
    const before = platform.requests.length;
    const result = await call(`${svc.url}${items}`, { headers: tenant.headers('flaky') });
    expect(result.status, result.text).toBe(200);
    expect(platform.requests.slice(before)).toEqual(['GET /items', 'GET /items']);
  });

  it('never retries a write after a 503: the caller gets the platform error', async () => {
    const before = messageCalls('POST').length;
    emulator.failNext('server_error');
    const result = await call(`${svc.url}/sms/messages`, {
      method: 'POST',
      headers: tenant.headers('sms'),
      json: { from: '+15005550006', to: '+15005550001', body: 'retried?' },
    });
    expectErrorEnvelope(result, 503, 'ConnectorExecutionError');
    expect(result.body.detail.downstream_status).toBe(503);
    expect(messageCalls('POST').length - before).toBe(1);

    platform.failNext(503);
    const start = platform.requests.length;
    expectErrorEnvelope(await call(`${svc.url}${items}/item-1`, { method: 'PATCH', headers: tenant.headers('flaky'), json: {} }), 503, 'ConnectorExecutionError');
    expect(platform.requests.slice(start)).toEqual(['PATCH /items/item-1']);
  });

  it('retries a write the connector marks idempotent', async () => {
    platform.failNext(503, 'reset');
    const before = platform.requests.length;
    const result = await call(`${svc.url}${items}`, { method: 'POST', headers: tenant.headers('flaky'), json: {} });
    expect(result.status, result.text).toBe(201);
    expect(result.body.data.id).toBe('item-1');
    expect(platform.requests.slice(before)).toEqual(['POST /items', 'POST /items', 'POST /items']);
  });

  it('answers 504 ConnectorTimeoutError when the platform is slower than x-svc-timeout', async () => {
    emulator.delayNext(5_000);
    try {
      const result = await messages({ 'x-svc-timeout': '200' });
      expectErrorEnvelope(result, 504, 'ConnectorTimeoutError');
      expect(result.body.message).toMatch(/time budget of 200 ms/);
      expect(result.body.detail).toEqual({ timeout_ms: 200 });
    } finally {
      emulator.releaseDelayed();
    }
  });

  it('retries a read after a 429 once the Retry-After has passed', async () => {
    const before = messageCalls().length;
    emulator.failNext('rate_limit');
    const result = await messages();
    expect(result.status, result.text).toBe(200);
    expect(messageCalls().slice(before).map((exchange) => exchange.status)).toEqual([429, 200]);
  });

  it('answers 429 with Retry-After at once when the platform asks for longer than the budget, and holds every later call back', async () => {
    const before = messageCalls().length;
    emulator.failNext('rate_limit');
    const limited = await messages({ 'x-svc-timeout': '500' });
    expectErrorEnvelope(limited, 429, 'ConnectorRateLimitError');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(messageCalls().length - before).toBe(1);

    // The pause is shared: a call whose budget cannot cover it is refused without reaching the platform.
    const held = await messages({ 'x-svc-timeout': '300' });
    expectErrorEnvelope(held, 429, 'ConnectorRateLimitError');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(held.body.detail.time_budget_ms).toBe(300);
    expect(messageCalls().length - before).toBe(1);

    // One that can wait does, and gets through.
    expect((await messages()).status).toBe(200);
  });
});
