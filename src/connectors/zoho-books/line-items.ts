/**
 * The lines of sales orders and invoices, on the shared invoice line-item
 * model, both ways:
 *
 * | unified | Zoho Books |
 * |---|---|
 * | id | line_item_id (sent back on updates to keep the line) |
 * | line_number | item_order |
 * | item.id, item.name | item_id, name |
 * | description | description |
 * | quantity | quantity |
 * | unit_price | rate (decimal of the document's currency) |
 * | total_amount | item_total (read only: rate × quantity) |
 * | unit_of_measure | unit |
 * | tax_rate.id, .name, .rate | tax_id, tax_name, tax_percentage |
 * | ledger_account.id, .name | account_id, account_name (invoices) |
 *
 * Zoho keeps no tax amount per line (the document's `taxes` hold them per
 * tax), so `tax_amount` is left out; discounts per line are not mapped.
 */
import type { Static } from 'typebox';
import type { InvoiceLineItem } from '../../unified/accounting/shared/line-items.js';
import { idText } from '../kit/codecs.js';
import { decimal, invalid, minor, zohoId } from './api.js';

export type UnifiedLine = Static<typeof InvoiceLineItem>;

export interface ZohoLine {
  line_item_id?: string;
  item_id?: string;
  name?: string;
  description?: string;
  item_order?: number;
  rate?: number;
  quantity?: number;
  unit?: string;
  tax_id?: string;
  tax_name?: string;
  tax_percentage?: number;
  item_total?: number;
  account_id?: string;
  account_name?: string;
}

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function fromZohoLine(line: ZohoLine, currency: string | undefined): UnifiedLine {
  const unified: UnifiedLine = {
    id: idText.read(line.line_item_id, line) ?? null,
    line_number: typeof line.item_order === 'number' ? line.item_order : null,
    item: { id: nonEmpty(line.item_id), name: nonEmpty(line.name) },
    description: nonEmpty(line.description),
    quantity: typeof line.quantity === 'number' ? line.quantity : null,
    unit_price: minor(line.rate, currency),
    total_amount: minor(line.item_total, currency),
    unit_of_measure: nonEmpty(line.unit),
  };
  if (nonEmpty(line.tax_id)) unified.tax_rate = { id: line.tax_id!, name: nonEmpty(line.tax_name), rate: typeof line.tax_percentage === 'number' ? line.tax_percentage : null };
  if (line.account_id !== undefined) unified.ledger_account = nonEmpty(line.account_id) ? { id: line.account_id!, name: nonEmpty(line.account_name) } : null;
  return unified;
}

/**
 * A line given by its total alone (booked straight to an account, no unit
 * price): Zoho prices every line as rate × quantity, so it is one unit at
 * the total. Only without a quantity other than 1: a total does not say how
 * it divides into units.
 */
function oneUnitRate(line: UnifiedLine, currency: string): number | undefined {
  if (line.unit_price !== undefined && line.unit_price !== null) return undefined;
  if (line.quantity !== undefined && line.quantity !== null && line.quantity !== 1) return undefined;
  return decimal(line.total_amount, currency);
}

/** A unified line as Zoho takes it; `currency` converts the unit price; `withAccount` for invoice lines. */
export function toZohoLine(line: UnifiedLine, index: number, currency: string, withAccount: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (line.id) out.line_item_id = zohoId(`line_items[${index}].id`, line.id);
  if (line.item?.id) out.item_id = zohoId(`line_items[${index}].item.id`, line.item.id);
  const name = line.item?.name ?? (line.item?.id ? undefined : line.description);
  if (name) out.name = name;
  if (!out.item_id && !out.name) throw invalid(`line_items[${index}] needs an item (item.id or item.name) or a description`, { line: index });
  if (line.description !== undefined) out.description = line.description ?? '';
  if (line.quantity !== undefined && line.quantity !== null) out.quantity = line.quantity;
  const rate = decimal(line.unit_price, currency) ?? oneUnitRate(line, currency);
  if (rate !== undefined) out.rate = rate;
  else if (!out.item_id) throw invalid(`line_items[${index}].unit_price (or total_amount, for one unit) is needed for a line without an item`, { line: index });
  if (line.unit_of_measure !== undefined) out.unit = line.unit_of_measure ?? '';
  if (line.tax_rate?.id) out.tax_id = zohoId(`line_items[${index}].tax_rate.id`, line.tax_rate.id);
  if (withAccount && line.ledger_account?.id) out.account_id = zohoId(`line_items[${index}].ledger_account.id`, line.ledger_account.id);
  return out;
}
