/**
 * What QuickBooks' sales forms share (SalesTransaction in its schema):
 * Invoice, CreditMemo, SalesReceipt, RefundReceipt and Estimate each name a
 * customer (active), are in the customer's currency, take its addresses
 * unless they give their own, carry item lines with tax and totals (sales-lines.ts), a document number QuickBooks assigns when
 * none is sent, and post to the ledger (ledger.ts) unless they are estimates.
 * Each form's own rules come in `rules`.
 */
import type { FieldTable, StoredRecord } from '../framework/kit/index.js';
import { num } from './decimal.js';
import { defineEntity, type Ctx, type QboEntityOptions } from './entity.js';
import { businessRule, requiredField } from './faults.js';
import { namedRef, refOf, resolveRef } from './refs.js';
import { normaliseSalesLines } from './sales-lines.js';
import { autoDocNumber, inHome, txnCurrency, txnDates } from './txn.js';

export const SALES_FIELDS: FieldTable = {
  DocNumber: { kind: 'string' },
  TxnDate: { kind: 'string' },
  PrivateNote: { kind: 'string', maxLength: 4000 },
  CustomerRef: { kind: 'object' },
  CustomerMemo: { kind: 'object' },
  BillAddr: { kind: 'object' },
  ShipAddr: { kind: 'object' },
  BillEmail: { kind: 'object' },
  ClassRef: { kind: 'object' },
  DepartmentRef: { kind: 'object' },
  Line: { kind: 'array' },
  TxnTaxDetail: { kind: 'object' },
  CurrencyRef: { kind: 'object' },
  ExchangeRate: { kind: 'number' },
  ApplyTaxAfterDiscount: { kind: 'boolean', default: false },
  PrintStatus: { kind: 'string', enum: ['NotSet', 'NeedToPrint', 'PrintComplete'], default: 'NotSet' },
  EmailStatus: { kind: 'string', enum: ['NotSet', 'NeedToSend', 'EmailSent'], default: 'NotSet' },
  CustomField: { kind: 'array' },
  LinkedTxn: { kind: 'array', readOnly: true },
  TotalAmt: { kind: 'number', readOnly: true },
  HomeTotalAmt: { kind: 'number', readOnly: true },
};

/**
 * A new form's bill-to and ship-to addresses, where it gives none, are its
 * customer's defaults ("If BillAddr is not specified, and a default
 * Customer:BillingAddr is specified in QuickBooks for this customer, the
 * default bill-to address is used"; the same for ShipAddr), copied: later
 * changes to the customer leave the form as it was.
 */
function defaultAddresses(record: StoredRecord, customer: StoredRecord): void {
  for (const [field, from] of [['BillAddr', 'BillAddr'], ['ShipAddr', 'ShipAddr']] as const) {
    if ((record[field] === undefined || record[field] === null) && customer[from] !== undefined && customer[from] !== null) record[field] = structuredClone(customer[from]);
  }
}

export interface SalesFormOptions extends Omit<QboEntityOptions, 'sequence' | 'normalise'> {
  /** The form's own rules, after the shared ones (customer, currency, dates, lines, totals). */
  rules?(record: StoredRecord, ctx: Ctx, previous?: StoredRecord): void;
}

export function salesForm(options: SalesFormOptions) {
  return defineEntity({
    ...options,
    sequence: 'txn',
    fields: { ...SALES_FIELDS, ...options.fields },
    normalise(record, ctx, previous) {
      if (previous?.voided === true) throw businessRule('This transaction has been voided and cannot be changed', '6000');
      if (record.CustomerRef === undefined || record.CustomerRef === null) throw requiredField('CustomerRef');
      const customer = resolveRef(ctx, 'Customer', record.CustomerRef, 'CustomerRef');
      record.CustomerRef = refOf('Customer', customer);
      if (!previous) defaultAddresses(record, customer);
      txnDates(ctx, record);
      autoDocNumber(ctx, record, options.name);
      const currency = txnCurrency(ctx, record, customer);
      record.ClassRef = namedRef(ctx, 'Class', record.ClassRef, 'ClassRef');
      record.DepartmentRef = namedRef(ctx, 'Department', record.DepartmentRef, 'DepartmentRef');
      const total = normaliseSalesLines(ctx, record, currency);
      if (currency !== ctx.account.homeCurrency) record.HomeTotalAmt = num(inHome(ctx, record, total));
      else delete record.HomeTotalAmt;
      options.rules?.(record, ctx, previous);
    },
  });
}
