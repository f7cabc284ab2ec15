/**
 * Payments ← Xero's payments of sales invoices and refunds of customer
 * credit notes (payment-endpoint.ts has the mapping and Xero's rules).
 * Filters: updated_since (If-Modified-Since), invoice_id, customer_id, type;
 * sort: updated_at. Xero edits no payment: update is not offered.
 */
import type { Static } from 'typebox';
import { Payment as PaymentModel, payments } from '../../unified/accounting/payments.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { allocationOf, currencyOfPayment, documentOf, PAYMENT_TYPES, paymentEndpoint, type PaymentWrite, type XeroPayment } from './payment-endpoint.js';
import { isoInstant, minor, text } from './values.js';

type Payment = Static<typeof PaymentModel>;

export const fromXeroPayment = mapFields<XeroPayment, Payment>({
  id: (payment) => payment.PaymentID,
  currency: (payment) => currencyOfPayment(payment) as Payment['currency'],
  currency_rate: (payment) => payment.CurrencyRate ?? null,
  total_amount: (payment) => minor(payment.Amount, currencyOfPayment(payment)),
  reference: (payment) => text(payment.Reference),
  account: (payment) => (payment.Account?.AccountID ? { id: payment.Account.AccountID, code: payment.Account.Code ?? null, name: payment.Account.Name ?? null } : null),
  transaction_date: (payment) => isoInstant(payment.Date),
  customer: (payment) => {
    const contact = documentOf(payment)?.Contact;
    return contact?.ContactID ? { id: contact.ContactID, display_name: contact.Name ?? null } : null;
  },
  reconciled: (payment) => payment.IsReconciled === true,
  status: () => 'authorised',
  type: (payment) => PAYMENT_TYPES[payment.PaymentType ?? ''] as Payment['type'],
  allocations: (payment) => allocationOf(payment, 'invoice') as Payment['allocations'],
  updated_at: (payment) => isoInstant(payment.UpdatedDateUTC),
});

const endpoint = paymentEndpoint<Payment>('receivable', fromXeroPayment, ['updated_since', 'invoice_id', 'customer_id', 'type']);

export const xeroPayments = implement(payments, {
  downstream: { id: 'Payments', name: 'Payments (receivable)' },
  mapper: fromXeroPayment,
  ...endpoint,
  add: (ctx, { record }) => endpoint.add(ctx, { record: record as PaymentWrite }),
});
