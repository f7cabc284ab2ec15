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
import type { ConnectorContext } from '../framework/define.js';
import { implement } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { withUnmatchableFilters } from '../framework/unmatchable-filters.js';
import type { Json } from './api.js';
import { homeCurrency, type CompanyContext } from './company.js';
import { crud } from './crud.js';
import { createdAt, currencyOf, decimal, defined, linked, minor, nonEmpty, perRecord, refId, refName, toRef, updatedAt } from './mapping.js';
import { queryList, sinceCondition, where } from './query.js';

type C = CompanyContext;
type Unified = Record<string, any>;

const currency = perRecord((record: Json, c: C) => currencyOf(record, c.home));

function fromLine(line: Json, code: string): Unified {
  const detail = (line.JournalEntryLineDetail ?? {}) as Json;
  const amount = minor(line.Amount ?? 0, code) ?? 0;
  const credit = detail.PostingType === 'Credit';
  const entity = detail.Entity as Json | undefined;
  const party = entity ? { id: refId(entity.EntityRef) as string, display_name: refName(entity.EntityRef) } : null;
  const classId = refId(detail.ClassRef);
  return {
    id: String(line.Id ?? ''),
    description: line.Description ?? null,
    total_amount: credit ? -amount : amount,
    type: credit ? 'credit' : 'debit',
    ledger_account: linked(detail.AccountRef),
    customer: entity?.Type === 'Customer' ? party : null,
    supplier: entity?.Type === 'Vendor' ? party : null,
    employee: entity?.Type === 'Employee' ? party : null,
    tracking_categories: classId === null ? null : [{ id: classId, name: refName(detail.ClassRef) }],
    department_id: refId(detail.DepartmentRef),
    line_number: typeof line.LineNum === 'number' ? line.LineNum : null,
  };
}

export const fromQuickBooksJournalEntry = mapFields<Json, ModelOf<typeof journalEntries>, C>({
  id: (record) => String(record.Id),
  display_id: (record) => nonEmpty(record.DocNumber),
  number: (record) => nonEmpty(record.DocNumber),
  currency: (record, c) => currency(record, c),
  currency_rate: (record) => (typeof record.ExchangeRate === 'number' ? record.ExchangeRate : null),
  company_id: (_record, c) => c.realm,
  line_items: (record, c) => ((record.Line as Json[] | undefined) ?? []).map((line) => fromLine(line, currency(record, c))) as never,
  status: () => 'posted',
  memo: (record) => nonEmpty(record.PrivateNote),
  posted_at: (record) => `${String(record.TxnDate ?? '1970-01-01')}T00:00:00.000Z`,
  source_type: (record) => (record.Adjustment === true ? 'adjustment' : 'manual'),
  row_version: (record) => String(record.SyncToken),
  created_at: (record) => createdAt(record),
  updated_at: (record) => updatedAt(record),
});

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

async function entryBody(record: Unified, ctx: ConnectorContext, existing?: Json): Promise<Json> {
  const code = typeof record.currency === 'string' ? record.currency : existing ? currencyOf(existing, await homeCurrency(ctx)) : await homeCurrency(ctx);
  return defined({
    DocNumber: record.number ?? undefined,
    TxnDate: typeof record.posted_at === 'string' ? record.posted_at.slice(0, 10) : undefined,
    PrivateNote: record.memo ?? undefined,
    CurrencyRef: typeof record.currency === 'string' ? { value: record.currency } : undefined,
    ExchangeRate: typeof record.currency_rate === 'number' ? record.currency_rate : undefined,
    Line: Array.isArray(record.line_items) ? record.line_items.map((line: Unified) => toLine(line, code)) : undefined,
  });
}

export const quickbooksJournalEntries = implement(journalEntries, {
  downstream: { id: 'JournalEntry', name: 'JournalEntry' },
  mapper: fromQuickBooksJournalEntry,
  list: withUnmatchableFilters(queryList({
    entity: 'JournalEntry',
    filters: ['updated_since', 'number'],
    conditions: ({ filter }) => [
      ...(filter.updated_since !== undefined ? [sinceCondition('MetaData.LastUpdatedTime', filter.updated_since)] : []),
      ...(typeof filter.number === 'string' ? [where('DocNumber', '=', filter.number)] : []),
    ],
    sortBy: { created_at: 'MetaData.CreateTime', updated_at: 'MetaData.LastUpdatedTime' },
    map: (record, company) => fromQuickBooksJournalEntry(record, company),
  }), ['sourceid']),
  ...crud({ entity: 'JournalEntry', map: (record, company) => fromQuickBooksJournalEntry(record, company), body: entryBody, delete: 'delete' }),
});
