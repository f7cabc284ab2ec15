/**
 * QuickBooks' purchase forms:
 * - Bill (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/bill):
 *   what the company owes a vendor, in the vendor's currency, due by its
 *   terms; its Balance follows the bill payments applied (books.ts); it can
 *   be deleted but not voided through the API, nor deleted once paid;
 * - Purchase (an expense, a check or a credit card charge): paid at once from
 *   AccountRef (a bank or credit card account); Credit marks a refund;
 * - PurchaseOrder: an order to a vendor, which posts nothing; POStatus Open
 *   or Closed.
 */
import type { StoredRecord } from '../framework/kit/index.js';
import { num } from './decimal.js';
import { appliedTo, settle } from './books.js';
import { defineEntity, type Ctx } from './entity.js';
import { normaliseExpenseLines } from './expense-lines.js';
import { businessRule, invalidField, requiredField } from './faults.js';
import { namedRef, refOf, resolveRef } from './refs.js';
import { autoDocNumber, inHome, txnCurrency, txnDates } from './txn.js';

const PURCHASE_FIELDS = {
  DocNumber: { kind: 'string' },
  TxnDate: { kind: 'string' },
  PrivateNote: { kind: 'string', maxLength: 4000 },
  Line: { kind: 'array' },
  CurrencyRef: { kind: 'object' },
  ExchangeRate: { kind: 'number' },
  DepartmentRef: { kind: 'object' },
  LinkedTxn: { kind: 'array', readOnly: true },
  TotalAmt: { kind: 'number', readOnly: true },
  HomeTotalAmt: { kind: 'number', readOnly: true },
} as const;

/** Vendor (required for bills and orders), currency, dates, lines and totals. */
function purchaseBasics(record: StoredRecord, ctx: Ctx, party: StoredRecord | undefined, previous?: StoredRecord): void {
  if (previous?.voided === true) throw businessRule('This transaction has been voided and cannot be changed', '6000');
  txnDates(ctx, record);
  const currency = txnCurrency(ctx, record, party);
  record.DepartmentRef = namedRef(ctx, 'Department', record.DepartmentRef, 'DepartmentRef');
  const total = normaliseExpenseLines(ctx, record, currency);
  if (currency !== ctx.account.homeCurrency) record.HomeTotalAmt = num(inHome(ctx, record, total));
  else delete record.HomeTotalAmt;
}

function vendorOf(record: StoredRecord, ctx: Ctx): StoredRecord {
  if (record.VendorRef === undefined || record.VendorRef === null) throw requiredField('VendorRef');
  const vendor = resolveRef(ctx, 'Vendor', record.VendorRef, 'VendorRef');
  record.VendorRef = refOf('Vendor', vendor);
  return vendor;
}

export const bills = defineEntity({
  name: 'Bill',
  sequence: 'txn',
  writes: { delete: true },
  fields: {
    ...PURCHASE_FIELDS,
    VendorRef: { kind: 'object' },
    APAccountRef: { kind: 'object' },
    SalesTermRef: { kind: 'object' },
    DueDate: { kind: 'string' },
    Balance: { kind: 'number', readOnly: true },
    HomeBalance: { kind: 'number', readOnly: true },
  },
  normalise(record, ctx, previous) {
    const vendor = vendorOf(record, ctx);
    purchaseBasics(record, ctx, vendor, previous);
    record.APAccountRef = namedRef(ctx, 'Account', record.APAccountRef, 'APAccountRef');
    record.SalesTermRef = namedRef(ctx, 'Term', record.SalesTermRef ?? vendor.TermRef, 'SalesTermRef');
    if (record.DueDate === undefined || record.DueDate === null) {
      const term = record.SalesTermRef ? ctx.tenant.table('Term').get(String((record.SalesTermRef as { value: string }).value)) : undefined;
      const days = typeof term?.DueDays === 'number' ? term.DueDays : 0;
      record.DueDate = new Date(Date.parse(`${String(record.TxnDate)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    }
    const paid = appliedTo(ctx.tenant, 'Bill', record.id).amount;
    if (paid > 0n && Number(record.TotalAmt) < num(paid)) throw businessRule('The bill amount can\'t be less than the payments applied to it.', '6000');
    settle(ctx, 'Bill', record);
  },
  beforeDelete(record, ctx) {
    if (appliedTo(ctx.tenant, 'Bill', record.id).payments.length > 0) throw businessRule('This bill has payments applied to it. Delete the bill payments first.', '6000');
  },
});

const PAYMENT_TYPES = ['Cash', 'Check', 'CreditCard'];

export const purchases = defineEntity({
  name: 'Purchase',
  sequence: 'txn',
  writes: { delete: true },
  fields: {
    ...PURCHASE_FIELDS,
    AccountRef: { kind: 'object' },
    PaymentType: { kind: 'string' },
    PaymentMethodRef: { kind: 'object' },
    EntityRef: { kind: 'object' },
    Credit: { kind: 'boolean', default: false },
    PrintStatus: { kind: 'string', enum: ['NotSet', 'NeedToPrint', 'PrintComplete'], default: 'NotSet' },
  },
  normalise(record, ctx, previous) {
    if (!PAYMENT_TYPES.includes(String(record.PaymentType))) throw invalidField('PaymentType', `PaymentType must be one of ${PAYMENT_TYPES.join(', ')}`, '2170', 'Invalid Enumeration');
    if (record.AccountRef === undefined || record.AccountRef === null) throw requiredField('AccountRef');
    const account = resolveRef(ctx, 'Account', record.AccountRef, 'AccountRef');
    if (account.AccountType !== 'Bank' && account.AccountType !== 'Credit Card') throw invalidField('AccountRef', 'AccountRef must be a bank or credit card account', '6000', 'A business validation error has occurred while processing your request');
    record.AccountRef = refOf('Account', account);
    const entity = record.EntityRef as { value?: unknown; type?: unknown } | undefined;
    let party: StoredRecord | undefined;
    if (entity !== undefined && entity !== null) {
      const type = ['Customer', 'Vendor', 'Employee'].includes(String(entity.type)) ? String(entity.type) : 'Vendor';
      party = resolveRef(ctx, type, entity, 'EntityRef');
      record.EntityRef = { ...refOf(type, party), type };
    }
    purchaseBasics(record, ctx, party?.CurrencyRef ? party : undefined, previous);
    record.PaymentMethodRef = namedRef(ctx, 'PaymentMethod', record.PaymentMethodRef, 'PaymentMethodRef');
  },
});

export const purchaseOrders = defineEntity({
  name: 'PurchaseOrder',
  sequence: 'txn',
  writes: { delete: true },
  fields: {
    ...PURCHASE_FIELDS,
    VendorRef: { kind: 'object' },
    APAccountRef: { kind: 'object' },
    DueDate: { kind: 'string' },
    ExpectedDate: { kind: 'string' },
    ShipAddr: { kind: 'object' },
    VendorAddr: { kind: 'object' },
    Memo: { kind: 'string', maxLength: 4000 },
    POStatus: { kind: 'string', enum: ['Open', 'Closed'], default: 'Open' },
    EmailStatus: { kind: 'string', enum: ['NotSet', 'NeedToSend', 'EmailSent'], default: 'NotSet' },
  },
  normalise(record, ctx, previous) {
    const vendor = vendorOf(record, ctx);
    purchaseBasics(record, ctx, vendor, previous);
    autoDocNumber(ctx, record, 'PurchaseOrder');
    record.APAccountRef = namedRef(ctx, 'Account', record.APAccountRef, 'APAccountRef');
  },
});
