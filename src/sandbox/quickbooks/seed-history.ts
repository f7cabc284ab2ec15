/**
 * The company's earlier fiscal year and its closed books: a little trading
 * more than a year ago (sales paid on the spot, rent paid by check), so the
 * reports have results of an earlier year to carry into Retained Earnings,
 * and a closing date a few days after the company started, as a bookkeeper
 * closes the first weeks once they are reconciled. The closing date is set
 * last: QuickBooks refuses postings on or before it, seeds included.
 */
import type { SeedContext, StoredRecord } from '../framework/kit/index.js';
import { setBookCloseDate } from './book-close.js';
import type { QuickBooksRealm } from './realms.js';
import { ref, type SeedLists } from './seed-lists.js';
import type { SeedNames } from './seed-names.js';
import { itemLine } from './seed-sales.js';
import type { SeedWriter } from './seed-writer.js';

/** Days before now the books are closed through: after the company's start (400 days), before any later posting. */
export const BOOKS_CLOSED_DAYS_AGO = 380;

export function seedHistory(seed: SeedContext<QuickBooksRealm>, w: SeedWriter, lists: SeedLists, names: SeedNames): void {
  const { account, services, products } = lists;
  // More than 366 days ago: always in an earlier fiscal year than today's, whatever month the year starts.
  [375, 371].forEach((days, s) => {
    w.create('SalesReceipt', {
      CustomerRef: ref(names.customers[s] as StoredRecord), TxnDate: w.date(days), DepositToAccountRef: account('Checking'),
      Line: [itemLine(services[s] as StoredRecord, 6 + s * 4), itemLine(products[s] as StoredRecord, 4)],
    }, days);
  });
  w.create('Purchase', {
    PaymentType: 'Check', AccountRef: account('Checking'), DocNumber: '4990', TxnDate: w.date(372), EntityRef: { ...ref(names.vendors[0] as StoredRecord), type: 'Vendor' },
    Line: [{ DetailType: 'AccountBasedExpenseLineDetail', Amount: 640, Description: 'Yard rent', AccountBasedExpenseLineDetail: { AccountRef: account('Rent or Lease') } }],
  }, 372);
  seedOtherIncomeAndExpenses(w, lists);
  setBookCloseDate(seed.tenant, w.date(BOOKS_CLOSED_DAYS_AGO));
}

/**
 * Interest the bank paid and a late-filing penalty, this year: so the profit
 * and loss has its Other Income and Other Expenses sections. Created after
 * everything else, so the ids of the rest of the seed stay as they were.
 */
function seedOtherIncomeAndExpenses(w: SeedWriter, lists: SeedLists): void {
  const penalties = w.create('Account', { Name: 'Penalties & Settlements', AccountType: 'Other Expense', AccountSubType: 'PenaltiesSettlements', AcctNum: '7100' }, 60);
  const line = (amount: number, type: 'Debit' | 'Credit', account: ReturnType<SeedLists['account']>, description: string) => ({
    DetailType: 'JournalEntryLineDetail', Amount: amount, Description: description, JournalEntryLineDetail: { PostingType: type, AccountRef: account },
  });
  w.create('JournalEntry', { TxnDate: w.date(40), DocNumber: 'JE-INT-1', PrivateNote: 'Interest on the savings account', Line: [
    line(18.4, 'Debit', lists.account('Savings'), 'Interest received'), line(18.4, 'Credit', lists.account('Interest Earned'), 'Interest received'),
  ] }, 40);
  w.create('JournalEntry', { TxnDate: w.date(35), DocNumber: 'JE-PEN-1', PrivateNote: 'Late filing penalty', Line: [
    line(35, 'Debit', ref(penalties), 'Late filing penalty'), line(35, 'Credit', lists.account('Checking'), 'Late filing penalty'),
  ] }, 35);
}
