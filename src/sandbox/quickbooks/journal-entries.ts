/**
 * JournalEntry (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/journalentry):
 * lines of JournalEntryLineDetail, each a Debit or Credit of a positive
 * amount to an account, optionally naming a customer, vendor or employee
 * (Entity) and a class or department. Debits must equal credits, in exact
 * decimals; TotalAmt is the debits. Deleted, never voided.
 */
import { num, sum, ZERO, type Dec } from './decimal.js';
import { defineEntity } from './entity.js';
import { businessRule, invalidField, requiredField } from './faults.js';
import { amountOf, namedRef, refOf, resolveRef } from './refs.js';
import { linesOf } from './sales-lines.js';
import { autoDocNumber, inHome, txnCurrency, txnDates } from './txn.js';

type Json = Record<string, unknown>;

export const journalEntries = defineEntity({
  name: 'JournalEntry',
  sequence: 'txn',
  writes: { delete: true },
  fields: {
    DocNumber: { kind: 'string' },
    TxnDate: { kind: 'string' },
    PrivateNote: { kind: 'string', maxLength: 4000 },
    Adjustment: { kind: 'boolean', default: false },
    Line: { kind: 'array' },
    CurrencyRef: { kind: 'object' },
    ExchangeRate: { kind: 'number' },
    TotalAmt: { kind: 'number', readOnly: true },
    HomeTotalAmt: { kind: 'number', readOnly: true },
  },
  normalise(record, ctx) {
    txnDates(ctx, record);
    autoDocNumber(ctx, record, 'JournalEntry');
    const currency = txnCurrency(ctx, record);
    const debits: Dec[] = [];
    const credits: Dec[] = [];
    record.Line = linesOf(record).map((line, index) => {
      const at = `Line[${index}]`;
      if (line.DetailType !== 'JournalEntryLineDetail') throw invalidField(`${at}.DetailType`, 'DetailType must be JournalEntryLineDetail', '2170', 'Invalid Enumeration');
      const detail = (line.JournalEntryLineDetail ?? {}) as Json;
      if (detail.PostingType !== 'Debit' && detail.PostingType !== 'Credit') throw invalidField(`${at}.JournalEntryLineDetail.PostingType`, 'PostingType must be Debit or Credit', '2170', 'Invalid Enumeration');
      if (detail.AccountRef === undefined) throw requiredField(`${at}.JournalEntryLineDetail.AccountRef`);
      if (line.Amount === undefined) throw requiredField(`${at}.Amount`);
      const amount = amountOf(line.Amount, currency, `${at}.Amount`);
      if (amount < ZERO) throw invalidField(`${at}.Amount`, 'Amount must not be negative', '2050', 'Invalid Number');
      (detail.PostingType === 'Debit' ? debits : credits).push(amount);
      const written: Json = { ...detail, AccountRef: refOf('Account', resolveRef(ctx, 'Account', detail.AccountRef, `${at}.JournalEntryLineDetail.AccountRef`)) };
      const entity = detail.Entity as { Type?: unknown; EntityRef?: unknown } | undefined;
      if (entity !== undefined && entity !== null) {
        if (!['Customer', 'Vendor', 'Employee'].includes(String(entity.Type))) throw invalidField(`${at}.JournalEntryLineDetail.Entity.Type`, 'Entity.Type must be Customer, Vendor or Employee', '2170', 'Invalid Enumeration');
        written.Entity = { Type: entity.Type, EntityRef: refOf(String(entity.Type), resolveRef(ctx, String(entity.Type), entity.EntityRef, `${at}.JournalEntryLineDetail.Entity.EntityRef`)) };
      }
      const classRef = namedRef(ctx, 'Class', detail.ClassRef, `${at}.JournalEntryLineDetail.ClassRef`);
      const departmentRef = namedRef(ctx, 'Department', detail.DepartmentRef, `${at}.JournalEntryLineDetail.DepartmentRef`);
      if (classRef) written.ClassRef = classRef;
      if (departmentRef) written.DepartmentRef = departmentRef;
      return { ...line, Id: String(index), LineNum: index + 1, Amount: num(amount), JournalEntryLineDetail: written };
    });
    if (debits.length + credits.length < 2) throw businessRule('A journal entry needs at least two lines', '6000');
    const debit = sum(debits);
    if (debit !== sum(credits)) throw businessRule(`Transaction is not balanced: debits ${num(debit)} and credits ${num(sum(credits))} must be equal. Please check your totals.`, '6000');
    record.TotalAmt = num(debit);
    if (currency !== ctx.account.homeCurrency) record.HomeTotalAmt = num(inHome(ctx, record, debit));
    else delete record.HomeTotalAmt;
  },
});
