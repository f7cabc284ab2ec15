/** Connections hang off a consumer row; callers reach them only through a scoped consumer. */
import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { ConnectionRow } from '../schema.js';
import { jsonb } from './json.js';

export async function listConnectionsOfConsumer(db: Database, consumerRef: string, unifiedApi?: string): Promise<ConnectionRow[]> {
  let select = db.selectFrom('connections').selectAll().where('consumerRef', '=', consumerRef);
  if (unifiedApi !== undefined) select = select.where('unifiedApi', '=', unifiedApi);
  return select.orderBy('unifiedApi').orderBy('serviceId').execute();
}

export async function listConnectionsOfConsumers(db: Database, consumerRefs: string[]): Promise<ConnectionRow[]> {
  if (consumerRefs.length === 0) return [];
  return db.selectFrom('connections').selectAll().where('consumerRef', 'in', consumerRefs).orderBy('unifiedApi').orderBy('serviceId').execute();
}

/**
 * The consumer's connection to a connector, as seen from one unified API: a
 * connection serves every unified API its connector serves (the caller has
 * checked that this one is among them), so the row made under another API
 * is this one too. A row made under this very API comes first (rows made
 * apart under two APIs before connections were shared stay apart).
 */
export async function findConnection(
  db: Database,
  consumerRef: string,
  unifiedApi: string,
  serviceId: string,
): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('consumerRef', '=', consumerRef)
    .where('serviceId', '=', serviceId)
    .orderBy(sql`unified_api = ${unifiedApi}`, 'desc')
    .orderBy('createdAt')
    .executeTakeFirst();
}

export type ConnectionWrite = Pick<ConnectionRow, 'enabled' | 'state' | 'settings' | 'credentials' | 'metadata'> &
  Partial<Pick<ConnectionRow, 'stateReason' | 'credentialsExpireAt' | 'lastRefreshFailedAt'>>;

function columns(changes: Partial<ConnectionWrite>) {
  const { settings, metadata, ...rest } = changes;
  return {
    ...rest,
    ...(settings !== undefined ? { settings: jsonb(settings) } : {}),
    ...(metadata !== undefined ? { metadata: jsonb(metadata) } : {}),
  };
}

/** Inserts a connection with a known id (the id is bound into its credential ciphertext). */
export async function insertConnection(
  db: Database,
  row: ConnectionWrite & { id: string; consumerRef: string; unifiedApi: string; serviceId: string },
): Promise<ConnectionRow> {
  const { id, consumerRef, unifiedApi, serviceId } = row;
  return db
    .insertInto('connections')
    .values({
      id,
      consumerRef,
      unifiedApi,
      serviceId,
      enabled: row.enabled,
      state: row.state,
      credentials: row.credentials,
      settings: jsonb(row.settings),
      metadata: jsonb(row.metadata),
      stateReason: row.stateReason ?? null,
      credentialsExpireAt: row.credentialsExpireAt ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConnection(db: Database, id: string, changes: Partial<ConnectionWrite>): Promise<ConnectionRow | undefined> {
  return db
    .updateTable('connections')
    .set({ ...columns(changes), updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteConnection(db: Database, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('connections').where('id', '=', id).returning('id').execute();
  return deleted.length > 0;
}

export async function findConnectionById(db: Database, id: string): Promise<ConnectionRow | undefined> {
  return db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Reads a connection and locks its row until the surrounding transaction
 * ends: every instance of the service that wants to refresh the same token
 * queues here, so a rotating refresh token is spent once.
 */
export async function lockConnection(trx: Database, id: string): Promise<ConnectionRow | undefined> {
  return trx.selectFrom('connections').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Replaces one resource's configured defaults on the connection (none left: the resource is dropped), in one statement: concurrent changes of other resources all land. */
export async function setResourceConfiguration(db: Database, connectionId: string, resource: string, defaults: Record<string, unknown>): Promise<ConnectionRow | undefined> {
  const configuration =
    Object.keys(defaults).length === 0
      ? sql<Record<string, Record<string, unknown>>>`configuration - ${resource}::text`
      : sql<Record<string, Record<string, unknown>>>`configuration || jsonb_build_object(${resource}::text, ${JSON.stringify(defaults)}::jsonb)`;
  return db.updateTable('connections').set({ configuration, updatedAt: sql`now()` }).where('id', '=', connectionId).returningAll().executeTakeFirst();
}

/** The sealed credentials of the connections written last (any consumer, any application): samples to test a key with. */
export async function newestSealedCredentials(db: Database, limit: number): Promise<Array<{ id: string; credentials: string }>> {
  const rows = await db
    .selectFrom('connections')
    .select(['id', 'credentials'])
    .where('credentials', 'is not', null)
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.credentials === null ? [] : [{ id: row.id, credentials: row.credentials }]));
}
