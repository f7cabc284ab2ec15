/**
 * What the reports read from the emulator's one ledger (ledger.ts: the
 * journals every posting writes): each account's movement over a range of
 * days, and the fiscal year a day falls in by the organisation's
 * FinancialYearEnd. Nothing is stored twice: every report is summed from
 * the journals when it is asked for.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import { dec, ZERO, type Dec } from '../framework/kit/decimal.js';
import type { XeroOrganisation } from './accounts.js';
import { classOf } from './chart.js';
import { DAY_MS } from './dates.js';

/** A journal as the reports read it: its date and its lines' AccountID and NetAmount (debit positive). */
export type BookJournal = Readonly<Record<string, unknown>>;

/**
 * The organisation and the journals a report sums: the ledger's own
 * (accrual), or their cash-basis version (report-cash-basis.ts).
 */
export interface Books { tenant: TenantState; journals: readonly BookJournal[] }

/** Each account's movement (debit positive, base currency) over journals dated from `from` to `to` (epoch ms days, inclusive). */
export function movements(books: Books, from: number, to: number): Map<string, Dec> {
  const totals = new Map<string, Dec>();
  for (const journal of books.journals) {
    const date = journal.JournalDate as number;
    if (date < from || date > to) continue;
    for (const line of journal.JournalLines as Array<Record<string, unknown>>) {
      const id = String(line.AccountID);
      totals.set(id, (totals.get(id) ?? ZERO) + (dec(line.NetAmount) ?? ZERO));
    }
  }
  return totals;
}

/** The first day of the fiscal year that holds `day`. */
export function fiscalYearStart(organisation: XeroOrganisation, day: number): number {
  const { month, day: endDay } = organisation.financialYearEnd;
  const yearEndIn = (year: number) => Date.UTC(year, month - 1, Math.min(endDay, new Date(Date.UTC(year, month, 0)).getUTCDate()));
  const year = new Date(day).getUTCFullYear();
  const end = day <= yearEndIn(year) ? yearEndIn(year) : yearEndIn(year + 1);
  const previousEnd = yearEndIn(new Date(end).getUTCFullYear() - 1);
  return previousEnd + DAY_MS;
}

export const isProfitAndLoss = (account: StoredRecord) => ['REVENUE', 'EXPENSE'].includes(classOf(account.Type));

export function retainedEarningsAccount(tenant: TenantState): StoredRecord | undefined {
  return tenant.table('accounts').all().find((account) => account.SystemAccount === 'RETAINEDEARNINGS');
}

/**
 * Every account's balance as Xero reports it at `day`: balance sheet
 * accounts cumulative, income and expenses from the start of the fiscal
 * year; the results of earlier years (every income and expense before that
 * start) are added to Retained Earnings, as Xero rolls them over.
 */
export function balancesAt(books: Books, organisation: XeroOrganisation, day: number): Map<string, Dec> {
  const { tenant } = books;
  const start = fiscalYearStart(organisation, day);
  const cumulative = movements(books, Number.MIN_SAFE_INTEGER, day);
  const earlier = movements(books, Number.MIN_SAFE_INTEGER, start - DAY_MS);
  const retained = retainedEarningsAccount(tenant);
  const out = new Map<string, Dec>();
  let earlierResult = ZERO;
  for (const account of tenant.table('accounts').all()) {
    const total = cumulative.get(account.id) ?? ZERO;
    if (isProfitAndLoss(account)) {
      const before = earlier.get(account.id) ?? ZERO;
      earlierResult += before;
      out.set(account.id, total - before);
    } else {
      out.set(account.id, total);
    }
  }
  if (retained) out.set(retained.id, (out.get(retained.id) ?? ZERO) + earlierResult);
  return out;
}

/** Accounts in Xero's report order: by code, those without a code last. */
export function accountsInOrder(tenant: TenantState): StoredRecord[] {
  return [...tenant.table('accounts').all()].sort((a, b) => String(a.Code ?? '~').localeCompare(String(b.Code ?? '~')) || String(a.Name).localeCompare(String(b.Name)));
}
