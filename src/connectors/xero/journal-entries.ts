/**
 * Journal entries ← Xero's manual journals (/ManualJournals: GET, PUT, POST;
 * GET and POST /ManualJournals/{ManualJournalID}), in the organisation's
 * base currency (read from the organisation to convert amounts).
 *
 *   ManualJournalID → id · Narration ↔ title · Date ↔ posted_at · Status ↔ status
 *   JournalLines ↔ line_items: LineAmount ↔ total_amount (debit positive,
 *   credit negative, with type debit/credit), AccountID/AccountCode ↔
 *   ledger_account, TaxType ↔ tax_rate, Description ↔ description, Tracking ↔
 *   tracking_categories · tax_inclusive → LineAmountTypes (written only; Xero
 *   answers NoTax for journals without tax) · UpdatedDateUTC → updated_at
 *
 * The gateway checks that debits equal credits before a create leaves the
 * service. A new entry is a DRAFT (Xero's default) unless it asks to be posted; a delete deletes
 * a draft and voids a posted journal. Xero's manual journals have no number
 * or source: SPEC.md's number and sourceid filters answer an empty list.
 * Filters: updated_since (If-Modified-Since), status (every manual
 * journal is of scope "manual", so scope is not offered); sort: updated_at.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { JournalEntry as JournalEntryModel, journalEntries } from '../../unified/accounting/journal-entries.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { withUnmatchableFilters } from '../framework/unmatchable-filters.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero, xeroOne } from './api.js';
import { lineAmountTypesOf } from './documents.js';
import { trackingOf, type XeroLineItem } from './line-items.js';
import { pagedList } from './list.js';
import { currencyOf } from './organisation.js';
import { decimal, isoInstant, minor, text, xeroDay } from './values.js';
import { modifiedSince } from './where.js';

type JournalEntry = Static<typeof JournalEntryModel>;
type Line = NonNullable<JournalEntry['line_items']>[number];

interface XeroManualJournal {
  ManualJournalID: string;
  Narration?: string;
  Date?: string;
  Status?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  JournalLines?: Array<XeroLineItem & { LineAmount?: number; IsBlank?: boolean }>;
  UpdatedDateUTC?: string;
}
type InCurrency = XeroManualJournal & { currency: string };

const STATUSES: Readonly<Record<string, JournalEntry['status']>> = { DRAFT: 'draft', POSTED: 'posted', VOIDED: 'voided', DELETED: 'deleted', ARCHIVED: 'other' };

export const fromXeroManualJournal = mapFields<InCurrency, JournalEntry>({
  id: (journal) => journal.ManualJournalID,
  title: (journal) => text(journal.Narration),
  currency: (journal) => journal.currency as JournalEntry['currency'],
  posted_at: (journal) => isoInstant(journal.Date) ?? undefined,
  status: (journal) => STATUSES[journal.Status ?? ''] ?? 'other',
  source_type: () => 'manual',
  line_items: (journal) => (journal.JournalLines ?? []).map((line, index): Line => ({
    id: line.LineItemID ?? `${journal.ManualJournalID}:${index + 1}`,
    line_number: index + 1,
    description: text(line.Description),
    total_amount: minor(line.LineAmount, journal.currency),
    tax_amount: minor(line.TaxAmount, journal.currency),
    type: (line.LineAmount ?? 0) < 0 ? 'credit' : 'debit',
    ledger_account: line.AccountID ? { id: line.AccountID, code: line.AccountCode ?? null } : null,
    ...(line.TaxType ? { tax_rate: { id: line.TaxType, code: line.TaxType } } : {}),
    tracking_categories: trackingOf(line.Tracking),
  })),
  updated_at: (journal) => isoInstant(journal.UpdatedDateUTC),
});

function toXeroLines(lines: readonly Line[], currency: string) {
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

function toXeroManualJournal(record: Partial<JournalEntry>, currency: string, creating: boolean): Partial<XeroManualJournal> & Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const narration = record.title ?? record.memo;
  if (narration != null) out.Narration = narration;
  else if (creating) out.Narration = 'Journal entry';
  const date = xeroDay(record.posted_at);
  if (date) out.Date = date;
  const status = record.status === 'draft' ? 'DRAFT' : record.status === 'posted' ? 'POSTED' : record.status === 'voided' ? 'VOIDED' : undefined;
  if (record.status && !['draft', 'posted', 'voided'].includes(record.status)) {
    throw new ApiError('RequestValidationError', { message: 'Xero\'s manual journals are draft, posted or voided', detail: { status: 'one of draft, posted, voided' } });
  }
  if (status) out.Status = status;
  const amounts = lineAmountTypesOf({ tax_inclusive: record.tax_inclusive });
  out.LineAmountTypes = amounts ?? (creating ? 'NoTax' : undefined);
  if (out.LineAmountTypes === undefined) delete out.LineAmountTypes;
  if (record.line_items) out.JournalLines = toXeroLines(record.line_items, currency);
  return out as Partial<XeroManualJournal>;
}

async function read(ctx: ConnectorContext, id: string): Promise<InCurrency> {
  const [journal, currency] = await Promise.all([xeroOne<XeroManualJournal>(ctx, 'ManualJournals', id, 'journal entry'), currencyOf(ctx, undefined)]);
  if (journal.Status === 'DELETED') throw entityNotFound('No Xero journal entry has this id', { id });
  return { ...journal, currency };
}

const save = async (ctx: ConnectorContext, path: string, method: 'PUT' | 'POST', fields: Record<string, unknown>, idempotent: boolean) =>
  ({ id: firstOf<XeroManualJournal>(await xero(ctx, { method, path, json: { ManualJournals: [fields] }, idempotent }), 'ManualJournals').ManualJournalID });

const list = pagedList<XeroManualJournal, XeroManualJournal>({
  collection: 'ManualJournals',
  filters: ['updated_since', 'status'],
  sort: { updated_at: 'UpdatedDateUTC' },
  map: (journal) => journal,
  request: ({ filter }) => ({
    where: [
      'Status!="DELETED"',
      filter.status !== undefined ? `Status=="${Object.keys(STATUSES).find((key) => STATUSES[key] === filter.status) ?? 'NONE'}"` : undefined,
    ],
    modifiedSince: modifiedSince(filter.updated_since),
  }),
});

export const xeroJournalEntries = implement(journalEntries, {
  downstream: { id: 'ManualJournals', name: 'ManualJournals' },
  mapper: fromXeroManualJournal,
  list: withUnmatchableFilters({
    ...list,
    // The lines' amounts are in the base currency, which the records themselves do not name.
    async run(ctx, params) {
      const [currency, page] = await Promise.all([currencyOf(ctx, undefined), list.run(ctx, params)]);
      return { ...page, items: page.items.map((journal) => fromXeroManualJournal({ ...journal, currency })) };
    },
  }, ['number', 'sourceid']),
  one: async (ctx, { id }) => fromXeroManualJournal(await read(ctx, id)),
  add: async (ctx, { record }) => save(ctx, 'ManualJournals', 'PUT', toXeroManualJournal(record, await currencyOf(ctx, record.currency), true), true),
  update: async (ctx, { id, record }) => {
    const current = await read(ctx, id);
    // Xero's description requires the narration of every journal it is sent.
    return save(ctx, `ManualJournals/${current.ManualJournalID}`, 'POST', { Narration: current.Narration, ...toXeroManualJournal(record, current.currency, false) }, false);
  },
  delete: async (ctx, { id }) => {
    const current = await read(ctx, id);
    await save(ctx, `ManualJournals/${current.ManualJournalID}`, 'POST', { Narration: current.Narration, Status: current.Status === 'POSTED' ? 'VOIDED' : 'DELETED' }, false);
    return { id: current.ManualJournalID };
  },
});
