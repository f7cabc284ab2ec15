/**
 * What BigCommerce's records share: whole-number ids counted per store, times
 * in two notations (v3 ISO 8601 with an offset, v2 RFC 2822 as
 * "Wed, 10 Jan 2018 21:05:30 +0000"), v2 amounts as decimal strings with
 * four places ("336.3200"), kept as whole cents so sums stay exact, and the
 * list filters' value forms (comma lists for `:in`, times in either notation).
 */
import { fail, type FieldRule, type KitContext, type RecordTable, type StoredRecord } from '../framework/kit/index.js';
import type { BigCommerceAccount } from './accounts.js';

export type Ctx = KitContext<BigCommerceAccount>;

export const isoTime = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

export const rfc2822 = (ms: number): string => new Date(ms).toUTCString().replace(/GMT$/, '+0000');

/** The next whole-number id of a table (ids are never reused, even after a delete). */
export const nextId = (_ctx: unknown, table: RecordTable): string =>
  String(table.all().reduce((max, record) => Math.max(max, Number(record.id)), 0) + 1);

/** Cents as a v2 amount: 33632 → "336.3200". */
export const money4 = (cents: unknown): string => (Number(cents) / 100).toFixed(4);

/** Cents as a v3 amount (a JSON number): 33632 → 336.32. */
export const moneyNumber = (cents: unknown): number => Math.round(Number(cents)) / 100;

/** Field rules shared by read-only fields of one kind. */
export const readOnly = (kind: FieldRule['kind'], extra: Partial<FieldRule> = {}): FieldRule => ({ kind, readOnly: true, ...extra });
export const intId: FieldRule = { kind: 'integer', readOnly: true, format: Number };
export const v2Money: FieldRule = { kind: 'integer', readOnly: true, format: money4 };
export const v2Time: FieldRule = { kind: 'time', readOnly: true, format: (value) => rfc2822(Number(value)) };
export const v3Time: FieldRule = { kind: 'time', readOnly: true };

/** A time a filter names: ISO 8601 (a date alone is its midnight UTC), RFC 2822, or Unix seconds. */
export function timeParam(name: string, value: string): number {
  const text = value.trim();
  const ms = /^\d{9,11}$/.test(text) ? Number(text) * 1000 : Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(ms)) throw fail.validation(`${name} must be a date (ISO 8601 or RFC 2822), not "${value}"`, { field: name });
  return ms;
}

export function wholeParam(name: string, value: string): number {
  if (!/^-?\d+$/.test(value.trim())) throw fail.validation(`${name} must be a whole number, not "${value}"`, { field: name });
  return Number(value);
}

export function amountParam(name: string, value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw fail.validation(`${name} must be a number, not "${value}"`, { field: name });
  return Math.round(number * 100);
}

/** `id:in=1,2,3` and the like: the comma-separated values, trimmed. */
export const listParam = (value: string): string[] => value.split(',').map((item) => item.trim()).filter((item) => item !== '');

/** The `include` values asked for, refusing one the endpoint does not know. */
export function includes(ctx: Ctx, known: readonly string[]): Set<string> {
  const asked = listParam(ctx.request.query.get('include') ?? '');
  const unknown = asked.find((item) => !known.includes(item));
  if (unknown !== undefined) throw fail.validation(`include must be one of ${known.join(', ')}`, { field: 'include' });
  return new Set(asked);
}

/** Records of another table that belong to this one (an order's products, a product's variants). */
export const childrenOf = (ctx: Ctx, table: string, field: string, record: StoredRecord): StoredRecord[] =>
  ctx.tenant.table(table).all().filter((child) => child[field] === record.id);
