/**
 * Consumers belong to one application and one key mode; every query takes
 * that scope, so a caller can never name another application's consumer.
 */
import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { ConsumerRow } from '../schema.js';
import { jsonb } from './json.js';

export interface TenantScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
}

function scoped(db: Database, scope: TenantScope) {
  return db.selectFrom('consumers').selectAll().where('applicationId', '=', scope.applicationId).where('mode', '=', scope.mode);
}

export async function findConsumer(db: Database, scope: TenantScope, consumerId: string): Promise<ConsumerRow | undefined> {
  return scoped(db, scope).where('consumerId', '=', consumerId).executeTakeFirst();
}

/** Creates the consumer if it does not exist; returns [row, created]. */
export async function upsertConsumer(
  db: Database,
  scope: TenantScope,
  consumerId: string,
  metadata: Record<string, unknown> | undefined,
): Promise<[ConsumerRow, boolean]> {
  const inserted = await db
    .insertInto('consumers')
    .values({ applicationId: scope.applicationId, mode: scope.mode, consumerId, metadata: jsonb(metadata ?? {}) })
    .onConflict((conflict) => conflict.columns(['applicationId', 'mode', 'consumerId']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return [inserted, true];
  if (metadata === undefined) return [(await findConsumer(db, scope, consumerId)) as ConsumerRow, false];
  return [(await updateConsumerMetadata(db, scope, consumerId, metadata)) as ConsumerRow, false];
}

export async function updateConsumerMetadata(
  db: Database,
  scope: TenantScope,
  consumerId: string,
  metadata: Record<string, unknown>,
): Promise<ConsumerRow | undefined> {
  return db
    .updateTable('consumers')
    .set({ metadata: jsonb(metadata), updatedAt: new Date() })
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('consumerId', '=', consumerId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteConsumer(db: Database, scope: TenantScope, consumerId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('consumers')
    .where('applicationId', '=', scope.applicationId)
    .where('mode', '=', scope.mode)
    .where('consumerId', '=', consumerId)
    .returning('id')
    .execute();
  return deleted.length > 0;
}

export interface ConsumerPageQuery {
  after?: string | undefined;
  limit: number;
  consumerIdPrefix?: string | undefined;
  /** The reference's filter[search]: a part of the consumer id, email, account name or user name, without regard to case. */
  search?: string | undefined;
}

/** The metadata members filter[search] looks in, besides the consumer id. */
const SEARCHED_METADATA = ['email', 'account_name', 'user_name'] as const;

/** Keyset paging by consumer id: stable under concurrent inserts. */
export async function listConsumers(db: Database, scope: TenantScope, query: ConsumerPageQuery): Promise<ConsumerRow[]> {
  let select = scoped(db, scope);
  if (query.after !== undefined) select = select.where('consumerId', '>', query.after);
  if (query.consumerIdPrefix) select = select.where('consumerId', 'like', `${escapeLike(query.consumerIdPrefix)}%`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    select = select.where((eb) =>
      eb.or([eb('consumerId', 'ilike', pattern), ...SEARCHED_METADATA.map((member) => eb(sql<string>`${sql.ref('metadata')}->>${member}`, 'ilike', pattern))]),
    );
  }
  return select.orderBy('consumerId').limit(query.limit).execute();
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
