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
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { aboutRecord, readEntity, writeEntity, type Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { crud, syncTokenFor } from './crud.js';
import { isVoided } from './invoice-status.js';
import { createdAt, currencyOf, decimal, defined, linked, minor, nonEmpty, refId, refName, updatedAt } from './mapping.js';
import { queryList, sinceCondition, where } from './query.js';
import { qboEvents } from './webhook-events.js';

type C = CompanyContext;
type Unified = Record<string, any>;

const TXN_TYPES: Readonly<Record<string, string>> = { Invoice: 'invoice', CreditMemo: 'credit_memo', Bill: 'bill' };

function allocations(record: Json, currency: string) {
  return ((record.Line as Json[] | undefined) ?? []).flatMap((line) =>
    ((line.LinkedTxn as Json[] | undefined) ?? []).map((link) => ({ id: String(link.TxnId), type: (TXN_TYPES[String(link.TxnType)] ?? 'other') as 'invoice', amount: minor(line.Amount ?? 0, currency) })));
}

function transactionDate(record: Json): string {
  return `${String(record.TxnDate ?? '1970-01-01')}T00:00:00.000Z`;
}

export const fromQuickBooksPayment = mapFields<Json, ModelOf<typeof payments>, C>({
  id: (record) => String(record.Id),
  currency: (record, c) => currencyOf(record, c.home),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  total_amount: (record, c) => minor(record.TotalAmt ?? 0, currencyOf(record, c.home)),
  reference: (record) => nonEmpty(record.PaymentRefNum),
  payment_method: (record) => refName(record.PaymentMethodRef),
  payment_method_id: (record) => refId(record.PaymentMethodRef),
  accounts_receivable_account_id: (record) => refId(record.ARAccountRef),
  account: (record) => linked(record.DepositToAccountRef),
  transaction_date: (record) => transactionDate(record),
  customer: (record) => (refId(record.CustomerRef) === null ? null : { id: refId(record.CustomerRef) as string, display_name: refName(record.CustomerRef) }),
  company_id: (_record, c) => c.realm,
  status: (record) => (isVoided(record) ? 'voided' : 'authorised'),
  type: () => 'accounts_receivable',
  allocations: (record, c) => allocations(record, currencyOf(record, c.home)),
  note: (record) => nonEmpty(record.PrivateNote),
  display_id: (record) => nonEmpty(record.PaymentRefNum),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

export const fromQuickBooksBillPayment = mapFields<Json, ModelOf<typeof billPayments>, C>({
  id: (record) => String(record.Id),
  currency: (record, c) => currencyOf(record, c.home),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  total_amount: (record, c) => minor(record.TotalAmt ?? 0, currencyOf(record, c.home)),
  reference: (record) => nonEmpty(record.DocNumber),
  payment_method: (record) => (record.PayType === 'CreditCard' ? 'credit_card' : record.PayType === 'Check' ? 'check' : null),
  account: (record) => linked((record.CheckPayment as Json | undefined)?.BankAccountRef ?? (record.CreditCardPayment as Json | undefined)?.CCAccountRef),
  transaction_date: (record) => transactionDate(record),
  supplier: (record) => (refId(record.VendorRef) === null ? null : { id: refId(record.VendorRef) as string, display_name: refName(record.VendorRef) }),
  company_id: (_record, c) => c.realm,
  status: (record) => (isVoided(record) ? 'voided' : 'authorised'),
  type: () => 'accounts_payable',
  allocations: (record, c) => allocations(record, currencyOf(record, c.home)) as never,
  note: (record) => nonEmpty(record.PrivateNote),
  number: (record) => nonEmpty(record.DocNumber),
  display_id: (record) => nonEmpty(record.DocNumber),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

/** The currency of a payment write: sent, else the party's (read), else the payment's own on an update. */
async function paymentCurrency(ctx: ConnectorContext, record: Unified, party: { entity: string; id: unknown }, existing?: Json): Promise<string> {
  if (typeof record.currency === 'string') return record.currency;
  const home = await homeCurrency(ctx);
  if (existing) return currencyOf(existing, home);
  if (typeof party.id === 'string') return currencyOf(await readEntity(ctx, party.entity, party.id).catch(() => ({})), home);
  return home;
}

function lines(record: Unified, currency: string, types: Readonly<Record<string, string>>): Json[] | undefined {
  if (!Array.isArray(record.allocations)) return undefined;
  return record.allocations.map((allocation: Unified) => {
    const type = Object.entries(types).find(([, unified]) => unified === allocation.type)?.[0];
    if (!type || typeof allocation.id !== 'string') {
      throw new ApiError('RequestValidationError', { message: `QuickBooks applies this payment to ${Object.values(types).join(' or ')} documents by id`, detail: { field: 'allocations', type: allocation.type ?? null } });
    }
    const amount = typeof allocation.amount === 'number' ? allocation.amount : record.total_amount;
    return { Amount: decimal(amount, currency), LinkedTxn: [{ TxnId: allocation.id, TxnType: type }] };
  });
}

function common(record: Unified, currency: string): Json {
  return defined({
    TotalAmt: typeof record.total_amount === 'number' ? decimal(record.total_amount, currency) : undefined,
    TxnDate: typeof record.transaction_date === 'string' ? record.transaction_date.slice(0, 10) : undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ExchangeRate: typeof record.currency_rate === 'number' ? record.currency_rate : undefined,
    PrivateNote: record.note ?? undefined,
  });
}

async function paymentBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const currency = await paymentCurrency(ctx, record, { entity: 'Customer', id: record.customer?.id }, existing);
  return defined({
    ...common(record, currency),
    CustomerRef: record.customer?.id ? { value: record.customer.id } : undefined,
    PaymentRefNum: record.reference ?? undefined,
    PaymentMethodRef: typeof record.payment_method_id === 'string' ? { value: record.payment_method_id } : undefined,
    DepositToAccountRef: record.account?.id ? { value: record.account.id } : undefined,
    Line: lines(record, currency, { Invoice: 'invoice', CreditMemo: 'credit_memo' }),
  });
}

async function billPaymentBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const currency = await paymentCurrency(ctx, record, { entity: 'Vendor', id: record.supplier?.id }, existing);
  const account = record.account?.id ? { value: record.account.id } : undefined;
  const payType = record.payment_method === 'credit_card' ? 'CreditCard' : existing?.PayType ?? 'Check';
  if (!existing && !account) throw new ApiError('RequestValidationError', { message: 'QuickBooks pays a bill from a bank or credit card account: account.id is required', detail: { field: 'account.id' } });
  return defined({
    ...common(record, currency),
    VendorRef: record.supplier?.id ? { value: record.supplier.id } : undefined,
    DocNumber: record.number ?? record.reference ?? undefined,
    PayType: existing && !account ? undefined : payType,
    CheckPayment: account && payType === 'Check' ? { BankAccountRef: account } : undefined,
    CreditCardPayment: account && payType === 'CreditCard' ? { CCAccountRef: account } : undefined,
    Line: lines(record, currency, { Bill: 'bill' }),
  });
}

/** An update, or QuickBooks' void when the update asks for status voided. */
function updateOrVoid(entity: string, body: (record: Unified, ctx: ConnectorContext, existing?: Json) => Promise<Json>) {
  return async (ctx: ConnectorContext, { id, record }: { id: string; record: Unified }) => {
    const current = await readEntity(ctx, entity, id);
    const syncToken = syncTokenFor(record, current);
    const write = record.status === 'voided'
      ? () => writeEntity(ctx, entity, { Id: id, SyncToken: syncToken }, { operation: 'update', include: 'void' })
      : async () => writeEntity(ctx, entity, { ...(await body(record, ctx, current)), Id: id, SyncToken: syncToken, sparse: true });
    await aboutRecord(entity, id, write);
    return { id };
  };
}

const since = (filter: Readonly<Record<string, unknown>>) => (filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []);

export const quickbooksPayments = implement(payments, {
  downstream: { id: 'Payment', name: 'Payment' },
  mapper: fromQuickBooksPayment,
  list: queryList({
    entity: 'Payment',
    filters: ['customer_id', 'updated_since'],
    conditions: ({ filter }) => [...(typeof filter.customer_id === 'string' ? [where('CustomerRef', '=', filter.customer_id)] : []), ...since(filter)],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
    map: (record, company) => fromQuickBooksPayment(record, company),
  }),
  ...crud({ entity: 'Payment', map: (record, company) => fromQuickBooksPayment(record, company), body: paymentBody, delete: 'delete' }),
  update: updateOrVoid('Payment', paymentBody),
  events: qboEvents('Payment', ['created', 'updated', 'deleted', 'voided']),
});

export const quickbooksBillPayments = implement(billPayments, {
  downstream: { id: 'BillPayment', name: 'BillPayment' },
  mapper: fromQuickBooksBillPayment,
  list: queryList({
    entity: 'BillPayment',
    filters: ['supplier_id', 'updated_since'],
    conditions: ({ filter }) => [...(typeof filter.supplier_id === 'string' ? [where('VendorRef', '=', filter.supplier_id)] : []), ...since(filter)],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
    map: (record, company) => fromQuickBooksBillPayment(record, company),
  }),
  ...crud({ entity: 'BillPayment', map: (record, company) => fromQuickBooksBillPayment(record, company), body: billPaymentBody, delete: 'delete' }),
  update: updateOrVoid('BillPayment', billPaymentBody),
  events: qboEvents('BillPayment', ['created', 'updated', 'deleted', 'voided']),
});
