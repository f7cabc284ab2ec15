/**
 * Journal entries ← Xero's manual journals (/ManualJournals), in the
 * organisation's base currency (the collection's context). A line's
 * LineAmount is debit positive, credit negative; tax_inclusive is written
 * only (Xero answers NoTax for journals without tax).
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import type { JournalEntry as JournalEntryModel } from '../../unified/accounting/journal-entries.js';
import { fieldTable } from '../kit/index.js';
import { lineAmountTypesOf } from './documents.js';
import { computed, instantAt, put } from './field-rules.js';
import { trackingOf, type XeroLineItem } from './line-items.js';
import { decimal, isoInstant, minor, text, xeroDay } from './values.js';

type JournalEntry = Static<typeof JournalEntryModel>;
type Line = NonNullable<JournalEntry['line_items']>[number];

export interface XeroManualJournal {
  ManualJournalID: string;
  Narration?: string;
  Date?: string;
  Status?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  JournalLines?: Array<XeroLineItem & { LineAmount?: number; IsBlank?: boolean }>;
  UpdatedDateUTC?: string;
}
export const STATUSES: Readonly<Record<string, JournalEntry['status']>> = { DRAFT: 'draft', POSTED: 'posted', VOIDED: 'voided', DELETED: 'deleted', ARCHIVED: 'other' };

const WRITTEN_STATUSES: Readonly<Record<string, string>> = { draft: 'DRAFT', posted: 'POSTED', voided: 'VOIDED' };

export const journalEntryFields = fieldTable<JournalEntry, XeroManualJournal, string>({
  id: { at: 'ManualJournalID', write: false },
  title: { read: (journal) => text(journal.Narration), write: put('Narration') },
  memo: { write: (memo, record) => (record.title != null ? {} : put('Narration')(memo)) },
  currency: { read: (_journal, currency) => currency as JournalEntry['currency'], ...computed },
  posted_at: { read: (journal) => isoInstant(journal.Date) ?? undefined, write: (date) => put('Date')(xeroDay(date)) },
  status: {
    read: (journal) => STATUSES[journal.Status ?? ''] ?? 'other',
    write: (status) => {
      if (status && !WRITTEN_STATUSES[status]) throw new ApiError('RequestValidationError', { message: 'Xero\'s manual journals are draft, posted or voided', detail: { status: 'one of draft, posted, voided' } });
      return put('Status')(status ? WRITTEN_STATUSES[status] : null);
    },
  },
  source_type: { read: () => 'manual', ...computed },
  tax_inclusive: { write: (inclusive) => put('LineAmountTypes')(lineAmountTypesOf({ tax_inclusive: inclusive })) },
  line_items: {
    read: (journal, currency) => (journal.JournalLines ?? []).map((line, index): Line => ({
      id: line.LineItemID ?? `${journal.ManualJournalID}:${index + 1}`,
      line_number: index + 1,
      description: text(line.Description),
      total_amount: minor(line.LineAmount, currency),
      tax_amount: minor(line.TaxAmount, currency),
      type: (line.LineAmount ?? 0) < 0 ? 'credit' : 'debit',
      ledger_account: line.AccountID ? { id: line.AccountID, code: line.AccountCode ?? null } : null,
      ...(line.TaxType ? { tax_rate: { id: line.TaxType, code: line.TaxType } } : {}),
      tracking_categories: trackingOf(line.Tracking),
    })),
    ...computed,
  },
  updated_at: { ...instantAt('UpdatedDateUTC'), sort: 'UpdatedDateUTC' },
});

/** The lines of a write, amounts in `currency`. */
export function toXeroLines(lines: readonly Line[], currency: string) {
  return lines.map((line, index) => {
    const amount = line.total_amount ?? line.sub_total;
    if (amount == null) throw new ApiError('RequestValidationError', { message: `line_items[${index}] needs total_amount`, detail: { [`line_items[${index}].total_amount`]: 'required' } });
    const signed = line.type === 'credit' ? -Math.abs(amount) : line.type === 'debit' ? Math.abs(amount) : amount;
    const taxType = line.tax_rate?.id ?? line.tax_rate?.code;
    const tracking = (line.tracking_categories ?? []).filter((entry) => entry !== null && entry.id && entry.parent_id);
    return {
      LineAmount: decimal(signed, currency),
      ...(line.ledger_account?.id ? { AccountID: line.ledger_account.id } : line.ledger_account?.code ? { AccountCode: line.ledger_account.code } : {}),
      ...(line.description != null ? { Description: line.description } : {}),
      ...(taxType ? { TaxType: taxType } : {}),
      ...(tracking.length > 0 ? { Tracking: tracking.map((entry) => ({ TrackingCategoryID: entry!.parent_id, TrackingOptionID: entry!.id })) } : {}),
    };
  });
}

