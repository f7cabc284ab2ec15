/**
 * Journal entries on Xero's manual journals (/ManualJournals: GET, PUT, POST;
 * GET and POST /ManualJournals/{ManualJournalID}; journal-entry-fields.ts
 * maps them), in the organisation's base currency (read from the
 * organisation to convert amounts).
 *
 * The gateway checks that debits equal credits before a create leaves the
 * service. A new entry is a DRAFT (Xero's default) unless it asks to be posted; a delete deletes
 * a draft and voids a posted journal. Xero's manual journals have no number
 * or source: SPEC.md's number and sourceid filters answer an empty list
 * (journal-unmatchable-filters.ts).
 * Filters: updated_since (If-Modified-Since), status (every manual
 * journal is of scope "manual", so scope is not offered); sort: updated_at.
 */
import { journalEntries } from '../../unified/accounting/journal-entries.js';
import { collection } from '../kit/index.js';
import { undeleted, where, xeroRecords } from './dialect.js';
import { fieldsIn } from './documents.js';
import { journalEntryFields, STATUSES, toXeroLines, type XeroManualJournal } from './journal-entry-fields.js';
import { unlessUnmatchable, unmatchableFilters } from './journal-unmatchable-filters.js';
import { currencyOf } from './organisation.js';

const JOURNALS = xeroRecords('ManualJournals', 'ManualJournalID');

export const xeroJournalEntries = collection(journalEntries, {
  ...JOURNALS,
  what: 'journal entry',
  fields: journalEntryFields,
  // The lines' amounts are in the base currency, which the records themselves do not name.
  context: (_body, { ctx }) => currencyOf(ctx, undefined),
  listQuery: { where: ['Status!="DELETED"'] },
  only: (journal: XeroManualJournal) => undeleted(journal),
  filters: {
    updated_since: where.modified,
    status: (status) => ({ where: `Status=="${Object.keys(STATUSES).find((key) => STATUSES[key] === status) ?? 'NONE'}"` }),
    ...unmatchableFilters,
  },
  // Xero's description requires the narration of every journal it is sent.
  delete: { method: 'POST', body: (current: XeroManualJournal) => JOURNALS.wrap({ Narration: current.Narration, Status: current.Status === 'POSTED' ? 'VOIDED' : 'DELETED' }) },
  hooks: {
    list: unlessUnmatchable,
    async beforeWrite(ctx, { operation, record, body, current }) {
      const fields = fieldsIn(body);
      const lines = record.line_items ? { JournalLines: toXeroLines(record.line_items, await currencyOf(ctx, operation === 'add' ? record.currency : undefined)) } : {};
      if (operation === 'update') return JOURNALS.wrap({ Narration: (await current()).Narration, ...fields, ...lines });
      return JOURNALS.wrap({ Narration: 'Journal entry', LineAmountTypes: 'NoTax', ...fields, ...lines });
    },
  },
});
