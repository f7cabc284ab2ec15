/**
 * General ledger transactions ← Xero's journals (GET /Journals, GET
 * /Journals/{JournalID}): every posting Xero made for a document, read only,
 * in the organisation's base currency. A line's NetAmount is debit positive.
 *
 * Xero pages journals by `offset`, the last journal number seen (100 a call);
 * our cursor keeps it. source_type and source_id are filtered here while
 * paging (Xero's journals take no `where`), reading at most MAX_SCAN calls
 * per page; updated_since is If-Modified-Since (journals created since).
 */
import type { Static } from 'typebox';
import { GeneralLedgerTransaction as TransactionModel, generalLedgerTransactions } from '../../unified/accounting/general-ledger-transactions.js';
import { implement, type ListPage } from '../framework/define.js';
import { fieldTable } from '../kit/index.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger, pageSize } from '../framework/paging/strategy.js';
import { xero, xeroOne } from './api.js';
import { computed, instantAt } from './field-rules.js';
import { trackingOf, type XeroLineItem } from './line-items.js';
import { currencyOf } from './organisation.js';
import { isoInstant, minor, text } from './values.js';
import { modifiedSince } from './where.js';

type Transaction = Static<typeof TransactionModel>;

interface XeroJournal {
  JournalID: string;
  JournalNumber?: number;
  JournalDate?: string;
  CreatedDateUTC?: string;
  Reference?: string;
  SourceID?: string;
  SourceType?: string;
  JournalLines?: Array<{
    JournalLineID?: string; AccountID?: string; AccountCode?: string; AccountName?: string; Description?: string;
    NetAmount?: number; TaxAmount?: number; TaxType?: string; TaxName?: string;
    TrackingCategories?: XeroLineItem['Tracking'];
  }>;
}

const JOURNALS_PER_CALL = 100;
const MAX_SCAN = 20;

const SOURCES: Readonly<Record<string, Transaction['source_type']>> = {
  ACCREC: 'invoice', ACCPAY: 'bill', ACCRECCREDIT: 'credit_note', ACCPAYCREDIT: 'credit_note',
  ACCRECPAYMENT: 'payment', ACCPAYPAYMENT: 'payment', ARCREDITPAYMENT: 'refund', APCREDITPAYMENT: 'refund',
  AROVERPAYMENT: 'payment', APOVERPAYMENT: 'payment', ARPREPAYMENT: 'payment', APPREPAYMENT: 'payment',
  CASHREC: 'other', CASHPAID: 'expense', EXPCLAIM: 'expense', EXPPAYMENT: 'payment', MANJOURNAL: 'journal_entry',
  PAYSLIP: 'payroll', WAGEPAYABLE: 'payroll', INTEGRATEDPAYROLLPE: 'payroll', INTEGRATEDPAYROLLPT: 'payroll', INTEGRATEDPAYROLLPTPAYMENT: 'payroll', INTEGRATEDPAYROLLCN: 'payroll',
};

const sourceOf = (journal: XeroJournal) => SOURCES[journal.SourceType ?? ''] ?? 'other';

export const fromXeroJournal = fieldTable<Transaction, XeroJournal, string>({
  id: { at: 'JournalID', write: false },
  number: { read: (journal) => (journal.JournalNumber === undefined ? null : String(journal.JournalNumber)), ...computed },
  posted_at: { read: (journal) => isoInstant(journal.JournalDate) ?? undefined, ...computed },
  source_type: { read: sourceOf, ...computed },
  source_id: { read: (journal) => text(journal.SourceID), ...computed },
  reference: { read: (journal) => text(journal.Reference), ...computed },
  currency: { read: (_journal, currency) => currency as Transaction['currency'], ...computed },
  line_items: {
    read: (journal, currency) => (journal.JournalLines ?? []).map((line, index) => ({
      id: line.JournalLineID ?? `${journal.JournalID}:${index + 1}`,
      line_number: index + 1,
      description: text(line.Description),
      net_amount: minor(line.NetAmount, currency),
      tax_amount: minor(line.TaxAmount, currency),
      type: (line.NetAmount ?? 0) < 0 ? ('credit' as const) : ('debit' as const),
      ...(line.TaxType ? { tax_rate: { id: line.TaxType, code: line.TaxType, name: line.TaxName ?? null } } : {}),
      ledger_account: line.AccountID ? { id: line.AccountID, code: line.AccountCode ?? null, name: line.AccountName ?? null } : null,
      tracking_categories: trackingOf(line.TrackingCategories),
    })),
    ...computed,
  },
  created_at: instantAt('CreatedDateUTC'),
  // Xero never changes a journal once written (a changed document gets new ones).
  updated_at: instantAt('CreatedDateUTC'),
});

function offsetOf(state: unknown): number {
  if (state === undefined) return 0;
  if (hasExactKeys(state, ['offset']) && isNonNegativeInteger(state.offset)) return state.offset;
  throw foreignCursor('journal offset');
}

export const xeroGeneralLedger = implement(generalLedgerTransactions, {
  downstream: { id: 'Journals', name: 'Journals' },
  mapper: fromXeroJournal,
  list: {
    paging: true,
    filters: ['source_type', 'source_id', 'updated_since'],
    async run(ctx, { limit, state, filter }): Promise<ListPage<Transaction>> {
      const size = pageSize(limit, JOURNALS_PER_CALL);
      const since = modifiedSince(filter.updated_since);
      const wanted = (journal: XeroJournal) =>
        (filter.source_type === undefined || sourceOf(journal) === filter.source_type) && (filter.source_id === undefined || journal.SourceID === filter.source_id);
      const currency = await currencyOf(ctx, undefined);
      const items: Transaction[] = [];
      let offset = offsetOf(state);
      for (let call = 0; call < MAX_SCAN; call++) {
        const body = await xero<{ Journals?: XeroJournal[] }>(ctx, { method: 'GET', path: 'Journals', query: { offset }, ...(since ? { modifiedSince: since } : {}) });
        const journals = body.Journals ?? [];
        for (const journal of journals) {
          offset = journal.JournalNumber ?? offset;
          if (!wanted(journal)) continue;
          items.push(fromXeroJournal(journal, currency));
          if (items.length === size) return { items, next: { offset } };
        }
        if (journals.length < JOURNALS_PER_CALL) return { items, next: null };
      }
      // A long stretch without matches: this page ends short, the next one goes on from here.
      return { items, next: { offset } };
    },
  },
  one: async (ctx, { id }) => {
    const [journal, currency] = await Promise.all([xeroOne<XeroJournal>(ctx, 'Journals', id, 'general ledger transaction'), currencyOf(ctx, undefined)]);
    return fromXeroJournal(journal, currency);
  },
});
