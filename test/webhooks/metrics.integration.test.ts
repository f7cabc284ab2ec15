/**
 * Webhook metrics on /metrics: delivery attempts by outcome, the lag from a
 * change to its delivery by how it was detected, the deliveries pending, and
 * the inbound webhooks refused for their signature (the counter the inbound
 * receiver calls), and the connections whose platforms send webhooks by the
 * state of their sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRefusedInboundWebhook } from '../../src/webhooks/telemetry.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ensureEndpoint } from '../../src/webhooks/inbound/endpoints.js';
import { recordSourceHappening } from '../../src/webhooks/inbound/source-store.js';
import { TWILIO_DEMO_ACCOUNT } from '../../src/sandbox/twilio/index.js';
import { BACKENDS } from '../helpers/backends.js';
import { openLogFixture, type LogFixture } from './log-fixture.js';

const TOKEN = 'metrics-token-for-webhook-tests';

describe.each(BACKENDS)('webhook metrics (%s)', (backend) => {
  let fx: LogFixture;

  beforeAll(async () => {
    fx = await openLogFixture(backend, { metrics: { token: TOKEN } });
  }, 60_000);
  afterAll(() => fx?.close());

  async function metrics(): Promise<string> {
    const answer = await fetch(`${fx.svc.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    return answer.text();
  }

  /** The value of the sample `name{labels}` (0 when absent). */
  function sample(text: string, name: string): number {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
    return line ? Number(line.split(' ').pop()) : 0;
  }

  it('counts attempts by outcome and observes the lag of those delivered', async () => {
    const before = await metrics();
    await fx.subscribe('/ok', { unified_api: 'issue-tracking', events: ['*'] });
    await fx.subscribe('/down', { unified_api: 'issue-tracking', events: ['issue-tracking.ticket.created'] });
    await fx.publish({ type: 'issue-tracking.ticket.created', occurredAt: new Date(Date.now() - 2_000), detectedBy: 'polling' });
    // Pending until an attempt is made: the gauge reads the store.
    expect(sample(await metrics(), 'svc_webhook_deliveries_pending')).toBe(2);
    await fx.drain();
    const after = await metrics();

    const delta = (name: string) => sample(after, name) - sample(before, name);
    expect(delta('svc_webhook_delivery_attempts_total{outcome="delivered"}')).toBe(1);
    // The schedule of the fixture: three attempts, then given up.
    expect(delta('svc_webhook_delivery_attempts_total{outcome="http_error"}')).toBe(3);
    expect(delta('svc_webhook_delivery_lag_seconds_count{detected_by="polling"}')).toBe(1);
    // It occurred two seconds before it was published: the lag counts from the change.
    expect(delta('svc_webhook_delivery_lag_seconds_bucket{le="1",detected_by="polling"}')).toBe(0);
    expect(delta('svc_webhook_delivery_lag_seconds_bucket{le="30",detected_by="polling"}')).toBe(1);
    expect(sample(after, 'svc_webhook_deliveries_pending')).toBe(0);
  });

  it('counts refused inbound webhooks by service', async () => {
    const before = sample(await metrics(), 'svc_inbound_webhook_refused_total{service="jira"}');
    countRefusedInboundWebhook('jira');
    countRefusedInboundWebhook('jira');
    countRefusedInboundWebhook('asana');
    const after = await metrics();
    expect(sample(after, 'svc_inbound_webhook_refused_total{service="jira"}') - before).toBe(2);
    expect(sample(after, 'svc_inbound_webhook_refused_total{service="asana"}')).toBeGreaterThanOrEqual(1);
  });
});

describe.each(BACKENDS)('native source metrics (%s)', (backend) => {
  let fx: LogFixture;

  beforeAll(async () => {
    fx = await openLogFixture(backend, { metrics: { token: TOKEN } });
  }, 60_000);
  afterAll(() => fx?.close());

  it('counts the connections whose platforms send webhooks by connector and state', async () => {
    const twilio = { account_sid: TWILIO_DEMO_ACCOUNT.accountSid, auth_token: TWILIO_DEMO_ACCOUNT.authToken };
    for (const consumer of ['a', 'b', 'c']) await fx.tenant.connect(consumer, 'sms', 'twilio', twilio);
    // One of them has had a signed status callback.
    const key = { applicationId: fx.tenant.appId, mode: 'sandbox' as const, consumerId: 'a', unifiedApi: 'sms', serviceId: 'twilio' };
    const endpoint = await ensureEndpoint(fx.svc.store.db, key, new Date());
    await recordSourceHappening(fx.svc.store.db, CONNECTORS.find((connector) => connector.id === 'twilio')!, endpoint, { kind: 'verified', sourceIds: ['status-callbacks'] }, new Date());

    const answer = await fetch(`${fx.svc.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await answer.text();
    const value = (labels: string) => Number(text.split('\n').find((line) => line.startsWith(`svc_webhook_native_connections{${labels}} `))?.split(' ').pop() ?? 0);
    expect(value('service="twilio",state="confirmed"')).toBe(1);
    expect(value('service="twilio",state="pending"')).toBe(2);
    // No application, consumer or connection id as a label.
    expect(text.split('\n').filter((line) => line.startsWith('svc_webhook_native_connections{')).join('\n')).not.toContain(fx.tenant.appId);
  });
});
