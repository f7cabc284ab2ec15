/**
 * Journal entries ↔ QuickBooks JournalEntry (https://developer.intuit.com/app/developer/qbo/docs/api/accounting/all-entities/journalentry):
 * each line a Debit or Credit (PostingType) of a positive amount to an
 * account, optionally naming a customer, vendor or employee and a class or
 * department. The unified line's `type` says the side and `total_amount`
 * is positive for a debit and negative for a credit; the service checks
 * that debits equal credits before anything is sent (the declaration's
 * checkWrite). `number` is the DocNumber (QuickBooks numbers entries itself
 * when none is sent); `posted_at` the transaction date. Delete is QuickBooks'
 * delete. Filters: updated_since, number (exact); sourceid answers an empty
 * list (a JournalEntry has no source document); sort by created_at, updated_at.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { journalEntries } from '../../unified/accounting/journal-entries.js';
import type { ModelOf } from '../../unified/define.js';
import { collection, fieldTable } from '../kit/index.js';
import { documentWrite, inCurrency } from './amounts.js';
import type { Json } from './api.js';
import type { CompanyContext } from './company.js';
import { entityAt } from './entity.js';
import { currencyOf, decimal, defined, linked, minor, optionalText, partyOf, refId, toRef, trackingOf } from './mapping.js';
import { filterOn } from './query.js';
import { companyId, sortableRecordFields } from './record-fields.js';
import { currency, currencyRate, midnight } from './rules.js';

type Unified = Record<string, any>;

function fromLine(line: Json, code: string): Unified {
  const detail = (line.JournalEntryLineDetail ?? {}) as Json;
  const amount = minor(line.Amount ?? 0, code) ?? 0;
  const credit = detail.PostingType === 'Credit';
  const entity = detail.Entity as Json | undefined;
  const party = entity ? partyOf(entity.EntityRef) : null;
  return {
    id: String(line.Id ?? ''),
    description: line.Description ?? null,
    total_amount: credit ? -amount : amount,
    type: credit ? 'credit' : 'debit',
    ledger_account: linked(detail.AccountRef),
    customer: entity?.Type === 'Customer' ? party : null,
    supplier: entity?.Type === 'Vendor' ? party : null,
    employee: entity?.Type === 'Employee' ? party : null,
    tracking_categories: trackingOf(detail.ClassRef),
    department_id: refId(detail.DepartmentRef),
    line_number: typeof line.LineNum === 'number' ? line.LineNum : null,
  };
}

function toLine(line: Unified, code: string): Json {
  const signed = typeof line.total_amount === 'number' ? line.total_amount : line.sub_total;
  if (typeof signed !== 'number') throw new ApiError('RequestValidationError', { message: 'Every journal entry line needs total_amount', detail: { field: 'line_items.total_amount' } });
  const credit = line.type === 'credit' || (line.type !== 'debit' && signed < 0);
  const account = toRef(line.ledger_account);
  if (!account) throw new ApiError('RequestValidationError', { message: 'Every journal entry line needs ledger_account.id', detail: { field: 'line_items.ledger_account.id' } });
  const [type, party] = line.customer?.id ? ['Customer', line.customer] : line.supplier?.id ? ['Vendor', line.supplier] : line.employee?.id ? ['Employee', line.employee] : [undefined, undefined];
  const classRef = toRef(line.tracking_categories?.[0]);
  return defined({
    Description: line.description ?? undefined,
    Amount: decimal(Math.abs(signed), code),
    DetailType: 'JournalEntryLineDetail',
    JournalEntryLineDetail: defined({
      PostingType: credit ? 'Credit' : 'Debit',
      AccountRef: account,
      Entity: type ? { Type: type, EntityRef: { value: party.id } } : undefined,
      ClassRef: classRef,
      DepartmentRef: typeof line.department_id === 'string' ? { value: line.department_id } : undefined,
    }),
  });
}

export const journalEntryFields = fieldTable<ModelOf<typeof journalEntries>, Json, CompanyContext>({
  ...sortableRecordFields,
  display_id: { at: 'DocNumber', codec: optionalText, write: false },
  // QuickBooks numbers an entry itself when none is sent.
  number: { at: 'DocNumber', codec: optionalText },
  currency,
  currency_rate: currencyRate,
  company_id: companyId,
  line_items: {
    read: (record, company) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromLine(line, currencyOf(record, company.home))) as never,
    write: (lines) => (Array.isArray(lines) ? { Line: inCurrency((code) => (lines as Unified[]).map((line) => toLine(line, code))) } : {}),
  },
  status: { read: () => 'posted', write: false },
  memo: { at: 'PrivateNote', codec: optionalText },
  posted_at: midnight('TxnDate', '1970-01-01'),
  source_type: { read: (record) => (record.Adjustment === true ? 'adjustment' : 'manual'), write: false },
}, { nullAs: undefined });

const at = entityAt('JournalEntry');

export const quickbooksJournalEntries = collection(journalEntries, {
  ...at,
  fields: journalEntryFields,
  filters: {
    updated_since: filterOn.since('MetaData.LastUpdatedTime'),
    number: filterOn.equals('DocNumber'),
    // A JournalEntry has no source document: no entry matches (the list hook answers none without a call).
    sourceid: () => ({}),
  },
  hooks: {
    ...at.hooks,
    beforeWrite: documentWrite(),
    list: (_ctx, params, read) => (params.filter.sourceid === undefined ? read(params) : Promise.resolve({ items: [], next: null })),
  },
});
