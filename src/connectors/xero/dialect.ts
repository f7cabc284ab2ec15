/**
 * What every Xero Accounting collection shares: ids are GUIDs (any other id
 * names nothing, without a call), any 404 is a missing record, lists page by
 * `page` from 1 with `pageSize` up to 1000 (`pagination.pageCount` says how
 * many), records travel in a list under the collection's name
 * (`{ "Invoices": [...] }`: xeroRecords),
 * every call names the tenant (api.ts), and filters become one `where`
 * expression (where.ts), `order`, parameters, or If-Modified-Since.
 */
import type { Dialect, Query } from '../kit/index.js';
import { pageNumberPaging } from '../framework/paging/page-number.js';
import { ACCOUNTING, xeroRequest } from './api.js';
import { GUID } from './guid.js';
import { equals, equalsGuid, modifiedSince, onOrAfter } from './where.js';

/** What one filter's value becomes at Xero. */
export interface XeroClause {
  /** A clause of the `where`, joined with the others by AND. */
  where?: string | undefined;
  /** Other parameters (ContactIDs, QuoteNumber …). */
  query?: Query;
  /** If-Modified-Since, as an ISO 8601 instant. */
  since?: string | undefined;
}

/** F: a filter's value (and its name, for a refusal) as Xero's clause. */
export type XeroFilter = (value: unknown, filter: string) => XeroClause;

const clauses = (where: unknown): string[] => (Array.isArray(where) ? where : typeof where === 'string' ? [where] : []);

export const xeroDialect: Dialect<XeroFilter> = {
  platform: 'Xero',
  id: GUID,
  paging: pageNumberPaging({ page: 'page', size: 'pageSize', max: 1000, first: 1, totalPages: 'pagination.pageCount' }),
  query({ query, filters, sort }) {
    const sent = filters.map(({ name, spec, value }) => spec(value, name));
    const where = [...clauses(query.where), ...sent.flatMap((clause) => (clause.where ? [clause.where] : []))];
    return {
      ...Object.assign({}, ...sent.map((clause) => clause.query ?? {})),
      ...(where.length > 0 ? { where } : {}),
      ...(sort ? { order: `${sort.key} ${sort.direction === 'desc' ? 'DESC' : 'ASC'}` } : {}),
    };
  },
  headers({ filters }): Record<string, string> {
    const since = filters.map(({ name, spec, value }) => spec(value, name).since).find((value) => value !== undefined);
    return since ? { 'if-modified-since': since } : {};
  },
  call: (ctx, request) => xeroRequest(ctx, request),
};

const { paging: _paged, ...whole } = xeroDialect;
/** Collections Xero answers whole (the chart of accounts, tax rates, items): paged here. */
export const xeroWholeDialect: Dialect<XeroFilter> = whole;

/**
 * What a collection of the Accounting API declares alike: its path, its
 * records in a list under its name in answers and bodies (`{ "Invoices":
 * [...] }`), its id at `idKey`, created with PUT and changed with POST. A
 * GUID is the same id in either case: writes read the record first and
 * answer, and call, with Xero's own spelling of it. An answer without the
 * record is a missing one.
 */
export const xeroRecords = <W = unknown>(collection: string, idKey: string) => ({
  dialect: xeroDialect,
  downstream: { id: collection, name: collection },
  path: `${ACCOUNTING}/${collection}`,
  canonicalId: true,
  listAt: collection,
  recordAt: `${collection}.0`,
  idAt: `${collection}.0.${idKey}`,
  wrap: (fields: Record<string, unknown>) => ({ [collection]: [fields] }),
  only: (record: W) => (record as W | undefined) !== undefined,
  list: true,
  add: { method: 'PUT' } as const,
  update: { method: 'POST' } as const,
});

/** A record Xero keeps DELETED is gone: 404 when read, and left out of lists. */
export const undeleted = (record: { Status?: string | undefined } | undefined) => record !== undefined && record.Status !== 'DELETED';

export const where = {
  equals: (field: string): XeroFilter => (value) => ({ where: equals(field, value) }),
  guid: (field: string): XeroFilter => (value, filter) => ({ where: equalsGuid(field, value, filter) }),
  since: (field: string): XeroFilter => (value, filter) => ({ where: onOrAfter(field, value, filter) }),
  modified: ((value, filter) => ({ since: modifiedSince(value, filter) })) as XeroFilter,
};
