/**
 * What every Zoho Books resource shares (API v3): ids are digit strings
 * (any other id names nothing, without a call); "does not exist" is a 404
 * with Zoho's own non-zero code, while code 5 (an unknown URL) is the
 * connector's fault, not a missing record; lists page by page / per_page
 * with `page_context.has_more_page`. The organization_id every call names
 * rides with the credentials (definition.ts), so no call can leave without it.
 *
 * A list's filters are Zoho's own parameters (`query`), checked again on
 * each record where Zoho's match is looser than the unified one (`keep`,
 * list-filters.ts), or times Zoho cannot filter by (`since`): those sort the
 * list by that time, newest first, and another sort with them is refused.
 */
import type { ListParams } from '../framework/define.js';
import type { Dialect, Query } from '../kit/index.js';
import { invalid, ZOHO_ID, zohoPaging } from './api.js';

/** Zoho's code for an unknown URL: a 404 that is the connector's fault, not a missing record. */
const UNKNOWN_URL = 5;

export interface ZohoFilter<T = never> {
  /** The list's own parameters for the value (`{ contact_name: value }`). */
  query?: (value: string, filter: ListParams['filter']) => Query;
  /** Checked on each record too: Zoho matches names without regard to case, the unified filters exactly. */
  keep?: (record: T, value: string) => boolean;
  /** A time Zoho cannot filter by: the unified sort field of it, honoured newest first (list-filters.ts). */
  since?: string;
}

const codeOf = (body: unknown) => (body as { code?: unknown } | null)?.code;

/** The sort a list is asked in: a time filter's, newest first, or the caller's. */
function sortQuery({ params, filters, sort }: Parameters<NonNullable<Dialect<ZohoFilter<never>>['query']>>[0], columns: Readonly<Record<string, string>>): Query {
  const ordering = filters.find(({ spec, value }) => spec.since !== undefined && typeof value === 'string');
  if (ordering) {
    const field = ordering.spec.since as string;
    if (params.sort && !(params.sort.by === field && params.sort.direction === 'desc')) {
      throw invalid(`filter[${ordering.name}] lists newest first by ${field} on Zoho Books: sort by ${field} desc or not at all`, { sort: params.sort.by, filter: ordering.name });
    }
    return { sort_column: columns[field] as string, sort_order: 'D' };
  }
  return sort ? { sort_column: sort.key, sort_order: sort.direction === 'desc' ? 'D' : 'A' } : {};
}

export const zohoDialect: Dialect<ZohoFilter<never>> = {
  platform: 'Zoho Books',
  id: ZOHO_ID,
  notFound: (body) => typeof codeOf(body) === 'number' && codeOf(body) !== 0 && codeOf(body) !== UNKNOWN_URL,
  paging: zohoPaging,
  query: (selection) => {
    const { params, filters, fields } = selection;
    const query = Object.assign({}, ...filters.map(({ spec, value }) => (spec.query && typeof value === 'string' ? spec.query(value, params.filter) : {}))) as Query;
    return { ...query, ...sortQuery(selection, fields.sortKeys) };
  },
};

/**
 * Where a Zoho Books resource lives, the same for each: `/{name}`, listed as
 * `{ name: [...] }`, one record answered as `{ record: {..., id} }`, all five
 * operations, an update a PUT.
 */
export const zohoResource = (name: string, { label, what, record, id }: { label: string; what: string; record: string; id: string }) => ({
  dialect: zohoDialect,
  downstream: { id: name, name: label },
  what,
  path: `/${name}`,
  listAt: name,
  recordAt: record,
  idAt: `${record}.${id}`,
  list: true,
  add: true,
  update: { method: 'PUT' as const },
  delete: true,
});
