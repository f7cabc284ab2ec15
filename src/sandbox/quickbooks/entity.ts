/**
 * A QuickBooks entity on the kit. What every entity shares is declared here
 * once: the `Id`, the `SyncToken` that every change moves on (an update or
 * delete naming an older one is the Stale Object Error), `MetaData` with the
 * times in the company's zone, `domain` and `sparse`, a full update clearing
 * what it leaves out while a sparse one (`"sparse": true`) changes only what
 * it names, and the ids: transactions share one sequence per realm, names
 * (customers, vendors, employees) another, every other list its own, so an
 * id of one transaction type is never another's.
 *
 * An entity file declares its own fields, the rules that derive and check a
 * record (`normalise`, run on creates and on the merged record of an update),
 * and which writes it has; writes.ts names the kit's operation each of
 * QuickBooks' POSTs is. Every write of a posting transaction keeps out of
 * closed books (book-close.ts), and what a write settles on other records
 * (`afterWrite`) runs once it is stored.
 */
import {
  defineResource, type EmulatedResource, type FieldTable, type StoredRecord,
} from '../framework/kit/index.js';
import { checkBooksOpen } from './book-close.js';
import { API_PREFIX } from './dialect.js';
import { requiredField, staleObject } from './faults.js';
import type { Ctx, QuickBooksRealm } from './realms.js';
import { companyTime } from './time.js';
import { entityEvents } from './webhooks.js';

export type { Ctx } from './realms.js';
export type Sequence = 'txn' | 'name' | 'own';

export interface QboEntity {
  /** The element name, also the query language's entity: "Invoice". */
  name: string;
  /** The URL segment: "invoice". */
  path: string;
  resource: EmulatedResource<QuickBooksRealm>;
  writes: { create: boolean; update: boolean; delete: boolean; void?: 'operation' | 'include' };
  /** Name lists answer only active records to a query that does not ask for `Active`. */
  nameList: boolean;
  /** Voids the record: amounts to zero, a note, as QuickBooks does. */
  void?(record: StoredRecord, ctx: Ctx): void;
  /** After a write is stored: keeps the books consistent (a payment settles the invoices it names). */
  afterWrite?(record: StoredRecord, ctx: Ctx, previous?: StoredRecord): void;
}

export interface QboEntityOptions {
  name: string;
  path?: string;
  sequence: Sequence;
  fields: FieldTable;
  /** Derives and checks a record before it is stored: `previous` is the stored record on updates. */
  normalise?(record: StoredRecord, ctx: Ctx, previous?: StoredRecord): void;
  /** Adds computed fields to the written record (balances, links). */
  present?(wire: Record<string, unknown>, record: StoredRecord, ctx: Ctx): Record<string, unknown>;
  beforeDelete?(record: StoredRecord, ctx: Ctx): void;
  /** Name lists: an update that makes an active record inactive (`Active: false`, QuickBooks' "delete" of a name) checks it may; `record` is the stored one. */
  beforeDeactivate?(record: StoredRecord, ctx: Ctx): void;
  afterWrite?(record: StoredRecord, ctx: Ctx, previous?: StoredRecord): void;
  writes?: Partial<QboEntity['writes']>;
  nameList?: boolean;
  void?(record: StoredRecord, ctx: Ctx): void;
  /** Body keys a write may carry besides the fields (read by `normalise`). */
  alsoAccepted?: readonly string[];
}

/** Keys every write may carry besides the entity's fields. */
const ENVELOPE_KEYS = ['Id', 'SyncToken', 'sparse', 'domain', 'status', 'MetaData'];

export function newQboId(ctx: Pick<Ctx, 'tenant'>, sequence: Sequence, entity: string): string {
  return String(ctx.tenant.next(sequence === 'own' ? `id:${entity}` : `id:${sequence}`));
}

/** The SyncToken a write names must be the record's current one. */
export function checkSyncToken(record: StoredRecord, body: Record<string, unknown>, ctx: Ctx): void {
  if (body.SyncToken === undefined || body.SyncToken === null || body.SyncToken === '') throw requiredField('SyncToken');
  if (String(body.SyncToken) !== String(record.SyncToken)) throw staleObject(ctx.account.userName);
}

/** Moves a record's SyncToken and change time on, as any change does. */
export function touch(record: StoredRecord, ctx: Pick<Ctx, 'now'>): void {
  record.SyncToken = String(Number(record.SyncToken ?? 0) + 1);
  record.updatedAt = ctx.now;
}

function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function defineEntity(options: QboEntityOptions): QboEntity {
  const path = options.path ?? options.name.toLowerCase();
  const fields: FieldTable = {
    id: { wire: 'Id', kind: 'string', readOnly: true },
    SyncToken: { kind: 'string', readOnly: true },
    ...options.fields,
  };
  const resource = defineResource<QuickBooksRealm>({
    name: options.name,
    labels: { object: options.name },
    routes: { get: `GET ${API_PREFIX}/:realmId/${path}/:id` },
    newId: (ctx) => newQboId(ctx, options.sequence, options.name),
    fields,
    timestamps: { created: 'createdAt', updated: 'updatedAt' },
    events: entityEvents(options.name),
    alsoAccepted: [...ENVELOPE_KEYS, ...(options.alsoAccepted ?? [])],
    hooks: {
      beforeCreate(record, ctx) {
        checkBooksOpen(ctx, options.name, undefined, record);
        record.SyncToken = '0';
        options.normalise?.(record, ctx);
      },
      ...(options.afterWrite ? { afterCreate: options.afterWrite } : {}),
      beforeUpdate(record, changes, ctx) {
        const body = bodyOf(ctx);
        checkBooksOpen(ctx, options.name, record, body);
        checkSyncToken(record, body, ctx);
        // A full update replaces the record: what it leaves out is cleared (a sparse one keeps it).
        const cleared = body.sparse === true ? [] : Object.entries(fields).filter(([name, rule]) => !rule.readOnly && !(name in changes) && !((rule.wire ?? name) in body));
        // The rules run on a copy: the stored record stays as it was until the kit applies the changes.
        const merged: StoredRecord = { ...structuredClone(record), ...changes, ...Object.fromEntries(cleared.map(([name]) => [name, undefined])), id: record.id };
        if (merged.Active === false && record.Active !== false) options.beforeDeactivate?.(record, ctx);
        options.normalise?.(merged, ctx, record);
        // What the rules removed is removed from the record too.
        const removed = Object.keys(record).filter((key) => !(key in merged));
        return { ...Object.fromEntries(removed.map((key) => [key, undefined])), ...merged, SyncToken: String(Number(record.SyncToken ?? 0) + 1) };
      },
      ...(options.afterWrite ? { afterUpdate: (record: StoredRecord, previous: StoredRecord, ctx: Ctx) => options.afterWrite?.(record, ctx, previous) } : {}),
      beforeDelete(record, ctx) {
        checkBooksOpen(ctx, options.name, record, undefined);
        checkSyncToken(record, bodyOf(ctx), ctx);
        options.beforeDelete?.(record, ctx);
      },
      ...(options.afterWrite ? { afterDelete: (record: StoredRecord, ctx: Ctx) => options.afterWrite?.({ ...record, deleted: true }, ctx, record) } : {}),
      present(wire, record, ctx) {
        const zone = ctx.account.timeZone;
        const written = {
          ...wire,
          domain: 'QBO',
          sparse: false,
          MetaData: {
            CreateTime: companyTime(Number(record.createdAt ?? ctx.now), zone),
            LastUpdatedTime: companyTime(Number(record.updatedAt ?? record.createdAt ?? ctx.now), zone),
          },
        };
        return options.present ? options.present(written, record, ctx) : written;
      },
    },
  });
  return {
    name: options.name,
    path,
    resource,
    writes: { create: true, update: true, delete: false, ...options.writes },
    nameList: options.nameList ?? false,
    ...(options.void ? { void: options.void } : {}),
    ...(options.afterWrite ? { afterWrite: options.afterWrite } : {}),
  };
}
