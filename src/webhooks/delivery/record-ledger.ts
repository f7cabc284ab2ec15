/**
 * One change, reported once, whoever saw it (issue 29). Where a platform
 * sends its own webhooks, the poller may see a change the platform also
 * reported: around the moment a source is confirmed, and in the passes that
 * reconcile a confirmed source (polling/run-pass.ts). Each such change goes
 * through here, in the transaction that publishes it, and is compared with
 * what receivers were last told about the record (webhook_record_states,
 * one row per record, its key locked while compared):
 *
 * - `deleted` after a `deleted`: the record is gone already; dropped.
 * - `created` of a record last reported existing: dropped; but when the
 *   other source saw a newer version than the one reported, published as
 *   `updated` (the record changed since, and the receiver should read it).
 * - `updated` from the other source whose version is not newer than the one
 *   last reported: dropped. The receiver of that earlier event reads the
 *   record (entity_url) after it was published, so it saw this version or a
 *   later one. Two reports from the same source are never compared by
 *   version: the poller's fingerprints and the platform's delivery ids
 *   already keep each of them from repeating itself.
 * - anything else is published, and becomes what receivers were last told.
 *
 * A version is the record's last-modified time as the source saw it: the
 * listing's `updated_at`, the webhook's own copy of it where the connector
 * reads one (`NativeChange.version`), or else the time of the platform's
 * notification, which never precedes the change (so a duplicate is still
 * recognised; a later change reported within the same second by the other
 * source only, is not delivered apart, its receiver having read it already).
 */
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { EventAction } from '../../unified/define.js';
import { isKnownEventType } from '../event-types.js';
import { orderingKeyOf, publishEvent, type Publication, type PublishedEvent } from './publish.js';

/** A change as a source saw it: the event to publish and the record's version. */
export interface RecordChange {
  event: PublishedEvent & { detectedBy: 'native' | 'polling' };
  version: Date | undefined;
}

interface LastReported {
  action: string;
  version: Date | null;
  detectedBy: string;
}

type Decision = { publish: PublishedEvent } | { drop: string };

const actionOf = (type: string) => type.slice(type.lastIndexOf('.') + 1) as EventAction;

/** What to do with `change`, given what receivers were last told about its record. */
export function decide(change: RecordChange, last: LastReported | undefined): Decision {
  const { event, version } = change;
  if (!last) return { publish: event };
  const action = actionOf(event.type);
  const otherSource = last.detectedBy !== event.detectedBy;
  const newer = version !== undefined && last.version !== null && version.getTime() > last.version.getTime();
  if (action === 'deleted') return last.action === 'deleted' ? { drop: 'deleted already' } : { publish: event };
  if (last.action === 'deleted') return { publish: event };
  if (action === 'created') {
    const updated = `${event.type.slice(0, event.type.lastIndexOf('.'))}.updated`;
    if (otherSource && newer && isKnownEventType(updated)) return { publish: { ...event, type: updated } };
    return { drop: 'reported existing already' };
  }
  if (otherSource && version !== undefined && last.version !== null && !newer) return { drop: 'this version reported already' };
  return { publish: event };
}

/**
 * What receivers were last told about the record, read under a lock held to
 * the end of the transaction: a transaction-scoped advisory lock on the
 * record's key, taken and read in one statement, so a change of a record not
 * seen before serialises as well as one of a known record, and reading costs
 * no row write.
 */
const lockKeyOf = (event: PublishedEvent, recordKey: string) => JSON.stringify([event.applicationId, event.mode, recordKey]);

async function lockLastReported(tx: Database, event: PublishedEvent, recordKey: string): Promise<LastReported | undefined> {
  const lockKey = lockKeyOf(event, recordKey);
  const result = await sql<{ action: string | null; version: Date | string | null; detectedBy: string | null }>`
    select s.action, s.version, s.detected_by
    from (select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))) as locked
    left join webhook_record_states s on s.application_id = ${event.applicationId} and s.mode = ${event.mode} and s.record_key = ${recordKey}
  `.execute(tx);
  const row = result.rows[0];
  if (!row || row.action === null || row.detectedBy === null) return undefined;
  return { action: row.action, version: row.version === null ? null : new Date(row.version), detectedBy: row.detectedBy };
}

/**
 * Publishes `change` unless its record was reported so already; in the
 * caller's transaction (`tx` must be one). Undefined when dropped.
 */
export async function publishRecordChange(tx: Database, change: RecordChange, now: Date): Promise<Publication | undefined> {
  const { event } = change;
  const recordKey = orderingKeyOf(event);
  const decision = decide(change, await lockLastReported(tx, event, recordKey));
  if ('drop' in decision) return undefined;
  const publication = await publishEvent(tx, decision.publish, now);
  // A platform's retry (same event id) changes nothing: what was reported stays.
  if (publication.duplicate) return publication;
  const reported = { action: actionOf(decision.publish.type), version: change.version ?? null, detectedBy: event.detectedBy, publishedAt: now };
  await tx
    .insertInto('webhookRecordStates')
    .values({ applicationId: event.applicationId, mode: event.mode, recordKey, ...reported })
    .onConflict((conflict) => conflict.columns(['applicationId', 'mode', 'recordKey']).doUpdateSet(reported))
    .execute();
  return publication;
}

/**
 * Publishes several changes in the caller's transaction, in the order given.
 * Where they concern several records, every record's lock is taken first, in
 * one order (by key), so two transactions touching the same records never
 * wait on each other in a circle; the locks are taken again, at no cost, as
 * each change is read. Answers the publications in the order given
 * (undefined: dropped).
 */
export async function publishRecordChanges(tx: Database, changes: readonly RecordChange[], now: Date): Promise<Array<Publication | undefined>> {
  const keys = [...new Set(changes.map(({ event }) => lockKeyOf(event, orderingKeyOf(event))))].sort();
  if (keys.length > 1) {
    await sql`select pg_advisory_xact_lock(hashtextextended(t.k, 0)) from jsonb_array_elements_text(cast(${JSON.stringify(keys)} as jsonb)) with ordinality as t(k, n) order by t.n`.execute(tx);
  }
  const publications: Array<Publication | undefined> = [];
  for (const change of changes) publications.push(await publishRecordChange(tx, change, now));
  return publications;
}
