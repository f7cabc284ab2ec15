/**
 * The connectors' code loads on first use (src/connectors/index.ts): an
 * instance that has served no call holds none of it, probes, documents and
 * idle background work do not load it, and the first requests that may need
 * a connector load it once and are answered as any later ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { twilioEmulator } from '../../src/sandbox/twilio/index.js';
import { call } from '../helpers/http.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { twilioSettings } from '../helpers/twilio.js';

const METRICS_TOKEN = 'metrics-token-lazy-connectors';

describe('connectors loaded on first use', () => {
  let svc: TestService;
  let loads = 0;
  const registry = new ConnectorRegistry(async () => {
    loads += 1;
    // Slow enough that requests arriving together all wait for the one load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return CONNECTORS;
  });

  beforeAll(async () => {
    svc = await startTestService({ emulators: [twilioEmulator], connectors: registry, loadConnectors: false, metrics: { token: METRICS_TOKEN } });
  });
  afterAll(() => svc.close());

  it('loads none at start, nor for probes, documents, metrics, or a registration sweep with no connection', async () => {
    expect((await call(`${svc.url}/health`)).status).toBe(200);
    expect((await call(`${svc.url}/health/ready`)).status).toBe(200);
    expect((await call(`${svc.url}/openapi/crm.json`)).status).toBe(200);
    expect((await call(`${svc.url}/changelog.json`)).status).toBe(200);
    expect((await call(`${svc.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    await svc.service.inboundRegistrar.sweep();
    expect(registry.isReady).toBe(false);
    expect(loads).toBe(0);
    expect(() => registry.all).toThrow(/not loaded yet/);
  });

  it('loads them once for requests that arrive together, before it checks their keys', async () => {
    const answers = await Promise.all([
      call(`${svc.url}/connector/connectors/twilio`),
      call(`${svc.url}/vault/connections`),
      call(`${svc.url}/sms/messages`),
    ]);
    // Refused as before (no key), after the one load.
    expect(answers.map((answer) => [answer.status, answer.body?.type_name])).toEqual([
      [401, 'UnauthorizedError'],
      [401, 'UnauthorizedError'],
      [401, 'UnauthorizedError'],
    ]);
    expect(loads).toBe(1);
    expect(registry.isReady).toBe(true);
  });

  it('serves the catalog and unified calls with the loaded connectors', async () => {
    const tenant = await svc.tenant();
    const twilio = await call(`${svc.url}/connector/connectors/twilio`, { headers: tenant.headers() });
    expect(twilio.status).toBe(200);
    expect(twilio.body).toMatchObject({ data: { id: 'twilio' } });
    await tenant.connect('ada', 'sms', 'twilio', twilioSettings);
    const listed = await call(`${svc.url}/sms/messages?limit=2`, { headers: tenant.headers('ada') });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ service: 'twilio', resource: 'messages', operation: 'all' });
    expect(loads).toBe(1);
  });
});

describe('a registry that loads on first use', () => {
  it('tries again after a failed load, and loads once for callers waiting together', async () => {
    let attempts = 0;
    const registry = new ConnectorRegistry(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('disk gone');
      return CONNECTORS;
    });
    await expect(registry.ready()).rejects.toThrow('disk gone');
    expect(registry.isReady).toBe(false);
    await Promise.all([registry.ready(), registry.ready(), registry.ready()]);
    expect(attempts).toBe(2);
    expect(registry.find('twilio')?.name).toBe('Twilio');
  });
});
