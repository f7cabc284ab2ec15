/** OAuth authorizations in flight; a row is consumed (deleted) by the one callback that uses it. */
import type { Database } from '../database.js';
import type { OAuthStateRow } from '../schema.js';
import { jsonb } from './json.js';

export type NewOAuthState = Omit<OAuthStateRow, 'createdAt'>;

export async function insertOAuthState(db: Database, row: NewOAuthState): Promise<void> {
  await db.insertInto('oauthStates').values({ ...row, scopes: jsonb(row.scopes) }).execute();
}

/** Deletes and returns the row if it exists and has not expired: whoever gets it first is the only user. */
export async function consumeOAuthState(db: Database, id: string): Promise<OAuthStateRow | undefined> {
  return db.deleteFrom('oauthStates').where('id', '=', id).where('expiresAt', '>', new Date()).returningAll().executeTakeFirst();
}

export async function deleteExpiredOAuthStates(db: Database): Promise<void> {
  await db.deleteFrom('oauthStates').where('expiresAt', '<=', new Date()).execute();
}
