/**
 * What Gusto's records share: UUIDs, the `version` every changeable record
 * carries (an opaque 32-hex-digit string that changes with each change; a
 * write must send the current one, and an out-of-date one is a 409
 * `invalid_resource_version`, https://docs.gusto.com/embedded-payroll/docs/idempotency),
 * calendar dates as "YYYY-MM-DD" and dollar amounts kept in cents and
 * written as Gusto writes them.
 */
import { fail, setSwitch, switchValue, type KitContext, type RecordTable, type StoredRecord, type SwitchDeclaration } from '../framework/kit/index.js';
import type { Faker } from '@faker-js/faker';
import type { GustoAccount } from './accounts.js';

export type Ctx = KitContext<GustoAccount>;

export const uuidIds = (ctx: Ctx, table: RecordTable): string => {
  let id: string;
  do id = ctx.faker.string.uuid();
  while (table.has(id));
  return id;
};

export const newVersion = (faker: Faker): string => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });

/**
 * `concurrent_edits` (a count): the next that many versioned updates find the
 * record changed by someone else just before they arrive (another admin in
 * Gusto's dashboard), so their version is stale. What Gusto's API cannot
 * produce on demand, for the client's 409 handling.
 */
export const CONCURRENT_EDITS: SwitchDeclaration = {
  description: 'a whole number n ≥ 1: the next n updates (employees, departments) meet a version changed just before them',
  accepts: (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1,
};

function editedConcurrently(record: StoredRecord, ctx: Ctx): void {
  const left = switchValue<number>(ctx.tenant, 'concurrent_edits');
  if (left === undefined) return;
  setSwitch(ctx.tenant, 'concurrent_edits', left > 1 ? left - 1 : null);
  record.version = newVersion(ctx.faker);
}

/** The body's `version` must be the record's: missing is a 422, stale a 409; the record then gets a new one. */
export function checkVersion(record: StoredRecord, ctx: Ctx): void {
  editedConcurrently(record, ctx);
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const sent = body && typeof body === 'object' ? body.version : undefined;
  if (typeof sent !== 'string' || sent === '') throw fail.validation('Version is required', { field: 'version', category: 'missing_parameter' });
  if (sent !== record.version) {
    throw fail.conflict('You are attempting to update a resource using an out-of-date version.', { field: 'base', category: 'invalid_resource_version' });
  }
}

/** A date-only value, "2025-01-31". */
export function dateValue(field: string) {
  return (value: unknown): unknown => {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return value;
    throw fail.validation(`${field} is not a valid date`, { field });
  };
}

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Cents as Gusto's dollar strings ("1234.50"). */
export const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** Cents as the numbers some payroll fields carry (1234.5). */
export const dollarNumber = (cents: number): number => Math.round(cents) / 100;

/** A refusal of something the record's state does not allow (`invalid_operation`). */
export const invalidOperation = (message: string) => fail.validation(message, { field: 'base', category: 'invalid_operation' });

/** A boolean query parameter ("true"/"false"), or a 422. */
export function booleanParam(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw fail.validation(`${name} must be true or false`, { field: name, category: 'invalid_parameter' });
}

/**
 * A list or create under a parent named in the path (`/v1/employees/{id}/jobs`)
 * whose single records live at their own path (`/v1/jobs/{id}`): the kit's
 * `parent` would ask the single-record routes for the parent too, so the
 * parent is checked and applied here instead.
 */
export function scopedTo(param: string, field: string, parentTable: string) {
  const parentOf = (ctx: Ctx): string | undefined => {
    const id = ctx.request.params[param];
    if (id === undefined) return undefined;
    if (!ctx.tenant.table(parentTable).has(id)) throw fail.notFound(`No ${parentTable} with id ${id}`, { resource: parentTable, id });
    return id;
  };
  return {
    select: (records: StoredRecord[], ctx: Ctx): StoredRecord[] => {
      const id = parentOf(ctx);
      return id === undefined ? records : records.filter((record) => record[field] === id);
    },
    stamp(record: StoredRecord, ctx: Ctx): void {
      const id = parentOf(ctx);
      if (id !== undefined) record[field] = id;
    },
  };
}
