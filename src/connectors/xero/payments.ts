/**
 * Payments and bill payments on Xero's /Payments (payment-fields.ts maps
 * them): each side's payment types, the other side's ids and DELETED
 * payments are 404 and left out of lists. A Xero payment settles exactly one
 * document from one bank account, and is never edited (update is not
 * offered); a delete is POST /Payments/{id} with `{"Status": "DELETED"}`,
 * which gives the document its amount back. Filters: updated_since
 * (If-Modified-Since), invoice_id or bill_id, customer_id or supplier_id,
 * type; sort: updated_at.
 *
 * Payments are Xero's payments of sales invoices and refunds of customer
 * credit notes; bill payments its payments of bills and refunds of supplier
 * credit notes.
 */
import type { TObject } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { billPayments } from '../../unified/accounting/bill-payments.js';
import { payments as unifiedPayments } from '../../unified/accounting/payments.js';
import type { ResourceDeclaration } from '../../unified/define.js';
import { collection } from '../kit/index.js';
import { xeroOne } from './api.js';
import { where, xeroRecords, type XeroFilter } from './dialect.js';
import { fieldsIn } from './documents.js';
import { PAYMENT_TYPES, paymentFields, type PaymentSide, type XeroPayment, type XeroPaymentDocument } from './payment-fields.js';
import { decimal } from './values.js';
import { anyOf } from './where.js';

const SIDE_TYPES: Readonly<Record<PaymentSide, readonly string[]>> = {
  receivable: ['ACCRECPAYMENT', 'ARCREDITPAYMENT', 'AROVERPAYMENTPAYMENT', 'ARPREPAYMENTPAYMENT'],
  payable: ['ACCPAYPAYMENT', 'APCREDITPAYMENT', 'APOVERPAYMENTPAYMENT', 'APPREPAYMENTPAYMENT'],
};

const typesClause = (types: readonly string[]) => (types.length > 0 ? anyOf(types.map((type) => `PaymentType=="${type}"`)) : 'PaymentType=="NONE"');

function invalid(field: string, reason: string): ApiError {
  return new ApiError('RequestValidationError', { message: `${field} ${reason}`, detail: { [field]: reason } });
}

interface PaymentWrite {
  total_amount?: number | null;
  currency?: string | null;
  account?: { id?: string; code?: string | null } | null;
  allocations?: Array<{ id?: string | null; type?: string; amount?: number | null }> | null;
}

function payments<M extends TObject>(declaration: ResourceDeclaration<M>, side: PaymentSide, names: { document: string; party: string }) {
  const types = SIDE_TYPES[side];
  return collection(declaration, {
    ...xeroRecords('Payments', 'PaymentID'),
    downstream: { id: 'Payments', name: `Payments (${side})` },
    what: side === 'receivable' ? 'payment' : 'bill payment',
    fields: paymentFields(side),
    listQuery: { where: [typesClause(types), 'Status!="DELETED"'] },
    only: (payment: XeroPayment) => types.includes(String((payment as XeroPayment | undefined)?.PaymentType)) && payment.Status !== 'DELETED',
    filters: {
      updated_since: where.modified,
      [names.document]: where.guid('Invoice.InvoiceID'),
      [names.party]: where.guid('Invoice.Contact.ContactID'),
      type: ((value) => ({ where: typesClause(types.filter((type) => PAYMENT_TYPES[type] === value)) })) as XeroFilter,
    },
    update: false,
    delete: { method: 'POST', body: () => ({ Status: 'DELETED' }) },
    hooks: {
      // The one document paid, read first: of this side, and the currency of the amount.
      async beforeWrite(ctx, { record, body }) {
        const write = record as PaymentWrite;
        const allocations = write.allocations ?? [];
        if (allocations.length !== 1 || !allocations[0]?.id) throw invalid('allocations', 'a Xero payment settles exactly one document: send one allocation with its id');
        const target = allocations[0];
        const isCredit = target.type === 'credit_memo';
        const document = await xeroOne<XeroPaymentDocument>(ctx, isCredit ? 'CreditNotes' : 'Invoices', target.id!, isCredit ? 'credit note' : side === 'receivable' ? 'invoice' : 'bill');
        if (String(document.Type).startsWith('ACCREC') !== (side === 'receivable')) throw invalid('allocations[0].id', side === 'receivable' ? 'names a bill or supplier credit: pay it through bill-payments' : 'names a sales document: pay it through payments');
        const currency = document.CurrencyCode ?? write.currency;
        if (!currency) throw invalid('currency', 'is unknown for this document');
        const amount = decimal(target.amount ?? write.total_amount, currency);
        if (amount === undefined) throw invalid('total_amount', 'is required');
        if (!write.account?.id && !write.account?.code) throw invalid('account', 'names the bank account paid from or into (id or code)');
        const paid = isCredit ? { CreditNote: { CreditNoteID: target.id } } : { Invoice: { InvoiceID: target.id } };
        return { Payments: [{ ...paid, ...fieldsIn(body), Amount: amount }] };
      },
    },
  });
}

export const xeroPayments = payments(unifiedPayments, 'receivable', { document: 'invoice_id', party: 'customer_id' });
export const xeroBillPayments = payments(billPayments, 'payable', { document: 'bill_id', party: 'supplier_id' });
