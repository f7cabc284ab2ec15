/**
 * Hosted connect page sessions. Rows are found by the SHA-256 of their token
 * (the token itself is never stored) and only while they have not expired.
 */
import type { Database } from '../database.js';
import type { VaultSessionRow } from '../schema.js';
import { jsonb } from './json.js';

export type NewVaultSession = Omit<VaultSessionRow, 'createdAt'>;

export async function insertVaultSession(db: Database, row: NewVaultSession): Promise<VaultSessionRow> {
  return db
    .insertInto('vaultSessions')
    .values({ ...row, settings: jsonb(row.settings), theme: jsonb(row.theme), consumerMetadata: jsonb(row.consumerMetadata) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findLiveVaultSession(db: Database, tokenHash: string, now: Date): Promise<VaultSessionRow | undefined> {
  return db.selectFrom('vaultSessions').selectAll().where('tokenHash', '=', tokenHash).where('expiresAt', '>', now).executeTakeFirst();
}

/**
 * Swaps a live session's token hash for another in one statement, so of two
 * concurrent attempts with the same old token only one succeeds.
 */
export async function rotateVaultSessionToken(
  db: Database,
  oldHash: string,
  newHash: string,
  now: Date,
): Promise<VaultSessionRow | undefined> {
  return db
    .updateTable('vaultSessions')
    .set({ tokenHash: newHash })
    .where('tokenHash', '=', oldHash)
    .where('expiresAt', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteExpiredVaultSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('vaultSessions').where('expiresAt', '<=', now).returning('id').execute();
  return deleted.length;
}
