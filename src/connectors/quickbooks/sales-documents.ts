/**
 * What the unified sales documents (invoices, credit notes, sales receipts,
 * refunds, quotes) share on QuickBooks' side: the customer, dates, the
 * currency the amounts are in, memo, addresses, class and department, the
 * lines, and the tax code of the whole document. A write converts the
 * amounts with the document's currency: the one sent, else the customer's
 * (read from QuickBooks), else, on an update, the document's own.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import { readEntity, type Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { address, currencyOf, defined, minor, refId, refName, toAddress, toRef } from './mapping.js';
import { fromSalesLine, subTotalOf, toSalesLines } from './sales-lines.js';

type Unified = Record<string, any>;

/** The currency a write's amounts are in. */
export async function writeCurrency(ctx: ConnectorContext, record: Unified, existing: Json | undefined): Promise<string> {
  if (typeof record.currency === 'string') return record.currency;
  if (existing) return currencyOf(existing, await homeCurrency(ctx));
  const customerId = record.customer?.id;
  if (typeof customerId === 'string') return currencyOf(await readEntity(ctx, 'Customer', customerId).catch(() => ({})), await homeCurrency(ctx));
  return homeCurrency(ctx);
}

/** The fields every sales form takes, from a unified document (only those given). */
export function salesFormBody(record: Unified, currency: string, dateField: string): Json {
  const customer = toRef(record.customer);
  const classRef = toRef(record.tracking_categories?.[0]);
  return defined({
    CustomerRef: customer,
    TxnDate: typeof record[dateField] === 'string' ? String(record[dateField]).slice(0, 10) : undefined,
    DocNumber: record.number ?? undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ExchangeRate: typeof record.currency_rate === 'number' ? record.currency_rate : undefined,
    CustomerMemo: typeof record.customer_memo === 'string' ? { value: record.customer_memo } : undefined,
    PrivateNote: typeof record.memo === 'string' ? record.memo : typeof record.note === 'string' ? record.note : undefined,
    BillAddr: toAddress(record.billing_address),
    ShipAddr: toAddress(record.shipping_address),
    ClassRef: classRef,
    DepartmentRef: typeof record.department_id === 'string' ? { value: record.department_id } : undefined,
    Line: toSalesLines(record.line_items, currency),
    TxnTaxDetail: typeof record.tax_code === 'string' ? { TxnTaxCodeRef: { value: record.tax_code } } : undefined,
  });
}

export function requireLines(record: Unified): void {
  if (!Array.isArray(record.line_items) || record.line_items.length === 0) {
    throw new ApiError('RequestValidationError', { message: 'QuickBooks needs at least one line (line_items) with an item', detail: { field: 'line_items' } });
  }
}

const computed = new WeakMap<Json, ReturnType<typeof computeSalesForm>>();

/** The read side every sales form shares, computed once per record. */
export function salesForm(record: Json, company: CompanyContext): ReturnType<typeof computeSalesForm> {
  let fields = computed.get(record);
  if (!fields) computed.set(record, (fields = computeSalesForm(record, company.home, company.realm)));
  return fields;
}

function computeSalesForm(record: Json, home: string, realm: string) {
  const currency = currencyOf(record, home);
  const lines = (record.Line as Json[] | undefined) ?? [];
  return {
    currency,
    display_id: record.DocNumber ?? null,
    number: record.DocNumber ?? null,
    customer: refId(record.CustomerRef) === null ? null : { id: refId(record.CustomerRef) as string, display_name: refName(record.CustomerRef) },
    company_id: realm,
    currency_rate: typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null,
    tax_inclusive: record.GlobalTaxCalculation === 'TaxInclusive',
    sub_total: subTotalOf(lines, currency),
    total_tax: minor((record.TxnTaxDetail as Json | undefined)?.TotalTax ?? 0, currency),
    tax_code: refId((record.TxnTaxDetail as Json | undefined)?.TxnTaxCodeRef),
    total: minor(record.TotalAmt ?? 0, currency),
    customer_memo: (record.CustomerMemo as Json | undefined)?.value ?? null,
    tracking_categories: refId(record.ClassRef) === null ? null : [{ id: refId(record.ClassRef) as string, name: refName(record.ClassRef) }],
    department_id: refId(record.DepartmentRef),
    line_items: lines.map((line) => fromSalesLine(line, currency)),
    billing_address: address(record.BillAddr, 'billing') ?? {},
    shipping_address: address(record.ShipAddr, 'shipping') ?? {},
  };
}
