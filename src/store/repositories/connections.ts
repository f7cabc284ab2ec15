/** Connections hang off a consumer row; callers reach them only through a scoped consumer. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.js';
import { connections, type ConnectionRow } from '../schema.js';

export async function listConnectionsOfConsumer(db: Database, consumerRef: string, unifiedApi?: string): Promise<ConnectionRow[]> {
  const condition = unifiedApi === undefined
    ? eq(connections.consumerRef, consumerRef)
    : and(eq(connections.consumerRef, consumerRef), eq(connections.unifiedApi, unifiedApi));
  return db.select().from(connections).where(condition).orderBy(asc(connections.unifiedApi), asc(connections.serviceId));
}

export async function findConnection(
  db: Database,
  consumerRef: string,
  unifiedApi: string,
  serviceId: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.consumerRef, consumerRef), eq(connections.unifiedApi, unifiedApi), eq(connections.serviceId, serviceId)))
    .limit(1);
  return row;
}

export type ConnectionWrite = Pick<ConnectionRow, 'enabled' | 'state' | 'settings' | 'credentials' | 'metadata'>;

/** Inserts a connection with a known id (the id is bound into its credential ciphertext). */
export async function insertConnection(
  db: Database,
  row: ConnectionWrite & { id: string; consumerRef: string; unifiedApi: string; serviceId: string },
): Promise<ConnectionRow> {
  const [inserted] = await db.insert(connections).values(row).returning();
  return inserted as ConnectionRow;
}

export async function updateConnection(db: Database, id: string, changes: Partial<ConnectionWrite>): Promise<ConnectionRow | undefined> {
  const [row] = await db.update(connections).set({ ...changes, updatedAt: new Date() }).where(eq(connections.id, id)).returning();
  return row;
}

export async function deleteConnection(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(connections).where(eq(connections.id, id)).returning({ id: connections.id });
  return rows.length > 0;
}

export async function listConnectionsOfConsumers(db: Database, consumerRefs: string[]): Promise<ConnectionRow[]> {
  if (consumerRefs.length === 0) return [];
  return db.select().from(connections).where(inArray(connections.consumerRef, consumerRefs)).orderBy(asc(connections.unifiedApi), asc(connections.serviceId));
}
