/**
 * The general ledger behind the emulator's documents, as Xero keeps it and
 * serves it at GET /Journals: every posting (an invoice or bill authorised,
 * a payment, a credit note, a bank transaction, a manual journal) writes a
 * journal of lines in the organisation's base currency, debits positive and
 * credits negative, summing to zero; undoing one (a void, a deleted payment)
 * writes a journal that reverses what that source posted. Journals are never
 * changed, and numbered in order per organisation.
 *
 * Ledger balances, and so the reports part 2 reads, are the sums of these
 * lines per account.
 */
import type { StoredRecord, TenantState } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { dec, num, sum, ZERO, type Dec } from '../framework/kit/decimal.js';
import { refuseLocked } from './lock-dates.js';
import { systemAccount, taxRateOf } from './lookups.js';

export interface PostingLine {
  account: StoredRecord;
  /** Base currency, debit positive. */
  net: Dec;
  tax?: Dec;
  taxType?: string;
  description?: string;
  tracking?: unknown;
}

export interface Posting {
  sourceId: string;
  sourceType: string;
  /** The document's date (epoch ms, midnight UTC). */
  date: number;
  reference?: string;
  lines: PostingLine[];
}

export interface LedgerContext {
  tenant: TenantState;
  organisation: XeroOrganisation;
  now: number;
  newId(): string;
}

function journalLine(ctx: LedgerContext, line: PostingLine): Record<string, unknown> {
  const tax = line.tax ?? ZERO;
  const rate = line.taxType ? taxRateOf(ctx.tenant, line.taxType) : undefined;
  return {
    JournalLineID: ctx.newId(),
    AccountID: line.account.id,
    AccountCode: line.account.Code,
    AccountType: line.account.Type,
    AccountName: line.account.Name,
    ...(line.description ? { Description: line.description } : {}),
    NetAmount: num(line.net),
    GrossAmount: num(line.net + tax),
    TaxAmount: num(tax),
    ...(line.taxType ? { TaxType: line.taxType, TaxName: String(rate?.Name ?? line.taxType) } : {}),
    TrackingCategories: Array.isArray(line.tracking) ? line.tracking.map((entry) => ({ ...(entry as object) })) : [],
  };
}

/** Writes a journal for a posting; its lines must balance. */
export function post(ctx: LedgerContext, posting: Posting): StoredRecord | undefined {
  const lines = posting.lines.filter((line) => line.net !== ZERO || (line.tax ?? ZERO) !== ZERO);
  if (lines.length === 0) return undefined;
  refuseLocked(ctx.organisation, posting.date);
  const balance = sum(lines.map((line) => line.net));
  if (balance !== ZERO) throw new Error(`journal for ${posting.sourceType} ${posting.sourceId} does not balance (${num(balance)})`);
  const journal: StoredRecord = {
    id: ctx.newId(),
    JournalNumber: ctx.tenant.next('journal-number'),
    JournalDate: posting.date,
    CreatedDateUTC: ctx.now,
    ...(posting.reference ? { Reference: posting.reference } : {}),
    SourceID: posting.sourceId,
    SourceType: posting.sourceType,
    JournalLines: lines.map((line) => journalLine(ctx, line)),
  };
  return ctx.tenant.table('journals').insert(journal);
}

/** Reverses everything a source has posted so far (a void, a deleted payment), dated `date`. */
export function reverse(ctx: LedgerContext, sourceId: string, date: number): StoredRecord | undefined {
  const posted = ctx.tenant.table('journals').all().filter((journal) => journal.SourceID === sourceId);
  if (posted.length === 0) return undefined;
  const byAccount = new Map<string, { account: StoredRecord; net: Dec; tax: Dec; taxType?: string }>();
  for (const journal of posted) {
    for (const line of journal.JournalLines as Array<Record<string, unknown>>) {
      const account = ctx.tenant.table('accounts').get(String(line.AccountID));
      if (!account) continue;
      const key = `${account.id}|${String(line.TaxType ?? '')}`;
      const entry = byAccount.get(key) ?? { account, net: ZERO, tax: ZERO, ...(line.TaxType ? { taxType: String(line.TaxType) } : {}) };
      entry.net += dec(line.NetAmount) ?? ZERO;
      entry.tax += dec(line.TaxAmount) ?? ZERO;
      byAccount.set(key, entry);
    }
  }
  const lines = [...byAccount.values()].map((entry) => ({ account: entry.account, net: -entry.net, tax: -entry.tax, ...(entry.taxType ? { taxType: entry.taxType } : {}) }));
  return post(ctx, { sourceId, sourceType: String(posted[0]!.SourceType), date, lines });
}

/** Each account's balance (debit positive) over every journal dated on or before `until`. */
export function balances(tenant: TenantState, until = Number.MAX_SAFE_INTEGER): Map<string, Dec> {
  const totals = new Map<string, Dec>();
  for (const journal of tenant.table('journals').all()) {
    if ((journal.JournalDate as number) > until) continue;
    for (const line of journal.JournalLines as Array<Record<string, unknown>>) {
      const id = String(line.AccountID);
      totals.set(id, (totals.get(id) ?? ZERO) + (dec(line.NetAmount) ?? ZERO));
    }
  }
  return totals;
}

/** The ledger's receivable, payable, tax and rounding accounts, by Xero's system account codes. */
export const system = {
  receivable: (tenant: TenantState) => systemAccount(tenant, 'DEBTORS'),
  payable: (tenant: TenantState) => systemAccount(tenant, 'CREDITORS'),
  tax: (tenant: TenantState) => systemAccount(tenant, 'GST'),
  rounding: (tenant: TenantState) => systemAccount(tenant, 'ROUNDING'),
};
