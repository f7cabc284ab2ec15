/**
 * What payments and bill payments share (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/payment,
 * …/billpayment): each line of QuickBooks' payment applies an amount to one
 * document through LinkedTxn, the unified `allocations`; what no line
 * applies stays unapplied on the payment. A void (?operation=update&include=void)
 * is `status: "voided"`; voided payments answer status voided and amounts
 * of zero.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { documentWrite, inCurrency } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { isVoided } from './invoice-status.js';
import { currencyOf, decimal, minor, optionalText } from './mapping.js';
import { filterOn } from './query.js';
import { companyId, sortableRecordFields } from './record-fields.js';
import { currency, currencyRate, midnight, writtenAmount } from './rules.js';
import { qboEvents } from './webhook-events.js';
import { syncTokenFor } from './writes.js';

type Allocation = { id?: unknown; type?: unknown; amount?: unknown };

const TXN_TYPES: Readonly<Record<string, string>> = { Invoice: 'invoice', CreditMemo: 'credit_memo', Bill: 'bill' };

export function allocations(record: Json, currency: string) {
  return ((record.Line as Json[] | undefined) ?? []).flatMap((line) =>
    ((line.LinkedTxn as Json[] | undefined) ?? []).map((link) => ({ id: String(link.TxnId), type: (TXN_TYPES[String(link.TxnType)] ?? 'other') as 'invoice', amount: minor(line.Amount ?? 0, currency) })));
}

/** Allocations as the payment's lines, each applying an amount (the whole payment's when it names none) to one document. */
function lines(list: readonly Allocation[], total: unknown, currency: string, types: Readonly<Record<string, string>>): Json[] {
  return list.map((allocation) => {
    const type = Object.entries(types).find(([, unified]) => unified === allocation.type)?.[0];
    if (!type || typeof allocation.id !== 'string') {
      throw new ApiError('RequestValidationError', { message: `QuickBooks applies this payment to ${Object.values(types).join(' or ')} documents by id`, detail: { field: 'allocations', type: allocation.type ?? null } });
    }
    const amount = typeof allocation.amount === 'number' ? allocation.amount : (total as number);
    return { Amount: decimal(amount, currency), LinkedTxn: [{ TxnId: allocation.id, TxnType: type }] };
  });
}

/** What payments and bill payments share. */
export const paymentRules = (types: Readonly<Record<string, string>>) => ({
  ...sortableRecordFields,
  currency,
  currency_rate: currencyRate,
  total_amount: writtenAmount('TotalAmt'),
  transaction_date: midnight('TxnDate', '1970-01-01'),
  company_id: companyId,
  status: { read: (record: Json) => (isVoided(record) ? 'voided' as const : 'authorised' as const), write: false as const },
  allocations: {
    read: (record: Json, company: CompanyContext) => allocations(record, currencyOf(record, company.home)),
    write: (list: readonly Allocation[] | null | undefined, record: Json) => (Array.isArray(list) ? { Line: inCurrency((code) => lines(list, record.total_amount, code, types)) } : {}),
  },
  note: { at: 'PrivateNote', codec: optionalText },
});

/** An update, or QuickBooks' void (`?operation=update&include=void` naming only the record) when it asks for status voided. */
function voidOr(write: ReturnType<typeof documentWrite>): ReturnType<typeof documentWrite> {
  return async (ctx, change) => {
    if (change.operation === 'add' || change.record.status !== 'voided') return write(ctx, change);
    const current = await change.current();
    return { Id: String(current.Id), SyncToken: syncTokenFor(change.record, current) };
  };
}

/**
 * Where a payment or bill payment lives, and its write: the amounts in the
 * currency of its customer or vendor, status voided QuickBooks' void.
 * Filters: the party's id, updated_since.
 */
export function paymentAt(entity: 'Payment' | 'BillPayment', party: { entity: 'Customer' | 'Vendor'; field: 'customer' | 'supplier'; ref: 'CustomerRef' | 'VendorRef' }) {
  const at = entityAt(entity);
  return {
    ...at,
    filters: { [`${party.field}_id`]: filterOn.equals(party.ref), updated_since: filterOn.since('MetaData.LastUpdatedTime') },
    update: { ...at.update, queryFor: (record: Json) => (record.status === 'voided' ? { operation: 'update', include: 'void' } : undefined) },
    hooks: { ...at.hooks, beforeWrite: voidOr(documentWrite((record) => ({ entity: party.entity, id: (record[party.field] as { id?: unknown } | null | undefined)?.id }))) },
    events: qboEvents(entity, ['created', 'updated', 'deleted', 'voided']),
  };
}

