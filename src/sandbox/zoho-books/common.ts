/**
 * What several Zoho Books resources share: record ids (long digit strings,
 * per organization), the `created_time` / `last_modified_time` pair written
 * in the organization's offset, list sorting by `sort_column` and
 * `sort_order` (A or D), the decimals of each currency, and addresses as
 * Zoho writes them on contacts and documents.
 */
import { fail, type FieldRule, type KitContext, type SortRule, type StoredRecord, type TenantState } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { zohoTime } from './times.js';

/** A new record id of the organization: its prefix and a sequence, as "460000010023". */
export function nextId(tenant: TenantState, organization: ZohoOrganization): string {
  return `${organization.idPrefix}${String(tenant.next('record-id', 10_001)).padStart(8, '0')}`;
}

export const timestamps = { created: 'createdTime', updated: 'lastModifiedTime' } as const;

/** Stored times, written by `withTimes` in the organization's offset. */
export const timeFields: Readonly<Record<string, FieldRule>> = {
  createdTime: { wire: 'created_time', kind: 'time', readOnly: true },
  lastModifiedTime: { wire: 'last_modified_time', kind: 'time', readOnly: true },
};

export function withTimes(wire: Record<string, unknown>, record: StoredRecord, ctx: KitContext<ZohoOrganization>): Record<string, unknown> {
  if (typeof record.createdTime === 'number') wire.created_time = zohoTime(record.createdTime, ctx.account);
  if (typeof record.lastModifiedTime === 'number') wire.last_modified_time = zohoTime(record.lastModifiedTime, ctx.account);
  return wire;
}

/** `sort_column` (a wire name) and `sort_order` A (ascending, the default) or D. */
export function sortColumn(fields: Record<string, string>): SortRule {
  return {
    fields,
    read(request) {
      const key = request.query.get('sort_column');
      if (!key) return undefined;
      const order = request.query.get('sort_order') ?? 'A';
      if (order !== 'A' && order !== 'D') throw fail.validation('Invalid value passed for sort_order', { code: 4 });
      if (!fields[key]) throw fail.validation('Invalid value passed for sort_column', { code: 4 });
      return { key, direction: order === 'D' ? 'desc' : 'asc' };
    },
  };
}

/** Decimals of the currencies the emulator's organizations and customers use. */
const DECIMALS: Readonly<Record<string, number>> = { USD: 2, EUR: 2, GBP: 2, CAD: 2, AUD: 2, NOK: 2, JPY: 0, KWD: 3, BHD: 3 };

export function decimalsOf(currency: string, organization: ZohoOrganization): number {
  return DECIMALS[currency] ?? organization.pricePrecision;
}

/** Zoho's address object, on contacts and documents alike. */
export const ADDRESS_KEYS = ['attention', 'address', 'street2', 'city', 'state', 'zip', 'country', 'phone', 'fax'] as const;

export function readAddress(value: unknown, field: string): Record<string, string> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw fail.validation(`Invalid value passed for ${field}`, { code: 4, field });
  const out: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) {
    const part = (value as Record<string, unknown>)[key];
    if (part === undefined || part === null) continue;
    if (typeof part !== 'string' || part.length > 500) throw fail.validation(`Invalid value passed for ${field}.${key}`, { code: 4, field });
    out[key] = part;
  }
  return out;
}

/** An address as Zoho writes it: every key present, empty strings for what is not known. */
export function writeAddress(value: unknown): Record<string, string> {
  const stored = (value ?? {}) as Record<string, string>;
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, stored[key] ?? '']));
}

export const addressRule = (wire: string): FieldRule => ({ wire, kind: 'object', parse: (value) => readAddress(value, wire), format: writeAddress, default: {} });
