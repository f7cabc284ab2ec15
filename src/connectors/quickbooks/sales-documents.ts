/**
 * What the unified sales documents (invoices, credit notes, sales receipts,
 * refunds, quotes) share on QuickBooks' side, as field-table rules: the
 * customer, the currency the amounts are in, memo, addresses, class and
 * department, the lines (sales-lines.ts), and the tax code of the whole
 * document. A write converts the amounts with the document's currency
 * (amounts.ts): the one sent, else the customer's, else, on an update, the
 * document's own.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { inCurrency, type Party } from './amounts.js';
import { address, currencyOf, minor, refId, refName, toAddress, toRef } from './mapping.js';
import { companyId } from './record-fields.js';
import { fromSalesLine, subTotalOf, toSalesLines } from './sales-lines.js';

type Linked = { id?: string | null } | null | undefined;

/** An amount of the record, in minor units of its currency (0 when QuickBooks leaves it out). */
export const amount = (at: (record: Json) => unknown) => ({ read: (record: Json, company: CompanyContext) => minor(at(record) ?? 0, currencyOf(record, company.home)), write: false }) as const;

/** A date QuickBooks keeps as a day (TxnDate, DueDate…), written from a unified date or date-time. */
export const day = (field: string) => ({ read: (record: Json) => (record[field] as string | undefined) ?? null, write: (value: string | null | undefined) => (typeof value === 'string' ? { [field]: value.slice(0, 10) } : {}) });

/** A day read as midnight UTC; `otherwise` when the record has none (a day, null, or left out). */
export const midnight = (field: string, otherwise?: string | null) => ({
  read: (record: Json) => (record[field] ? `${String(record[field])}T00:00:00.000Z` : typeof otherwise === 'string' ? `${otherwise}T00:00:00.000Z` : otherwise),
  write: (value: string | null | undefined) => (typeof value === 'string' ? { [field]: value.slice(0, 10) } : {}),
});

export const reference = (field: string) => ({ read: (record: Json) => refId(record[field]), write: (id: string | null | undefined) => (typeof id === 'string' ? { [field]: { value: id } } : {}) });

export const byCustomer: Party = (record) => ({ entity: 'Customer', id: (record.customer as Linked)?.id });

export const salesRules = {
  number: 'DocNumber',
  customer: { read: (record: Json) => (refId(record.CustomerRef) === null ? null : { id: refId(record.CustomerRef) as string, display_name: refName(record.CustomerRef) }), write: (customer: Linked) => ({ CustomerRef: toRef(customer) }) },
  company_id: companyId,
  department_id: reference('DepartmentRef'),
  currency: { read: (record: Json, company: CompanyContext) => currencyOf(record, company.home), write: (currency: string | null | undefined) => (typeof currency === 'string' ? { CurrencyRef: { value: currency } } : {}) },
  currency_rate: { read: (record: Json) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null), write: (rate: number | null | undefined) => (typeof rate === 'number' ? { ExchangeRate: rate } : {}) },
  tax_inclusive: { read: (record: Json) => record.GlobalTaxCalculation === 'TaxInclusive', write: false },
  sub_total: { read: (record: Json, company: CompanyContext) => subTotalOf(record.Line, currencyOf(record, company.home)), write: false },
  total_tax: amount((record) => record.TxnTaxDetail?.TotalTax),
  tax_code: { read: (record: Json) => refId(record.TxnTaxDetail?.TxnTaxCodeRef), write: (code: string | null | undefined) => (typeof code === 'string' ? { TxnTaxDetail: { TxnTaxCodeRef: { value: code } } } : {}) },
  customer_memo: { read: (record: Json) => (record.CustomerMemo?.value as string | undefined) ?? null, write: (memo: string | null | undefined) => (typeof memo === 'string' ? { CustomerMemo: { value: memo } } : {}) },
  tracking_categories: {
    read: (record: Json) => (refId(record.ClassRef) === null ? null : [{ id: refId(record.ClassRef) as string, name: refName(record.ClassRef) }]),
    write: (categories: Linked[] | null | undefined) => ({ ClassRef: toRef(categories?.[0]) }),
  },
  line_items: {
    read: (record: Json, company: CompanyContext) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromSalesLine(line, currencyOf(record, company.home))),
    write: (lines: Json[] | null | undefined) => (lines ? { Line: inCurrency((currency) => toSalesLines(lines, currency)) } : {}),
  },
  billing_address: { read: (record: Json) => address(record.BillAddr, 'billing') ?? {}, write: (value: Json | null | undefined) => ({ BillAddr: toAddress(value) }) },
  shipping_address: { read: (record: Json) => address(record.ShipAddr, 'shipping') ?? {}, write: (value: Json | null | undefined) => ({ ShipAddr: toAddress(value) }) },
} as const;

export function requireLines(record: Json): void {
  if (!Array.isArray(record.line_items) || record.line_items.length === 0) {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks needs at least one line (line_items) with an item', detail: { field: 'line_items' } });
  }
}
