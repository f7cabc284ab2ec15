/**
 * Custom mappings of one application and key mode: its own (no consumer) and
 * its consumers' overrides. Every query takes the tenant scope, so one
 * application never reads or changes another's.
 */
import { sql } from 'kysely';
import type { Database } from '../database.js';
import type { CustomMappingRow } from '../schema.js';
import type { TenantScope } from './consumers.js';

/** Whose mapping: the application's (null) or one consumer's (its row id). */
export type MappingOwner = string | null;

export interface MappingTarget {
  unifiedApi: string;
  serviceId: string;
  resource: string;
  key: string;
}

function scoped(db: Database, scope: TenantScope) {
  return db.selectFrom('customMappings').selectAll().where('applicationId', '=', scope.applicationId).where('mode', '=', scope.mode);
}

/** The application's mappings and, when a consumer is named, that consumer's: what a call of the consumer's applies. */
export async function listMappings(db: Database, scope: TenantScope, consumerRef: MappingOwner, where: { unifiedApi?: string; serviceId?: string } = {}): Promise<CustomMappingRow[]> {
  let query = scoped(db, scope).where((eb) => (consumerRef === null ? eb('consumerRef', 'is', null) : eb.or([eb('consumerRef', 'is', null), eb('consumerRef', '=', consumerRef)])));
  if (where.unifiedApi !== undefined) query = query.where('unifiedApi', '=', where.unifiedApi);
  if (where.serviceId !== undefined) query = query.where('serviceId', '=', where.serviceId);
  return query.orderBy('resource').orderBy('key').execute();
}

export async function findMapping(db: Database, scope: TenantScope, owner: MappingOwner, target: MappingTarget): Promise<CustomMappingRow | undefined> {
  return scoped(db, scope)
    .where((eb) => (owner === null ? eb('consumerRef', 'is', null) : eb('consumerRef', '=', owner)))
    .where('unifiedApi', '=', target.unifiedApi)
    .where('serviceId', '=', target.serviceId)
    .where('resource', '=', target.resource)
    .where('key', '=', target.key)
    .executeTakeFirst();
}

/** Sets the owner's mapping of the target, creating it or replacing its finder, in one statement. */
export async function putMapping(db: Database, scope: TenantScope, owner: MappingOwner, target: MappingTarget, finder: string): Promise<CustomMappingRow> {
  const values = { applicationId: scope.applicationId, mode: scope.mode, consumerRef: owner, ...target, finder };
  const change = { finder, updatedAt: sql<Date>`now()` };
  return db
    .insertInto('customMappings')
    .values(values)
    // The application's row is unique among rows without a consumer (a partial index): its conflict target names that predicate.
    .onConflict((oc) =>
      owner === null
        ? oc.columns(['applicationId', 'mode', 'unifiedApi', 'serviceId', 'resource', 'key']).where('consumerRef', 'is', null).doUpdateSet(change)
        : oc.columns(['consumerRef', 'unifiedApi', 'serviceId', 'resource', 'key']).doUpdateSet(change),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes an existing mapping's finder; undefined when the owner has none for the target. */
export async function updateMapping(db: Database, scope: TenantScope, owner: MappingOwner, target: MappingTarget, finder: string): Promise<CustomMappingRow | undefined> {
  const existing = await findMapping(db, scope, owner, target);
  if (!existing) return undefined;
  return db.updateTable('customMappings').set({ finder, updatedAt: sql`now()` }).where('id', '=', existing.id).returningAll().executeTakeFirst();
}

export async function deleteMapping(db: Database, scope: TenantScope, owner: MappingOwner, target: MappingTarget): Promise<boolean> {
  const existing = await findMapping(db, scope, owner, target);
  if (!existing) return false;
  await db.deleteFrom('customMappings').where('id', '=', existing.id).where('applicationId', '=', scope.applicationId).execute();
  return true;
}
