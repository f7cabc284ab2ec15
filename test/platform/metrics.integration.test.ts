/**
 * Prometheus metrics through a real service and the Twilio emulator: off
 * unless configured; behind their own token on the service port, or on a
 * separate listener; counters move on real requests; labels are route
 * templates and ids of connectors and APIs, never a key, token or consumer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForMetrics, type MetricsListener } from '../../src/server/metrics/index.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (wanted.length === 0 && line.startsWith(`${name} `)) return Number(line.slice(name.length + 1));
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe('metrics behind a token on the service port', () => {
  let svc: TestService;
  let tenant: Tenant;
  const scrape = async () => {
    const response = await fetch(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator], metrics: { token: TOKEN } });
    tenant = await svc.tenant();
    await tenant.connect('consumer-with-an-id', 'sms', 'twilio', twilioSettings);
  });
  afterAll(() => svc?.close());

  it('refuses a scrape without the token, with a wrong one, and with the admin token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${svc.adminToken}`, TOKEN]) {
      const response = await fetch(`${svc.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect((await response.json()) as { type_name: string }).toMatchObject({ type_name: 'UnauthorizedError' });
    }
  });

  it('counts requests by route template and unified API, and platform calls by connector', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/sms/messages', status_code: '200', unified_api: 'sms' };
    const downstream = { connector: 'twilio', method: 'GET', status_code: '200' };
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${svc.url}/sms/messages?limit=1`, { headers: tenant.headers('consumer-with-an-id') });
      expect(response.status).toBe(200);
    }
    const missing = await fetch(`${svc.url}/sms/messages/SM-no-such-message`, { headers: tenant.headers('consumer-with-an-id') });
    expect(missing.status).toBe(404);
    const after = await scrape();
    expect(sample(after, 'svc_http_requests_total', route) - sample(before, 'svc_http_requests_total', route)).toBe(2);
    expect(sample(after, 'svc_http_requests_total', { route: '/sms/messages/:id', status_code: '404', unified_api: 'sms' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'svc_downstream_requests_total', downstream) - sample(before, 'svc_downstream_requests_total', downstream)).toBe(2);
    expect(sample(after, 'svc_http_request_duration_seconds_count', { route: '/sms/messages', status_class: '2xx' })).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'svc_downstream_request_duration_seconds_count', { connector: 'twilio', status_class: '2xx' })).toBeGreaterThanOrEqual(2);
  });

  it('keeps labels bounded and free of secrets and ids', async () => {
    await fetch(`${svc.url}/no/such/${'x'.repeat(40)}?api_key=leak`, { headers: tenant.headers('consumer-with-an-id') });
    const text = await scrape();
    expect(sample(text, 'svc_http_requests_total', { route: '(unmatched)', status_code: '404' })).toBeGreaterThanOrEqual(1);
    for (const secret of [tenant.key, tenant.appId, TOKEN, svc.adminToken, 'consumer-with-an-id', twilioSettings.auth_token, twilioSettings.account_sid, 'x'.repeat(40), 'leak']) {
      expect(text).not.toContain(secret);
    }
    // Every route label is a registered template: no URL with an id in it.
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].every((route) => route === '(unmatched)' || route!.startsWith('/'))).toBe(true);
    expect(routes.has('/sms/messages/SM-no-such-message')).toBe(false);
  });

  it('counts idempotent replays by unified API', async () => {
    const before = sample(await scrape(), 'svc_idempotent_replays_total', { unified_api: 'sms' });
    const send = () =>
      fetch(`${svc.url}/sms/messages`, {
        method: 'POST',
        headers: { ...tenant.headers('consumer-with-an-id'), 'content-type': 'application/json', 'idempotency-key': 'metrics-replay-1' },
        body: JSON.stringify({ from: '+15005550006', to: '+15005550001', body: 'once' }),
      });
    expect((await send()).status).toBe(201);
    const replay = await send();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const after = await scrape();
    expect(sample(after, 'svc_idempotent_replays_total', { unified_api: 'sms' }) - before).toBe(1);
    expect(after).not.toContain('metrics-replay-1');
  });

  it('counts quota refusals', async () => {
    const before = sample(await scrape(), 'svc_quota_refusals_total', {});
    const limited = await svc.tenant();
    const patch = await fetch(`${svc.url}/admin/applications/${limited.appId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${svc.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ monthly_request_quota: 1 }),
    });
    expect(patch.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${svc.url}/vault/consumers`, { headers: limited.headers() })).status);
    expect(statuses).toContain(402);
    const refused = statuses.filter((status) => status === 402).length;
    expect(sample(await scrape(), 'svc_quota_refusals_total', {}) - before).toBe(refused);
  });
});

describe('metrics on a separate listener', () => {
  let svc: TestService;
  let listener: MetricsListener;

  beforeAll(async () => {
    svc = await startTestService({ metrics: { port: 0 } });
    listener = await listenForMetrics(svc.service.metrics!, { port: 0 });
  });
  afterAll(async () => {
    await listener?.close();
    await svc?.close();
  });

  it('serves /metrics on loopback only there, and nothing on the service port', async () => {
    expect(new URL(listener.url).hostname).toBe('127.0.0.1');
    await fetch(`${svc.url}/health`);
    const response = await fetch(listener.url);
    expect(response.status).toBe(200);
    expect(sample(await response.text(), 'svc_http_requests_total', { route: '/health', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${svc.url}/metrics`)).status).toBe(404);
    expect((await fetch(new URL('/health', listener.url))).status).toBe(404);
  });

  it('asks for the token there too when one is set', async () => {
    const guarded = await listenForMetrics(svc.service.metrics!, { port: 0, token: TOKEN });
    try {
      expect((await fetch(guarded.url)).status).toBe(401);
      expect((await fetch(guarded.url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('metrics by default', () => {
  it('are off: no /metrics, no registry', async () => {
    const svc = await startTestService();
    try {
      expect(svc.service.metrics).toBeUndefined();
      expect((await fetch(`${svc.url}/metrics`)).status).toBe(404);
    } finally {
      await svc.close();
    }
  });
});
