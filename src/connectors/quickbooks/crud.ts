/**
 * The single-record operations most QuickBooks resources share, built from
 * an entity name, a mapper and a body builder: get by id, create, sparse
 * update with the SyncToken (the client's row_version when it sends one,
 * else the record's own, read first), and delete: a real delete
 * (?operation=delete) for transactions, and for name lists (customers,
 * vendors, accounts, items, classes…), which QuickBooks never deletes, the
 * deactivation QuickBooks' own "delete" is (`Active: false`).
 */
import type { ConnectorContext, ResourceImplementation } from '../framework/define.js';
import { aboutRecord, deleteEntity, readEntity, writeEntity, type Json } from './api.js';
import { companyContext, type CompanyContext } from './company.js';

type Unified = Record<string, any>;

export interface CrudOptions<T> {
  entity: string;
  map(record: Json, company: CompanyContext): T;
  /** The QuickBooks body of a write (only the fields given); `existing` on updates. */
  body(record: Unified, ctx: ConnectorContext, existing?: Json): Json | Promise<Json>;
  /** Checks a create body before it is sent (required fields). */
  beforeCreate?(record: Unified): void;
  delete: 'delete' | 'deactivate' | 'none';
}

export function syncTokenFor(record: Unified, current: Json): string {
  return typeof record.row_version === 'string' && /^\d+$/.test(record.row_version) ? record.row_version : String(current.SyncToken);
}

export function crud<T>(options: CrudOptions<T>): Pick<ResourceImplementation<T>, 'one' | 'add' | 'update' | 'delete'> {
  const { entity } = options;
  return {
    async one(ctx, { id }) {
      return options.map(await readEntity(ctx, entity, id), await companyContext(ctx));
    },
    async add(ctx, { record }) {
      options.beforeCreate?.(record as Unified);
      const created = await writeEntity(ctx, entity, await options.body(record as Unified, ctx));
      return { id: String(created.Id) };
    },
    async update(ctx, { id, record }) {
      const current = await readEntity(ctx, entity, id);
      const body = await options.body(record as Unified, ctx, current);
      await aboutRecord(entity, id, () => writeEntity(ctx, entity, { ...body, Id: id, SyncToken: syncTokenFor(record as Unified, current), sparse: true }));
      return { id };
    },
    ...(options.delete === 'delete' ? { delete: (ctx: ConnectorContext, { id }: { id: string }) => deleteEntity(ctx, entity, id) } : {}),
    ...(options.delete === 'deactivate'
      ? {
          async delete(ctx: ConnectorContext, { id }: { id: string }) {
            const current = await readEntity(ctx, entity, id);
            await aboutRecord(entity, id, () => writeEntity(ctx, entity, { Id: id, SyncToken: String(current.SyncToken), sparse: true, Active: false }));
            return { id };
          },
        }
      : {}),
  };
}

/** `status` of name lists: active ↔ Active true; inactive or archived ↔ Active false. */
export function activeFrom(record: Unified): boolean | undefined {
  if (typeof record.active === 'boolean') return record.active;
  if (record.status === 'active') return true;
  if (record.status === 'inactive' || record.status === 'archived') return false;
  return undefined;
}
