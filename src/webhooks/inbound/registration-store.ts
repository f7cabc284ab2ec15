/**
 * The registration sweep's queries over inbound endpoints. An endpoint is due
 * when `renew_at` has passed (a connection that became callable, a
 * registration about to expire, a retry after a failure). Due endpoints are
 * leased, not locked, as delivery attempts and pollers are: one statement
 * takes them with FOR UPDATE SKIP LOCKED and a random token, no transaction
 * stays open while the platform is called, and the outcome is written only
 * while the token still holds. So two instances never register one
 * connection's webhook twice. The same SQL runs on PostgreSQL and PGlite.
 */
import { sql } from 'kysely';
import type { Database } from '../../store/database.js';
import type { InboundEndpointRow } from '../../store/schema.js';
import { writeSourcesChange, type SourcesChange } from './source-store.js';
import { connectionsWithEndpoints } from './connection-endpoints.js';

export interface LeasedEndpoint {
  row: InboundEndpointRow;
  leaseToken: string;
}

/** Leases up to `limit` due endpoints for `leaseMs`. */
export async function leaseDueEndpoints(db: Database, request: { now: Date; leaseMs: number; limit: number }): Promise<LeasedEndpoint[]> {
  const { now, limit } = request;
  const until = new Date(now.getTime() + request.leaseMs);
  const result = await sql<InboundEndpointRow>`
    update inbound_endpoints
    set lease_expires_at = ${until}, lease_token = gen_random_uuid()::text, updated_at = ${now}
    where lookup_id in (
      select e.lookup_id from inbound_endpoints e
      where e.renew_at <= ${now} and (e.lease_expires_at is null or e.lease_expires_at <= ${now})
      order by e.renew_at
      limit ${limit}
      for update of e skip locked
    )
    and (lease_expires_at is null or lease_expires_at <= ${now})
    returning *
  `.execute(db);
  return result.rows.map((row) => ({ row: { ...row, failures: Number(row.failures) }, leaseToken: row.leaseToken as string }));
}

export type EndpointOutcome =
  /** `delivers` false: the platform accepted it but cannot send this connection's events (the connector's `delivers`). */
  | { kind: 'registered'; registration: string | null; renewAt: Date | null; delivers: boolean }
  | { kind: 'failed'; error: string; retryAt: Date }
  /** Nothing to do now: the connection is gone, off or not callable, or the connector registers nothing; looked at again at `retryAt`. */
  | { kind: 'idle'; retryAt: Date | null };

/**
 * Writes the outcome of a leased endpoint's turn, and what it makes of the
 * endpoint's sources, if the lease is still ours; false when it was lost.
 */
export async function finishEndpoint(
  db: Database,
  leased: LeasedEndpoint,
  outcome: EndpointOutcome,
  now: Date,
  sources?: SourcesChange,
  /** The sealed registration to write, given the one stored now (a handshake may have added to it during the turn). */
  keepingRemembered?: (stored: string | null) => string | null,
): Promise<boolean> {
  const changes =
    outcome.kind === 'registered'
      ? { registration: outcome.registration, registeredAt: now, renewAt: outcome.renewAt, failures: 0, lastError: null }
      : outcome.kind === 'failed'
        ? { renewAt: outcome.retryAt, failures: leased.row.failures + 1, lastError: outcome.error.slice(0, 500) }
        : { renewAt: outcome.retryAt };
  return db.transaction().execute(async (tx) => {
    if (outcome.kind === 'registered' && keepingRemembered) {
      // Locked as rememberInRegistration locks it, so a handshake lands either before this write (and is kept) or after it.
      const stored = await tx.selectFrom('inboundEndpoints').select('registration').where('lookupId', '=', leased.row.lookupId).forUpdate().executeTakeFirst();
      if (stored) Object.assign(changes, { registration: keepingRemembered(stored.registration) });
    }
    const result = await tx
      .updateTable('inboundEndpoints')
      .set({ ...changes, leaseExpiresAt: null, leaseToken: null, updatedAt: now })
      .where('lookupId', '=', leased.row.lookupId)
      .where('leaseToken', '=', leased.leaseToken)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (sources) await writeSourcesChange(tx, leased.row.lookupId, sources, now);
    return true;
  });
}

/** Makes an endpoint due now, unless it is registered already (a connection callable again keeps its registration). */
export async function markDue(db: Database, lookupId: string, now: Date): Promise<void> {
  await db
    .updateTable('inboundEndpoints')
    .set({ renewAt: now, updatedAt: now })
    .where('lookupId', '=', lookupId)
    .where('registeredAt', 'is', null)
    .where('renewAt', 'is', null)
    .execute();
}

/** Forgets a registration (the connection was deleted or revoked): the next `callable` registers afresh. */
export async function forgetRegistration(db: Database, lookupId: string, now: Date, sources: SourcesChange): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('inboundEndpoints')
      .set({ registration: null, registeredAt: null, renewAt: null, failures: 0, lastError: null, updatedAt: now })
      .where('lookupId', '=', lookupId)
      .execute();
    await writeSourcesChange(tx, lookupId, sources, now);
  });
}

/**
 * Callable, enabled connections of connectors that register webhooks, whose
 * endpoint is missing or neither registered nor due: a change the listener
 * missed (an instance stopped before it ran, connections older than the
 * feature). The sweep makes them due.
 */
/** Whether any connection exists at all, of any application. */
export async function anyConnection(db: Database): Promise<boolean> {
  return (await db.selectFrom('connections').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function unregisteredConnections(db: Database, serviceIds: readonly string[], limit: number) {
  if (serviceIds.length === 0) return [];
  return connectionsWithEndpoints(db)
    .select(['k.applicationId', 'k.mode', 'k.consumerId', 'c.unifiedApi', 'c.serviceId'])
    .where('c.serviceId', 'in', [...serviceIds])
    .where('c.state', '=', 'callable')
    .where('c.enabled', '=', true)
    .where((where) => where.or([where('e.lookupId', 'is', null), where.and([where('e.registeredAt', 'is', null), where('e.renewAt', 'is', null)])]))
    .limit(limit)
    .execute();
}
