/**
 * The other sales forms:
 * - CreditMemo: a credit to the customer; its RemainingCredit (and Balance)
 *   is what payments have not applied yet (a Payment line linking it uses it);
 * - SalesReceipt: a sale paid on the spot into DepositToAccountRef (or
 *   Undeposited Funds); voided with ?operation=update&include=void;
 * - RefundReceipt: money given back from DepositToAccountRef (required);
 * - Estimate: a quote, which posts nothing; TxnStatus Pending, Accepted,
 *   Closed or Rejected, an expiry date, who accepted it.
 * Each can be deleted (POST ?operation=delete).
 */
import { appliedTo, settle } from './books.js';
import { businessRule, requiredField } from './faults.js';
import { namedRef } from './refs.js';
import { salesForm } from './sales-forms.js';
import { isDate } from './time.js';
import { voidAmounts } from './txn.js';
import { invalidField } from './faults.js';

const PAID = {
  PaymentMethodRef: { kind: 'object' },
  PaymentRefNum: { kind: 'string', maxLength: 21 },
  DepositToAccountRef: { kind: 'object' },
} as const;

export const creditMemos = salesForm({
  name: 'CreditMemo',
  writes: { delete: true },
  fields: {
    RemainingCredit: { kind: 'number', readOnly: true },
    Balance: { kind: 'number', readOnly: true },
    ARAccountRef: { kind: 'object' },
  },
  rules(record, ctx) {
    record.ARAccountRef = namedRef(ctx, 'Account', record.ARAccountRef, 'ARAccountRef');
    settle(ctx, 'CreditMemo', record);
  },
  beforeDelete(record, ctx) {
    if (appliedTo(ctx.tenant, 'CreditMemo', record.id).payments.length > 0) throw businessRule('This credit memo has been applied to invoices. Remove it from the payments first.', '6000');
  },
});

export const salesReceipts = salesForm({
  name: 'SalesReceipt',
  writes: { delete: true, void: 'include' },
  fields: { ...PAID, Balance: { kind: 'number', readOnly: true } },
  rules(record, ctx) {
    record.PaymentMethodRef = namedRef(ctx, 'PaymentMethod', record.PaymentMethodRef, 'PaymentMethodRef');
    record.DepositToAccountRef = namedRef(ctx, 'Account', record.DepositToAccountRef, 'DepositToAccountRef');
    record.Balance = 0;
  },
  void: (record) => voidAmounts(record),
});

export const refundReceipts = salesForm({
  name: 'RefundReceipt',
  writes: { delete: true },
  fields: { ...PAID, Balance: { kind: 'number', readOnly: true } },
  rules(record, ctx) {
    if (record.DepositToAccountRef === undefined || record.DepositToAccountRef === null) throw requiredField('DepositToAccountRef');
    record.PaymentMethodRef = namedRef(ctx, 'PaymentMethod', record.PaymentMethodRef, 'PaymentMethodRef');
    record.DepositToAccountRef = namedRef(ctx, 'Account', record.DepositToAccountRef, 'DepositToAccountRef');
    record.Balance = 0;
  },
});

export const estimates = salesForm({
  name: 'Estimate',
  writes: { delete: true },
  fields: {
    TxnStatus: { kind: 'string', enum: ['Pending', 'Accepted', 'Closed', 'Rejected'], default: 'Pending' },
    ExpirationDate: { kind: 'string' },
    AcceptedBy: { kind: 'string', maxLength: 100 },
    AcceptedDate: { kind: 'string' },
    DueDate: { kind: 'string' },
    SalesTermRef: { kind: 'object' },
  },
  rules(record, ctx) {
    record.SalesTermRef = namedRef(ctx, 'Term', record.SalesTermRef, 'SalesTermRef');
    for (const field of ['AcceptedDate', 'ExpirationDate']) {
      if (record[field] !== undefined && record[field] !== null && !isDate(record[field])) throw invalidField(field, `${field} must be a date (yyyy-MM-dd)`, '2040', 'Invalid Date');
    }
  },
});
