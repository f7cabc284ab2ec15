import type { Database } from '../database.js';
import type { ApiKeyRow } from '../schema.js';

export type NewApiKey = Omit<ApiKeyRow, 'createdAt' | 'revokedAt' | 'scopes'> & { scopes?: string[] | null };

export async function insertApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  return db.insertInto('apiKeys').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * A key with a fixed id (the demo's): inserted unless the id or the hash is
 * already stored; returns the stored row. The id stored with another secret
 * is an error said in words, not a unique-constraint violation.
 */
export async function ensureApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  // No conflict target: a conflict on the id and one on the hash are both "already there".
  await db.insertInto('apiKeys').values(row).onConflict((conflict) => conflict.doNothing()).execute();
  const stored = await db.selectFrom('apiKeys').selectAll().where('id', '=', row.id).executeTakeFirst();
  if (!stored) throw new Error(`API key ${row.id} cannot be stored: another key has the same secret`);
  if (stored.hash !== row.hash) throw new Error(`API key ${row.id} is already stored with another secret`);
  return stored;
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
