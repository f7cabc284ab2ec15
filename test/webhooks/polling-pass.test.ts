/**
 * The detection rules of a polling pass, on a platform held in memory (the
 * lister is the only seam): a baseline reports nothing; a complete listing
 * reports created, updated and deleted; a changes listing reports created
 * and updated only and stays silent about records re-read in its overlap;
 * nested resources are listed per parent; a changes feed is read from the
 * position a listing took; a change the platform reports
 * itself is held until a reconciling pass. And which resources are polled
 * and what each pass does, read from the shipped connectors' declarations.
 */
import { describe, expect, it } from 'vitest';
import { defineConnector, implement, type ListPage, type ResourceBinding } from '../../src/connectors/framework/define.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { tickets } from '../../src/unified/issue-tracking/tickets.js';
import { collections } from '../../src/unified/issue-tracking/collections.js';
import { customers } from '../../src/unified/customer-support/customers.js';
import { defineResource } from '../../src/unified/define.js';
import { decodeKnown, encodeKnown, fingerprintOf, recordKey } from '../../src/webhooks/polling/known-records.js';
import { runPass, type PageLister, type PassKind } from '../../src/webhooks/polling/pass.js';
import { polledResource, polledResources } from '../../src/webhooks/polling/polled-resources.js';
import { passKindOf, passPlanOf } from '../../src/webhooks/polling/pass-plan.js';

type Row = { id: string; name: string; updated_at: string; created_at: string };

/** A platform in memory: customers and, per collection, tickets; pages of two; `since` honoured. */
class MemoryPlatform {
  customers = new Map<string, Row>();
  tickets = new Map<string, Map<string, Row>>();
  calls: Array<{ resource: string; parents: Record<string, string>; filter: Record<string, unknown> }> = [];

  readonly list: PageLister = async (binding, parents, filter, state) => {
    this.calls.push({ resource: binding.declaration.id, parents: { ...parents }, filter: { ...filter } });
    let rows: Row[];
    if (binding.declaration.id === 'customers') rows = [...this.customers.values()];
    else if (binding.declaration.id === 'collections') rows = [...this.tickets.keys()].map((id) => ({ id, name: id, updated_at: '', created_at: '' }));
    else rows = [...(this.tickets.get(parents.collection_id as string)?.values() ?? [])];
    if (typeof filter.since === 'string') rows = rows.filter((row) => row.updated_at >= (filter.since as string));
    const start = typeof state === 'number' ? state : 0;
    const page: ListPage<unknown> = { items: rows.slice(start, start + 2), next: start + 2 < rows.length ? start + 2 : null };
    return page;
  };

  put(map: Map<string, Row>, id: string, name: string, at: string): void {
    const existing = map.get(id);
    map.set(id, { id, name, updated_at: at, created_at: existing?.created_at ?? at });
  }
}

const listing = { paging: true, filters: ['since'], run: async () => ({ items: [], next: null }) };
const connector = defineConnector({
  ...(CONNECTORS[0] as Parameters<typeof defineConnector>[0]),
  id: 'memory',
  inbound: undefined,
  resources: [
    implement(customers, { downstream: { id: 'c', name: 'C' }, list: listing, events: [{ action: 'created', downstream: 'customer.created' }] }),
    implement(collections, { downstream: { id: 'p', name: 'P' }, list: listing }),
    implement(tickets, { downstream: { id: 't', name: 'T' }, list: listing }),
  ] as ResourceBinding[],
});
const customersPolled = polledResource(connector, connector.resources[0]!)!;
const ticketsPolled = polledResource(connector, connector.resources[2]!)!;

describe('a polling pass', () => {
  const pass = (platform: MemoryPlatform, kind: PassKind, known: Map<string, string>, resource = customersPolled, since?: Date) =>
    runPass({ resource, kind, known, since, list: platform.list });

  it('reports nothing on the baseline, then created, updated and deleted from complete listings', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2', '3', '4', '5']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    const baseline = await pass(platform, 'baseline', new Map());
    expect(baseline.changes).toEqual([]);
    expect(baseline.known.size).toBe(5);
    // Pages of two: three calls for five records.
    expect(platform.calls).toHaveLength(3);

    platform.put(platform.customers, '2', 'renamed', '2026-01-02T00:00:00.000Z');
    platform.customers.delete('4');
    platform.put(platform.customers, '6', 'new', '2026-01-03T00:00:00.000Z');
    const complete = await pass(platform, 'complete', baseline.known);
    expect(complete.changes).toEqual([
      { action: 'updated', key: '2', occurredAt: new Date('2026-01-02T00:00:00.000Z'), version: new Date('2026-01-02T00:00:00.000Z') },
      { action: 'created', key: '6', occurredAt: new Date('2026-01-03T00:00:00.000Z'), version: new Date('2026-01-03T00:00:00.000Z') },
      { action: 'deleted', key: '4', occurredAt: undefined, version: undefined },
    ]);
    expect([...complete.known.keys()].sort()).toEqual(['1', '2', '3', '5', '6']);
    // Nothing changed since: nothing to say.
    expect((await pass(platform, 'complete', complete.known)).changes).toEqual([]);
  });

  it('lists only changes between complete listings, silent about the overlap and about deletions', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2', '3']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    const baseline = await pass(platform, 'baseline', new Map());
    platform.put(platform.customers, '3', 'changed', '2026-01-05T00:00:10.000Z');
    platform.put(platform.customers, '9', 'new', '2026-01-05T00:00:20.000Z');
    platform.customers.delete('1');
    platform.calls = [];
    const since = new Date('2026-01-05T00:00:00.000Z');
    // As if the customers declared an "updated since" filter the connector supports.
    const withSince = { ...customersPolled, updatedSinceFilter: 'since' };
    const changes = await pass(platform, 'changes', baseline.known, withSince, since);
    expect(platform.calls).toEqual([{ resource: 'customers', parents: {}, filter: { since: since.toISOString() } }]);
    expect(changes.changes.map((change) => [change.action, change.key])).toEqual([
      ['updated', '3'],
      ['created', '9'],
    ]);
    // The deleted record is still remembered until a complete listing shows it gone.
    expect(changes.known.has('1')).toBe(true);
    // The next changes listing reaches back over the same records (the overlap): they are recognised, not reported again.
    expect((await pass(platform, 'changes', changes.known, withSince, since)).changes).toEqual([]);
    expect((await pass(platform, 'complete', changes.known)).changes.map((change) => [change.action, change.key])).toEqual([['deleted', '1']]);
  });

  it('reads a changes feed from the position the listing took: created, updated and deleted, the position moved on', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2', '3']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    // The feed: every change after a position, two a page, as Drive's changes.list.
    const log: Array<{ id: string; record?: Row }> = [];
    const reads: string[] = [];
    const feed = {
      start: async () => String(log.length),
      read: async (position: string) => {
        reads.push(position);
        const from = Number(position);
        const changes = log.slice(from, from + 2).map((entry) => (entry.record ? { id: entry.id, record: entry.record } : { id: entry.id, removed: true as const }));
        return from + 2 < log.length ? { changes, nextPage: String(from + 2) } : { changes, resumeAt: String(log.length) };
      },
    };
    const change = (id: string, name?: string) => {
      if (name === undefined) platform.customers.delete(id);
      else platform.put(platform.customers, id, name, `2026-01-0${log.length + 2}T00:00:00.000Z`);
      log.push({ id, ...(name === undefined ? {} : { record: platform.customers.get(id)! }) });
    };
    change('1', 'before the baseline');
    const baseline = await runPass({ resource: customersPolled, kind: 'baseline', known: new Map(), list: platform.list, feed });
    // The position is taken before the listing: what changes during it is read again, and recognised.
    expect(baseline.cursor).toBe('1');
    change('2', 'renamed');
    change('8', 'new');
    change('3');
    // Gone before anyone saw it: nothing to say.
    change('9', 'short-lived');
    change('9');
    platform.calls = [];
    const read = await runPass({ resource: customersPolled, kind: 'changes', known: baseline.known, list: platform.list, feed, cursor: baseline.cursor });
    expect(platform.calls).toEqual([]);
    expect(reads).toEqual(['1', '3', '5']);
    expect(read.changes.map((found) => [found.action, found.key])).toEqual([
      ['updated', '2'],
      ['created', '8'],
      ['deleted', '3'],
    ]);
    expect(read.cursor).toBe('6');
    expect([...read.known.keys()].sort()).toEqual(['1', '2', '8']);
    // Nothing since: nothing to say, the position stays.
    const quiet = await runPass({ resource: customersPolled, kind: 'changes', known: read.known, list: platform.list, feed, cursor: read.cursor });
    expect([quiet.changes, quiet.cursor]).toEqual([[], '6']);
    // A resource with a feed reads it on every pass once positioned; without a position it lists.
    const poller = (cursor: string | null) => ({ known: '', passes: 5, watermark: new Date(), cursor });
    const withFeed = { ...customersPolled, feed: { start: feed.start, read: (_ctx: unknown, position: string) => feed.read(position) } };
    expect([passKindOf(poller('6'), withFeed, 5), passKindOf(poller(null), withFeed, 5)]).toEqual(['changes', 'complete']);
  });

  it('holds the changes it does not report: remembered as they were, so a pass that reports everything still finds them', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2', '3']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    const baseline = await pass(platform, 'baseline', new Map());
    platform.put(platform.customers, '2', 'renamed', '2026-01-02T00:00:00.000Z');
    platform.put(platform.customers, '7', 'new', '2026-01-02T00:00:00.000Z');
    platform.customers.delete('3');
    // The platform reports creations and updates itself: this pass reports the deletion only.
    const deletionsOnly = await runPass({ resource: customersPolled, kind: 'complete', known: baseline.known, list: platform.list, reports: new Set(['deleted']) });
    expect(deletionsOnly.changes.map((change) => [change.action, change.key])).toEqual([['deleted', '3']]);
    expect(deletionsOnly.known.get('2')).toBe(baseline.known.get('2'));
    expect(deletionsOnly.known.has('7')).toBe(false);
    // Nothing reported: the deletion is held too.
    const nothing = await runPass({ resource: customersPolled, kind: 'complete', known: baseline.known, list: platform.list, reports: new Set() });
    expect(nothing.changes).toEqual([]);
    expect(nothing.known).toEqual(baseline.known);
    // A reconciling pass finds every held change.
    const all = await pass(platform, 'complete', deletionsOnly.known);
    expect(all.changes.map((change) => [change.action, change.key])).toEqual([
      ['updated', '2'],
      ['created', '7'],
    ]);
  });

  it('lists a nested resource within each parent, keyed by the parents\' ids', async () => {
    const platform = new MemoryPlatform();
    platform.tickets.set('A', new Map());
    platform.tickets.set('B/2', new Map());
    platform.put(platform.tickets.get('A')!, '7', 't', '2026-01-01T00:00:00.000Z');
    const baseline = await pass(platform, 'baseline', new Map(), ticketsPolled);
    platform.put(platform.tickets.get('B/2')!, '7', 'same id elsewhere', '2026-01-02T00:00:00.000Z');
    const complete = await pass(platform, 'complete', baseline.known, ticketsPolled);
    // An id that contains a slash cannot fake a boundary between parent and record.
    expect(complete.changes.map((change) => [change.action, change.key])).toEqual([['created', 'B%2F2/7']]);
    expect(platform.calls.filter((call) => call.resource === 'tickets').map((call) => call.parents)).toContainEqual({ collection_id: 'B/2' });
  });
});

describe('an update reported as its own event (the declaration\'s updateEvents)', () => {
  // Customers whose name "left" means they left: reported `terminated` when they come to it.
  const leavers = defineResource({ ...customers, events: ['created', 'updated', 'terminated', 'deleted'], updateEvents: [{ action: 'terminated', when: (record) => record.name === 'left' }] });
  const leaving = defineConnector({
    ...(CONNECTORS[0] as Parameters<typeof defineConnector>[0]),
    id: 'memory-leavers',
    inbound: undefined,
    resources: [implement(leavers, { downstream: { id: 'c', name: 'C' }, list: listing })] as ResourceBinding[],
  });
  const polled = polledResource(leaving, leaving.resources[0]!)!;
  const actions = (outcome: { changes: Array<{ action: string; key: string }> }) => outcome.changes.map((change) => [change.action, change.key]);

  it('reports the change that makes a record satisfy it as that event, and later edits as updates again', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    const baseline = await runPass({ resource: polled, kind: 'baseline', known: new Map(), list: platform.list });
    platform.put(platform.customers, '1', 'left', '2026-01-02T00:00:00.000Z');
    platform.put(platform.customers, '2', 'renamed', '2026-01-02T00:00:00.000Z');
    const first = await runPass({ resource: polled, kind: 'complete', known: baseline.known, list: platform.list });
    expect(actions(first)).toEqual([['terminated', '1'], ['updated', '2']]);
    // Remembered with its mark: a terminated record edited again is an update, not a second termination.
    expect(first.known.get('1')).toMatch(/^[\w-]{11}\+terminated$/);
    expect(decodeKnown(encodeKnown(first.known))).toEqual(first.known);
    platform.put(platform.customers, '1', 'left', '2026-01-03T00:00:00.000Z');
    const second = await runPass({ resource: polled, kind: 'complete', known: first.known, list: platform.list });
    expect(actions(second)).toEqual([['updated', '1']]);
    // Back (re-hired), then leaving again: an update, then a termination.
    platform.put(platform.customers, '1', 'back', '2026-01-04T00:00:00.000Z');
    const third = await runPass({ resource: polled, kind: 'complete', known: second.known, list: platform.list });
    expect(actions(third)).toEqual([['updated', '1']]);
    platform.put(platform.customers, '1', 'left', '2026-01-05T00:00:00.000Z');
    expect(actions(await runPass({ resource: polled, kind: 'complete', known: third.known, list: platform.list }))).toEqual([['terminated', '1']]);
  });

  it('holds a termination the pass does not report, and an update where only terminations are polled', async () => {
    const platform = new MemoryPlatform();
    for (const id of ['1', '2']) platform.put(platform.customers, id, `c${id}`, '2026-01-01T00:00:00.000Z');
    const baseline = await runPass({ resource: polled, kind: 'baseline', known: new Map(), list: platform.list });
    platform.put(platform.customers, '1', 'left', '2026-01-02T00:00:00.000Z');
    platform.put(platform.customers, '2', 'renamed', '2026-01-02T00:00:00.000Z');
    // The platform reports updates itself: only the termination is the poller's.
    const terminationsOnly = await runPass({ resource: polled, kind: 'complete', known: baseline.known, list: platform.list, reports: new Set(['terminated', 'deleted']) });
    expect(actions(terminationsOnly)).toEqual([['terminated', '1']]);
    expect(terminationsOnly.known.get('2')).toBe(baseline.known.get('2'));
    const updatesOnly = await runPass({ resource: polled, kind: 'complete', known: baseline.known, list: platform.list, reports: new Set(['updated']) });
    expect(actions(updatesOnly)).toEqual([['updated', '2']]);
    expect(updatesOnly.known.get('1')).toBe(baseline.known.get('1'));
  });

  it('refuses an update event the resource does not declare', () => {
    expect(() => defineResource({ ...customers, events: ['created', 'updated', 'deleted'], updateEvents: [{ action: 'terminated', when: () => true }] })).toThrow(/terminated, which its events do not declare/);
  });
});

describe('what a poller remembers', () => {
  it('encodes keys and fingerprints as sorted lines, and reads them back', () => {
    const known = new Map([
      [recordKey(['b'], 'x\ty'), fingerprintOf({ id: 'x' })],
      [recordKey([], 'a'), fingerprintOf({ b: 1, a: 2 })],
    ]);
    const text = encodeKnown(known);
    expect(text.split('\n')).toHaveLength(2);
    expect(text.split('\n')[0]!.startsWith('a\t')).toBe(true);
    expect(decodeKnown(text)).toEqual(known);
    expect(decodeKnown('')).toEqual(new Map());
    // 8 bytes, whatever the key order of the record.
    expect(fingerprintOf({ a: 2, b: 1 })).toBe(fingerprintOf({ b: 1, a: 2 }));
    expect(Buffer.from(fingerprintOf({ a: 1 }), 'base64url')).toHaveLength(8);
  });
});

describe('which resources are polled', () => {
  it('polls every resource with events that can be listed; the platform\'s confirmed events are its own', () => {
    expect(customersPolled).toMatchObject({ actions: ['created', 'updated', 'deleted'], nativeActions: [] });
    expect(polledResource(connector, connector.resources[0]!, new Set(['customer.created']))!.nativeActions).toEqual(['created']);
    expect(ticketsPolled).toMatchObject({ actions: ['created', 'updated', 'deleted'], nativeActions: [], updatedSinceFilter: 'since' });
    expect(ticketsPolled.parents.map((parent) => parent.declaration.id)).toEqual(['collections']);
    // Collections declare no events: nothing to poll.
    expect(polledResource(connector, connector.resources[1]!)).toBeUndefined();
  });

  it('reads the shipped connectors: Twilio\'s status callbacks report updates once confirmed, and Jira\'s tickets use its "updated since" filter', () => {
    const twilio = CONNECTORS.find((candidate) => candidate.id === 'twilio')!;
    const twilioPlan = (live: Set<string>) => polledResources(twilio, 'sms', live).map((resource) => [resource.binding.declaration.key, resource.actions, resource.nativeActions]);
    expect(twilioPlan(new Set())).toEqual([['sms/messages', ['created', 'updated', 'deleted'], []]]);
    expect(twilioPlan(new Set(['StatusCallback']))).toEqual([['sms/messages', ['created', 'updated', 'deleted'], ['updated']]]);
    const jira = CONNECTORS.find((candidate) => candidate.id === 'jira')!;
    const jiraTickets = polledResources(jira, 'issue-tracking').find((resource) => resource.binding.declaration.id === 'tickets');
    expect(jiraTickets?.updatedSinceFilter).toBe('since');
    // An API-token connection's registration is "none": it does not deliver, and its sources stay polled.
    expect(jira.inbound?.delivers?.({ method: 'none', reason: 'API token' })).toBe(false);
    expect(jira.inbound?.delivers?.({ method: 'dynamic', webhookIds: [1] })).toBe(true);
  });

  it('chooses a baseline first, then a complete listing every few passes and changes in between', () => {
    const poller = (passes: number) => ({ known: passes === 0 ? null : '', passes, watermark: passes === 0 ? null : new Date() });
    expect([0, 1, 2, 3, 4, 5].map((passes) => passKindOf(poller(passes), ticketsPolled, 3))).toEqual(['baseline', 'changes', 'changes', 'complete', 'changes', 'changes']);
    // Without an "updated since" filter every pass is complete.
    expect([1, 2].map((passes) => passKindOf(poller(passes), { ...ticketsPolled, updatedSinceFilter: undefined }, 3))).toEqual(['complete', 'complete']);
    // Polled for deletions only: a changes listing would find nothing to report.
    expect(passKindOf(poller(1), { ...ticketsPolled, actions: ['deleted'] }, 3)).toBe('complete');
  });
});

describe('what a pass reports, and when the next is due', () => {
  const HOUR = 3_600_000;
  const settings = { completeEvery: 5, intervalMs: 60_000, reconcileEveryMs: 24 * HOUR };
  const started = new Date('2026-03-01T12:00:00.000Z');
  const poller = (nativeActions: string, reconciledAt: Date | null, known: string | null = '') => ({ known, passes: 3, watermark: new Date(started.getTime() - 60_000), nativeActions, reconciledAt });
  const plan = (nativeActions: string, reconciledAt: Date | null, known?: string | null) => {
    const { kind, reports, reconciling, nextRunAt, reconciledAt: stored } = passPlanOf(poller(nativeActions, reconciledAt, known), ticketsPolled, settings, started);
    return { kind, reports: [...reports], reconciling, nextInMs: nextRunAt.getTime() - started.getTime(), stored: stored?.toISOString() };
  };
  const anHourAgo = new Date(started.getTime() - HOUR);

  it('reports everything at the interval while the platform reports nothing confirmed', () => {
    expect(plan('', anHourAgo)).toEqual({ kind: 'changes', reports: ['created', 'updated', 'deleted'], reconciling: false, nextInMs: 60_000, stored: started.toISOString() });
  });

  it('leaves the platform\'s changes to it, and reconciles once coverage changed, then once a day', () => {
    // The sync just changed the coverage (reconciled_at cleared): everything, from a complete listing.
    expect(plan('created,updated', null)).toEqual({ kind: 'complete', reports: ['created', 'updated', 'deleted'], reconciling: true, nextInMs: 60_000, stored: started.toISOString() });
    // Then the deletions only, at the interval.
    expect(plan('created,updated', anHourAgo)).toMatchObject({ kind: 'complete', reports: ['deleted'], reconciling: false, nextInMs: 60_000, stored: undefined });
    // A day on, a reconciliation again.
    expect(plan('created,updated', new Date(started.getTime() - 24 * HOUR))).toMatchObject({ reports: ['created', 'updated', 'deleted'], reconciling: true });
  });

  it('only reconciles, once a day, where the platform reports every change', () => {
    expect(plan('created,updated,deleted', anHourAgo)).toMatchObject({ reports: [], reconciling: false, nextInMs: 23 * HOUR, stored: undefined });
    expect(plan('created,updated,deleted', null)).toMatchObject({ kind: 'complete', reconciling: true, nextInMs: 24 * HOUR });
    // Its first pass is still a baseline, which reports nothing.
    expect(plan('created,updated,deleted', null, null)).toMatchObject({ kind: 'baseline', nextInMs: 24 * HOUR });
  });
});
