/**
 * A realm's sales: invoices that are open, partially paid, paid, overdue and
 * voided (some by store department or class, some to a named A/R account),
 * with the payments that settle them; credit memos, one used by a payment;
 * sales receipts and refunds paid on the spot; and estimates, one of them
 * converted into an invoice. Addresses come from the customers, as
 * QuickBooks fills them in.
 */
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../framework/kit/index.js';
import { ref, type SeedLists } from './seed-lists.js';
import type { SeedNames } from './seed-names.js';
import type { SeedWriter } from './seed-writer.js';

/** The customers that buy (the first 24; the job at the end is billed through its parent). */
const BUYERS = 24;

export function itemLine(item: StoredRecord, qty: number, taxable = false) {
  return { DetailType: 'SalesItemLineDetail', Description: String(item.Description), SalesItemLineDetail: { ItemRef: ref(item), Qty: qty, UnitPrice: item.UnitPrice, TaxCodeRef: { value: taxable ? 'TAX' : 'NON' } } };
}

export function seedSales(w: SeedWriter, faker: Faker, lists: SeedLists, names: SeedNames): StoredRecord[] {
  const { account, classes, departments, methods, services, products, stateCode, countyCode } = lists;
  const customers = names.customers.slice(0, BUYERS);
  const customer = (index: number) => customers[index % customers.length] as StoredRecord;
  const department = (index: number) => ({ DepartmentRef: ref(departments[index % departments.length] as StoredRecord) });
  const memo = { CustomerMemo: { value: 'Thank you for your business.' } };

  const invoices: StoredRecord[] = [];
  for (let i = 0; i < 30; i++) {
    const buyer = customer(i);
    const days = 120 - i * 4;
    const lines = [itemLine(services[i % services.length] as StoredRecord, 1 + (i % 5)), ...(i % 2 === 0 ? [itemLine(products[i % products.length] as StoredRecord, 2 + (i % 7), true)] : [])];
    invoices.push(w.create('Invoice', {
      CustomerRef: ref(buyer), TxnDate: w.date(days), Line: lines, ...(i % 4 === 0 ? { TxnTaxDetail: { TxnTaxCodeRef: ref(i % 8 === 0 ? countyCode : stateCode) } } : {}),
      ...memo, BillEmail: buyer.PrimaryEmailAddr, EmailStatus: i % 3 === 0 ? 'EmailSent' : 'NotSet',
      ...(i % 5 === 0 ? { ClassRef: ref(classes[2] as StoredRecord) } : {}),
      ...(i % 3 === 1 ? department(i) : {}),
      ...(i % 5 === 2 ? { ARAccountRef: account('Accounts Receivable (A/R)') } : {}),
    }, days));
  }
  invoices.forEach((invoice, i) => {
    if (i % 6 === 5) return w.void('Invoice', invoice, 120 - i * 4 - 1);
    if (i % 3 === 2 || i % 6 === 1) return;
    const total = Number(invoice.TotalAmt);
    const partial = i % 4 === 0;
    const currency = (invoice.CurrencyRef as { value: string }).value;
    const amount = partial ? Math.floor(total / 2) : total;
    if (amount <= 0 || (partial && currency === 'JPY' && amount === total)) return;
    w.create('Payment', {
      CustomerRef: invoice.CustomerRef, TotalAmt: amount, TxnDate: w.date(Math.max(1, 100 - i * 4)), PaymentMethodRef: ref(methods[i % methods.length] as StoredRecord),
      DepositToAccountRef: i % 2 === 0 ? account('Undeposited Funds') : account('Checking'), PaymentRefNum: String(1000 + i),
      ...(i % 5 === 3 ? { ARAccountRef: account('Accounts Receivable (A/R)') } : {}),
      ...(partial ? { PrivateNote: 'First half; the rest on completion.' } : {}),
      Line: [{ Amount: amount, LinkedTxn: [{ TxnId: invoice.id, TxnType: 'Invoice' }] }],
    }, Math.max(1, 100 - i * 4));
  });

  const creditTo = invoices[2] as StoredRecord;
  const credit = w.create('CreditMemo', { CustomerRef: creditTo.CustomerRef, TxnDate: w.date(20), Line: [itemLine(services[4] as StoredRecord, 1)], PrivateNote: 'Goodwill credit' }, 20);
  if (Number(creditTo.Balance) >= Number(credit.TotalAmt)) {
    w.create('Payment', { CustomerRef: creditTo.CustomerRef, TotalAmt: 0, TxnDate: w.date(19), Line: [{ Amount: credit.TotalAmt, LinkedTxn: [{ TxnId: creditTo.id, TxnType: 'Invoice' }] }, { Amount: credit.TotalAmt, LinkedTxn: [{ TxnId: credit.id, TxnType: 'CreditMemo' }] }] }, 19);
  }
  // Returned goods, credited with their tax, to the store that sold them; one to a named A/R account.
  for (let m = 0; m < 3; m++) {
    w.create('CreditMemo', {
      CustomerRef: ref(customer(6 + m * 5)), TxnDate: w.date(64 - m * 21), Line: [itemLine(products[m + 2] as StoredRecord, 1 + m, true)],
      TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) }, ...department(m), ...(m !== 1 ? { ClassRef: ref(classes[m] as StoredRecord) } : {}),
      ...(m === 2 ? { ARAccountRef: account('Accounts Receivable (A/R)') } : {}), PrivateNote: 'Returned unopened',
    }, 64 - m * 21);
  }

  for (let s = 0; s < 3; s++) {
    w.create('SalesReceipt', {
      CustomerRef: ref(customer(5 + s)), TxnDate: w.date(40 - s * 10), Line: [itemLine(products[s] as StoredRecord, 3, true)], TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) },
      PaymentMethodRef: ref(methods[s === 1 ? 2 : 0] as StoredRecord), DepositToAccountRef: account('Checking'), ...memo, ...department(s),
      ...(s === 1 ? { PaymentRefNum: `AUTH-${faker.string.numeric(6)}` } : {}), ...(s !== 2 ? { ClassRef: ref(classes[0] as StoredRecord) } : {}),
    }, 40 - s * 10);
  }
  // Money given back on the spot: a faulty part, a cancelled visit, returned goods with their tax.
  const refunds: [number, StoredRecord, number, boolean][] = [[6, products[1] as StoredRecord, 1, false], [9, services[3] as StoredRecord, 1, false], [12, products[3] as StoredRecord, 2, true]];
  refunds.forEach(([buyer, item, qty, taxable], r) => {
    w.create('RefundReceipt', {
      CustomerRef: ref(customer(buyer)), TxnDate: w.date(15 + r * 12), Line: [itemLine(item, qty, taxable)], DepositToAccountRef: account('Checking'),
      PaymentMethodRef: ref(methods[r === 1 ? 1 : 0] as StoredRecord), ...(r === 1 ? { PaymentRefNum: String(2100 + r) } : {}),
      ...(taxable ? { TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) } } : {}), ...(r !== 0 ? { ...memo, ...department(r), ClassRef: ref(classes[r] as StoredRecord) } : {}),
    }, 15 + r * 12);
  });

  const statuses = ['Pending', 'Accepted', 'Closed', 'Rejected'] as const;
  for (let q = 0; q < 4; q++) {
    const buyer = customer(10 + q);
    const lines = [itemLine(services[q] as StoredRecord, 4), itemLine(products[q] as StoredRecord, 10, true)];
    const estimate = w.create('Estimate', {
      CustomerRef: ref(buyer), TxnDate: w.date(50 - q * 9), ExpirationDate: w.date(20 - q * 9), TxnStatus: statuses[q], Line: lines,
      TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) }, ...(q % 2 === 0 ? { SalesTermRef: buyer.SalesTermRef } : {}),
      ...(q !== 3 ? { CustomerMemo: { value: 'Prices valid until the expiry date.' }, ClassRef: ref(classes[2] as StoredRecord) } : {}), ...(q === 1 ? department(q) : {}),
    }, 50 - q * 9);
    if (statuses[q] !== 'Closed') continue;
    // The customer went ahead: the estimate became an invoice, and QuickBooks links the two both ways.
    const days = 50 - q * 9 - 2;
    const converted = w.create('Invoice', { CustomerRef: ref(buyer), TxnDate: w.date(days), Line: lines, TxnTaxDetail: { TxnTaxCodeRef: ref(stateCode) }, ...memo, ClassRef: ref(classes[2] as StoredRecord) }, days);
    w.change('Invoice', converted, { LinkedTxn: [{ TxnId: estimate.id, TxnType: 'Estimate' }, ...((converted.LinkedTxn as object[] | undefined) ?? [])] }, days);
    w.change('Estimate', estimate, { LinkedTxn: [{ TxnId: converted.id, TxnType: 'Invoice' }] }, days);
    invoices.push(converted);
  }
  return invoices;
}
