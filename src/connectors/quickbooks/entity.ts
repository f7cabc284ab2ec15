/**
 * Where a QuickBooks entity lives, the same for every one (Customer,
 * Invoice…): created and changed by POST /{entity} (a change is a sparse
 * update naming the record's Id and SyncToken, writes.ts), read at
 * /{entity}/{id} and answered as `{ Entity: record }`, listed by a statement
 * on /query answered as `{ QueryResponse: { Entity: [...] } }` (none when
 * nothing matches). `names`: a name list, whose list answers inactive names
 * too and whose delete makes the name inactive. `readEntity` reads one at
 * that path where no collection is asked (a write's party, a download);
 * `everyEntity` reads a whole list outside a collection.
 */
import type { ConnectorContext } from '../framework/define.js';
import { entityNotFound, orEntityNotFound } from '../framework/not-found.js';
import { segment } from '../framework/rest/path.js';
import { everyRecord } from '../kit/index.js';
import { quickbooksCall, type Json } from './api.js';
import { quickbooksDialect } from './dialect.js';
import { companyOf } from './record-fields.js';
import { sparseUpdate } from './writes.js';

const pathOf = (entity: string) => `/${entity.toLowerCase()}`;

/** A statement's records: `{ QueryResponse: { Entity: [...] } }`, with no key at all when nothing matches. */
const queryRecords = (entity: string) => (body: unknown): Json[] => (body as { QueryResponse?: Record<string, Json[]> }).QueryResponse?.[entity] ?? [];

/**
 * A delete is a POST naming the record's Id and SyncToken: a transaction's
 * with `?operation=delete`; a name's is the sparse update that makes it
 * inactive (QuickBooks never deletes a name).
 */
const removal = (current: Json) => ({ Id: String(current.Id), SyncToken: String(current.SyncToken) });
const deactivation = (current: Json) => ({ ...removal(current), sparse: true, Active: false });

export function entityAt(entity: string, { names = false } = {}) {
  const path = pathOf(entity);
  return {
    dialect: quickbooksDialect,
    downstream: { id: entity, name: entity },
    // Messages name the entity as QuickBooks does: "No QuickBooks Customer has this id".
    what: entity,
    context: companyOf,
    path,
    recordAt: entity,
    idAt: `${entity}.Id`,
    listAt: queryRecords(entity),
    listQuery: names ? { from: entity, active: 'all' } : { from: entity },
    list: { path: '/query' },
    add: true,
    update: { method: 'POST' as const, path },
    delete: names ? { method: 'POST' as const, path, body: deactivation } : { method: 'POST' as const, path, query: { operation: 'delete' }, body: removal },
    hooks: { beforeWrite: sparseUpdate },
  };
}

/**
 * One entity read by id outside its collection (a party's currency, an
 * attachment's file name before its bytes): at the path the collection reads,
 * on the dialect's rules. An id QuickBooks cannot have is not found without a
 * call, and "Object Not Found" is EntityNotFoundError. The call is the
 * dialect's own (`quickbooksCall`; a record's path is no `/query` statement).
 */
export async function readEntity(ctx: ConnectorContext, entity: string, id: string): Promise<Json> {
  const notFound = () => entityNotFound(`No QuickBooks ${entity} has this id`, { id: id.slice(0, 64) });
  const { id: ids, notFound: isMissing, notFoundStatus } = quickbooksDialect;
  if (ids && !ids.test(id)) throw notFound();
  const read = quickbooksCall<Json>(ctx, { method: 'GET', path: `${pathOf(entity)}/${segment(id)}` });
  return (await orEntityNotFound(read, notFound, isMissing, notFoundStatus)).body[entity] as Json;
}

/**
 * Pages a whole list reads at most: 50 of 999 records, far past any chart of
 * accounts or list of tax rates, and a tenth of the realm's 500 requests a
 * minute. A longer list is a failure, never an answer built from part of it.
 */
export const MAX_PAGES = 50;

/**
 * Every record of a name list, inactive ones too, in Id order (pages of a
 * statement without an order need not follow one another): for what must
 * see them all outside a collection (the account codes reports leave out,
 * the tax rates a tax code names). QuickBooks answers at most 1000 records
 * a statement
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries),
 * so the statement is run page after page with the dialect's paging.
 */
export const everyEntity = (ctx: ConnectorContext, entity: string): Promise<Json[]> =>
  everyRecord<Json>(ctx, {
    path: '/query',
    query: { from: entity, active: 'all' },
    dialect: quickbooksDialect,
    at: queryRecords(entity),
    maxPages: MAX_PAGES,
    whole: `${entity} records`,
  });
