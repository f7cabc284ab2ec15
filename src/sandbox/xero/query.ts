/**
 * What Xero's list endpoints share beyond paging, as the `select` hook of a
 * resource: the If-Modified-Since header (records changed at or after that
 * instant), the `where` filter (where.ts) and the `order` parameter
 * ("Name ASC", "Date DESC, InvoiceNumber"), all over the record as Xero
 * writes it, so a filter or order names wire fields. Comma-separated id
 * lists (`IDs`, `ContactIDs`, `Statuses`) are declared as the resource's
 * filters with `listFilter`.
 */
import { fail, headerOf, present, type Dialect, type EmulatedResource, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { parseXeroDate } from './dates.js';
import { matches, parseWhere, queryError } from './where.js';

export interface QueryOptions {
  /** Xero's name of the record type, for its error messages: "Invoice". */
  typeName: string;
  resource(): EmulatedResource<XeroOrganisation>;
  dialect(): Dialect<XeroOrganisation>;
  /** Wire fields a where or order may name besides the field table's (fields the present hook adds). */
  extraFields?: readonly string[];
  /** The stored field of the last change, for If-Modified-Since. */
  updatedField?: string;
  /** False for lists whose endpoint takes no `where` (purchase orders, quotes): Xero does not read one there. */
  where?: boolean;
}

/** Wire names of a resource's fields (top level of dotted ones). */
function wireNames(resource: EmulatedResource<XeroOrganisation>, extra: readonly string[]): Set<string> {
  const names = new Set(extra);
  for (const [name, rule] of Object.entries(resource.fields)) if (!rule.writeOnly) names.add((rule.wire ?? name).split('.')[0]!);
  return names;
}

/** If-Modified-Since as Xero reads it: an ISO 8601 date-time (offset allowed) or an HTTP date. */
function modifiedSince(ctx: KitContext<XeroOrganisation>): number | undefined {
  const value = headerOf(ctx.request, 'if-modified-since');
  if (value === undefined || value.trim() === '') return undefined;
  const ms = parseXeroDate(value) ?? Date.parse(value);
  if (Number.isNaN(ms)) throw fail.validation(`If-Modified-Since is not a date: ${value}`);
  return ms;
}

function sortable(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'string') return parseXeroDate(value) ?? value.toLowerCase();
  return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

function readPath(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

function parseOrder(text: string, typeName: string, known: ReadonlySet<string>): Array<{ path: string; sign: number }> {
  return text.split(',').map((part) => {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_.]*)(?:\s+(ASC|DESC))?\s*$/i.exec(part);
    if (!match) throw queryError(`Syntax error in order: '${part.trim()}'`);
    const path = match[1]!;
    if (!known.has(path.split('.')[0]!)) throw queryError(`No property or field '${path.split('.')[0]}' exists in type '${typeName}'`);
    return { path, sign: match[2]?.toUpperCase() === 'DESC' ? -1 : 1 };
  });
}

export function xeroQuery(options: QueryOptions) {
  let known: Set<string> | undefined;
  return (records: StoredRecord[], ctx: KitContext<XeroOrganisation>): StoredRecord[] => {
    known ??= wireNames(options.resource(), options.extraFields ?? []);
    const since = modifiedSince(ctx);
    const updated = options.updatedField ?? 'UpdatedDateUTC';
    let selected = since === undefined ? records : records.filter((record) => typeof record[updated] === 'number' && (record[updated] as number) >= since);
    const where = options.where === false ? null : ctx.request.query.get('where');
    const order = ctx.request.query.get('order');
    if (!where?.trim() && !order?.trim()) return selected;
    const views = new Map<StoredRecord, Record<string, unknown>>();
    const view = (record: StoredRecord) => {
      let wire = views.get(record);
      if (!wire) views.set(record, (wire = present(options.resource(), record, ctx, options.dialect())));
      return wire;
    };
    if (where?.trim()) {
      const condition = parseWhere(where, options.typeName, known);
      selected = selected.filter((record) => matches(condition, view(record)));
    }
    if (order?.trim()) {
      const keys = parseOrder(order, options.typeName, known);
      selected = selected
        .map((record, index) => ({ record, index }))
        .sort((a, b) => {
          for (const { path, sign } of keys) {
            const x = sortable(readPath(view(a.record), path));
            const y = sortable(readPath(view(b.record), path));
            if (x === y) continue;
            if (x === undefined) return 1;
            if (y === undefined) return -1;
            return x < y ? -sign : sign;
          }
          return a.index - b.index;
        })
        .map(({ record }) => record);
    }
    return selected;
  };
}

/** A filter parameter holding a comma-separated list (`IDs`, `ContactIDs`, `Statuses`), matched against a stored value. */
export function listFilter(read: (record: StoredRecord) => unknown, caseless = true) {
  return (record: StoredRecord, value: string): boolean => {
    const wanted = value.split(',').map((item) => item.trim().replace(/^"|"$/g, '')).filter((item) => item !== '');
    const actual = read(record);
    if (typeof actual !== 'string') return false;
    return wanted.some((item) => (caseless ? item.toLowerCase() === actual.toLowerCase() : item === actual));
  };
}
