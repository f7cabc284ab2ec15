/**
 * Payments and bill payments ← Xero's /Payments, one table for each side.
 * The amount and the document paid are written by payments.ts, which reads
 * the document first (its side and its currency).
 */
import type { Static } from 'typebox';
import type { Payment as PaymentModel } from '../../unified/accounting/payments.js';
import { fieldTable, type FieldTable } from '../kit/index.js';
import { instantAt, put } from './field-rules.js';
import { minor, text, xeroDay } from './values.js';

export interface XeroPaymentDocument {
  InvoiceID?: string;
  CreditNoteID?: string;
  Type?: string;
  CurrencyCode?: string;
  Contact?: { ContactID?: string; Name?: string };
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

const documentOf = (payment: XeroPayment) => payment.Invoice ?? payment.CreditNote;
const currencyOf = (payment: XeroPayment) => documentOf(payment)?.CurrencyCode ?? null;

// Both sides' fields alike, as the payment model types them (a bill payment's supplier in its customer's place).
type Payment = Static<typeof PaymentModel>;

export function paymentFields<T>(side: PaymentSide): FieldTable<T, XeroPayment> {
  const party = side === 'receivable' ? 'customer' : 'supplier';
  const table = fieldTable<Payment, XeroPayment>({
    id: { at: 'PaymentID', write: false },
    currency: { read: currencyOf, write: false },
    currency_rate: { read: (payment) => payment.CurrencyRate ?? null, write: put('CurrencyRate') },
    total_amount: { read: (payment) => minor(payment.Amount, currencyOf(payment)), write: false },
    reference: { read: (payment) => text(payment.Reference), write: put('Reference') },
    account: {
      read: ({ Account: account }) => (account?.AccountID ? { id: account.AccountID, code: account.Code ?? null, name: account.Name ?? null } : null),
      write: (account) => (account?.id ? { Account: { AccountID: account.id } } : account?.code ? { Account: { Code: account.code } } : {}),
    },
    transaction_date: { ...instantAt('Date'), write: (date) => put('Date')(xeroDay(date)) },
    [party]: {
      read: (payment: XeroPayment) => {
        const contact = documentOf(payment)?.Contact;
        return contact?.ContactID ? { id: contact.ContactID, display_name: contact.Name ?? null } : null;
      },
      write: false,
    },
    reconciled: { read: (payment) => payment.IsReconciled === true, write: false },
    status: { read: () => 'authorised', write: false },
    type: { read: (payment) => PAYMENT_TYPES[payment.PaymentType ?? ''] as Payment['type'], write: false },
    allocations: {
      read: (payment) => {
        const amount = minor(payment.Amount, currencyOf(payment));
        if (payment.Invoice?.InvoiceID) return [{ id: payment.Invoice.InvoiceID, type: side === 'receivable' ? 'invoice' : 'bill', amount }];
        if (payment.CreditNote?.CreditNoteID) return [{ id: payment.CreditNote.CreditNoteID, type: 'credit_memo', amount }];
        return [];
      },
      write: false,
    },
    updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
  });
  return table as unknown as FieldTable<T, XeroPayment>;
}
