/**
 * Bill payments ← Xero's payments of bills and refunds of supplier credit
 * notes (payment-endpoint.ts has the mapping and Xero's rules). Filters:
 * updated_since (If-Modified-Since), bill_id, supplier_id, type;
 * sort: updated_at. Xero edits no payment: update is not offered.
 */
import type { Static } from 'typebox';
import { BillPayment as BillPaymentModel, billPayments } from '../../unified/accounting/bill-payments.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { allocationOf, currencyOfPayment, documentOf, PAYMENT_TYPES, paymentEndpoint, type PaymentWrite, type XeroPayment } from './payment-endpoint.js';
import { isoInstant, minor, text } from './values.js';

type BillPayment = Static<typeof BillPaymentModel>;

export const fromXeroBillPayment = mapFields<XeroPayment, BillPayment>({
  id: (payment) => payment.PaymentID,
  currency: (payment) => currencyOfPayment(payment) as BillPayment['currency'],
  currency_rate: (payment) => payment.CurrencyRate ?? null,
  total_amount: (payment) => minor(payment.Amount, currencyOfPayment(payment)),
  reference: (payment) => text(payment.Reference),
  account: (payment) => (payment.Account?.AccountID ? { id: payment.Account.AccountID, code: payment.Account.Code ?? null, name: payment.Account.Name ?? null } : null),
  transaction_date: (payment) => isoInstant(payment.Date),
  supplier: (payment) => {
    const contact = documentOf(payment)?.Contact;
    return contact?.ContactID ? { id: contact.ContactID, display_name: contact.Name ?? null } : null;
  },
  reconciled: (payment) => payment.IsReconciled === true,
  status: () => 'authorised',
  type: (payment) => PAYMENT_TYPES[payment.PaymentType ?? ''] as BillPayment['type'],
  allocations: (payment) => allocationOf(payment, 'bill') as BillPayment['allocations'],
  updated_at: (payment) => isoInstant(payment.UpdatedDateUTC),
});

const endpoint = paymentEndpoint<BillPayment>('payable', fromXeroBillPayment, ['updated_since', 'bill_id', 'supplier_id', 'type']);

export const xeroBillPayments = implement(billPayments, {
  downstream: { id: 'Payments', name: 'Payments (payable)' },
  mapper: fromXeroBillPayment,
  ...endpoint,
  add: (ctx, { record }) => endpoint.add(ctx, { record: record as PaymentWrite }),
});
