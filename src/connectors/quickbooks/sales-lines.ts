/**
 * Lines of QuickBooks' sales forms (invoice, credit memo, sales receipt,
 * refund receipt, estimate) as the unified invoice line model, both ways:
 *
 *   SalesItemLineDetail  ↔ type sales_item: item, quantity, unit price, the
 *                          TAX/NON code as tax_rate.id, the income account,
 *                          the class as the line's tracking category
 *   DiscountLineDetail   ↔ type discount (a percentage or an amount)
 *   DescriptionOnly      ↔ type info
 *   SubTotalLineDetail   → type sub_total (QuickBooks writes it; never sent)
 *
 * Amounts in minor units of the document's currency. A unit price finer
 * than the currency (QuickBooks keeps up to 7 decimals) is rounded to it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Json } from './api.js';
import { decimal, minor, refId, refName, toRef, trackingOf } from './mapping.js';

type UnifiedLine = Record<string, any>;

export function fromSalesLine(line: Json, currency: string): UnifiedLine {
  const base = { id: line.Id ?? null, line_number: typeof line.LineNum === 'number' ? line.LineNum : null, description: line.Description ?? null, total_amount: minor(line.Amount ?? 0, currency) };
  switch (line.DetailType) {
    case 'SalesItemLineDetail': {
      const detail = (line.SalesItemLineDetail ?? {}) as Json;
      return {
        ...base,
        ...(line.Id !== undefined ? { row_id: String(line.Id) } : {}),
        type: 'sales_item',
        quantity: typeof detail.Qty === 'number' ? detail.Qty : null,
        unit_price: minor(detail.UnitPrice, currency),
        service_date: detail.ServiceDate ?? null,
        item: { id: refId(detail.ItemRef), name: refName(detail.ItemRef) },
        tax_rate: refId(detail.TaxCodeRef) === null ? { id: null } : { id: refId(detail.TaxCodeRef), code: refId(detail.TaxCodeRef) },
        ledger_account: refId(detail.ItemAccountRef) === null ? null : { id: refId(detail.ItemAccountRef) as string, name: refName(detail.ItemAccountRef) },
        tracking_categories: trackingOf(detail.ClassRef),
      };
    }
    case 'DiscountLineDetail': {
      const detail = (line.DiscountLineDetail ?? {}) as Json;
      return { ...base, type: 'discount', discount_percentage: detail.PercentBased === true ? (detail.DiscountPercent ?? null) : null, discount_amount: minor(line.Amount ?? 0, currency) };
    }
    case 'SubTotalLineDetail':
      return { ...base, id: null, type: 'sub_total' };
    case 'DescriptionOnly':
      return { ...base, type: 'info' };
    default:
      return { ...base, type: 'other' };
  }
}

/** A unified line as QuickBooks takes it; sub-total lines are QuickBooks' own and left out. */
export function toSalesLine(line: UnifiedLine, currency: string): Json | undefined {
  const amount = typeof line.total_amount === 'number' ? decimal(line.total_amount, currency) : undefined;
  const common = { ...(line.description !== undefined && line.description !== null ? { Description: line.description } : {}) };
  switch (line.type ?? (line.item ? 'sales_item' : 'info')) {
    case 'sub_total':
      return undefined;
    case 'info':
      return { ...common, DetailType: 'DescriptionOnly', DescriptionLineDetail: {} };
    case 'discount':
      return {
        ...common,
        DetailType: 'DiscountLineDetail',
        ...(amount !== undefined ? { Amount: amount } : typeof line.discount_amount === 'number' ? { Amount: decimal(line.discount_amount, currency) } : {}),
        DiscountLineDetail: typeof line.discount_percentage === 'number' ? { PercentBased: true, DiscountPercent: line.discount_percentage } : { PercentBased: false },
      };
    default: {
      const item = toRef(line.item);
      if (!item) throw new ApiError('RequestValidationError', { message: 'A QuickBooks sales line needs an item (line_items[].item.id)', detail: { field: 'line_items.item.id' } });
      const classRef = toRef(line.tracking_categories?.[0]);
      const taxCode = typeof line.tax_rate?.id === 'string' ? line.tax_rate.id : undefined;
      return {
        ...common,
        DetailType: 'SalesItemLineDetail',
        ...(amount !== undefined ? { Amount: amount } : {}),
        SalesItemLineDetail: {
          ItemRef: item,
          ...(typeof line.quantity === 'number' ? { Qty: line.quantity } : {}),
          ...(typeof line.unit_price === 'number' ? { UnitPrice: decimal(line.unit_price, currency) } : {}),
          ...(taxCode ? { TaxCodeRef: { value: taxCode } } : {}),
          ...(classRef ? { ClassRef: classRef } : {}),
          ...(typeof line.service_date === 'string' ? { ServiceDate: line.service_date } : {}),
        },
      };
    }
  }
}

export function toSalesLines(lines: readonly UnifiedLine[] | null | undefined, currency: string): Json[] | undefined {
  if (!lines) return undefined;
  return lines.flatMap((line) => toSalesLine(line, currency) ?? []);
}

/** The sub-total QuickBooks writes as its own line; the sum of the item lines when it wrote none. */
export function subTotalOf(lines: readonly Json[] | undefined, currency: string): number | null {
  const line = lines?.find((candidate) => candidate.DetailType === 'SubTotalLineDetail');
  return line ? minor(line.Amount, currency) : null;
}
