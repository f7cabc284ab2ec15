/**
 * QuickBooks' query language
 * (https://developer.intuit.com/app/developer/qbo/docs/learn/explore-the-quickbooks-online-api/data-queries):
 * `SELECT * FROM Invoice WHERE … ORDERBY … STARTPOSITION n MAXRESULTS m`,
 * values quoted (a quote or backslash escaped with a backslash), conditions
 * only joined with AND (the language has no OR). The collections' lists are
 * statements the dialect makes (dialect.ts), as are the whole lists read
 * outside a collection (entity.ts everyEntity).
 */
import { ApiError } from '../../core/errors/api-error.js';

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

export function statement(entity: string, conditions: readonly Condition[], order: string | undefined, start?: number, size?: number): string {
  return [
    `SELECT * FROM ${entity}`,
    conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    order ? `ORDERBY ${order}` : '',
    start !== undefined ? `STARTPOSITION ${start}` : '',
    size !== undefined ? `MAXRESULTS ${size}` : '',
  ].filter(Boolean).join(' ');
}

