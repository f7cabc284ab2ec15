/**
 * Payments ↔ QuickBooks Payment, money received from a customer
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/payment),
 * its lines applied to invoices and credit memos (payment-lines.ts). Filters
 * customer_id, updated_since (QuickBooks cannot query the documents a
 * payment is applied to).
 */
import { payments } from '../../unified/accounting/payments.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { optionalText, refId, refName } from './mapping.js';
import { paymentAt, paymentRules } from './payment-lines.js';
import { linkedRef, party, reference } from './rules.js';

export const paymentFields = fieldTable<ModelOf<typeof payments>, Json, CompanyContext>({
  ...paymentRules({ Invoice: 'invoice', CreditMemo: 'credit_memo' }),
  reference: { at: 'PaymentRefNum', codec: optionalText },
  display_id: { at: 'PaymentRefNum', codec: optionalText, write: false },
  payment_method: { read: (record) => refName(record.PaymentMethodRef), write: false },
  payment_method_id: reference('PaymentMethodRef'),
  accounts_receivable_account_id: { read: (record) => refId(record.ARAccountRef), write: false },
  account: linkedRef('DepositToAccountRef'),
  customer: party('CustomerRef'),
  type: { read: () => 'accounts_receivable', write: false },
}, { nullAs: undefined });

export const quickbooksPayments = collection(payments, {
  ...paymentAt('Payment', { entity: 'Customer', field: 'customer', ref: 'CustomerRef' }),
  fields: paymentFields,
});

