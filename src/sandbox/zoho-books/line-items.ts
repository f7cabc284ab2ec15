/**
 * The line items of sales orders and invoices, and the totals Zoho computes
 * from them: each line is an item (`item_id`, whose name, rate, unit and tax
 * it takes unless the line gives its own) or a free line (`name` and
 * `rate`); `item_total` is rate × quantity rounded to the currency's
 * decimals, each line's tax its total × the tax's percentage, rounded the
 * same way; `sub_total` sums the lines, `tax_total` the taxes (also listed
 * per tax in `taxes`), and `total` adds the shipping charge and adjustment.
 * Lines keep their `line_item_id` across updates that send it back.
 */
import { fail, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZohoOrganization } from './accounts.js';
import { nextId } from './common.js';
import { dec, mul, num, percentOf, round, sum, type Dec } from '../framework/kit/decimal.js';

export type Line = Record<string, unknown>;

const LINES_MAX = 1000;
const TEXT_MAX = 2000;

function invalid(field: string): never {
  throw fail.validation(`Invalid value passed for ${field}`, { code: 4, field });
}

function text(line: Record<string, unknown>, key: string): string | undefined {
  const value = line[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > TEXT_MAX) invalid(`line_items.${key}`);
  return value;
}

function amount(line: Record<string, unknown>, key: string): Dec | undefined {
  const value = line[key];
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = dec(value);
  if (parsed === undefined) invalid(`line_items.${key}`);
  return parsed;
}

/** The shape check of a body's `line_items` (lookups and totals come in `resolveLines`). */
export function parseLines(value: unknown): Line[] {
  if (!Array.isArray(value) || value.length > LINES_MAX) invalid('line_items');
  return value.map((line) => {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) invalid('line_items');
    return { ...(line as Line) };
  });
}

/**
 * Lines as stored: items and taxes looked up in the organization, rates and
 * quantities checked, ids kept or given. `withAccount` for invoices, whose
 * lines post to an income account.
 */
export function resolveLines(lines: Line[], ctx: KitContext<ZohoOrganization>, previous: readonly Line[], withAccount: boolean): Line[] {
  if (lines.length === 0) throw fail.validation('Line items cannot be empty.', { code: 4, field: 'line_items' });
  const kept = new Set(previous.map((line) => String(line.line_item_id)));
  return lines.map((line, index) => {
    const itemId = text(line, 'item_id');
    const item = itemId === undefined ? undefined : ctx.tenant.table('items').get(itemId);
    if (itemId !== undefined && !item) invalid('item_id');
    const name = text(line, 'name') ?? (item?.name as string | undefined);
    const rate = amount(line, 'rate') ?? (item ? dec(item.rate) : undefined);
    if (name === undefined && itemId === undefined) invalid('line_items.name');
    if (rate === undefined) invalid('line_items.rate');
    const quantity = amount(line, 'quantity') ?? dec(1)!;
    if (quantity <= 0n) invalid('line_items.quantity');
    const taxId = text(line, 'tax_id') ?? (item?.taxId as string | undefined);
    const tax = taxId === undefined || taxId === '' ? undefined : ctx.tenant.table('taxes').get(taxId);
    if (taxId !== undefined && taxId !== '' && !tax) invalid('tax_id');
    const lineId = text(line, 'line_item_id');
    const out: Line = {
      line_item_id: lineId !== undefined && kept.has(lineId) ? lineId : nextId(ctx.tenant, ctx.account),
      item_id: itemId ?? '',
      name: name ?? '',
      description: text(line, 'description') ?? (item?.description as string | undefined) ?? '',
      item_order: index + 1,
      rate: num(rate),
      quantity: num(quantity),
      unit: text(line, 'unit') ?? (item?.unit as string | undefined) ?? '',
      tax_id: tax?.id ?? '',
      tax_name: (tax?.name as string | undefined) ?? '',
      tax_percentage: (tax?.percentage as number | undefined) ?? 0,
      item_total: 0,
    };
    // An invoice line made from a sales order's line names it (the conversion, POST /invoices/fromsalesorder).
    const fromOrder = text(line, 'salesorder_item_id');
    if (fromOrder !== undefined) out.salesorder_item_id = fromOrder;
    if (withAccount) {
      const accountId = text(line, 'account_id') ?? (item?.accountId as string | undefined) ?? defaultIncomeAccount(ctx);
      const account = accountId === undefined ? undefined : ctx.tenant.table('chartofaccounts').get(accountId);
      if (!account) invalid('account_id');
      out.account_id = account.id;
      out.account_name = account.name;
    }
    return out;
  });
}

function defaultIncomeAccount(ctx: KitContext<ZohoOrganization>): string | undefined {
  return ctx.tenant.table('chartofaccounts').all().find((account) => account.type === 'income')?.id;
}

/** Line totals, taxes and the document's totals, in the currency's decimals. */
export function computeTotals(record: StoredRecord, digits: number): void {
  const lines = (record.line_items ?? []) as Line[];
  const taxes = new Map<string, { tax_id: string; tax_name: string; tax_amount: Dec }>();
  for (const line of lines) {
    const total = round(mul(dec(line.rate)!, dec(line.quantity)!), digits);
    line.item_total = num(total);
    if (line.tax_id) {
      const entry = taxes.get(String(line.tax_id)) ?? { tax_id: String(line.tax_id), tax_name: String(line.tax_name), tax_amount: 0n };
      entry.tax_amount += round(percentOf(total, dec(line.tax_percentage)!), digits);
      taxes.set(entry.tax_id, entry);
    }
  }
  const subTotal = sum(lines.map((line) => dec(line.item_total)!));
  const taxTotal = sum([...taxes.values()].map((entry) => entry.tax_amount));
  const extras = round((dec(record.shipping_charge) ?? 0n) + (dec(record.adjustment) ?? 0n), digits);
  record.taxes = [...taxes.values()].map((entry) => ({ ...entry, tax_amount: num(entry.tax_amount) }));
  record.sub_total = num(subTotal);
  record.tax_total = num(taxTotal);
  record.total = num(subTotal + taxTotal + extras);
}
