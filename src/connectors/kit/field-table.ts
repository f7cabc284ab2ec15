/**
 * A connector resource's fields as one table: per unified field, where the
 * platform keeps it (a dot path in its record) and the codec between the two,
 * or a named read/write pair where the mapping computes, and the platform's
 * key for sorting by it. From that one statement come the read mapper, the
 * write body, `supported_fields`, `supported_sort_by`, the platform fields a
 * read must ask for, and the targets a custom mapping may name.
 *
 * A field the platform has no data for is left out, or named in `absent`
 * when the model shows it as null: set to null on every record, never
 * reported as supported.
 */
import { setAtPath } from '../../core/json-finder.js';
import type { WriteModel } from '../framework/define.js';
import { readerAt } from '../framework/paging/body-path.js';
import type { Codec } from './codecs.js';

export interface FieldRule<T, K extends keyof T, W, C> {
  /** Dot path in the platform's record: "firstname", "properties.firstname", "Addresses.0.City". */
  at?: string;
  codec?: Codec<NonNullable<T[K]>>;
  /** A read the path and codec cannot say; undefined leaves the field out of that record. */
  read?: (wire: W, context: C) => T[K] | null | undefined;
  /**
   * A write the path and codec cannot say: the platform fields the value
   * becomes, merged into the body. `false`: never written (the platform
   * computes it, or it is written another way).
   */
  write?: false | ((value: T[K], record: WriteModel<T>) => Record<string, unknown>);
  /** The platform's key for `sort[by]=<this field>`; `true`: its path. */
  sort?: string | true;
  /**
   * Platform paths a computed `read` uses: listed in the table's `paths`, so
   * a platform that answers only the fields a read names (HubSpot's
   * properties) is asked for them too.
   */
  reads?: readonly string[];
}

/** A rule, or only the path where the value is kept as it is. */
export type FieldRules<T, W, C> = { [K in keyof T & string]?: FieldRule<T, K, W, C> | string };

export interface FieldTableOptions<T> {
  /** Fields the model shows but the platform never has: null on every record. */
  absent?: readonly (keyof T & string)[];
  /** What a unified null is written as (HubSpot clears a property with ""); null by default. */
  nullAs?: unknown;
  /** The order of the sort fields (`supported_sort_by`) where it is not the table's: the fields read in one order, offered for sorting in another. */
  sortOrder?: readonly (keyof T & string)[];
  /** Sort fields that are no field of the table, with the platform's key of each (contacts sorted by their primary email), offered after the table's. */
  sorts?: Readonly<Record<string, string>>;
}

export interface FieldTable<T, W, C = undefined> {
  /** Maps one platform record; `context` is what the rules need besides it (side-loaded records, definitions). */
  (wire: W, ...context: C extends undefined ? [] : [context: C]): T;
  /** The write body of a create or update: only the fields the record carries. */
  write(record: WriteModel<T>): Record<string, unknown>;
  /** Unified fields filled with platform data, in table order (`supported_fields`). */
  readonly fields: readonly (keyof T & string)[];
  readonly absent: readonly (keyof T & string)[];
  /** Unified fields a write can set. */
  readonly writable: readonly (keyof T & string)[];
  /** Platform paths the table reads (what a read must ask for; what a custom mapping may name). */
  readonly paths: readonly string[];
  /** The path of each field that has one (what a filter on the field compares). */
  readonly pathOf: Readonly<Record<string, string>>;
  /** Unified fields a list can sort by (`supported_sort_by`), with the platform's key of each. */
  readonly sortKeys: Readonly<Record<string, string>>;
  readonly sortBy: readonly string[];
}

type AnyRule = FieldRule<Record<string, unknown>, string, unknown, unknown>;

/** Sets a dot path in a body, making objects (and arrays, before a numeric key) on the way. */
export function setAt(body: Record<string, unknown>, path: string, value: unknown): void {
  setAtPath(body, path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value);
}

/** Merges a partial body into another, object by object (arrays and values are replaced). */
export function mergeInto(body: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = body[key];
    if (isPlainObject(current) && isPlainObject(value)) mergeInto(current, value);
    else body[key] = value;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readerOf(rule: AnyRule): (wire: unknown, context: unknown) => unknown {
  if (rule.read) return rule.read;
  const codec = rule.codec;
  const at = readerAt(rule.at as string);
  return codec ? (wire) => codec.read(at(wire), wire) : (wire) => at(wire) ?? null;
}

export function fieldTable<T, W, C = undefined>(rules: FieldRules<T, W, C>, options: FieldTableOptions<T> = {}): FieldTable<T, W, C> {
  const entries = Object.entries(rules)
    .filter(([, rule]) => rule !== undefined)
    .map(([name, rule]) => [name, typeof rule === 'string' ? { at: rule } : rule] as [string, AnyRule]);
  const absent = [...(options.absent ?? [])];
  for (const name of absent) {
    if (Object.hasOwn(rules, name)) throw new Error(`field "${name}" is both in the table and declared absent`);
  }
  for (const [name, rule] of entries) {
    if (rule.at === undefined && rule.read === undefined && typeof rule.write !== 'function') throw new Error(`field "${name}" has no path, read or write`);
    if (rule.at === undefined && rule.read !== undefined && rule.write === undefined) throw new Error(`field "${name}" is computed: say how it is written, or write: false`);
  }
  // A field with only a write (a webhook URL, a schedule) is sent but never read back: writable, not a supported field.
  const readers = entries.filter(([, rule]) => rule.at !== undefined || rule.read !== undefined);
  const nullAs = Object.hasOwn(options, 'nullAs') ? options.nullAs : null;

  // Each field's reader made once: lists map every field of every record, so no path is split per read.
  const reading = readers.map(([name, rule]) => [name, readerOf(rule)] as const);
  const read = (wire: W, context?: C): T => {
    const record: Record<string, unknown> = {};
    for (const [name, reader] of reading) {
      const value = reader(wire, context);
      if (value !== undefined) record[name] = value;
    }
    for (const name of absent) record[name] = null;
    return record as T;
  };

  const writers = entries.filter(([, rule]) => rule.write !== false);
  const write = (record: WriteModel<T>): Record<string, unknown> => {
    const body: Record<string, unknown> = {};
    const values = record as Record<string, unknown>;
    for (const [name, rule] of writers) {
      const value = values[name];
      if (value === undefined) continue;
      if (typeof rule.write === 'function') mergeInto(body, rule.write(value, values));
      else setAt(body, rule.at as string, value === null ? nullAs : rule.codec ? rule.codec.write(value as never, values) : value);
    }
    return body;
  };

  const sortKeys: Record<string, string> = {};
  const sorted = options.sortOrder ? [...options.sortOrder, ...entries.map(([name]) => name)] : entries.map(([name]) => name);
  for (const name of new Set(sorted)) {
    const rule = entries.find(([entry]) => entry === name)?.[1];
    if (rule?.sort === true && rule.at !== undefined) sortKeys[name] = rule.at;
    else if (typeof rule?.sort === 'string') sortKeys[name] = rule.sort;
  }
  Object.assign(sortKeys, options.sorts);
  return Object.assign(read, {
    write,
    fields: Object.freeze(readers.map(([name]) => name as keyof T & string)),
    absent: Object.freeze(absent),
    writable: Object.freeze(writers.map(([name]) => name as keyof T & string)),
    paths: Object.freeze([...new Set(entries.flatMap(([, rule]) => [...(rule.at === undefined ? [] : [rule.at]), ...(rule.reads ?? [])]))]),
    pathOf: Object.freeze(Object.fromEntries(entries.flatMap(([name, rule]) => (rule.at === undefined ? [] : [[name, rule.at]])))),
    sortKeys: Object.freeze(sortKeys),
    sortBy: Object.freeze(Object.keys(sortKeys)),
  }) as unknown as FieldTable<T, W, C>;
}
