/**
 * Xero's /Payments holds payments of sales invoices and refunds of customer
 * credit notes (receivable side) and payments of bills and supplier credit
 * notes (payable side); the unified payments are the first, bill payments
 * the second. A Xero payment settles exactly one document from one bank
 * account, and is never edited: a delete is POST /Payments/{id} with
 * `{"Status": "DELETED"}`, which gives the document its amount back; a
 * deleted payment is gone for the unified API (404, left out of lists).
 *
 *   PaymentID → id · Amount ↔ total_amount · Date ↔ transaction_date
 *   Reference ↔ reference · CurrencyRate ↔ currency_rate · IsReconciled → reconciled
 *   Account ↔ account · Status → status · PaymentType → type
 *   Invoice / CreditNote ↔ allocations[0] · their Contact → customer or supplier
 *   their CurrencyCode → currency · UpdatedDateUTC → updated_at
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext, ListParams } from '../framework/define.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { pagedList, type XeroQuery } from './list.js';
import { decimal, minor, xeroDay } from './values.js';
import { anyOf, equalsGuid, modifiedSince } from './where.js';

export interface XeroPaymentDocument {
  InvoiceID?: string;
  CreditNoteID?: string;
  InvoiceNumber?: string;
  CreditNoteNumber?: string;
  Type?: string;
  CurrencyCode?: string;
  Contact?: { ContactID?: string; Name?: string; EmailAddress?: string };
}

export interface XeroPayment {
  PaymentID: string;
  Date?: string;
  Amount?: number;
  CurrencyRate?: number;
  Reference?: string;
  IsReconciled?: boolean;
  Status?: string;
  PaymentType?: string;
  Account?: { AccountID?: string; Code?: string; Name?: string };
  Invoice?: XeroPaymentDocument;
  CreditNote?: XeroPaymentDocument;
  UpdatedDateUTC?: string;
}

export type PaymentSide = 'receivable' | 'payable';

export const PAYMENT_TYPES: Readonly<Record<string, string>> = {
  ACCRECPAYMENT: 'accounts_receivable', ARCREDITPAYMENT: 'accounts_receivable_credit', AROVERPAYMENTPAYMENT: 'accounts_receivable_overpayment', ARPREPAYMENTPAYMENT: 'accounts_receivable_prepayment',
  ACCPAYPAYMENT: 'accounts_payable', APCREDITPAYMENT: 'accounts_payable_credit', APOVERPAYMENTPAYMENT: 'accounts_payable_overpayment', APPREPAYMENTPAYMENT: 'accounts_payable_prepayment',
};
const SIDE_TYPES: Readonly<Record<PaymentSide, readonly string[]>> = {
  receivable: ['ACCRECPAYMENT', 'ARCREDITPAYMENT', 'AROVERPAYMENTPAYMENT', 'ARPREPAYMENTPAYMENT'],
  payable: ['ACCPAYPAYMENT', 'APCREDITPAYMENT', 'APOVERPAYMENTPAYMENT', 'APPREPAYMENTPAYMENT'],
};

export const documentOf = (payment: XeroPayment) => payment.Invoice ?? payment.CreditNote;
export const currencyOfPayment = (payment: XeroPayment) => documentOf(payment)?.CurrencyCode ?? null;

export function allocationOf(payment: XeroPayment, invoiceType: string) {
  const currency = currencyOfPayment(payment);
  if (payment.Invoice?.InvoiceID) return [{ id: payment.Invoice.InvoiceID, type: invoiceType, amount: minor(payment.Amount, currency) }];
  if (payment.CreditNote?.CreditNoteID) return [{ id: payment.CreditNote.CreditNoteID, type: 'credit_memo', amount: minor(payment.Amount, currency) }];
  return [];
}

/** What a unified payment write holds that Xero takes. */
export interface PaymentWrite {
  total_amount?: number | null;
  transaction_date?: string | null;
  reference?: string | null;
  currency?: string | null;
  currency_rate?: number | null;
  account?: { id?: string; code?: string | null } | null;
  allocations?: Array<{ id?: string | null; type?: string; amount?: number | null }> | null;
}

function invalid(field: string, reason: string): ApiError {
  return new ApiError('RequestValidationError', { message: `${field} ${reason}`, detail: { [field]: reason } });
}

async function create(ctx: ConnectorContext, side: PaymentSide, record: PaymentWrite): Promise<{ id: string }> {
  const allocations = record.allocations ?? [];
  if (allocations.length !== 1 || !allocations[0]?.id) throw invalid('allocations', 'a Xero payment settles exactly one document: send one allocation with its id');
  const target = allocations[0];
  const isCredit = target.type === 'credit_memo';
  const path = isCredit ? 'CreditNotes' : 'Invoices';
  const document = await xeroOne<XeroPaymentDocument & { Type?: string }>(ctx, path, target.id!, isCredit ? 'credit note' : side === 'receivable' ? 'invoice' : 'bill');
  const receivable = String(document.Type).startsWith('ACCREC');
  if (receivable !== (side === 'receivable')) throw invalid('allocations[0].id', side === 'receivable' ? 'names a bill or supplier credit: pay it through bill-payments' : 'names a sales document: pay it through payments');
  const currency = document.CurrencyCode ?? record.currency;
  if (!currency) throw invalid('currency', 'is unknown for this document');
  const amount = decimal(target.amount ?? record.total_amount, currency);
  if (amount === undefined) throw invalid('total_amount', 'is required');
  if (!record.account?.id && !record.account?.code) throw invalid('account', 'names the bank account paid from or into (id or code)');
  const body = await xero(ctx, {
    method: 'PUT',
    path: 'Payments',
    json: {
      Payments: [{
        [isCredit ? 'CreditNote' : 'Invoice']: isCredit ? { CreditNoteID: target.id } : { InvoiceID: target.id },
        Account: record.account.id ? { AccountID: record.account.id } : { Code: record.account.code },
        Amount: amount,
        ...(xeroDay(record.transaction_date) ? { Date: xeroDay(record.transaction_date) } : {}),
        ...(record.reference != null ? { Reference: record.reference } : {}),
        ...(record.currency_rate != null ? { CurrencyRate: record.currency_rate } : {}),
      }],
    },
    idempotent: true,
  });
  return { id: firstOf<XeroPayment>(body, 'Payments').PaymentID };
}

function listQuery(side: PaymentSide, { filter }: ListParams): XeroQuery {
  const types = SIDE_TYPES[side];
  const wanted = typeof filter.type === 'string' ? Object.keys(PAYMENT_TYPES).filter((type) => PAYMENT_TYPES[type] === filter.type && types.includes(type)) : [...types];
  return {
    where: [
      wanted.length > 0 ? anyOf(wanted.map((type) => `PaymentType=="${type}"`)) : 'PaymentType=="NONE"',
      filter.invoice_id !== undefined ? equalsGuid('Invoice.InvoiceID', filter.invoice_id, 'invoice_id') : undefined,
      filter.bill_id !== undefined ? equalsGuid('Invoice.InvoiceID', filter.bill_id, 'bill_id') : undefined,
      filter.customer_id !== undefined ? equalsGuid('Invoice.Contact.ContactID', filter.customer_id, 'customer_id') : undefined,
      filter.supplier_id !== undefined ? equalsGuid('Invoice.Contact.ContactID', filter.supplier_id, 'supplier_id') : undefined,
      'Status!="DELETED"',
    ],
    modifiedSince: modifiedSince(filter.updated_since),
  };
}

export function paymentEndpoint<T>(side: PaymentSide, map: (payment: XeroPayment) => T, filters: readonly string[]) {
  const read = async (ctx: ConnectorContext, id: string) => {
    const payment = await xeroOne<XeroPayment>(ctx, 'Payments', id, 'payment');
    if (!SIDE_TYPES[side].includes(String(payment.PaymentType)) || payment.Status === 'DELETED') throw entityNotFound(`No Xero ${side === 'receivable' ? 'payment' : 'bill payment'} has this id`, { id });
    return payment;
  };
  return {
    one: async (ctx: ConnectorContext, { id }: { id: string }) => map(await read(ctx, id)),
    add: (ctx: ConnectorContext, { record }: { record: PaymentWrite }) => create(ctx, side, record),
    async delete(ctx: ConnectorContext, { id }: { id: string }) {
      const payment = await read(ctx, id);
      await xero(ctx, { method: 'POST', path: `Payments/${payment.PaymentID}`, json: { Status: 'DELETED' } });
      return { id: payment.PaymentID };
    },
    list: pagedList<XeroPayment, T>({ collection: 'Payments', filters, sort: { updated_at: 'UpdatedDateUTC' }, map, request: (params) => listQuery(side, params) }),
  };
}
