/**
 * The list hook of every Zoho Books resource: the filters Zoho's parameters
 * say loosely checked exactly on each record, and the time filters Zoho has
 * no parameter for honoured all the same. For those the list is asked
 * newest first by that time (dialect.ts), records before it are dropped,
 * and the list ends at the first page that reaches one (every later record
 * is older). A page may come back short; links.next goes on.
 */
import type { ConnectorContext, ListPage, ListParams } from '../framework/define.js';
import type { ZohoFilter } from './dialect.js';

/** A filter Zoho's parameter `param` answers without regard to case, kept where the unified `field` equals the value exactly. */
export const exactly = <T>(param: string, field: keyof T & string): ZohoFilter<T> => ({
  query: (value) => ({ [param]: value }),
  keep: (record, value) => record[field] === value,
});

type Read<T> = (params: ListParams) => Promise<ListPage<T>>;

const timeOf = (record: unknown, field: string) => {
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
};

export function checkedList<T>(filters: Readonly<Record<string, ZohoFilter<T>>>, names: { none?: readonly string[] } = {}) {
  return async (_ctx: ConnectorContext, params: ListParams, read: Read<T>): Promise<ListPage<T>> => {
    // A filter on what Zoho never has (a subsidiary) matches nothing: an empty page without a call.
    if (names.none?.some((name) => params.filter[name] !== undefined)) return { items: [], next: null };
    const asked = Object.entries(filters).flatMap(([name, spec]) => (typeof params.filter[name] === 'string' ? [{ spec, value: params.filter[name] as string }] : []));
    // Zoho writes times to the second: a threshold inside a second keeps that whole second, so no record after it is lost.
    const since = asked.flatMap(({ spec, value }) => (spec.since ? [{ field: spec.since, threshold: Math.floor(Date.parse(value) / 1000) * 1000 }] : []));
    const page = await read(params);
    const kept = page.items.filter((record) => since.every(({ field, threshold }) => timeOf(record, field) >= threshold) && asked.every(({ spec, value }) => !spec.keep || spec.keep(record, value)));
    const ordering = since[0];
    const last = page.items[page.items.length - 1];
    // Newest first: once a record is older than the filter, so is every later one.
    const ended = ordering !== undefined && last !== undefined && !(timeOf(last, ordering.field) >= ordering.threshold);
    return { ...page, items: kept, next: ended ? null : page.next };
  };
}
