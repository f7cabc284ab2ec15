/** The connectors an application offers, with its own OAuth client per connector; one row per (application, service). */
import type { Database } from '../database.js';
import type { AppIntegrationRow } from '../schema.js';
import { jsonb } from './json.js';

export type AppIntegrationWrite = Pick<AppIntegrationRow, 'enabled' | 'oauthClientId' | 'oauthClientSecret' | 'redirectUris' | 'oauthScopes'>;

export async function listAppIntegrations(db: Database, applicationId: string): Promise<AppIntegrationRow[]> {
  return db.selectFrom('appIntegrations').selectAll().where('applicationId', '=', applicationId).orderBy('serviceId').execute();
}

export async function findAppIntegration(db: Database, applicationId: string, serviceId: string): Promise<AppIntegrationRow | undefined> {
  return db
    .selectFrom('appIntegrations')
    .selectAll()
    .where('applicationId', '=', applicationId)
    .where('serviceId', '=', serviceId)
    .executeTakeFirst();
}

function columns(changes: Partial<AppIntegrationWrite>) {
  const { redirectUris, oauthScopes, ...rest } = changes;
  return {
    ...rest,
    ...(redirectUris !== undefined ? { redirectUris: jsonb(redirectUris) } : {}),
    // null is SQL NULL (the connector's default scopes), not the JSON value null.
    ...(oauthScopes !== undefined ? { oauthScopes: oauthScopes === null ? null : jsonb(oauthScopes) } : {}),
  };
}

/**
 * Creates the row or changes only the given columns of the existing one, in
 * one statement: two concurrent writes of different columns both land.
 */
export async function upsertAppIntegration(
  db: Database,
  applicationId: string,
  serviceId: string,
  changes: Partial<AppIntegrationWrite>,
): Promise<AppIntegrationRow> {
  const set = columns(changes);
  return db
    .insertInto('appIntegrations')
    .values({ applicationId, serviceId, ...set })
    .onConflict((conflict) => conflict.columns(['applicationId', 'serviceId']).doUpdateSet({ ...set, updatedAt: new Date() }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAppIntegration(db: Database, applicationId: string, serviceId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('appIntegrations')
    .where('applicationId', '=', applicationId)
    .where('serviceId', '=', serviceId)
    .returning('serviceId')
    .execute();
  return deleted.length > 0;
}

/** Enables the given connectors with default settings; rows that exist (enabled or not) are left as they are. */
export async function enableAppIntegrations(db: Database, applicationId: string, serviceIds: readonly string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await db
    .insertInto('appIntegrations')
    .values(serviceIds.map((serviceId) => ({ applicationId, serviceId, enabled: true })))
    .onConflict((conflict) => conflict.columns(['applicationId', 'serviceId']).doNothing())
    .execute();
}
