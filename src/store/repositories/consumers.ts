/**
 * Consumers belong to one application and one key mode; every query takes
 * that scope, so a caller can never name another application's consumer.
 */
import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { Database } from '../database.js';
import { consumers, type ConsumerRow } from '../schema.js';

export interface TenantScope {
  applicationId: string;
  mode: 'sandbox' | 'live';
}

const inScope = (scope: TenantScope) => and(eq(consumers.applicationId, scope.applicationId), eq(consumers.mode, scope.mode));

export async function findConsumer(db: Database, scope: TenantScope, consumerId: string): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(and(inScope(scope), eq(consumers.consumerId, consumerId))).limit(1);
  return row;
}

/** Creates the consumer if it does not exist; returns [row, created]. */
export async function upsertConsumer(
  db: Database,
  scope: TenantScope,
  consumerId: string,
  metadata: Record<string, unknown> | undefined,
): Promise<[ConsumerRow, boolean]> {
  const inserted = await db
    .insert(consumers)
    .values({ applicationId: scope.applicationId, mode: scope.mode, consumerId, metadata: metadata ?? {} })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return [inserted[0], true];
  const existing = (await findConsumer(db, scope, consumerId)) as ConsumerRow;
  if (metadata === undefined) return [existing, false];
  return [(await updateConsumerMetadata(db, scope, consumerId, metadata)) as ConsumerRow, false];
}

export async function updateConsumerMetadata(
  db: Database,
  scope: TenantScope,
  consumerId: string,
  metadata: Record<string, unknown>,
): Promise<ConsumerRow | undefined> {
  const [row] = await db
    .update(consumers)
    .set({ metadata, updatedAt: new Date() })
    .where(and(inScope(scope), eq(consumers.consumerId, consumerId)))
    .returning();
  return row;
}

export async function deleteConsumer(db: Database, scope: TenantScope, consumerId: string): Promise<boolean> {
  const rows = await db.delete(consumers).where(and(inScope(scope), eq(consumers.consumerId, consumerId))).returning({ id: consumers.id });
  return rows.length > 0;
}

export interface ConsumerPageQuery {
  after?: string | undefined;
  limit: number;
  consumerIdPrefix?: string | undefined;
}

/** Keyset paging by consumer id: stable under concurrent inserts. */
export async function listConsumers(db: Database, scope: TenantScope, query: ConsumerPageQuery): Promise<ConsumerRow[]> {
  const conditions = [inScope(scope)];
  if (query.after !== undefined) conditions.push(gt(consumers.consumerId, query.after));
  if (query.consumerIdPrefix) conditions.push(like(consumers.consumerId, `${escapeLike(query.consumerIdPrefix)}%`));
  return db
    .select()
    .from(consumers)
    .where(and(...conditions))
    .orderBy(asc(consumers.consumerId))
    .limit(query.limit);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
