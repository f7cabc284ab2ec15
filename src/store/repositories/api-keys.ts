import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { apiKeys, type ApiKeyRow } from '../schema.js';

export type NewApiKey = Omit<ApiKeyRow, 'createdAt' | 'revokedAt'>;

export async function insertApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(apiKeys).values(row).returning();
  return inserted as ApiKeyRow;
}

/** Inserts unless a key with the same hash exists; returns the stored row either way. */
export async function ensureApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  await db.insert(apiKeys).values(row).onConflictDoNothing({ target: apiKeys.hash });
  return (await findApiKeyByHash(db, row.hash)) as ApiKeyRow;
}

export async function findApiKeyByHash(db: Database, hash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.hash, hash)).limit(1);
  return row;
}

export async function listApiKeys(db: Database, applicationId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.applicationId, applicationId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function revokeApiKey(db: Database, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? (await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1))[0];
}
