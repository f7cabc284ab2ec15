/**
 * Xero's line items ↔ the unified line items of invoices, bills, credit
 * notes, quotes, purchase orders, sales receipts and expenses. A tracking
 * entry is the option as the category, its tracking category as the parent
 * (as the tracking-categories resource lists them).
 *
 * Amounts are minor units of the document's currency both ways. Lines are
 * written with `unitdp=4` on the request so Xero keeps unit amounts to four
 * decimals. A line with neither a quantity nor a unit price sends its total
 * as LineAmount, for Xero to work the rest out.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { decimal, minor, text } from './values.js';

export interface XeroLineItem {
  LineItemID?: string;
  Description?: string;
  Quantity?: number;
  UnitAmount?: number;
  ItemCode?: string;
  Item?: { ItemID?: string; Code?: string; Name?: string };
  AccountCode?: string;
  AccountID?: string;
  TaxType?: string;
  TaxAmount?: number;
  LineAmount?: number;
  DiscountRate?: number;
  DiscountAmount?: number;
  Tracking?: Array<{ TrackingCategoryID?: string; TrackingOptionID?: string; Name?: string; Option?: string }>;
}

/** What the unified line items share, as far as Xero has it. */
export interface UnifiedLine {
  id?: string | null;
  code?: string | null;
  line_number?: number | null;
  description?: string | null;
  type?: string | null;
  tax_amount?: number | null;
  total_amount?: number | null;
  quantity?: number | null;
  unit_price?: number | null;
  discount_percentage?: number | null;
  discount_amount?: number | null;
  item?: { id?: string | null; code?: string | null; name?: string | null } | null;
  tax_rate?: { id?: string | null; code?: string | null; name?: string | null; rate?: number | null } | null;
  tracking_categories?: Array<{ id?: string; name?: string | null; parent_id?: string; parent_name?: string | null } | null> | null;
  ledger_account?: { id?: string; code?: string | null; name?: string | null } | null;
}

export function trackingOf(tracking: XeroLineItem['Tracking']) {
  return (tracking ?? []).map((entry) => ({
    id: entry.TrackingOptionID ?? '',
    name: entry.Option ?? null,
    parent_id: entry.TrackingCategoryID ?? '',
    parent_name: entry.Name ?? null,
  }));
}

/** A Xero line in unified terms; `kind` names the line's type from whether it sells an item. */
export function fromXeroLine(line: XeroLineItem, index: number, currency: string | null, kind: { item: string; account: string }) {
  const code = text(line.ItemCode);
  return {
    id: line.LineItemID ?? null,
    line_number: index + 1,
    code,
    description: text(line.Description),
    type: code ? kind.item : kind.account,
    quantity: line.Quantity ?? null,
    unit_price: minor(line.UnitAmount, currency),
    total_amount: minor(line.LineAmount, currency),
    tax_amount: minor(line.TaxAmount, currency),
    discount_percentage: line.DiscountRate ?? null,
    discount_amount: minor(line.DiscountAmount, currency),
    // Left out, not null, where the line has none: some lines' models take no null there.
    item: line.Item ? { id: line.Item.ItemID ?? null, code: line.Item.Code ?? null, name: line.Item.Name ?? null } : code ? { id: null, code, name: null } : undefined,
    tax_rate: line.TaxType ? { id: line.TaxType, code: line.TaxType } : undefined,
    ledger_account: line.AccountID ? { id: line.AccountID, code: line.AccountCode ?? null } : undefined,
    tracking_categories: trackingOf(line.Tracking),
  };
}

function invalid(index: number, field: string, reason: string): ApiError {
  const key = `line_items[${index}].${field}`;
  return new ApiError('RequestValidationError', { message: `${key} ${reason}`, detail: { [key]: reason } });
}

/** A unified line as Xero takes it, amounts in `currency`. */
export function toXeroLine(line: UnifiedLine, index: number, currency: string): XeroLineItem {
  const out: XeroLineItem = {};
  if (line.id) out.LineItemID = line.id;
  if (line.description != null) out.Description = line.description;
  const code = line.item?.code ?? line.code;
  if (code) out.ItemCode = code;
  if (line.quantity != null) out.Quantity = line.quantity;
  const unit = decimal(line.unit_price, currency);
  if (unit !== undefined) out.UnitAmount = unit;
  if (out.Quantity === undefined && unit === undefined) {
    const total = decimal(line.total_amount, currency);
    if (total !== undefined) out.LineAmount = total;
  }
  const tax = decimal(line.tax_amount, currency);
  if (tax !== undefined) out.TaxAmount = tax;
  if (line.discount_percentage != null) out.DiscountRate = line.discount_percentage;
  const discount = decimal(line.discount_amount, currency);
  if (discount !== undefined) out.DiscountAmount = discount;
  const taxType = line.tax_rate?.id ?? line.tax_rate?.code;
  if (taxType) out.TaxType = taxType;
  if (line.ledger_account?.id) out.AccountID = line.ledger_account.id;
  else if (line.ledger_account?.code) out.AccountCode = line.ledger_account.code;
  const tracking = (line.tracking_categories ?? []).filter((entry): entry is NonNullable<typeof entry> => entry !== null);
  if (tracking.length > 2) throw invalid(index, 'tracking_categories', 'Xero takes at most two tracking categories per line');
  if (tracking.length > 0) {
    out.Tracking = tracking.map((entry) => {
      if (!entry.id || !entry.parent_id) throw invalid(index, 'tracking_categories', 'each needs the option\'s id and its parent_id (the tracking category)');
      return { TrackingCategoryID: entry.parent_id, TrackingOptionID: entry.id };
    });
  }
  return out;
}
