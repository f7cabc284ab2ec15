import type { Database } from '../database.js';
import type { ApiKeyRow } from '../schema.js';

export type NewApiKey = Omit<ApiKeyRow, 'createdAt' | 'revokedAt' | 'scopes'> & { scopes?: string[] | null };

export async function insertApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  return db.insertInto('apiKeys').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Inserts unless a key with the same hash exists; returns the stored row either way. */
export async function ensureApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  await db.insertInto('apiKeys').values(row).onConflict((conflict) => conflict.column('hash').doNothing()).execute();
  return (await findApiKeyByHash(db, row.hash)) as ApiKeyRow;
}

export async function findApiKeyByHash(db: Database, hash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('apiKeys').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export async function listApiKeys(db: Database, applicationId: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('apiKeys').selectAll().where('applicationId', '=', applicationId).orderBy('createdAt').orderBy('id').execute();
}

export async function revokeApiKey(db: Database, id: string): Promise<ApiKeyRow | undefined> {
  const revoked = await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date() })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return revoked ?? db.selectFrom('apiKeys').selectAll().where('id', '=', id).executeTakeFirst();
}
