/**
 * Lines of QuickBooks' purchase forms (bill, purchase order, purchase) as the
 * unified bill/expense line, both ways:
 *
 *   AccountBasedExpenseLineDetail ↔ type expense_account: the ledger account,
 *                                   the customer it is billable to, the class
 *   ItemBasedExpenseLineDetail    ↔ type expense_item: item, quantity, unit price
 *
 * Amounts in minor units of the document's currency.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Json } from './api.js';
import { inCurrency } from './amounts.js';
import type { CompanyContext } from './company.js';
import { currencyOf, decimal, linked, minor, partyOf, refId, refName, toRef, trackingOf } from './mapping.js';

type Unified = Record<string, any>;

export function fromExpenseLine(line: Json, currency: string): Unified {
  const account = line.AccountBasedExpenseLineDetail as Json | undefined;
  const item = line.ItemBasedExpenseLineDetail as Json | undefined;
  const detail = account ?? item ?? {};
  return {
    id: String(line.Id ?? ''),
    row_id: String(line.Id ?? ''),
    line_number: typeof line.LineNum === 'number' ? line.LineNum : null,
    description: line.Description ?? null,
    type: account ? 'expense_account' : item ? 'expense_item' : 'other',
    total_amount: minor(line.Amount ?? 0, currency),
    quantity: typeof item?.Qty === 'number' ? item.Qty : null,
    unit_price: minor(item?.UnitPrice, currency),
    item: item ? { id: refId(item.ItemRef), name: refName(item.ItemRef) } : {},
    ledger_account: account ? linked(account.AccountRef) : null,
    customer: partyOf(detail.CustomerRef),
    tax_rate: refId(detail.TaxCodeRef) === null ? {} : { id: refId(detail.TaxCodeRef), code: refId(detail.TaxCodeRef) },
    tracking_categories: trackingOf(detail.ClassRef),
  };
}

export function toExpenseLine(line: Unified, currency: string): Json {
  const amount = typeof line.total_amount === 'number' ? decimal(line.total_amount, currency) : undefined;
  const shared = {
    ...(line.customer?.id ? { CustomerRef: { value: line.customer.id }, BillableStatus: 'Billable' } : {}),
    ...(toRef(line.tracking_categories?.[0]) ? { ClassRef: toRef(line.tracking_categories?.[0]) } : {}),
    ...(typeof line.tax_rate?.id === 'string' ? { TaxCodeRef: { value: line.tax_rate.id } } : {}),
  };
  const description = typeof line.description === 'string' ? { Description: line.description } : {};
  if (line.type === 'expense_item' || (line.type !== 'expense_account' && line.item?.id)) {
    if (!line.item?.id) throw new ApiError('RequestValidationError', { message: 'An item line needs line_items[].item.id', detail: { field: 'line_items.item.id' } });
    return {
      ...description,
      DetailType: 'ItemBasedExpenseLineDetail',
      ...(amount !== undefined ? { Amount: amount } : {}),
      ItemBasedExpenseLineDetail: {
        ItemRef: { value: line.item.id },
        ...(typeof line.quantity === 'number' ? { Qty: line.quantity } : {}),
        ...(typeof line.unit_price === 'number' ? { UnitPrice: decimal(line.unit_price, currency) } : {}),
        ...shared,
      },
    };
  }
  const account = line.ledger_account?.id ?? line.account?.id;
  if (typeof account !== 'string') throw new ApiError('RequestValidationError', { message: 'An account line needs line_items[].ledger_account.id', detail: { field: 'line_items.ledger_account.id' } });
  if (amount === undefined) throw new ApiError('RequestValidationError', { message: 'An account line needs line_items[].total_amount', detail: { field: 'line_items.total_amount' } });
  return { ...description, DetailType: 'AccountBasedExpenseLineDetail', Amount: amount, AccountBasedExpenseLineDetail: { AccountRef: { value: account }, ...shared } };
}

export function toExpenseLines(lines: readonly Unified[] | null | undefined, currency: string): Json[] | undefined {
  return lines ? lines.map((line) => toExpenseLine(line, currency)) : undefined;
}

/** The lines of a purchase form, as a field-table rule: amounts in the form's currency. */
export const expenseLineRules = {
  read: (record: Json, company: CompanyContext) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromExpenseLine(line, currencyOf(record, company.home))),
  write: (lines: readonly Unified[] | null | undefined) => (lines ? { Line: inCurrency((currency) => toExpenseLines(lines, currency)) } : {}),
};
