/**
 * A realm's purchases and ledger: bills paid and unpaid (some by store
 * department, with a note, to a named A/P account) with their bill
 * payments; expenses paid by card or check (checks numbered); purchase
 * orders with their expected dates and delivery address; journal entries
 * (opening balances, loan repayments); and notes attached to the first
 * invoice.
 */
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../framework/kit/index.js';
import type { QuickBooksRealm } from './realms.js';
import { PRODUCTS, ref, type SeedLists } from './seed-lists.js';
import type { SeedNames } from './seed-names.js';
import type { SeedWriter } from './seed-writer.js';

const EXPENSE_ACCOUNTS = ['Advertising', 'Rent or Lease', 'Utilities', 'Office Expenses', 'Job Expenses', 'Legal & Professional Fees', 'Insurance', 'Telephone'];
const BILL_NOTES = ['Quarterly service contract', 'Disputed line credited next month', 'Paid by check; receipt filed'];

export function seedPurchases(w: SeedWriter, faker: Faker, realm: QuickBooksRealm, lists: SeedLists, names: SeedNames, invoices: readonly StoredRecord[]): void {
  const { account, departments, products } = lists;
  const { vendors } = names;
  const foreign = Object.keys(realm.exchangeRates);
  const department = (index: number) => ({ DepartmentRef: ref(departments[index % departments.length] as StoredRecord) });
  const expenseLine = (name: string, amount: number) => ({ DetailType: 'AccountBasedExpenseLineDetail', Amount: amount, Description: name, AccountBasedExpenseLineDetail: { AccountRef: account(name) } });
  const cost = (index: number) => (PRODUCTS[index % PRODUCTS.length] as [string, number, number])[2];

  const bills: StoredRecord[] = [];
  for (let b = 0; b < 16; b++) {
    const days = 110 - b * 6;
    const amount = Number(faker.finance.amount({ min: 40, max: 2400, dec: 2 }));
    const itemLine = { DetailType: 'ItemBasedExpenseLineDetail', Amount: 10 * cost(b), ItemBasedExpenseLineDetail: { ItemRef: ref(products[b % 6] as StoredRecord), Qty: 10, UnitPrice: cost(b) } };
    bills.push(w.create('Bill', {
      VendorRef: ref(vendors[b % 11] as StoredRecord), TxnDate: w.date(days), DocNumber: `INV-${faker.string.numeric(5)}`,
      Line: [expenseLine(EXPENSE_ACCOUNTS[b % EXPENSE_ACCOUNTS.length] as string, amount), ...(b % 3 === 0 ? [itemLine] : [])],
      ...(b % 4 === 2 ? department(b) : {}), ...(b % 5 === 1 ? { PrivateNote: BILL_NOTES[b % BILL_NOTES.length] } : {}),
      ...(b % 6 === 3 ? { APAccountRef: account('Accounts Payable (A/P)') } : {}),
    }, days));
  }
  bills.forEach((bill, b) => {
    if (b % 3 === 2) return;
    const amount = b % 4 === 1 ? Math.floor(Number(bill.TotalAmt) / 3) : Number(bill.TotalAmt);
    w.create('BillPayment', {
      VendorRef: bill.VendorRef, PayType: 'Check', CheckPayment: { BankAccountRef: account('Checking') }, TotalAmt: amount, TxnDate: w.date(Math.max(1, 95 - b * 6)),
      ...(b % 4 === 1 ? { PrivateNote: 'First instalment' } : {}), Line: [{ Amount: amount, LinkedTxn: [{ TxnId: bill.id, TxnType: 'Bill' }] }],
    }, Math.max(1, 95 - b * 6));
  });
  if (foreign[0] && vendors[11]) {
    w.create('Bill', { VendorRef: ref(vendors[11]), TxnDate: w.date(12), Line: [expenseLine('Job Expenses', 860.4)] }, 12);
  }

  for (let p = 0; p < 6; p++) {
    const check = p % 2 === 1;
    w.create('Purchase', {
      PaymentType: check ? 'Check' : 'CreditCard', AccountRef: account(check ? 'Checking' : 'Visa Credit Card'), EntityRef: { ...ref(vendors[p] as StoredRecord), type: 'Vendor' },
      TxnDate: w.date(70 - p * 10), ...(check ? { DocNumber: String(5000 + p) } : {}), ...(p % 3 === 0 ? department(p) : {}),
      Line: [expenseLine(check ? 'Bank Charges' : p === 4 ? 'Meals' : 'Travel', Number(faker.finance.amount({ min: 12, max: 480, dec: 2 })))],
    }, 70 - p * 10);
  }
  // Orders are delivered to the company's yard.
  const shipTo = { Line1: faker.location.streetAddress(), City: faker.location.city(), PostalCode: faker.location.zipCode(), Country: realm.country };
  for (let o = 0; o < 3; o++) {
    const days = 30 - o * 8;
    w.create('PurchaseOrder', {
      VendorRef: ref(vendors[o + 2] as StoredRecord), TxnDate: w.date(days), POStatus: o === 0 ? 'Closed' : 'Open',
      Line: [{ DetailType: 'ItemBasedExpenseLineDetail', ItemBasedExpenseLineDetail: { ItemRef: ref(products[o] as StoredRecord), Qty: 20 + o * 5, UnitPrice: cost(o) } }],
      ExpectedDate: w.date(days - 10), ...(o !== 0 ? { DueDate: w.date(days - 30), ...department(o) } : {}),
      ShipAddr: shipTo,
      ...(o === 1 ? { APAccountRef: account('Accounts Payable (A/P)'), Memo: 'Deliver to the loading dock at the back.', PrivateNote: 'Price agreed by phone' } : {}),
    }, days);
  }

  w.create('JournalEntry', { TxnDate: w.date(365), DocNumber: 'OB-1', PrivateNote: 'Opening balances', Line: [
    { DetailType: 'JournalEntryLineDetail', Amount: 25000, Description: 'Opening bank balance', JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Checking') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 18000, Description: 'Truck', JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Truck') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 15000, Description: 'Equipment loan', JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Equipment Loan') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 28000, Description: 'Owner investment', JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Opening Balance Equity') } },
  ] }, 365);
  for (let j = 0; j < 2; j++) w.create('JournalEntry', { TxnDate: w.date(60 - j * 30), PrivateNote: 'Loan repayment', Line: [
    { DetailType: 'JournalEntryLineDetail', Amount: 500, JournalEntryLineDetail: { PostingType: 'Debit', AccountRef: account('Equipment Loan') } },
    { DetailType: 'JournalEntryLineDetail', Amount: 500, JournalEntryLineDetail: { PostingType: 'Credit', AccountRef: account('Checking') } },
  ] }, 60 - j * 30);

  const first = { AttachableRef: [{ EntityRef: { type: 'Invoice', value: (invoices[0] as StoredRecord).id } }] };
  w.create('Attachable', { Note: 'Customer asked for the fountain to be delivered on a weekday.', ...first }, 90);
  w.create('Attachable', { Note: 'Delivered Tuesday; signed for by the site manager.', ...first }, 84);
}
