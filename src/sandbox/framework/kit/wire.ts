/**
 * A resource's wire shape as a field table: for every stored field, its name
 * on the wire (a dot path for nested objects), its kind, and the write rules
 * (required on create, read-only, immutable, allowed values, length). The kit
 * writes records out and reads request bodies in from the table, the way
 * LocalStack serialises from a service description: no resource writes its
 * own JSON. Times are stored as epoch milliseconds and written in the
 * dialect's format; form bodies (all strings) are coerced by kind.
 */
/** What reading and writing records needs of a platform's dialect (dialect.ts): its times, and what a write with a field it does not take gets. */
interface WireDialect {
  time(ms: number): string | number;
  parseTime(value: unknown): number | undefined;
  unknownFields: 'ignore' | 'reject';
  readOnlyFields: 'ignore' | 'reject';
}
import { fail } from './failures.js';

export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'time' | 'object' | 'array';

export interface FieldRule {
  /** Name on the wire, a dot path for a nested field ("location.city"); the stored name when absent. */
  wire?: string;
  /** Name in request bodies when it differs from the answers' (Twilio reads `To`, writes `to`). */
  input?: string;
  /** Read from requests, never written in answers (Twilio's StatusCallback). */
  writeOnly?: boolean;
  kind: FieldKind;
  /** Must be sent on create. */
  required?: boolean;
  /** Set by the platform only; what a client sends is ignored or refused, as the dialect says. */
  readOnly?: boolean;
  /** Set on create, refused on update when it would change. */
  immutable?: boolean;
  /** Written as null when the record has no value (else left out of the answer). */
  nullable?: boolean;
  /** Stored as a number, written as a string (Twilio's "num_segments": "1"). */
  asString?: boolean;
  enum?: readonly string[];
  maxLength?: number;
  /** The value on create when the request has none. */
  default?: unknown;
  /** A platform-specific way of writing the value (a date-only field). */
  format?(value: unknown): unknown;
  /** A platform-specific way of reading the value; throws a validation failure. */
  parse?(value: unknown): unknown;
}

export type FieldTable = Readonly<Record<string, FieldRule>>;

export type StoredRecord = { id: string } & Record<string, unknown>;

type WireObject = Record<string, unknown>;

function wireName(name: string, rule: FieldRule): string {
  return rule.wire ?? name;
}

function readPath(body: WireObject, path: string): unknown {
  let value: unknown = body;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as WireObject)[part];
  }
  return value;
}

function writePath(target: WireObject, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = {};
    node = node[part] as WireObject;
  }
  node[parts[parts.length - 1] as string] = value;
}

/** The fields an answer writes, with their wire names, worked out once per table (lists are hot paths). */
const written = new WeakMap<FieldTable, ReadonlyArray<{ name: string; rule: FieldRule; wire: string; nested: boolean }>>();

function writtenFields(fields: FieldTable) {
  let plan = written.get(fields);
  if (!plan) {
    plan = Object.entries(fields)
      .filter(([, rule]) => !rule.writeOnly)
      .map(([name, rule]) => ({ name, rule, wire: wireName(name, rule), nested: wireName(name, rule).includes('.') }));
    written.set(fields, plan);
  }
  return plan;
}

/** A stored record as the platform writes it, fields in table order. */
export function toWire(record: StoredRecord, fields: FieldTable, dialect: Pick<WireDialect, 'time'>): WireObject {
  const wire: WireObject = {};
  for (const { name, rule, wire: path, nested } of writtenFields(fields)) {
    const value = record[name];
    if ((value === undefined || value === null) && !rule.nullable) continue;
    const written = value === undefined || value === null ? null : formatValue(value, rule, dialect);
    if (nested) writePath(wire, path, written);
    else wire[path] = written;
  }
  return wire;
}

function formatValue(value: unknown, rule: FieldRule, dialect: Pick<WireDialect, 'time'>): unknown {
  if (rule.format) return rule.format(value);
  if (rule.kind === 'time' && typeof value === 'number') return dialect.time(value);
  if (rule.asString) return String(value);
  return value;
}

function invalid(field: string, expected: string): never {
  throw fail.validation(`${field} must be ${expected}`, { field, code: 'invalid' });
}

function coerce(value: unknown, rule: FieldRule, field: string, dialect: Pick<WireDialect, 'parseTime'>): unknown {
  if (rule.parse) return rule.parse(value);
  if (value === null) {
    if (rule.nullable) return null;
    invalid(field, `a ${rule.kind === 'time' ? 'time' : rule.kind}, not null`);
  }
  switch (rule.kind) {
    case 'string': {
      if (typeof value !== 'string') invalid(field, 'a string');
      if (rule.maxLength !== undefined && value.length > rule.maxLength) invalid(field, `at most ${rule.maxLength} characters`);
      if (rule.enum && !rule.enum.includes(value)) invalid(field, `one of ${rule.enum.join(', ')}`);
      return value;
    }
    case 'integer':
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) invalid(field, 'a number');
      if (rule.kind === 'integer' && !Number.isInteger(number)) invalid(field, 'a whole number');
      return number;
    }
    case 'boolean': {
      if (value === 'true' || value === true) return true;
      if (value === 'false' || value === false) return false;
      return invalid(field, 'true or false');
    }
    case 'time': {
      const ms = dialect.parseTime(value);
      if (ms === undefined) invalid(field, 'a valid time');
      return ms;
    }
    case 'object':
      if (value === null || typeof value !== 'object' || Array.isArray(value)) invalid(field, 'an object');
      return value;
    case 'array':
      // A form repeats a key for each element; one element arrives as a bare string.
      if (typeof value === 'string') return [value];
      if (!Array.isArray(value)) invalid(field, 'an array');
      return value;
  }
}

export interface ReadOptions {
  mode: 'create' | 'update';
  /** The record being updated, for the immutability check. */
  existing?: StoredRecord;
  dialect: Pick<WireDialect, 'parseTime' | 'unknownFields' | 'readOnlyFields'>;
  /** Wire names the resource reads itself in a hook (not refused as unknown). */
  alsoAccepted?: readonly string[];
}

/** A request body read into stored field values, by the table's write rules. */
export function fromWire(body: unknown, fields: FieldTable, options: ReadOptions): Record<string, unknown> {
  if (body === undefined || body === null) body = {};
  if (typeof body !== 'object' || Array.isArray(body)) throw fail.validation('The request body must be an object', { code: 'invalid_body' });
  const wire = body as WireObject;
  const known = new Set<string>(options.alsoAccepted ?? []);
  for (const [name, rule] of Object.entries(fields)) known.add(((rule.input ?? wireName(name, rule)).split('.')[0]) as string);
  if (options.dialect.unknownFields === 'reject') {
    const unknown = Object.keys(wire).find((key) => !known.has(key));
    if (unknown !== undefined) throw fail.validation(`${unknown} is not a field of this resource`, { field: unknown, code: 'unknown_field' });
  }

  const values: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(fields)) {
    const field = rule.input ?? wireName(name, rule);
    const value = readPath(wire, field);
    if (value === undefined) {
      if (options.mode === 'create' && rule.required) throw fail.validation(`${field} is required`, { field, code: 'missing' });
      if (options.mode === 'create' && rule.default !== undefined) values[name] = structuredClone(rule.default);
      continue;
    }
    if (rule.readOnly) {
      if (options.dialect.readOnlyFields === 'reject') throw fail.validation(`${field} cannot be set`, { field, code: 'read_only' });
      continue;
    }
    const coerced = coerce(value, rule, field, options.dialect);
    if (options.mode === 'update' && rule.immutable && options.existing && JSON.stringify(options.existing[name]) !== JSON.stringify(coerced)) {
      throw fail.validation(`${field} cannot be changed`, { field, code: 'immutable' });
    }
    values[name] = coerced;
  }
  return values;
}
