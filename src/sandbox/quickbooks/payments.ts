/**
 * Payment and BillPayment
 * (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/payment,
 * …/billpayment): money received from a customer or paid to a vendor, each
 * line applying part of it to one document through `LinkedTxn` (a payment
 * line names an Invoice, or a CreditMemo whose credit it uses; a bill
 * payment line names a Bill). A line may not apply more than the document
 * still owes, documents must be the same party's and in the same currency,
 * and what the lines do not apply is the payment's UnappliedAmt. Changing,
 * voiding (?operation=update&include=void) or deleting a payment settles the
 * documents again (books.ts).
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { dec, num, sum, ZERO, type Dec } from './decimal.js';
import { linksOf, resettle } from './books.js';
import { defineEntity, type Ctx } from './entity.js';
import { businessRule, invalidField, requiredField } from './faults.js';
import { amountOf, namedRef, refOf, resolveRef } from './refs.js';
import { linesOf } from './sales-lines.js';
import { txnCurrency, txnDates, voidAmounts } from './txn.js';

type Json = Record<string, unknown>;

const COMMON = {
  TxnDate: { kind: 'string' },
  PrivateNote: { kind: 'string', maxLength: 4000 },
  CurrencyRef: { kind: 'object' },
  ExchangeRate: { kind: 'number' },
  DepartmentRef: { kind: 'object' },
  Line: { kind: 'array', default: [] },
  TotalAmt: { kind: 'number' },
} as const;

/** Checks every line against the document it names; returns the signed amount applied (credits negative). */
function applyLines(ctx: Ctx, record: StoredRecord, previous: StoredRecord | undefined, party: { field: string; id: string }, allowed: readonly string[], currency: string): Dec {
  const before = previous ? linksOf(previous) : [];
  const applied: Dec[] = [];
  record.Line = linesOf(record).map((line, index) => {
    const at = `Line[${index}]`;
    const links = line.LinkedTxn as Json[] | undefined;
    if (!Array.isArray(links) || links.length !== 1) throw invalidField(`${at}.LinkedTxn`, 'Each line must link exactly one transaction', '2020', 'Required param missing, need to supply the required value for the API');
    const link = links[0] as Json;
    const type = String(link.TxnType);
    if (!allowed.includes(type)) throw invalidField(`${at}.LinkedTxn.TxnType`, `TxnType must be one of ${allowed.join(', ')}`, '2170', 'Invalid Enumeration');
    const document = ctx.tenant.table(type).get(String(link.TxnId));
    if (!document || document.voided === true) throw invalidField(`${at}.LinkedTxn.TxnId`, `${type} ${String(link.TxnId).slice(0, 20)} does not exist or was voided`, '2500', 'Invalid Reference Id');
    if ((document[party.field] as { value?: string }).value !== party.id) throw businessRule(`${type} ${document.id} belongs to another ${party.field.replace('Ref', '').toLowerCase()}`, '6000');
    if ((document.CurrencyRef as { value?: string }).value !== currency) throw businessRule(`${type} ${document.id} is in another currency`, '6000');
    if (line.Amount === undefined) throw requiredField(`${at}.Amount`);
    const amount = amountOf(line.Amount, currency, `${at}.Amount`);
    if (amount <= ZERO) throw invalidField(`${at}.Amount`, 'Amount must be positive', '2050', 'Invalid Number');
    const mine = sum(before.filter((old) => old.type === type && old.id === document.id).map((old) => old.amount));
    const open = (dec(document.Balance) ?? ZERO) + mine;
    if (amount > open) throw businessRule(`The amount applied to ${type} ${document.id} (${num(amount)}) is more than it has open (${num(open)})`, '6000');
    applied.push(type === 'CreditMemo' ? -amount : amount);
    return { Amount: num(amount), LinkedTxn: [{ TxnId: document.id, TxnType: type }] };
  });
  return sum(applied);
}

function totalOf(record: StoredRecord, currency: string): Dec {
  if (record.TotalAmt === undefined || record.TotalAmt === null) throw requiredField('TotalAmt');
  const total = amountOf(record.TotalAmt, currency, 'TotalAmt');
  if (total < ZERO) throw invalidField('TotalAmt', 'TotalAmt must not be negative', '2050', 'Invalid Number');
  return total;
}

export const payments = defineEntity({
  name: 'Payment',
  sequence: 'txn',
  writes: { delete: true, void: 'include' },
  fields: {
    ...COMMON,
    CustomerRef: { kind: 'object' },
    DepositToAccountRef: { kind: 'object' },
    ARAccountRef: { kind: 'object' },
    PaymentMethodRef: { kind: 'object' },
    PaymentRefNum: { kind: 'string', maxLength: 21 },
    UnappliedAmt: { kind: 'number', readOnly: true },
    ProcessPayment: { kind: 'boolean', default: false },
  },
  normalise(record, ctx, previous) {
    if (previous?.voided === true) throw businessRule('This payment has been voided and cannot be changed', '6000');
    if (record.CustomerRef === undefined || record.CustomerRef === null) throw requiredField('CustomerRef');
    const customer = resolveRef(ctx, 'Customer', record.CustomerRef, 'CustomerRef');
    record.CustomerRef = refOf('Customer', customer);
    txnDates(ctx, record);
    const currency = txnCurrency(ctx, record, customer);
    const total = totalOf(record, currency);
    const applied = applyLines(ctx, record, previous, { field: 'CustomerRef', id: customer.id }, ['Invoice', 'CreditMemo'], currency);
    if (applied > total) throw businessRule('The payment\'s lines apply more than its TotalAmt', '6000');
    record.TotalAmt = num(total);
    record.UnappliedAmt = num(total - applied);
    record.DepositToAccountRef = namedRef(ctx, 'Account', record.DepositToAccountRef, 'DepositToAccountRef');
    record.ARAccountRef = namedRef(ctx, 'Account', record.ARAccountRef, 'ARAccountRef');
    record.PaymentMethodRef = namedRef(ctx, 'PaymentMethod', record.PaymentMethodRef, 'PaymentMethodRef');
    record.DepartmentRef = namedRef(ctx, 'Department', record.DepartmentRef, 'DepartmentRef');
  },
  afterWrite: (record, ctx, previous) => resettle(ctx, record, previous),
  void: (record) => voidAmounts(record),
});

export const billPayments = defineEntity({
  name: 'BillPayment',
  sequence: 'txn',
  writes: { delete: true, void: 'include' },
  fields: {
    ...COMMON,
    DocNumber: { kind: 'string' },
    VendorRef: { kind: 'object' },
    APAccountRef: { kind: 'object' },
    PayType: { kind: 'string', enum: ['Check', 'CreditCard'] },
    CheckPayment: { kind: 'object' },
    CreditCardPayment: { kind: 'object' },
  },
  normalise(record, ctx, previous) {
    if (previous?.voided === true) throw businessRule('This bill payment has been voided and cannot be changed', '6000');
    if (record.VendorRef === undefined || record.VendorRef === null) throw requiredField('VendorRef');
    const vendor = resolveRef(ctx, 'Vendor', record.VendorRef, 'VendorRef');
    record.VendorRef = refOf('Vendor', vendor);
    if (record.PayType === undefined) throw requiredField('PayType');
    const [holder, field] = record.PayType === 'Check' ? ['CheckPayment', 'BankAccountRef'] : ['CreditCardPayment', 'CCAccountRef'];
    const payment = (record[holder] ?? {}) as Json;
    if (payment[field] === undefined) throw requiredField(`${holder}.${field}`);
    record[holder] = { ...payment, [field]: refOf('Account', resolveRef(ctx, 'Account', payment[field], `${holder}.${field}`)) };
    txnDates(ctx, record);
    const currency = txnCurrency(ctx, record, vendor);
    const total = totalOf(record, currency);
    const applied = applyLines(ctx, record, previous, { field: 'VendorRef', id: vendor.id }, ['Bill'], currency);
    if (applied > total) throw businessRule('The bill payment\'s lines apply more than its TotalAmt', '6000');
    record.TotalAmt = num(total);
    record.APAccountRef = namedRef(ctx, 'Account', record.APAccountRef, 'APAccountRef');
    record.DepartmentRef = namedRef(ctx, 'Department', record.DepartmentRef, 'DepartmentRef');
  },
  afterWrite: (record, ctx, previous) => resettle(ctx, record, previous),
  void: (record) => voidAmounts(record),
});
