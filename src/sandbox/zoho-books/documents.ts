/**
 * What sales orders and invoices share: their number (generated from the
 * organization's series, "SO-00001", unless the request passes
 * `ignore_auto_number_generation=true` with its own, which must be unused),
 * their customer (a contact of type customer, whose name, currency and
 * addresses the document takes), their dates, and their lines and totals
 * (line-items.ts). A document's currency is its customer's.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { decimalsOf } from './common.js';
import { currencyById } from './currencies.js';
import { computeTotals, parseLines, resolveLines, type Line } from './line-items.js';
import { DATE, localDate } from './times.js';

export interface NumberSeries {
  table: string;
  field: string;
  prefix: string;
  label: string;
}

function numberTaken(ctx: KitContext<ZohoOrganization>, series: NumberSeries, value: string, except?: string): boolean {
  return ctx.tenant.table(series.table).all().some((other) => other.id !== except && String(other[series.field]).toLowerCase() === value.toLowerCase());
}

/** The next unused number of the series ("SO-00007"). */
export function nextNumber(ctx: Pick<KitContext<ZohoOrganization>, 'tenant'> & Partial<KitContext<ZohoOrganization>>, series: NumberSeries): string {
  for (;;) {
    const candidate = `${series.prefix}${String(ctx.tenant.next(`${series.table}-number`)).padStart(5, '0')}`;
    if (!ctx.tenant.table(series.table).all().some((other) => other[series.field] === candidate)) return candidate;
  }
}

/** Gives a new document its number, or takes the request's own when auto numbering is switched off for it. */
export function assignNumber(record: StoredRecord, ctx: KitContext<ZohoOrganization>, series: NumberSeries): void {
  const own = record[series.field];
  const ignoreAuto = ctx.request.query.get('ignore_auto_number_generation') === 'true';
  if (own === undefined || own === '') {
    if (ignoreAuto) throw fail.validation(`Please enter the ${series.label} number.`, { code: 4, field: series.field });
    record[series.field] = nextNumber(ctx, series);
    return;
  }
  if (!ignoreAuto) throw fail.validation(`Invalid value passed for ${series.field}: the ${series.label} number is generated automatically; pass ignore_auto_number_generation=true to give your own.`, { code: 4, field: series.field });
  if (numberTaken(ctx, series, String(own))) throw fail.validation(`${series.label} number "${String(own)}" already exists.`, { code: 4, field: series.field });
}

export function checkNumberChange(record: StoredRecord, changes: Record<string, unknown>, ctx: KitContext<ZohoOrganization>, series: NumberSeries): void {
  const wanted = changes[series.field];
  if (wanted === undefined || wanted === record[series.field]) return;
  if (typeof wanted !== 'string' || wanted === '') throw fail.validation(`Invalid value passed for ${series.field}`, { code: 4, field: series.field });
  if (numberTaken(ctx, series, wanted, record.id)) throw fail.validation(`${series.label} number "${wanted}" already exists.`, { code: 4, field: series.field });
}

/** The customer a document names: a contact of type customer; its name, currency and addresses go on the document. */
export function attachCustomer(target: Record<string, unknown>, customerId: unknown, ctx: KitContext<ZohoOrganization>, copyAddresses: boolean): void {
  const customer = typeof customerId === 'string' ? ctx.tenant.table('contacts').get(customerId) : undefined;
  if (!customer || customer.contact_type !== 'customer') throw fail.validation('Invalid value passed for customer_id', { code: 4, field: 'customer_id' });
  const currency = currencyById(ctx, customer.currency_id);
  target.customer_name = customer.contact_name;
  target.currency_id = currency.id;
  target.currency_code = currency.code;
  target.exchange_rate = currency.exchangeRate;
  if (copyAddresses) {
    target.billing_address = { ...(customer.billing_address as object) };
    target.shipping_address = { ...(customer.shipping_address as object) };
  }
}

export function readDate(value: unknown, field: string): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) throw fail.validation(`Invalid value passed for ${field}`, { code: 4, field });
  return value;
}

export const dateRule = (wire: string) => ({ wire, kind: 'string' as const, parse: (value: unknown) => (value === '' || value === null ? '' : readDate(value, wire)) });

export function today(ctx: Pick<KitContext<ZohoOrganization>, 'now' | 'account'>): string {
  return localDate(ctx.now, ctx.account);
}

export const linesRule = { kind: 'array' as const, parse: parseLines };

/** Lines resolved and totals computed on a new document. */
export function priceNew(record: StoredRecord, ctx: KitContext<ZohoOrganization>, withAccount: boolean): void {
  if (!Array.isArray(record.line_items)) throw fail.validation('Line items cannot be empty.', { code: 4, field: 'line_items' });
  record.line_items = resolveLines(record.line_items as Line[], ctx, [], withAccount);
  computeTotals(record, decimalsOf(String(record.currency_code), ctx.account));
}

/**
 * An update's new lines and totals, worked out on the record as it will be,
 * and put into the changes (the kit applies them after this hook).
 */
export function priceChanges(record: StoredRecord, changes: Record<string, unknown>, ctx: KitContext<ZohoOrganization>, withAccount: boolean): void {
  const merged: StoredRecord = { ...record, ...changes };
  if (Array.isArray(changes.line_items)) merged.line_items = resolveLines(changes.line_items as Line[], ctx, (record.line_items ?? []) as Line[], withAccount);
  else merged.line_items = structuredClone(record.line_items);
  computeTotals(merged, decimalsOf(String(merged.currency_code), ctx.account));
  for (const field of ['line_items', 'taxes', 'sub_total', 'tax_total', 'total']) changes[field] = merged[field];
}
