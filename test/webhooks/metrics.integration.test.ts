/**
 * Webhook metrics on /metrics: delivery attempts by outcome, the lag from a
 * change to its delivery by how it was detected, the deliveries pending, and
 * the inbound webhooks refused for their signature (the counter the inbound
 * receiver calls).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRefusedInboundWebhook } from '../../src/webhooks/telemetry.js';
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
