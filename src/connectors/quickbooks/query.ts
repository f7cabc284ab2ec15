/**
 * Lists come from QuickBooks' query endpoint
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries):
 * `GET /query?query=SELECT * FROM Invoice WHERE … ORDERBY … STARTPOSITION n MAXRESULTS m`.
 *
 * Unified filters and sort become WHERE and ORDERBY conditions (values
 * quoted, a quote or backslash escaped with a backslash; conditions only
 * joined with AND, the language has no OR). Paging is QuickBooks' position
 * counted from 1: a page asks for one record more than it returns, so the
 * last page is known without an extra empty call.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListPage, ListParams, PagingState, ResourceImplementation } from '../framework/define.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize } from '../framework/paging/strategy.js';
import { qbo, type Json } from './api.js';
import { companyContext, type CompanyContext } from './company.js';

/** The most QuickBooks answers in one query. */
export const MAX_RESULTS = 1000;

export type Condition = string;

/** A value as the query language quotes it. */
export function quoted(value: string | number | boolean): string {
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;
}

export function where(property: string, operator: '=' | '<' | '>' | '<=' | '>=' | 'LIKE', value: string | number | boolean): Condition {
  return `${property} ${operator} ${quoted(value)}`;
}

export function whereIn(property: string, values: readonly (string | boolean)[]): Condition {
  return `${property} IN (${values.map(quoted).join(', ')})`;
}

/** A unified date-time filter as QuickBooks compares MetaData times (ISO 8601 with an offset). */
export function sinceCondition(property: 'MetaData.LastUpdatedTime' | 'MetaData.CreateTime', value: unknown): Condition {
  const at = Date.parse(String(value));
  if (Number.isNaN(at)) throw new ApiError('RequestValidationError', { detail: { filter: `${String(value).slice(0, 40)} is not a date-time` } });
  return where(property, '>=', new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00'));
}

/** Filters as the dialect takes them (dialect.ts): a property equal to the value, on or after it, changed since it. */
export const filterOn = {
  equals: (property: string) => (value: unknown) => ({ where: where(property, '=', String(value)) }),
  onOrAfter: (property: string) => (value: unknown) => ({ where: where(property, '>=', String(value)) }),
  since: (property: 'MetaData.LastUpdatedTime' | 'MetaData.CreateTime') => (value: unknown) => ({ where: sinceCondition(property, value) }),
  /** `status` of a name list: active, inactive (archived is inactive), or all. */
  status: (value: unknown) => ({ active: value === 'all' ? 'all' : value === 'active' ? 'true' : value === 'inactive' || value === 'archived' ? 'false' : 'none' }),
};

/** The times every QuickBooks record can be sorted by. */
export const CREATED_AT = { sort: 'MetaData.CreateTime' } as const;
export const UPDATED_AT = { sort: 'MetaData.LastUpdatedTime' } as const;

export interface QueryList<T> {
  entity: string;
  /** Conditions for the unified filters (already checked against `filters`); conditions that always apply too. */
  conditions?(params: ListParams): Condition[];
  filters?: readonly string[];
  /** Unified sort field → QuickBooks property. */
  sortBy?: Readonly<Record<string, string>>;
  /** The default order, so pages stay stable: QuickBooks' own order is unspecified. */
  defaultOrder?: string;
  /** Maps one record, with what it needs to know about the company (and the list's parameters, for records under a parent). */
  map(record: Json, company: CompanyContext, params: ListParams): T;
}

export function offsetOf(state: PagingState | undefined): number {
  if (state === undefined) return 0;
  if (hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset)) return state.offset;
  throw foreignCursor('offset');
}

/** Runs one SELECT * and returns the entity's records (an empty QueryResponse is no records). */
export async function select(ctx: ConnectorContext, entity: string, text: string): Promise<Json[]> {
  const body = await qbo<{ QueryResponse?: Json }>(ctx, { method: 'GET', path: '/query', query: { query: text } });
  const records = body.QueryResponse?.[entity];
  return Array.isArray(records) ? (records as Json[]) : [];
}

export function statement(entity: string, conditions: readonly Condition[], order: string | undefined, start?: number, size?: number): string {
  return [
    `SELECT * FROM ${entity}`,
    conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    order ? `ORDERBY ${order}` : '',
    start !== undefined ? `STARTPOSITION ${start}` : '',
    size !== undefined ? `MAXRESULTS ${size}` : '',
  ].filter(Boolean).join(' ');
}

export function queryList<T>(options: QueryList<T>): NonNullable<ResourceImplementation<T>['list']> {
  return {
    paging: true,
    ...(options.filters ? { filters: options.filters } : {}),
    ...(options.sortBy ? { sortBy: Object.keys(options.sortBy) } : {}),
    async run(ctx, params): Promise<ListPage<T>> {
      const offset = offsetOf(params.state);
      const size = pageSize(params.limit, MAX_RESULTS - 1);
      const sorted = params.sort ? options.sortBy?.[params.sort.by] : undefined;
      const order = sorted ? `${sorted} ${params.sort?.direction === 'desc' ? 'DESC' : 'ASC'}` : (options.defaultOrder ?? 'Id');
      const records = await select(ctx, options.entity, statement(options.entity, options.conditions?.(params) ?? [], order, offset + 1, size + 1));
      const page = records.slice(0, size);
      const company = await companyContext(ctx);
      return {
        items: page.map((record) => options.map(record, company, params)),
        next: records.length > size ? { offset: offset + size } : null,
        previous: offset > 0 ? { offset: Math.max(0, offset - size) } : null,
      };
    },
  };
}
