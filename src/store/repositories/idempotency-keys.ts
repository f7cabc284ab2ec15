/**
 * Idempotency keys: one row per application, key mode, consumer, header kind
 * and key. A request claims its key (state `running`) before anything is sent
 * downstream and settles it afterwards: `completed` with the answer to replay,
 * `outcome_unknown` when nobody can tell whether the platform wrote, or the
 * row is deleted when nothing was written. Each step is a single statement,
 * so instances sharing the database agree without holding a lock while the
 * platform answers. Times come from the database clock, so instances whose
 * clocks drift still agree on what has expired.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../database.js';
import type { IdempotencyKeyRow } from '../schema.js';
import type { Tables } from '../tables.js';

/** `running` while the first request runs (or after its instance died); the others settle it. */
export type IdempotencyState = 'running' | 'completed' | 'outcome_unknown';

export interface IdempotencyScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
  consumerId: string;
  /** The header the key came in: each header is its own namespace. */
  kind: string;
  key: string;
}

export interface IdempotencyClaim extends IdempotencyScope {
  /** "POST /sms/messages" */
  operation: string;
  requestHash: string;
  /** How long the key is remembered from now. */
  windowMs: number;
}

export type ClaimOutcome =
  /** The key is ours: no live row existed (or only an expired one, now replaced). */
  | { claimed: true; row: IdempotencyKeyRow }
  /** A live row holds the key; undefined when it kept vanishing under us (settled and released by others). */
  | { claimed: false; existing: IdempotencyKeyRow | undefined };

/** A held row is identified by its key and the moment it was claimed (kept at millisecond precision to survive a JavaScript Date). */
export interface HeldClaim {
  scope: IdempotencyScope;
  claimedAt: Date;
}

const NOW_MS = sql<Date>`date_trunc('milliseconds', now())`;

/** The row of one key, as a where clause for selects, updates and deletes. */
function ofScope(scope: IdempotencyScope) {
  return (eb: ExpressionBuilder<Tables, 'idempotencyKeys'>) =>
    eb.and({ applicationId: scope.applicationId, mode: scope.mode, consumerId: scope.consumerId, kind: scope.kind, key: scope.key });
}

/**
 * Inserts the key in state `running`, or takes over an expired row; when a
 * live row holds the key, returns it instead. Two requests racing for one key
 * cannot both win: PostgreSQL serialises the conflicting inserts.
 */
export async function claimIdempotencyKey(db: Database, claim: IdempotencyClaim): Promise<ClaimOutcome> {
  const { windowMs, ...values } = claim;
  // A row can vanish between the insert and the read (released by its request, or expired): try again then.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db
      .insertInto('idempotencyKeys')
      .values({
        ...values,
        state: 'running' satisfies IdempotencyState,
        createdAt: NOW_MS,
        expiresAt: sql<Date>`date_trunc('milliseconds', now()) + make_interval(secs => ${windowMs / 1000})`,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['applicationId', 'mode', 'consumerId', 'kind', 'key'])
          .doUpdateSet((eb) => ({
            operation: eb.ref('excluded.operation'),
            requestHash: eb.ref('excluded.requestHash'),
            state: eb.ref('excluded.state'),
            responseStatus: null,
            responseBody: null,
            createdAt: eb.ref('excluded.createdAt'),
            completedAt: null,
            expiresAt: eb.ref('excluded.expiresAt'),
          }))
          .where('idempotencyKeys.expiresAt', '<=', sql<Date>`now()`),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) return { claimed: true, row };
    const existing = await db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where(ofScope(claim))
      .where('expiresAt', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (existing) return { claimed: false, existing };
  }
  return { claimed: false, existing: undefined };
}

/**
 * Takes a key over for a retry of the same request whose first attempt ended
 * without a known outcome: `outcome_unknown`, or still `running` after
 * `staleAfterMs` (the instance running it stopped before settling). Only for
 * operations that find their earlier attempt at the platform; one retry wins
 * when several race (the row's state and time are checked again under its lock).
 */
export async function resumeIdempotencyKey(db: Database, claim: { scope: IdempotencyScope; requestHash: string; staleAfterMs: number }): Promise<IdempotencyKeyRow | undefined> {
  return db
    .updateTable('idempotencyKeys')
    .where(ofScope(claim.scope))
    .where('requestHash', '=', claim.requestHash)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'outcome_unknown' satisfies IdempotencyState),
        eb.and([eb('state', '=', 'running' satisfies IdempotencyState), eb('createdAt', '<', sql<Date>`now() - make_interval(secs => ${claim.staleAfterMs / 1000})`)]),
      ]),
    )
    .set({ state: 'running' satisfies IdempotencyState, createdAt: NOW_MS, completedAt: null })
    .returningAll()
    .executeTakeFirst();
}

/** Settles a claim still held by this request; false when it no longer is (it expired and another request took the key). */
async function settleHeldClaim(
  db: Database,
  held: HeldClaim,
  settled: { state: IdempotencyState; responseStatus?: number; responseBody?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotencyKeys')
    .where(ofScope(held.scope))
    .set({ ...settled, completedAt: sql<Date>`now()` })
    .where('state', '=', 'running' satisfies IdempotencyState)
    .where('createdAt', '=', held.claimedAt)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Stores the answer to replay, as JSON text: JSON.stringify writes U+0000 and
 * unpaired surrogates as \u escapes (plain ASCII), so whatever a platform put
 * in the answer is stored, and replayed exactly.
 */
export function completeIdempotencyKey(db: Database, held: HeldClaim, status: number, body: unknown): Promise<boolean> {
  return settleHeldClaim(db, held, { state: 'completed' satisfies IdempotencyState, responseStatus: status, responseBody: JSON.stringify(body) ?? 'null' });
}

/** The stored answer's body, read back from its JSON text. */
export function storedAnswerBody(row: Pick<IdempotencyKeyRow, 'responseBody'>): unknown {
  return row.responseBody === null ? null : JSON.parse(row.responseBody);
}

/** Keeps the key blocked until it expires: the platform may or may not have written. */
export function markIdempotencyOutcomeUnknown(db: Database, held: HeldClaim): Promise<boolean> {
  return settleHeldClaim(db, held, { state: 'outcome_unknown' satisfies IdempotencyState });
}

/** Forgets the claim: nothing reached the platform, so the client may fix the request and retry with the same key. */
export async function releaseIdempotencyKey(db: Database, held: HeldClaim): Promise<boolean> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where(ofScope(held.scope))
    .where('state', '=', 'running' satisfies IdempotencyState)
    .where('createdAt', '=', held.claimedAt)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes at most `limit` expired rows (a bounded sweep, run now and then); returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Database, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('applicationId', 'mode', 'consumerId', 'kind', 'key'),
        'in',
        selectFrom('idempotencyKeys')
          .select(['applicationId', 'mode', 'consumerId', 'kind', 'key'])
          .where('expiresAt', '<=', sql<Date>`now()`)
          .limit(limit)
          .$asTuple('applicationId', 'mode', 'consumerId', 'kind', 'key'),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
