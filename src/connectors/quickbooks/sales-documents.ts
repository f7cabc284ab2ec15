/**
 * What the unified sales documents (invoices, credit notes, sales receipts,
 * refunds, quotes) share on QuickBooks' side, as field-table rules: the
 * customer, the currency the amounts are in, memo, addresses, class and
 * department, the lines (sales-lines.ts), and the tax code of the whole
 * document; their filters; and their write: a create needs a line with an
 * item, and the amounts are converted with the document's currency
 * (amounts.ts): the one sent, else the customer's, else, on an update, the
 * document's own.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { documentWrite, inCurrency } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { address, currencyOf, refId, toAddress, toRef, trackingOf } from './mapping.js';
import { filterOn } from './query.js';
import { companyId } from './record-fields.js';
import { amount, currency, currencyRate, party, reference, type Linked } from './rules.js';
import { fromSalesLine, subTotalOf, toSalesLines } from './sales-lines.js';

export const salesRules = {
  number: 'DocNumber',
  customer: party('CustomerRef'),
  company_id: companyId,
  department_id: reference('DepartmentRef'),
  currency,
  currency_rate: currencyRate,
  tax_inclusive: { read: (record: Json) => record.GlobalTaxCalculation === 'TaxInclusive', write: false },
  sub_total: { read: (record: Json, company: CompanyContext) => subTotalOf(record.Line, currencyOf(record, company.home)), write: false },
  total_tax: amount((record) => record.TxnTaxDetail?.TotalTax),
  tax_code: { read: (record: Json) => refId(record.TxnTaxDetail?.TxnTaxCodeRef), write: (code: string | null | undefined) => (typeof code === 'string' ? { TxnTaxDetail: { TxnTaxCodeRef: { value: code } } } : {}) },
  customer_memo: { read: (record: Json) => (record.CustomerMemo?.value as string | undefined) ?? null, write: (memo: string | null | undefined) => (typeof memo === 'string' ? { CustomerMemo: { value: memo } } : {}) },
  tracking_categories: {
    read: (record: Json) => trackingOf(record.ClassRef),
    write: (categories: Linked[] | null | undefined) => ({ ClassRef: toRef(categories?.[0]) }),
  },
  line_items: {
    read: (record: Json, company: CompanyContext) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromSalesLine(line, currencyOf(record, company.home))),
    write: (lines: Json[] | null | undefined) => (lines ? { Line: inCurrency((code) => toSalesLines(lines, code)) } : {}),
  },
  billing_address: { read: (record: Json) => address(record.BillAddr, 'billing') ?? {}, write: (value: Json | null | undefined) => ({ BillAddr: toAddress(value) }) },
  shipping_address: { read: (record: Json) => address(record.ShipAddr, 'shipping') ?? {}, write: (value: Json | null | undefined) => ({ ShipAddr: toAddress(value) }) },
} as const;

/** The filters of the sales documents (each declares those it honours). */
export const salesFilters = {
  customer_id: filterOn.equals('CustomerRef'),
  number: filterOn.equals('DocNumber'),
  updated_since: filterOn.since('MetaData.LastUpdatedTime'),
  created_since: filterOn.since('MetaData.CreateTime'),
};

export function requireLines(record: Json): void {
  if (!Array.isArray(record.line_items) || record.line_items.length === 0) {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks needs at least one line (line_items) with an item', detail: { field: 'line_items' } });
  }
}

const write = documentWrite((record) => ({ entity: 'Customer', id: (record.customer as Linked)?.id }));

/** Where a sales document lives, and its write: a line needed to create it, its amounts in its currency. */
export function salesDocumentAt(entity: string) {
  const at = entityAt(entity);
  return {
    ...at,
    hooks: {
      ...at.hooks,
      beforeWrite: (ctx: Parameters<typeof write>[0], change: Parameters<typeof write>[1]) => {
        if (change.operation === 'add') requireLines(change.record);
        return write(ctx, change);
      },
    },
  };
}
