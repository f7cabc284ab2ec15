/**
 * The rules of native sources (src/webhooks/inbound/sources.ts) and of the
 * record ledger (src/webhooks/delivery/record-ledger.ts), on the shipped
 * connectors' declarations and a made-up one with a heartbeat: what counts
 * as confirmed, when a source falls back to polling, which sources a request
 * shows working, and which of two reports of one change is delivered.
 */
import { describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../src/connectors/all.js';
import type { ConnectorDefinition } from '../../src/connectors/framework/define.js';
import { decide, type RecordChange } from '../../src/webhooks/delivery/record-ledger.js';
import { afterHappening, liveDownstreamEvents, nativeSourcesOf, sourcesShownBy, sourceStatuses, type StoredSource } from '../../src/webhooks/inbound/sources.js';
import { missedChanges } from '../../src/webhooks/polling/missed-changes.js';
import { hooktest } from './inbound-test-platform.js';

const connector = (id: string) => CONNECTORS.find((candidate) => candidate.id === id)!;
const created = new Date('2026-04-01T00:00:00.000Z');
const at = (minutes: number) => new Date(created.getTime() + minutes * 60_000);
const HOUR = 60;

/** hooktest with a documented heartbeat of an hour. */
const beating: ConnectorDefinition = { ...hooktest, inbound: { ...hooktest.inbound!, sources: [{ id: 'webhooks', setup: { kind: 'registered' }, heartbeatMs: 60 * 60_000 }] } };

describe('native sources', () => {
  it('are declared per connector: one registered source by default, pasted where there is no registration, several where the platform has several', () => {
    expect(nativeSourcesOf(connector('zendesk')).map((source) => [source.id, source.setup.kind])).toEqual([['webhooks', 'registered']]);
    expect(nativeSourcesOf(connector('intercom')).map((source) => [source.id, source.setup.kind])).toEqual([['webhooks', 'paste']]);
    expect(nativeSourcesOf(connector('twilio')).map((source) => [source.id, source.setup.kind, source.downstreamEvents])).toEqual([['status-callbacks', 'per-request', ['StatusCallback']]]);
    expect(nativeSourcesOf(connector('vonage')).map((source) => [source.id, source.setup.kind, source.downstreamEvents])).toEqual([
      ['delivery-receipts', 'per-request', ['delivery-receipt']],
      ['inbound-messages', 'paste', ['inbound-sms']],
    ]);
    expect(nativeSourcesOf(connector('zoho-books'))).toEqual([]);
  });

  it('are pending until seen working, with why: a URL to paste, a first callback, a registration under way', () => {
    const state = (id: string) => sourceStatuses(connector(id), {}, created, at(5)).map((status) => [status.state, status.reason, status.since]);
    expect(state('intercom')).toEqual([['pending', 'awaiting_setup', created]]);
    expect(state('twilio')).toEqual([['pending', 'awaiting_first_delivery', created]]);
    expect(state('jira')).toEqual([['pending', 'registering', created]]);
    // Nothing confirmed: the platform is taken to report nothing.
    expect(liveDownstreamEvents(sourceStatuses(connector('intercom'), {}, created, at(5)))).toEqual(new Set());
  });

  it('are confirmed by a request that verified, each source by the events it carries, and write at most once a minute while confirmed', () => {
    const vonage = connector('vonage');
    expect(sourcesShownBy(vonage, ['delivery-receipt'])).toEqual(['delivery-receipts']);
    // A request reporting nothing (a ping) cannot tell which of several sources sent it; with one source it can.
    expect(sourcesShownBy(vonage, [])).toEqual([]);
    expect(sourcesShownBy(connector('xero'), [])).toEqual(['webhooks']);

    const confirmed = afterHappening(vonage, {}, created, { kind: 'verified', sourceIds: ['delivery-receipts'] }, at(10))!;
    expect(confirmed).toEqual({ 'delivery-receipts': { state: 'confirmed', since: at(10).toISOString(), last_seen_at: at(10).toISOString() } });
    const statuses = sourceStatuses(vonage, confirmed, created, at(11));
    expect(statuses.map((status) => [status.source.id, status.state])).toEqual([
      ['delivery-receipts', 'confirmed'],
      ['inbound-messages', 'pending'],
    ]);
    expect(liveDownstreamEvents(statuses)).toEqual(new Set(['delivery-receipt']));
    expect(afterHappening(vonage, confirmed, created, { kind: 'verified', sourceIds: ['delivery-receipts'] }, at(10.5))).toBeUndefined();
    // A minute on, the last delivery moves; the state keeps its since.
    expect(afterHappening(vonage, confirmed, created, { kind: 'verified', sourceIds: ['delivery-receipts'] }, at(12))!['delivery-receipts']).toEqual({
      state: 'confirmed',
      since: at(10).toISOString(),
      last_seen_at: at(12).toISOString(),
    });
  });

  it('fall back to polling when quiet past a documented heartbeat, and are confirmed again by the next request', () => {
    const registered = afterHappening(beating, {}, created, { kind: 'registered', delivers: true }, at(0))!;
    expect(sourceStatuses(beating, registered, created, at(59))[0]).toMatchObject({ state: 'confirmed' });
    const quiet = sourceStatuses(beating, registered, created, at(HOUR + 1))[0]!;
    expect(quiet).toMatchObject({ state: 'polling', reason: 'quiet', since: at(HOUR) });
    expect(liveDownstreamEvents([quiet])).toEqual(new Set());
    const back = afterHappening(beating, registered, created, { kind: 'verified', sourceIds: ['webhooks'] }, at(HOUR + 5))!;
    expect(sourceStatuses(beating, back, created, at(HOUR + 6))[0]).toMatchObject({ state: 'confirmed', since: at(HOUR + 5) });
    // Without a documented heartbeat, silence says nothing.
    const zendesk = afterHappening(connector('zendesk'), {}, created, { kind: 'registered', delivers: true }, at(0))!;
    expect(sourceStatuses(connector('zendesk'), zendesk, created, at(365 * 24 * HOUR))[0]!.state).toBe('confirmed');
  });

  it('follow the registration: confirmed when accepted, polling when a renewal fails or the platform cannot deliver, pending again once forgotten', () => {
    const jira = connector('jira');
    const registered = afterHappening(jira, {}, created, { kind: 'registered', delivers: true }, at(1))!;
    expect(registered.webhooks).toEqual({ state: 'confirmed', since: at(1).toISOString() });
    // A first registration that fails stays pending; a renewal that fails falls back to polling.
    expect(afterHappening(jira, {}, created, { kind: 'registration_failed', renewal: false }, at(2))!.webhooks).toMatchObject({ state: 'pending', reason: 'registration_failed' });
    const failing = afterHappening(jira, registered, created, { kind: 'registration_failed', renewal: true }, at(3))!;
    expect(failing.webhooks).toEqual({ state: 'polling', since: at(3).toISOString(), reason: 'renewal_failed' });
    // Failing again keeps its since; succeeding again confirms it anew.
    expect(afterHappening(jira, failing, created, { kind: 'registration_failed', renewal: true }, at(9))).toBeUndefined();
    expect(afterHappening(jira, failing, created, { kind: 'registered', delivers: true }, at(10))!.webhooks).toEqual({ state: 'confirmed', since: at(10).toISOString() });
    expect(afterHappening(jira, {}, created, { kind: 'registered', delivers: false }, at(1))!.webhooks).toMatchObject({ state: 'polling', reason: 'platform_does_not_deliver' });
    expect(afterHappening(jira, registered, created, { kind: 'forgotten' }, at(4))).toEqual({});
    // A pasted URL stays where it was pasted: forgetting a registration leaves its state alone.
    const intercom = afterHappening(connector('intercom'), {}, created, { kind: 'verified', sourceIds: ['webhooks'] }, at(1))!;
    expect(afterHappening(connector('intercom'), intercom, created, { kind: 'forgotten' }, at(2))).toBeUndefined();
  });

  it('fall back to polling when a reconciliation finds changes they missed, and only the sources that carry them', () => {
    const vonage = connector('vonage');
    const both = afterHappening(vonage, afterHappening(vonage, {}, created, { kind: 'verified', sourceIds: ['delivery-receipts'] }, at(1))!, created, { kind: 'verified', sourceIds: ['inbound-messages'] }, at(2))!;
    const missed = afterHappening(vonage, both, created, { kind: 'missed', sourceIds: ['inbound-messages'] }, at(30))!;
    expect(sourceStatuses(vonage, missed, created, at(31)).map((status) => [status.source.id, status.state, status.reason])).toEqual([
      ['delivery-receipts', 'confirmed', undefined],
      ['inbound-messages', 'polling', 'missed_changes'],
    ]);
    // A source not confirmed has nothing to lose.
    expect(afterHappening(connector('intercom'), {}, created, { kind: 'missed', sourceIds: ['webhooks'] }, at(3))).toBeUndefined();
  });

  it('read a stored value that is not one as nothing stored', () => {
    const odd = { webhooks: { state: 'bogus', since: 'yesterday' } } as unknown as Record<string, StoredSource>;
    expect(sourceStatuses(connector('intercom'), odd, created, at(1))[0]).toMatchObject({ state: 'pending', reason: 'awaiting_setup' });
    expect(sourceStatuses(connector('intercom'), 'not an object', created, at(1))[0]!.state).toBe('pending');
  });
});

describe('what a reconciliation counts as missed by the platform', () => {
  const published = (action: string, version?: Date): RecordChange => ({
    event: { applicationId: 'app', mode: 'sandbox', type: `customer-support.customer.${action}`, unifiedApi: 'customer-support', serviceId: 'intercom', consumerId: 'c', entityId: '1', entityType: 'customer', entityUrl: 'u', occurredAt: at(0), detectedBy: 'polling' },
    version,
  });
  const context = { reconciling: true, previousReconciliation: at(0), nativeActions: new Set(['created', 'updated'] as const), started: at(24 * HOUR), graceMs: 15 * 60_000 };

  it('a change the platform reports, made since the previous reconciliation and longer ago than its delivery time', () => {
    const changes = [published('updated', at(60)), published('updated', at(24 * HOUR - 5)), published('created', at(-5)), published('deleted'), published('updated')];
    // Too recent (it may still be on its way), before the previous reconciliation, a deletion the platform does not report, no version: not counted.
    expect(missedChanges(changes, context)).toEqual([changes[0]]);
    // The first reconciliation after the coverage changed reports what came before the confirmation: it judges nothing.
    expect(missedChanges(changes, { ...context, previousReconciliation: null })).toEqual([]);
    expect(missedChanges(changes, { ...context, reconciling: false })).toEqual([]);
  });
});

describe('the record ledger', () => {
  const change = (action: string, detectedBy: 'native' | 'polling', version?: Date): RecordChange => ({
    event: {
      applicationId: 'app',
      mode: 'sandbox',
      type: `customer-support.customer.${action}`,
      unifiedApi: 'customer-support',
      serviceId: 'intercom',
      consumerId: 'c',
      entityId: '1',
      entityType: 'customer',
      entityUrl: 'http://x/customer-support/customers/1',
      occurredAt: version ?? at(0),
      detectedBy,
    },
    version,
  });
  const last = (action: string, detectedBy: string, version: Date | null) => ({ action, detectedBy, version });
  const outcome = (decision: ReturnType<typeof decide>) => ('drop' in decision ? `drop: ${decision.drop}` : decision.publish.type.split('.').at(-1));

  it('publishes what receivers were not told, and drops what they were, whoever saw it first', () => {
    expect(outcome(decide(change('created', 'polling', at(1)), undefined))).toBe('created');
    // The platform's report of a creation the poller delivered already.
    expect(outcome(decide(change('created', 'native', at(1)), last('created', 'polling', at(1))))).toBe('drop: reported existing already');
    // The poller's view of a record the platform reported, at that version or an older one.
    expect(outcome(decide(change('updated', 'polling', at(5)), last('updated', 'native', at(5))))).toBe('drop: this version reported already');
    expect(outcome(decide(change('updated', 'polling', at(4)), last('updated', 'native', at(5))))).toBe('drop: this version reported already');
    expect(outcome(decide(change('deleted', 'polling'), last('deleted', 'native', null)))).toBe('drop: deleted already');
  });

  it('publishes what the other source missed: a newer version, a creation after a deletion', () => {
    expect(outcome(decide(change('updated', 'polling', at(6)), last('updated', 'native', at(5))))).toBe('updated');
    // A record created, and changed since, that the platform reported only as created: the receiver must read it again.
    expect(outcome(decide(change('created', 'polling', at(9)), last('created', 'native', at(5))))).toBe('updated');
    expect(outcome(decide(change('created', 'native', at(9)), last('deleted', 'polling', null)))).toBe('created');
    expect(outcome(decide(change('deleted', 'native'), last('updated', 'polling', at(2))))).toBe('deleted');
  });

  it('never compares two reports of the same source by version: each keeps itself from repeating', () => {
    expect(outcome(decide(change('updated', 'polling', at(1)), last('updated', 'polling', at(5))))).toBe('updated');
    expect(outcome(decide(change('updated', 'native'), last('updated', 'native', at(5))))).toBe('updated');
  });
});
