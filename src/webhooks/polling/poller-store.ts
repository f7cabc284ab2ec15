/**
 * The pollers' rows (schema.ts `webhook_pollers`): leasing due passes,
 * keeping the lease while a pass runs, and writing its outcome.
 *
 * A pass is leased, not locked, as delivery attempts are (delivery/leases.ts):
 * one statement takes due rows that no live lease holds, skipping rows other
 * instances are taking at that moment (FOR UPDATE SKIP LOCKED), and gives
 * each a random lease token; no transaction stays open while the platform is
 * called. Each page renews the lease. The outcome is written only while the
 * token still holds, in the same transaction as the pass's events, so a pass
 * whose lease another instance took over publishes nothing, and two
 * instances never publish one change twice. The same SQL runs on PostgreSQL
 * and PGlite.
 */
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import { publishEvent, type PublishedEvent } from '../delivery/publish.js';
import { signalOutbox } from '../delivery/outbox-signal.js';
import { publishRecordChanges, type RecordChange } from '../delivery/record-ledger.js';

/** A leased pass, with the connection it polls. */
export interface LeasedPoller {
  id: string;
  connectionId: string;
  resourceKey: string;
  leaseToken: string;
  passes: number;
  watermark: Date | null;
  known: string | null;
  failures: number;
  serviceId: string;
  unifiedApi: string;
  applicationId: string;
  mode: 'sandbox' | 'live';
  consumerId: string;
  /** The application's interval; null: the default of its key mode. */
  intervalSeconds: number | null;
  /** The changes the platform reports itself for the connection (comma-separated, as the target sync set them). */
  nativeActions: string;
  /** When the last pass that reported every change began; null: none since the platform's coverage last changed. */
  reconciledAt: Date | null;
  /** Where the resource's changes feed is read from next (framework/changes-feed.ts); null without one. */
  cursor: string | null;
}

interface LeasedRow extends Omit<LeasedPoller, 'watermark' | 'intervalSeconds' | 'reconciledAt'> {
  watermark: Date | string | null;
  reconciledAt: Date | string | null;
  webhookPollIntervalSeconds: number | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Leases up to `limit` due passes for `leaseMs`. */
export async function leaseDuePollers(db: Database, request: { now: Date; leaseMs: number; limit: number }): Promise<LeasedPoller[]> {
  const { now, limit } = request;
  if (limit <= 0) return [];
  const until = new Date(now.getTime() + request.leaseMs);
  const result = await sql<LeasedRow>`
    with leased as (
      update webhook_pollers
      set lease_expires_at = ${until}, lease_token = gen_random_uuid()::text, updated_at = ${now}
      where id in (
        select p.id from webhook_pollers p
        where p.next_run_at <= ${now} and (p.lease_expires_at is null or p.lease_expires_at <= ${now})
        order by p.next_run_at
        limit ${limit}
        for update of p skip locked
      )
      and (lease_expires_at is null or lease_expires_at <= ${now})
      returning id, connection_id, resource_key, lease_token, passes, watermark, known, failures, native_actions, reconciled_at, cursor
    )
    select leased.*, c.service_id, c.unified_api, k.application_id, k.mode, k.consumer_id, a.webhook_poll_interval_seconds
    from leased
    join connections c on c.id = leased.connection_id
    join consumers k on k.id = c.consumer_ref
    join applications a on a.id = k.application_id
  `.execute(db);
  return result.rows.map(({ webhookPollIntervalSeconds, watermark, reconciledAt, ...row }) => ({
    ...row,
    passes: Number(row.passes),
    failures: Number(row.failures),
    watermark: watermark === null ? null : asDate(watermark),
    reconciledAt: reconciledAt === null ? null : asDate(reconciledAt),
    intervalSeconds: webhookPollIntervalSeconds === null ? null : Number(webhookPollIntervalSeconds),
  }));
}

/** Extends the lease; false when it was lost (expired and taken by another instance). */
export async function renewLease(db: Database, poller: Pick<LeasedPoller, 'id' | 'leaseToken'>, now: Date, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('webhookPollers')
    .set({ leaseExpiresAt: new Date(now.getTime() + leaseMs) })
    .where('id', '=', poller.id)
    .where('leaseToken', '=', poller.leaseToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface CompletedPass {
  known: string;
  knownCount: number;
  watermark: Date;
  nextRunAt: Date;
  /** Set when the pass reported every change (a reconciliation): its start. */
  reconciledAt: Date | undefined;
  /** The changes feed's position after this pass; null for a resource without a feed; absent: unchanged. */
  cursor?: string | null | undefined;
  /**
   * When the pass began: a row made due after it (pollNow, a platform's
   * notification during the pass) keeps that time, so a change the pass may
   * have missed is read at once rather than at the interval.
   */
  startedAt?: Date | undefined;
}

/**
 * What a pass publishes: plain events, or changes checked against the record
 * ledger (connectors whose platforms also report changes); `published`, when
 * given, collects the changes the ledger let through once the pass is stored.
 */
export type PassPublications = { events: readonly PublishedEvent[] } | { changes: readonly RecordChange[]; published?: RecordChange[] };

/** Thrown inside the transaction to undo it when the lease is no longer ours. */
class LeaseLost extends Error {}

/**
 * Stores a complete pass and publishes its events, in one transaction, if
 * the lease still holds; false (nothing written) when it does not. When the
 * target sync changed what the platform reports while the pass ran, the
 * sync's schedule stands (a pass soon, reporting everything).
 */
export async function completePass(db: Database, poller: LeasedPoller, pass: CompletedPass, published: PassPublications, now: Date): Promise<boolean> {
  try {
    const count = await db.transaction().execute(async (tx) => {
      const unchanged = sql<boolean>`native_actions = ${poller.nativeActions}`;
      const notWoken = pass.startedAt === undefined ? sql<boolean>`true` : sql<boolean>`next_run_at <= ${pass.startedAt}`;
      const updated = await tx
        .updateTable('webhookPollers')
        .set((eb) => ({
          known: pass.known,
          knownCount: pass.knownCount,
          watermark: pass.watermark,
          cursor: pass.cursor === undefined ? eb.ref('cursor') : pass.cursor,
          passes: poller.passes + 1,
          failures: 0,
          lastError: null,
          lastPassAt: now,
          nextRunAt: eb.case().when(sql<boolean>`${unchanged} and ${notWoken}`).then(pass.nextRunAt).else(eb.ref('nextRunAt')).end(),
          reconciledAt: pass.reconciledAt === undefined ? eb.ref('reconciledAt') : eb.case().when(unchanged).then(pass.reconciledAt).else(eb.ref('reconciledAt')).end(),
          leaseExpiresAt: null,
          leaseToken: null,
          updatedAt: now,
        }))
        .where('id', '=', poller.id)
        .where('leaseToken', '=', poller.leaseToken)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new LeaseLost();
      let written = 0;
      if ('events' in published) {
        for (const event of published.events) written += (await publishEvent(tx, event, now)).subscriptionIds.length;
      } else {
        const publications = await publishRecordChanges(tx, published.changes, now);
        for (const [index, publication] of publications.entries()) {
          written += publication?.subscriptionIds.length ?? 0;
          if (publication && !publication.duplicate) published.published?.push(published.changes[index]!);
        }
      }
      return written;
    });
    if (count > 0) signalOutbox();
    return true;
  } catch (error) {
    if (error instanceof LeaseLost) return false;
    throw error;
  }
}

/** Records a failed pass: what remembered stays as it was, the next pass waits `nextRunAt`. */
export async function failPass(db: Database, poller: LeasedPoller, error: string, nextRunAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('webhookPollers')
    .set({ failures: poller.failures + 1, lastError: error.slice(0, 500), nextRunAt, leaseExpiresAt: null, leaseToken: null, updatedAt: now })
    .where('id', '=', poller.id)
    .where('leaseToken', '=', poller.leaseToken)
    .execute();
}

/**
 * Makes the connection's pollers due now (a platform's notification that
 * there are changes to read: Drive's watch channels). A pass under way
 * finishes first, and another follows it at once (completePass keeps a
 * due time set after the pass began): it may have read the feed before the
 * change.
 */
export async function pollNow(db: Database, connectionId: string, now: Date): Promise<void> {
  await db
    .updateTable('webhookPollers')
    .set({ nextRunAt: now, updatedAt: now })
    .where('connectionId', '=', connectionId)
    .where((eb) => eb.or([eb('nextRunAt', '>', now), eb('leaseExpiresAt', '>', now)]))
    .execute();
}

/** Gives a lease back untouched (an instance stopping mid-pass): any instance may make the pass at `nextRunAt`. */
export async function releasePoller(db: Database, poller: Pick<LeasedPoller, 'id' | 'leaseToken'>, nextRunAt: Date, now: Date): Promise<void> {
  await db
    .updateTable('webhookPollers')
    .set({ nextRunAt, leaseExpiresAt: null, leaseToken: null, updatedAt: now })
    .where('id', '=', poller.id)
    .where('leaseToken', '=', poller.leaseToken)
    .execute();
}
