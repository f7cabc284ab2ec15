/**
 * One polling pass over a (connection, resource): list the records, compare
 * them with what the poller remembers (known-records.ts), and say what
 * changed. Nothing is published or stored here; the caller does both in one
 * transaction once the pass is complete, so a pass that fails halfway leaves
 * no trace and the next one finds the same changes again.
 *
 * - A baseline (nothing remembered yet) lists everything and reports nothing.
 * - A complete pass lists everything: a key not remembered is `created`, a
 *   fingerprint that differs is `updated` (or the declaration's update event
 *   the record has come to satisfy: `terminated`), a remembered key not
 *   listed is `deleted`.
 * - A changes pass lists only records updated since a time (the resource's
 *   "updated since" filter): `created` and `updated` as above, no deletions,
 *   since a record it does not list may simply not have changed.
 * - Where the resource has a changes feed (Drive's changes.list), a changes
 *   pass reads the feed from the position the previous pass kept instead:
 *   `created` and `updated` as above, and `deleted` for a remembered record
 *   the feed says is gone. A listing pass takes a fresh position first, so
 *   a change made while it lists is read again by the next pass and
 *   recognised by its fingerprint.
 *
 * A change of a kind the pass does not report (the platform reports it) is
 * held: remembered as it was, so a pass that reports everything finds it.
 *
 * Parents (collections of tickets) are listed in full on every pass, each
 * level in turn, and the resource is listed within each of them.
 */
import type { ListPage, PagingState, ResourceBinding } from '../../connectors/framework/define.js';
import { readFeed, type FeedReader } from './feed-pass.js';
import type { EventAction } from '../../unified/define.js';
import { fingerprintOf, hasMark, keyParts, recordKey, rememberedOf, type KnownRecords } from './known-records.js';
import type { PolledResource } from './polled-resources.js';

/** Lists one page of `binding` within `parents` (path parameters), with `filter`. */
export type PageLister = (
  binding: ResourceBinding,
  parents: Readonly<Record<string, string>>,
  filter: Readonly<Record<string, unknown>>,
  state: PagingState | undefined,
) => Promise<ListPage<unknown>>;

export type PassKind = 'baseline' | 'complete' | 'changes';

export interface PassRequest {
  resource: PolledResource;
  kind: PassKind;
  /** What the previous passes saw; empty for a baseline. */
  known: KnownRecords;
  /** For a changes pass: records updated at or after this time. */
  since?: Date | undefined;
  list: PageLister;
  /**
   * The changes this pass reports; all when absent. A change it does not
   * report (one the platform reports itself) is held: what is remembered of
   * that record stays as it was, so a later pass that reports every change
   * (a reconciliation) still sees it, and the record ledger decides whether
   * the platform had reported it.
   */
  reports?: ReadonlySet<EventAction> | undefined;
  /** A listing that pages on past this is refused: a platform that never ends its list. */
  maxPages?: number | undefined;
  /** The changes feed, where the resource has one: its start position, and one page from a position. */
  feed?: FeedReader | undefined;
  /** Where the feed is read from, for a changes pass of a resource with a feed. */
  cursor?: string | null | undefined;
}

export interface DetectedChange {
  action: EventAction;
  /** The record's key (known-records.ts): its parents' ids and its own. */
  key: string;
  /** When the platform says the change happened (updated_at, or created_at for a creation); undefined when it does not say. */
  occurredAt: Date | undefined;
  /** The record's last-modified time as listed (updated_at, else created_at); undefined for a deletion or when it has none. */
  version: Date | undefined;
}

export interface PassOutcome {
  known: KnownRecords;
  changes: DetectedChange[];
  /** Records listed (all levels of the resource itself, not its parents). */
  listed: number;
  /** The feed's position for the next pass; null without a feed. */
  cursor: string | null;
}

const DEFAULT_MAX_PAGES = 10_000;

export async function runPass(request: PassRequest): Promise<PassOutcome> {
  const { resource, kind, known, list, feed } = request;
  const reports = (action: EventAction) => request.reports === undefined || request.reports.has(action);
  const maxPages = request.maxPages ?? DEFAULT_MAX_PAGES;
  const { updateEvents } = resource.binding.declaration;
  const fromFeed = kind === 'changes' && feed !== undefined && typeof request.cursor === 'string';
  const filter = kind === 'changes' && !fromFeed && resource.updatedSinceFilter !== undefined && request.since !== undefined ? { [resource.updatedSinceFilter]: request.since.toISOString() } : {};
  const next: KnownRecords = kind === 'changes' ? new Map(known) : new Map();
  const seen = new Set<string>();
  const changes: DetectedChange[] = [];
  let listed = 0;

  /** Compares one listed record with what is remembered of it. */
  const compare = (key: string, record: unknown) => {
    listed += 1;
    // A record listed twice in one pass (paging that shifted under us) counts once.
    if (seen.has(key)) return;
    seen.add(key);
    const marks = updateEvents.filter((event) => event.when(record as Record<string, unknown>)).map((event) => event.action);
    const fingerprint = rememberedOf(fingerprintOf(record), marks);
    const previous = known.get(key);
    const version = timeOf(record, 'updated_at') ?? timeOf(record, 'created_at');
    if (kind === 'baseline' || previous === fingerprint) {
      next.set(key, fingerprint);
    } else if (previous === undefined) {
      // A resource without creation events (drives: updates only) remembers it silently, so its later updates are seen.
      if (!resource.actions.includes('created')) {
        next.set(key, fingerprint);
        return;
      }
      // Held (not remembered) when the platform reports creations itself.
      if (!reports('created')) return;
      next.set(key, fingerprint);
      changes.push({ action: 'created', key, occurredAt: timeOf(record, 'created_at') ?? timeOf(record, 'updated_at'), version });
    } else {
      // An update event the record satisfies now and did not before (a termination) is reported as that event.
      const action = marks.find((mark) => !hasMark(previous, mark)) ?? 'updated';
      if (!reports(action)) {
        next.set(key, previous);
        return;
      }
      next.set(key, fingerprint);
      changes.push({ action, key, occurredAt: timeOf(record, 'updated_at'), version });
    }
  };

  if (fromFeed) {
    const { latest, cursor } = await readFeed(feed, request.cursor as string, maxPages);
    for (const change of latest) {
      const key = recordKey([], change.id);
      if ('record' in change) {
        compare(key, change.record);
      } else if (known.has(key) && reports('deleted')) {
        next.delete(key);
        changes.push({ action: 'deleted', key, occurredAt: change.at, version: undefined });
      }
    }
    return { known: next, changes, listed, cursor };
  }

  // Taken before listing: what changes while the listing runs is read from the feed by the next pass.
  const cursor = feed === undefined ? null : await feed.start();
  const scopes = await parentScopes(resource, list, maxPages);
  for (const scope of scopes) {
    const parentIds = resource.binding.declaration.parentParams.map((param) => scope[param] as string);
    for await (const record of allRecords(resource.binding, scope, filter, list, maxPages)) {
      const id = idOf(record);
      if (id !== undefined) compare(recordKey(parentIds, id), record);
    }
  }
  if (kind === 'complete') {
    for (const [key, fingerprint] of known) {
      if (seen.has(key)) continue;
      if (reports('deleted')) changes.push({ action: 'deleted', key, occurredAt: undefined, version: undefined });
      else next.set(key, fingerprint);
    }
  }
  return { known: next, changes, listed, cursor: cursor ?? request.cursor ?? null };
}

/** Every combination of parent ids the resource lives under: [{}] for a top-level resource. */
async function parentScopes(resource: PolledResource, list: PageLister, maxPages: number): Promise<Array<Record<string, string>>> {
  let scopes: Array<Record<string, string>> = [{}];
  for (const parent of resource.parents) {
    const deeper: Array<Record<string, string>> = [];
    for (const scope of scopes) {
      for await (const record of allRecords(parent, scope, {}, list, maxPages)) {
        const id = idOf(record);
        if (id !== undefined) deeper.push({ ...scope, [parent.declaration.idParam]: id });
      }
    }
    scopes = deeper;
  }
  return scopes;
}

async function* allRecords(
  binding: ResourceBinding,
  parents: Readonly<Record<string, string>>,
  filter: Readonly<Record<string, unknown>>,
  list: PageLister,
  maxPages: number,
): AsyncGenerator<unknown> {
  let state: PagingState | undefined;
  for (let pages = 0; ; pages++) {
    if (pages >= maxPages) throw new Error(`${binding.declaration.key}: the listing did not end within ${maxPages} pages`);
    const page = await list(binding, parents, filter, state);
    yield* page.items;
    if (page.next === null || page.next === undefined) return;
    state = page.next;
  }
}

function idOf(record: unknown): string | undefined {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : typeof id === 'number' ? String(id) : undefined;
}

function timeOf(record: unknown, field: 'created_at' | 'updated_at'): Date | undefined {
  const value = (record as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** The parents' ids and the record's id of a key, as path parameters of the resource. */
export function pathOfKey(resource: PolledResource, key: string): { parents: Record<string, string>; id: string } {
  const parts = keyParts(key);
  const id = parts.pop() as string;
  const params = resource.binding.declaration.parentParams;
  return { parents: Object.fromEntries(params.map((param, index) => [param, parts[index] ?? ''])), id };
}
