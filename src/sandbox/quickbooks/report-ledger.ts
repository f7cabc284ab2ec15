/**
 * What the emulator's reports read: the ledger's postings (ledger.ts, the
 * same ones behind every account's CurrentBalance) with their dates, and the
 * chart of accounts. Reports sum postings over a date range, nothing else:
 * there is no second copy of the books. Also the company's fiscal year
 * (CompanyInfo.FiscalYearStartMonth), which income and expense accounts
 * restart with.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import { ZERO, type Dec } from './decimal.js';
import { CLASSIFICATION, POSTING_ENTITIES, postingsOf, type Posting } from './ledger.js';
import type { QuickBooksRealm } from './realms.js';

export interface DatedPosting extends Posting {
  txn: StoredRecord;
}

export function allPostings(tenant: TenantState, realm: QuickBooksRealm): DatedPosting[] {
  const out: DatedPosting[] = [];
  for (const entity of POSTING_ENTITIES) {
    for (const txn of tenant.table(entity).all()) for (const posting of postingsOf(tenant, realm, entity, txn)) out.push({ ...posting, txn });
  }
  return out;
}

/** Debit-positive balance per account of the postings dated from `from` (inclusive, or the beginning) through `to`. */
export function balancesBetween(postings: readonly DatedPosting[], from: string | undefined, to: string, keep: (posting: DatedPosting) => boolean = () => true): Map<string, Dec> {
  const balances = new Map<string, Dec>();
  for (const posting of postings) {
    if (posting.date > to || (from !== undefined && posting.date < from) || !keep(posting)) continue;
    balances.set(posting.account, (balances.get(posting.account) ?? ZERO) + posting.amount);
  }
  return balances;
}

/** Whether an account's balance carries over years (balance sheet) or restarts with each fiscal year (income, expenses). */
export function isBalanceSheet(account: StoredRecord): boolean {
  const classification = CLASSIFICATION[String(account.AccountType)];
  return classification === 'Asset' || classification === 'Liability' || classification === 'Equity';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The first day of the fiscal year that holds `day`. */
export function fiscalYearStart(realm: QuickBooksRealm, day: string): string {
  const startMonth = Math.max(0, MONTHS.indexOf(realm.fiscalYearStartMonth)) + 1;
  const [year, month] = day.split('-').map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The account QuickBooks carries earlier years' results into (AccountSubType RetainedEarnings). */
export function retainedEarningsAccount(tenant: TenantState): StoredRecord | undefined {
  return tenant.table('Account').all().find((account) => account.AccountSubType === 'RetainedEarnings');
}
