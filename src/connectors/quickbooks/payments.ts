/**
 * Payments ↔ QuickBooks Payment (money received from a customer) and bill
 * payments ↔ BillPayment (money paid to a vendor)
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/payment,
 * …/billpayment). Each line of QuickBooks' payment applies an amount to one
 * document through LinkedTxn: the unified `allocations` (invoice or
 * credit_memo; bill). What no line applies stays unapplied on the payment.
 * A void (?operation=update&include=void) is `status: "voided"`; voided
 * payments answer status voided and amounts of zero. Filters: customer_id or
 * supplier_id, updated_since (QuickBooks cannot query the documents a
 * payment is applied to).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { billPayments } from '../../unified/accounting/bill-payments.js';
import { payments } from '../../unified/accounting/payments.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { documentWrite, inCurrency, type Party } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { isVoided } from './invoice-status.js';
import { currencyOf, decimal, linked, minor, optionalText, refId, refName } from './mapping.js';
import { filterOn } from './query.js';
import { companyId, sortableRecordFields } from './record-fields.js';
import { amount, midnight, reference } from './sales-documents.js';
import { qboEvents } from './webhook-events.js';
import { syncTokenFor } from './writes.js';

type Linked = { id?: string | null } | null | undefined;
type Allocation = { id?: unknown; type?: unknown; amount?: unknown };

const TXN_TYPES: Readonly<Record<string, string>> = { Invoice: 'invoice', CreditMemo: 'credit_memo', Bill: 'bill' };

function allocations(record: Json, currency: string) {
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
const paymentRules = (types: Readonly<Record<string, string>>) => ({
  ...sortableRecordFields,
  currency: { read: (record: Json, company: CompanyContext) => currencyOf(record, company.home), write: (currency: string | null | undefined) => (typeof currency === 'string' ? { CurrencyRef: { value: currency } } : {}) },
  currency_rate: { read: (record: Json) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null), write: (rate: number | null | undefined) => (typeof rate === 'number' ? { ExchangeRate: rate } : {}) },
  total_amount: { ...amount((record) => record.TotalAmt), write: (total: number | null | undefined) => (typeof total === 'number' ? { TotalAmt: inCurrency((currency) => decimal(total, currency)) } : {}) },
  transaction_date: midnight('TxnDate', '1970-01-01'),
  company_id: companyId,
  status: { read: (record: Json) => (isVoided(record) ? 'voided' as const : 'authorised' as const), write: false as const },
  allocations: {
    read: (record: Json, company: CompanyContext) => allocations(record, currencyOf(record, company.home)),
    write: (list: readonly Allocation[] | null | undefined, record: Json) => (Array.isArray(list) ? { Line: inCurrency((currency) => lines(list, record.total_amount, currency, types)) } : {}),
  },
  note: { at: 'PrivateNote', codec: optionalText },
});

export const paymentFields = fieldTable<ModelOf<typeof payments>, Json, CompanyContext>({
  ...paymentRules({ Invoice: 'invoice', CreditMemo: 'credit_memo' }),
  reference: { at: 'PaymentRefNum', codec: optionalText },
  display_id: { at: 'PaymentRefNum', codec: optionalText, write: false },
  payment_method: { read: (record) => refName(record.PaymentMethodRef), write: false },
  payment_method_id: reference('PaymentMethodRef'),
  accounts_receivable_account_id: { read: (record) => refId(record.ARAccountRef), write: false },
  account: { read: (record) => linked(record.DepositToAccountRef), write: (account) => (account?.id ? { DepositToAccountRef: { value: account.id } } : {}) },
  customer: { read: (record) => (refId(record.CustomerRef) === null ? null : { id: refId(record.CustomerRef) as string, display_name: refName(record.CustomerRef) }), write: (customer) => (customer?.id ? { CustomerRef: { value: customer.id } } : {}) },
  type: { read: () => 'accounts_receivable', write: false },
}, { nullAs: undefined });

export const billPaymentFields = fieldTable<ModelOf<typeof billPayments>, Json, CompanyContext>({
  ...paymentRules({ Bill: 'bill' }),
  allocations: { ...paymentRules({ Bill: 'bill' }).allocations, read: (record, company) => allocations(record, currencyOf(record, company.home)) as never },
  // `number` when both are sent.
  reference: { read: (record) => optionalText.read(record.DocNumber, record), write: (value) => (value == null ? {} : { DocNumber: value }) },
  number: { at: 'DocNumber', codec: optionalText },
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  // Written with the account (the bill payment's hook): QuickBooks files the account under the pay type.
  payment_method: { read: (record) => (record.PayType === 'CreditCard' ? 'credit_card' : record.PayType === 'Check' ? 'check' : null), write: false },
  account: { read: (record) => linked((record.CheckPayment as Json | undefined)?.BankAccountRef ?? (record.CreditCardPayment as Json | undefined)?.CCAccountRef), write: false },
  supplier: { read: (record) => (refId(record.VendorRef) === null ? null : { id: refId(record.VendorRef) as string, display_name: refName(record.VendorRef) }), write: (supplier) => (supplier?.id ? { VendorRef: { value: supplier.id } } : {}) },
  type: { read: () => 'accounts_payable', write: false },
}, { nullAs: undefined });

const VOID = { operation: 'update', include: 'void' };

/** An update, or QuickBooks' void (`?operation=update&include=void` naming only the record) when it asks for status voided. */
function voidOr(write: ReturnType<typeof documentWrite>): ReturnType<typeof documentWrite> {
  return async (ctx, change) => {
    if (change.operation === 'add' || change.record.status !== 'voided') return write(ctx, change);
    const current = await change.current();
    return { Id: String(current.Id), SyncToken: syncTokenFor(change.record, current) };
  };
}

const paymentAt = entityAt('Payment');
const byCustomer: Party = (record) => ({ entity: 'Customer', id: (record.customer as Linked)?.id });
const paymentWrite = voidOr(documentWrite(byCustomer));

export const quickbooksPayments = collection(payments, {
  ...paymentAt,
  fields: paymentFields,
  filters: { customer_id: filterOn.equals('CustomerRef'), updated_since: filterOn.since('MetaData.LastUpdatedTime') },
  update: { ...paymentAt.update, queryFor: (record) => (record.status === 'voided' ? VOID : undefined) },
  hooks: { ...paymentAt.hooks, beforeWrite: paymentWrite },
  events: qboEvents('Payment', ['created', 'updated', 'deleted', 'voided']),
});

const billPaymentAt = entityAt('BillPayment');
const billPaymentWrite = voidOr(documentWrite((record) => ({ entity: 'Vendor', id: (record.supplier as Linked)?.id })));

export const quickbooksBillPayments = collection(billPayments, {
  ...billPaymentAt,
  fields: billPaymentFields,
  filters: { supplier_id: filterOn.equals('VendorRef'), updated_since: filterOn.since('MetaData.LastUpdatedTime') },
  update: { ...billPaymentAt.update, queryFor: (record) => (record.status === 'voided' ? VOID : undefined) },
  hooks: {
    ...billPaymentAt.hooks,
    // The account a bill is paid from is a bank account (a check) or a credit card: it goes under the pay type.
    async beforeWrite(ctx, change) {
      const { record } = change;
      if (change.operation === 'update' && record.status === 'voided') return billPaymentWrite(ctx, change);
      const existing = change.operation === 'update' ? await change.current() : undefined;
      const account = record.account?.id ? { value: record.account.id } : undefined;
      if (!existing && !account) throw new ApiError('RequestValidationError', { message: 'QuickBooks pays a bill from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
      const payType = record.payment_method === 'credit_card' ? 'CreditCard' : (existing?.PayType as string | undefined) ?? 'Check';
      const paidFrom = existing && !account ? {} : { PayType: payType, ...(account && payType === 'Check' ? { CheckPayment: { BankAccountRef: account } } : {}), ...(account && payType === 'CreditCard' ? { CreditCardPayment: { CCAccountRef: account } } : {}) };
      return billPaymentWrite(ctx, { ...change, body: { ...(change.body as Json), ...paidFrom } });
    },
  },
  events: qboEvents('BillPayment', ['created', 'updated', 'deleted', 'voided']),
});
