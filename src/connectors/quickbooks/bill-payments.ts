/**
 * Bill payments ↔ QuickBooks BillPayment, money paid to a vendor
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/billpayment),
 * its lines applied to bills (payment-lines.ts), paid by check from a bank
 * account or by credit card (bill-payment-account.ts). Filters supplier_id,
 * updated_since.
 */
import { billPayments } from '../../unified/accounting/bill-payments.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import type { Json } from './api.js';
import { billPaymentAccountWrite } from './bill-payment-account.js';
import type { CompanyContext } from './company.js';
import { currencyOf, linked, optionalText } from './mapping.js';
import { allocations, paymentAt, paymentRules } from './payment-lines.js';
import { party } from './rules.js';

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
  supplier: party('VendorRef'),
  type: { read: () => 'accounts_payable', write: false },
}, { nullAs: undefined });

const at = paymentAt('BillPayment', { entity: 'Vendor', field: 'supplier', ref: 'VendorRef' });

export const quickbooksBillPayments = collection(billPayments, {
  ...at,
  fields: billPaymentFields,
  hooks: {
    ...at.hooks,
    // The account a bill is paid from is a bank account (a check) or a credit card: it goes under the pay type.
    beforeWrite: billPaymentAccountWrite(at.hooks.beforeWrite),
  },
});
